import { describe, expect, it } from 'vitest';
import { imageOf, outputImage, pixelsOf, runOnImage } from '../support/testing';
import { curvesNode, parseCurvePoints } from './curves';

describe('the curves node', () => {
  it('reads points written as input,output pairs', () => {
    expect(parseCurvePoints(' 0,0  64,40;255,255 ')).toEqual([
      { input: 0, output: 0 },
      { input: 64, output: 40 },
      { input: 255, output: 255 },
    ]);
  });

  it('maps every colour channel through the curve: a falling line inverts', async () => {
    const image = imageOf(1, 1, [[55, 0, 255, 9]]);
    expect(pixelsOf(outputImage(await runOnImage(curvesNode, image, { points: '0,255 255,0' })))).toEqual([
      [200, 255, 0, 9],
    ]);
  });

  it('maps one channel when asked, and is flat beyond the first and last points', async () => {
    const image = imageOf(2, 1, [
      [10, 10, 10, 255],
      [250, 250, 250, 255],
    ]);
    const result = await runOnImage(curvesNode, image, { channel: 'red', points: '50,60 200,190' });
    expect(pixelsOf(outputImage(result))).toEqual([
      [60, 10, 10, 255],
      [190, 250, 250, 255],
    ]);
  });

  it('names the points control for text that is not points, too few points or repeated inputs', async () => {
    const image = imageOf(1, 1, [[55, 0, 255, 9]]);
    for (const points of ['zero,one', '0,0', '10,0 10,255', '0,0 300,255']) {
      const result = await runOnImage(curvesNode, image, { points });
      expect(result).toMatchObject({
        status: 'failed',
        messages: [{ code: 'invalid-parameter', values: { control: 'points' } }],
      });
    }
  });
});
