import { describe, expect, it } from 'vitest';
import {
  evaluateGraph,
  fixtureImageNode,
  graphOf,
  imageOf,
  nodeOf,
  outputImage,
  pixelsOf,
  runOnImage,
  wire,
} from '../support/testing';
import { gaussianBlurNode } from './gaussian-blur';

describe('the Gaussian blur node', () => {
  it('leaves the image as it is at sigma 0', async () => {
    const image = imageOf(2, 1, [
      [0, 0, 0, 255],
      [255, 255, 255, 255],
    ]);
    const result = await runOnImage(gaussianBlurNode, image, { sigma: 0 });
    expect(pixelsOf(outputImage(result))).toEqual(pixelsOf(image));
  });

  it('spreads a single bright pixel symmetrically and keeps the total', async () => {
    // A white dot in the middle of a black 5x1 row, sigma 1: the weights are the sampled
    // Gaussian exp(-x^2 / 2) normalised over -3..3, so the centre keeps 255 * 0.399 and the
    // neighbours at 1 and 2 pixels get 255 * 0.242 and 255 * 0.054 (edges repeat the black).
    const image = imageOf(5, 1, [
      [0, 0, 0, 255],
      [0, 0, 0, 255],
      [255, 255, 255, 255],
      [0, 0, 0, 255],
      [0, 0, 0, 255],
    ]);
    const reds = pixelsOf(outputImage(await runOnImage(gaussianBlurNode, image, { sigma: 1 }))).map(
      ([red]) => red,
    );
    expect(reds[0]).toBe(reds[4]);
    expect(reds[1]).toBe(reds[3]);
    expect(Math.abs(reds[2]! - 255 * 0.399)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(reds[1]! - 255 * 0.242)).toBeLessThanOrEqual(1.5);
    expect(Math.abs(reds[0]! - 255 * 0.054)).toBeLessThanOrEqual(1.5);
  });

  it('blurs a 1x1 image to itself', async () => {
    const image = imageOf(1, 1, [[10, 20, 30, 255]]);
    expect(pixelsOf(outputImage(await runOnImage(gaussianBlurNode, image, { sigma: 5 })))).toEqual([
      [10, 20, 30, 255],
    ]);
  });

  it('names the control when sigma is NaN or too large, and the rest of the graph still runs', async () => {
    const image = imageOf(1, 1, [[10, 20, 30, 255]]);
    const graph = graphOf(
      [
        nodeOf(fixtureImageNode, 'source', { file: 'input' }),
        nodeOf(gaussianBlurNode, 'broken', { sigma: Number.NaN }),
        nodeOf(gaussianBlurNode, 'huge', { sigma: 1e9 }),
        nodeOf(gaussianBlurNode, 'fine', { sigma: 1 }),
      ],
      [
        wire(1000, 'source', 'image', 'broken'),
        wire(1001, 'source', 'image', 'huge'),
        wire(1002, 'source', 'image', 'fine'),
      ],
    );
    const results = await evaluateGraph(
      [fixtureImageNode, gaussianBlurNode],
      graph,
      ['broken', 'huge', 'fine'],
      {
        input: image,
      },
    );
    for (const nodeId of ['broken', 'huge']) {
      expect(results[nodeId]).toMatchObject({
        status: 'failed',
        messages: [{ code: 'invalid-parameter', values: { control: 'sigma' } }],
      });
    }
    expect(results['fine']?.status).toBe('fresh');
  });
});
