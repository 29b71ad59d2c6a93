import { describe, expect, it } from 'vitest';
import { imageOf, outputImage, pixelsOf, runOnImage } from '../support/testing';
import { channelSplitNode } from './channel-split';

describe('the channel split node', () => {
  it('puts out one opaque grey image a channel', async () => {
    const result = await runOnImage(channelSplitNode, imageOf(1, 1, [[10, 20, 30, 40]], 150));
    expect(pixelsOf(outputImage(result, 'red'))).toEqual([[10, 10, 10, 255]]);
    expect(pixelsOf(outputImage(result, 'green'))).toEqual([[20, 20, 20, 255]]);
    expect(pixelsOf(outputImage(result, 'blue'))).toEqual([[30, 30, 30, 255]]);
    expect(pixelsOf(outputImage(result, 'alpha'))).toEqual([[40, 40, 40, 255]]);
    expect(outputImage(result, 'alpha').dotsPerInch).toBe(150);
  });
});
