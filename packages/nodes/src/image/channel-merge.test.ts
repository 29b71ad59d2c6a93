import { describe, expect, it } from 'vitest';
import {
  evaluateGraph,
  fixtureImageNode,
  graphOf,
  imageOf,
  nodeOf,
  outputImage,
  pixelsOf,
  wire,
} from '../support/testing';
import { channelMergeNode } from './channel-merge';
import { channelSplitNode } from './channel-split';

const grey = (value: number) => [value, value, value, 255] as const;

async function merge(images: Record<string, ReturnType<typeof imageOf>>) {
  const inputs = Object.keys(images);
  const graph = graphOf(
    [
      ...inputs.map((input) => nodeOf(fixtureImageNode, `source-${input}`, { file: input })),
      nodeOf(channelMergeNode, 'merge'),
    ],
    inputs.map((input, index) => wire(1000 + index, `source-${input}`, 'image', 'merge', input)),
  );
  const results = await evaluateGraph([fixtureImageNode, channelMergeNode], graph, ['merge'], images);
  return results['merge']!;
}

describe('the channel merge node', () => {
  it('builds the colour from one grey image a channel, opaque without an alpha input', async () => {
    const result = await merge({
      title: imageOf(1, 1, [grey(10)]),
      green: imageOf(1, 1, [grey(20)]),
      blue: imageOf(1, 1, [grey(30)]),
    });
    expect(pixelsOf(outputImage(result))).toEqual([[10, 20, 30, 255]]);
  });

  it('takes the alpha input as transparency', async () => {
    const result = await merge({
      title: imageOf(1, 1, [grey(10)]),
      green: imageOf(1, 1, [grey(20)]),
      blue: imageOf(1, 1, [grey(30)]),
      alpha: imageOf(1, 1, [grey(40)]),
    });
    expect(pixelsOf(outputImage(result))).toEqual([[10, 20, 30, 40]]);
  });

  it('is empty until red, green and blue are all connected', async () => {
    const result = await merge({ title: imageOf(1, 1, [grey(10)]), green: imageOf(1, 1, [grey(20)]) });
    expect(result.status).toBe('empty');
  });

  it('says which input does not match the red one in size', async () => {
    const result = await merge({
      title: imageOf(1, 1, [grey(10)]),
      green: imageOf(2, 1, [grey(20), grey(20)]),
      blue: imageOf(1, 1, [grey(30)]),
    });
    expect(result).toMatchObject({
      status: 'failed',
      messages: [{ code: 'size-mismatch', values: { input: 'green' } }],
    });
  });

  it('puts back together what the split node takes apart', async () => {
    const original = imageOf(2, 1, [
      [10, 20, 30, 40],
      [200, 150, 100, 50],
    ]);
    const graph = graphOf(
      [
        nodeOf(fixtureImageNode, 'source', { file: 'input' }),
        nodeOf(channelSplitNode, 'split'),
        nodeOf(channelMergeNode, 'merge'),
      ],
      [
        wire(1000, 'source', 'image', 'split'),
        wire(1001, 'split', 'red', 'merge', 'title'),
        wire(1002, 'split', 'green', 'merge', 'green'),
        wire(1003, 'split', 'blue', 'merge', 'blue'),
        wire(1004, 'split', 'alpha', 'merge', 'alpha'),
      ],
    );
    const results = await evaluateGraph(
      [fixtureImageNode, channelSplitNode, channelMergeNode],
      graph,
      ['merge'],
      {
        input: original,
      },
    );
    expect(pixelsOf(outputImage(results['merge']!))).toEqual(pixelsOf(original));
  });
});
