import { planStatistics, type StitchPlan } from '@atelier/embroidery';
import { drawingStatistics, rectangle, type VectorDrawing } from '@atelier/vector';
import { describe, expect, it } from 'vitest';
import { infoRows } from '../ui/nodeInfoRows';
import { drawStitchPlan, type DrawingContext } from './drawing';
import { previewPlacement } from './fit';
import { previewValue } from './previewValue';
import { stitchBounds } from './render';
import { yarnbooksResource } from './yarnbooks';

const red = { red: 200, green: 0, blue: 0 };
const thread = { colour: red, name: 'Poppy', brand: 'Madeira', catalogueNumber: '1147' };

// Three stitches in 0.1 mm: (0,0) → (30,0) is 3 mm, (30,0) → (30,40) is 4 mm, then a jump and
// a stitch 5 mm away, then a trim.
const plan: StitchPlan = {
  blocks: [
    {
      thread,
      stitches: [
        { x: 0, y: 0, kind: 'stitch' },
        { x: 30, y: 0, kind: 'stitch' },
        { x: 30, y: 40, kind: 'stitch' },
        { x: 130, y: 40, kind: 'jump' },
        { x: 130, y: 90, kind: 'stitch' },
        { x: 130, y: 90, kind: 'trim' },
      ],
    },
  ],
};

const square: VectorDrawing = {
  paths: [
    {
      subpaths: [rectangle({ x: 0, y: 0, width: 10, height: 10 })],
      fillRule: 'nonzero',
      fill: { red: 0, green: 0, blue: 255, alpha: 1 },
      stroke: null,
    },
  ],
};

describe('what the editor previews of a result', () => {
  it('takes the first image, stitch plan or drawing among the outputs', () => {
    const image = { width: 1, height: 1, pixels: new Uint8ClampedArray(4), dotsPerInch: 72 };
    expect(previewValue({ count: 3, picture: image })).toEqual({ kind: 'image', image });
    expect(previewValue({ plan, drawing: square })).toEqual({ kind: 'stitches', plan });
    expect(previewValue({ drawing: square })).toEqual({ kind: 'vector', drawing: square });
    expect(previewValue({ text: 'hello', number: 2 })).toBeUndefined();
  });

  it('frames the stitches by where the needle goes down, in millimetres', () => {
    expect(stitchBounds(plan)).toEqual({ minX: 0, minY: 0, maxX: 13, maxY: 9 });
    expect(stitchBounds({ blocks: [{ thread, stitches: [{ x: 5, y: 5, kind: 'jump' }] }] })).toBeUndefined();
  });

  it('fits content into the preview with its margin, centred', () => {
    // 100 x 50 mm into 512 px: 512 x 256, inner 496 x 240, so 4.8 px a millimetre (height
    // limits), centred: 16 px left over on each side across, 8 px down.
    const { width, height, placement } = previewPlacement({ minX: 0, minY: 0, maxX: 100, maxY: 50 }, 512, 8);
    expect([width, height]).toEqual([512, 256]);
    expect(placement.scale).toBeCloseTo(4.8, 10);
    expect(placement.offsetX).toBeCloseTo(16, 10);
    expect(placement.offsetY).toBeCloseTo(8, 10);
  });

  it('draws each sewn stitch and no jump', () => {
    const segments: Array<[number, number, number, number]> = [];
    let pen = { x: 0, y: 0 };
    const context = {
      beginPath() {},
      moveTo(x: number, y: number) {
        pen = { x, y };
      },
      lineTo(x: number, y: number) {
        segments.push([pen.x, pen.y, x, y]);
        pen = { x, y };
      },
      bezierCurveTo() {},
      closePath() {},
      arc() {},
      fill() {},
      stroke() {},
      lineWidth: 1,
      lineCap: 'butt',
      lineJoin: 'miter',
      strokeStyle: '',
      fillStyle: '',
    } as unknown as DrawingContext;
    drawStitchPlan(context, plan, { scale: 1, offsetX: 0, offsetY: 0 });
    // Every drawn line lies along one of the two sewn stitches from (0,0) or the zero-length one
    // at (13,9); none crosses the 10 mm jump from (3,4) to (13,4).
    expect(segments.length).toBeGreaterThan(0);
    for (const [x1, y1, x2, y2] of segments) {
      const alongFirst = y1 === 0 && y2 === 0 && x1 >= 0 && x2 <= 3;
      const alongSecond = x1 === 3 && x2 === 3 && y1 >= 0 && y2 <= 4;
      const atLast = x1 === 13 && x2 === 13;
      expect(alongFirst || alongSecond || atLast).toBe(true);
    }
  });
});

describe('the node info panel', () => {
  it('lists a stitch plan: stitches, trims, colours, jumps and the stitch lengths', () => {
    const rows = Object.fromEntries(
      infoRows({ kind: 'stitches', statistics: planStatistics(plan) }).map((row) => [row.key, row.value]),
    );
    expect(rows).toMatchObject({
      stitches: 4,
      trims: 1,
      colours: 1,
      colourChanges: 0,
      jumps: 1,
      stitchLengthMin: 3,
      stitchLengthMax: 4,
      designWidth: 13,
      designHeight: 9,
    });
  });

  it('lists a drawing: shapes, areas, polygons, paths, colours, points and segment lengths', () => {
    const rows = Object.fromEntries(
      infoRows({ kind: 'vector', statistics: drawingStatistics(square) }).map((row) => [row.key, row.value]),
    );
    expect(rows).toMatchObject({
      totalShapes: 1,
      polygons: 1,
      compoundPaths: 0,
      regularPaths: 1,
      colours: 1,
      points: 4,
      segmentLengthMin: 10,
      segmentLengthMax: 10,
    });
    expect(rows['closedArea']).toBeCloseTo(100, 6);
    expect(rows['filledArea']).toBeCloseTo(100, 6);
  });
});

describe('the company yarnbooks given to the thread-match node', () => {
  it('keeps books with yarns, as names and colours', () => {
    expect(
      yarnbooksResource({
        settings: {},
        company_settings: {
          yarnbooks: [
            { id: 'a', name: 'Merino', yarns: [{ name: 'Madder red', colour: '#a0302a' }] },
            { id: 'b', name: 'Empty', yarns: [] },
          ],
        },
      }),
    ).toEqual([{ name: 'Merino', threads: [{ name: 'Madder red', colour: '#a0302a' }] }]);
    expect(yarnbooksResource(undefined)).toEqual([]);
  });
});
