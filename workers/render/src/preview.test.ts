import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPreview } from './preview';

async function decode(png: Uint8Array) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const offset = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
  };
  return { width: info.width, height: info.height, at };
}

const red = { red: 200, green: 20, blue: 30 };
const cream = { red: 240, green: 230, blue: 210 };

describe('the preview of a production design', () => {
  it('knits a chart: loops in the yarn colours with the gaps between them, row 0 at the bottom', async () => {
    // 8 needles by 2 rows at a square gauge: the first row (bottom) red, the second cream.
    const chart = {
      kind: 'knitChart',
      needles: 8,
      rows: 2,
      cells: Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1]),
      stitches: new Uint8Array(16),
      yarns: [{ colour: red }, { colour: cream }],
      gauge: { stitchesPer10cm: 20, rowsPer10cm: 20 },
      backing: 'float',
    };
    const image = await decode((await renderPreview({ chart }, 512))!);
    // Square stitches, 64 px each: four times as wide as high.
    expect(image.width).toBe(512);
    expect(image.height).toBe(128);
    const close = (pixel: number[], colour: typeof red) =>
      Math.abs(pixel[0]! - colour.red) +
        Math.abs(pixel[1]! - colour.green) +
        Math.abs(pixel[2]! - colour.blue) <
      30;
    // Down the middle of the first stitch of each row the V's legs meet: yarn there; at the
    // stitch's top middle, between the legs, the dark gap shows.
    const stitch = 64;
    expect(close(image.at(stitch / 2, 128 - stitch * 0.15), red)).toBe(true);
    expect(close(image.at(stitch / 2, stitch * 0.85), cream)).toBe(true);
    const gap = image.at(stitch / 2, stitch * 0.05);
    expect(close(gap, cream) || close(gap, red)).toBe(false);
    expect(Math.max(...gap)).toBeLessThan(100);
  });

  it('draws a cut job on white with its cuts dark and the travel to each path dashed red', async () => {
    const square = (x: number) => [
      { x, y: 10 },
      { x: x + 20, y: 10 },
      { x: x + 20, y: 30 },
      { x, y: 30 },
      { x, y: 10 },
    ];
    const job = {
      kind: 'cutJob',
      width: 70,
      height: 30,
      paths: [
        { points: square(10), closed: true, tool: 'cut' },
        { points: square(50), closed: true, tool: 'cut' },
      ],
      machine: { name: 'Test', width: 300, height: 0 },
    };
    const image = await decode((await renderPreview({ job }, 400))!);
    let white = 0;
    let dark = 0;
    let red = 0;
    for (let y = 0; y < image.height; y += 1) {
      for (let x = 0; x < image.width; x += 1) {
        const [r, g, b] = image.at(x, y);
        if (r! > 240 && g! > 240 && b! > 240) white += 1;
        else if (r! < 90 && g! < 90 && b! < 90) dark += 1;
        else if (r! > 180 && g! < 120 && b! < 120) red += 1;
      }
    }
    expect(white).toBeGreaterThan(image.width * image.height * 0.8);
    expect(dark).toBeGreaterThan(100);
    expect(red).toBeGreaterThan(10);
  });
});
