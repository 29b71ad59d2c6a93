import type { Colour, NodeDefinition } from '@atelier/graph';
import { chartFromShapes, withBacking, type Backing, type ChartShape } from '@atelier/knit';
import { flattenSubpath } from '@atelier/vector';
import { nodeLabels } from '../support/labels';
import { drawingInput } from '../support/vectors';
import { backingControl, chartResult, defineKnitNode, gaugeControls, gaugeFrom } from './support';

const label = nodeLabels('knit', 'chartFromDrawing');

/** How far flattened curves may stray from the drawing, in millimetres: far under a stitch. */
const flatteningTolerance = 0.05;

/**
 * A knit chart from a drawing: its filled shapes, at their size in millimetres, sampled at each
 * stitch's centre at the gauge; each fill colour becomes a yarn, the rest is the background yarn.
 */
export const chartFromDrawingNode = defineKnitNode({
  id: 'knit.chart-from-drawing',
  version: '1.0.0',
  family: 'knit',
  title: label.title,
  inputs: [
    /** The drawing to chart; its filled shapes count, outlines do not. */
    { name: 'title', type: 'vector', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'chart', type: 'knitChart', label: label.output('chart') }],
  controls: [
    gaugeControls(label),
    [
      /** The yarn of the stitches no shape covers. */
      {
        id: 'background',
        kind: 'colour',
        label: label.control('background'),
        default: { red: 255, green: 255, blue: 255, alpha: 255 },
      },
      backingControl(label),
    ],
  ],
  evaluate({ inputs, controls }) {
    const drawing = drawingInput(inputs['title']);
    const shapes: ChartShape[] = drawing.paths
      .filter((path) => path.fill !== null && path.fill.alpha > 0)
      .map((path) => ({
        colour: path.fill!,
        fillRule: path.fillRule,
        rings: path.subpaths
          .filter((subpath) => subpath.closed)
          .map((subpath) =>
            flattenSubpath(subpath, flatteningTolerance).points.map(({ x, y }) => ({ x, y })),
          ),
      }))
      .filter((shape) => shape.rings.length > 0);
    const background = controls['background'] as Colour;
    const chart = chartFromShapes(shapes, gaugeFrom(controls), background);
    return chartResult(
      withBacking(chart, chart.yarns.length > 1 ? (controls['backing'] as Backing) : 'none'),
    );
  },
} satisfies NodeDefinition);
