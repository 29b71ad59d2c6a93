import { NodeEvaluationError, type NodeDefinition, type RasterImage } from '@atelier/graph';
import {
  CURVE_CHANNELS,
  curves,
  MAXIMUM_CURVE_POINTS,
  type CurveChannel,
  type CurvePoint,
} from '@atelier/raster';
import { defineNode } from '../support/define';
import { kernelImage, socketImage } from '../support/images';
import { nodeLabels } from '../support/labels';

const label = nodeLabels('image', 'curves');

/**
 * Reads curve points written as `input,output` pairs separated by spaces or semicolons, such as
 * `0,0 64,40 255,255`; values run from 0 to 255.
 */
export function parseCurvePoints(text: string): CurvePoint[] {
  const pairs = text
    .trim()
    .split(/[\s;]+/)
    .filter((pair) => pair !== '');
  return pairs.map((pair) => {
    const match = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(pair);
    if (!match) {
      throw new NodeEvaluationError(
        'invalid-parameter',
        `control "points": "${pair}" is not a point written as input,output`,
        { control: 'points', value: pair },
      );
    }
    return { input: Number(match[1]), output: Number(match[2]) };
  });
}

/** Maps tones through a smooth curve through control points (monotone, so it never overshoots). */
export const curvesNode = defineNode({
  id: 'image.curves',
  version: '1.0.0',
  family: 'image',
  title: label.title,
  inputs: [
    /** The image to adjust. */
    { name: 'title', type: 'image', label: label.input('title'), required: true },
  ],
  outputs: [{ name: 'image', type: 'image', label: label.output('image') }],
  controls: [
    [
      /** Which channels the curve maps: all three colour channels, or one of them. */
      {
        id: 'channel',
        kind: 'dropdown',
        label: label.control('channel'),
        default: 'rgb',
        options: CURVE_CHANNELS.map((channel) => ({
          value: channel,
          label: label.option('channel', channel),
        })),
      },
    ],
    [
      /**
       * The curve's points as `input,output` pairs from 0 to 255 (2 to 32 of them, distinct
       * inputs), for example `0,0 64,40 255,255`. Before the first and after the last point the
       * curve is flat.
       */
      {
        id: 'points',
        kind: 'text',
        label: label.control('points'),
        default: '0,0 255,255',
        maxLength: MAXIMUM_CURVE_POINTS * 12,
      },
    ],
  ],
  evaluate({ inputs, controls }) {
    const image = curves(kernelImage(inputs['title'] as RasterImage), {
      points: parseCurvePoints(controls['points'] as string),
      channel: controls['channel'] as CurveChannel,
    });
    return { image: socketImage(image) };
  },
} satisfies NodeDefinition);
