import { NodeEvaluationError, type Colour, type NodeDefinition, type RasterImage } from '@atelier/graph';
import {
  averageCells,
  chartFromCells,
  countForLength,
  maximumNeedles,
  maximumYarns,
  withBacking,
  yarnOfColour,
  type Backing,
} from '@atelier/knit';
import { extractPalette } from '@atelier/raster';
import { nodeLabels } from '../support/labels';
import { backingControl, chartResult, defineKnitNode, gaugeControls, gaugeFrom } from './support';

const label = nodeLabels('knit', 'chartFromImage');

/** Yarns a chart from an image gets unless told otherwise: the carriers of most V-beds. */
export const defaultImageYarns = 6;

/**
 * A knit chart from an image: the image's size in centimetres (or its width in needles) and the
 * gauge give the needles and rows; each stitch takes the mean colour of its share of the image,
 * reduced to the yarns. The yarns are the palette on the second input when one is wired (a yarn
 * list), otherwise found in the image (median cut), as many as asked for.
 */
export const chartFromImageNode = defineKnitNode({
  id: 'knit.chart-from-image',
  version: '1.0.0',
  family: 'knit',
  title: label.title,
  inputs: [
    /** The picture to chart. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
    /** The yarns to knit with; left unwired, the yarns are found in the image. */
    { name: 'palette', type: 'palette', label: label.input('palette') },
  ],
  outputs: [{ name: 'chart', type: 'knitChart', label: label.output('chart') }],
  modes: [
    { id: 'centimetres', label: label.option('mode', 'centimetres') },
    { id: 'needles', label: label.option('mode', 'needles') },
  ],
  controls: [
    [
      /** Width of the knitted piece in centimetres; the height follows the image. */
      {
        id: 'width',
        kind: 'number',
        label: label.control('width'),
        default: 20,
        min: 1,
        max: 500,
        step: 0.5,
        modes: ['centimetres'],
      },
      /** Width of the chart in needles; the height follows the image. */
      {
        id: 'needles',
        kind: 'number',
        label: label.control('needles'),
        default: 60,
        min: 1,
        max: maximumNeedles,
        step: 1,
        modes: ['needles'],
      },
    ],
    gaugeControls(label),
    [
      /** How many yarns to find in the image when no palette is wired (at most the machine's carriers). */
      {
        id: 'yarns',
        kind: 'number',
        label: label.control('yarns'),
        default: 2,
        min: 1,
        max: maximumYarns,
        step: 1,
      },
      backingControl(label),
    ],
  ],
  evaluate({ inputs, controls, mode, addMessage }) {
    const image = inputs['title'] as RasterImage;
    const gauge = gaugeFrom(controls);
    const needles =
      mode === 'needles'
        ? (controls['needles'] as number)
        : countForLength(controls['width'] as number, gauge.stitchesPer10cm);
    // Stitches are not square: the rows keep the image's proportions at the gauge.
    const rows = Math.max(
      1,
      Math.round(((needles * image.height) / image.width) * (gauge.rowsPer10cm / gauge.stitchesPer10cm)),
    );
    const cells = averageCells(image, needles, rows);
    const palette = inputs['palette'] as Colour[] | undefined;
    let colours: { red: number; green: number; blue: number }[];
    if (palette && palette.length > 0) {
      colours = palette;
    } else {
      const wanted = controls['yarns'] as number;
      colours = extractPalette({ width: needles, height: rows, data: cells, dpi: 72 }, { colours: wanted });
      if (colours.length > defaultImageYarns) {
        addMessage({
          code: 'more-yarns-than-carriers',
          severity: 'info',
          values: { yarns: colours.length, limit: defaultImageYarns },
        });
      }
    }
    if (colours.length === 0)
      throw new NodeEvaluationError('empty-knit-chart', 'There are no yarns to chart with');
    const chart = chartFromCells(cells, needles, rows, colours.map(yarnOfColour), gauge);
    return chartResult(
      withBacking(chart, chart.yarns.length > 1 ? (controls['backing'] as Backing) : 'none'),
    );
  },
} satisfies NodeDefinition);
