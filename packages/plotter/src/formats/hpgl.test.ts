import { describe, expect, it } from 'vitest';
import { defaultCutSettings, type CutSettings } from '../job';
import { cuttingMachines } from '../machines';
import { planCutJob } from '../plan/plan';
import { readHpgl } from '../test-support/hpgl-reader';
import { cut, square, stickerSheet } from '../test-support/shapes';
import { writeHpgl } from './hpgl';

const plain: CutSettings = {
  ...defaultCutSettings,
  direction: 'clockwise',
  bladeOffset: 0,
  overcut: 0,
  cornerLoops: true,
  precut: false,
};

/** A 10 mm square with its top left corner at (5, 5) mm, on a 20 × 20 mm design. */
function squareJob(settings: Partial<CutSettings>) {
  return planCutJob({
    width: 20,
    height: 20,
    shapes: [cut(square(5, 5, 10))],
    machine: cuttingMachines['cricut-maker'],
    settings: { ...plain, ...settings },
  });
}

describe('the HP-GL writer', () => {
  it('writes a 10 mm square at 40 units to the millimetre, y up from the bottom edge', () => {
    // x = 40 × x mm; y = 40 × (20 mm − y mm): (5, 5) is (200, 600), (15, 15) is (600, 200).
    // Clockwise on screen from the top left corner: right, down, left, up.
    expect(writeHpgl(squareJob({}))).toBe(
      ['IN;', 'SP1;', 'PU200,600;', 'PD600,600,600,200,200,200,200,600;', 'PU;', 'SP0;', ''].join('\n'),
    );
  });

  it('cuts the other way round counter-clockwise, and keeps the design’s y when told y points down', () => {
    expect(writeHpgl(squareJob({ direction: 'counter-clockwise' }))).toContain(
      'PU200,600;\nPD200,200,600,200,600,600,200,600;',
    );
    // y down: (5, 5) is (200, 200), clockwise on screen: (15, 5), (15, 15), (5, 15), (5, 5).
    expect(writeHpgl(squareJob({}), { yDirection: 'down' })).toContain(
      'PU200,200;\nPD600,200,600,600,200,600,200,200;',
    );
  });

  it('moves the knife’s axis 0.25 mm ahead of the tip, swivels it round each corner and runs on 1 mm', () => {
    const text = writeHpgl(squareJob({ bladeOffset: 0.25, overcut: 1 }));
    // The blade offset is 0.25 mm = 10 units. The tip starts at (200, 600) heading +x: the axis
    // goes down 10 units ahead, at (210, 600), and cuts to 10 units past the first corner
    // (600, 600): (610, 600). There it swings about the corner on a 10-unit arc, from heading +x
    // (0°) to heading −y (−90°), in six 15° steps: (600 + 10 cos θ, 600 + 10 sin θ) for
    // θ = −15°, −30° … −90° is (609.66, 597.41), (608.66, 595), (607.07, 592.93), (605, 591.34),
    // (602.59, 590.34), (600, 590), rounded to whole units.
    const firstCorner = '610,600,610,597,609,595,607,593,605,591,603,590,600,590';
    // On to 10 units past (600, 200): (600, 190); the arc from −90° to −180° about (600, 200):
    // (597.41, 190.34), (595, 191.34), (592.93, 192.93), (591.34, 195), (590.34, 197.41), (590, 200).
    const secondCorner = '600,190,597,190,595,191,593,193,591,195,590,197,590,200';
    // To 10 units past (200, 200): (190, 200); from 180° to 90° about (200, 200).
    const thirdCorner = '190,200,190,203,191,205,193,207,195,209,197,210,200,210';
    // To 10 units past (200, 600): (200, 610); from 90° to 0° about (200, 600).
    const fourthCorner = '200,610,203,610,205,609,207,607,209,605,210,603,210,600';
    // The overcut: the tip runs on 1 mm = 40 units along the first side to (240, 600); the axis
    // is 10 units ahead of it, at (250, 600).
    const overcut = '250,600';
    expect(text).toBe(
      [
        'IN;',
        'SP1;',
        'PU210,600;',
        `PD${[firstCorner, secondCorner, thirdCorner, fourthCorner, overcut].join(',')};`,
        'PU;',
        'SP0;',
        '',
      ].join('\n'),
    );
  });

  it('begins with a 3 mm precut from the start corner when asked', () => {
    const document = readHpgl(writeHpgl(squareJob({ precut: true })));
    // The design's top left corner (0, 0) is (0, 800) in y-up units; the precut runs 120 units right.
    expect(document.pages[0]!.strokes[0]!.points).toEqual([
      [0, 800],
      [120, 800],
    ]);
    expect(document.pages[0]!.strokes).toHaveLength(2);
  });

  it('writes a sheet of 80 shapes that stays in the cutting area, travels with the pen up and closes every cut with the overcut', () => {
    const machine = cuttingMachines['cricut-maker'];
    const shapes = stickerSheet(8, 5, 30);
    const job = planCutJob({ width: 260, height: 170, shapes, machine, settings: { ...plain, overcut: 1 } });
    const document = readHpgl(writeHpgl(job));
    expect(document.initialised).toBe(true);
    expect(document.endsWithPenUp).toBe(true);
    expect(document.endPen).toBe(0);
    expect(document.pages).toHaveLength(1);
    const page = document.pages[0]!;
    expect(page.strokes).toHaveLength(80);
    for (const stroke of page.strokes) {
      for (const [x, y] of stroke.points) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(machine.width * 40);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(machine.height * 40);
      }
      // Every stroke began where a pen-up move ended: no cut drags from one shape to the next.
      expect(page.travels.some((travel) => travel.to === stroke.points[0])).toBe(true);
      // Closed: the stroke comes back to its first point and runs on 40 units (1 mm) past it.
      const [startX, startY] = stroke.points[0]!;
      const back = stroke.points.findIndex(
        (point, index) => index > 1 && point[0] === startX && point[1] === startY,
      );
      expect(back).toBeGreaterThan(1);
      let runOn = 0;
      for (let index = back + 1; index < stroke.points.length; index++) {
        const [ax, ay] = stroke.points[index - 1]!;
        const [bx, by] = stroke.points[index]!;
        runOn += Math.hypot(bx - ax, by - ay);
      }
      expect(Math.abs(runOn - 40)).toBeLessThanOrEqual(2);
    }
    expect(page.travels.every((travel) => !travel.penDown)).toBe(true);
  });

  it('writes each tile of a tiled job as its own page, in coordinates from the tile’s corner', () => {
    const machine = cuttingMachines['cricut-maker'];
    const job = planCutJob({
      width: 700,
      height: 200,
      shapes: [
        cut([
          { x: 10, y: 10 },
          { x: 690, y: 10 },
          { x: 690, y: 190 },
          { x: 10, y: 190 },
        ]),
      ],
      machine,
      settings: { ...plain, bladeOffset: 0.25, tileOverlap: 10 },
    });
    const document = readHpgl(writeHpgl(job));
    // 700 mm across tiles of 305 mm less twice the 0.25 mm blade offset, overlapping 10 mm: steps
    // of 294.5 mm, tiles at 0, 294.5 and 589.
    expect(document.pages).toHaveLength(3);
    for (const page of document.pages) {
      expect(page.strokes.length).toBeGreaterThan(0);
      for (const stroke of page.strokes) {
        for (const [x, y] of stroke.points) {
          // Each page stays within the machine's 305 × 610 mm area, the knife's axis included.
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(305 * 40);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(610 * 40);
        }
      }
    }
  });
});
