// Cutting-plotter benchmark: a drawing of 100 closed shapes of 100 segments each (10,000
// segments: cogs with square teeth, whose every corner the blade swivels round, beside wavy
// rings) cut with a 0.25 mm blade offset, 1 mm overcut and corner loops, as a user's export does
// it: the cut job planned (order, direction, overcut, blade offset) and written as an HP-GL file.
// The writing is also timed alone. Peers in the same run: Clipper2 offsetting the same polygons
// by the blade offset (round joins, ready-made integer paths on the vector kernel's 0.1 µm grid),
// a geometric operation of the same size, and joining as many `PDx,y;` lines as the file has
// coordinate pairs, the floor under any writer of a file this size. Ratios and targets use the
// fastest of the runs, the one least disturbed by other work on the machine; the median is shown
// beside it. Prints a markdown table.
// Usage: npm run bench -w @atelier/plotter [-- --runs 30]
import { ClipperOffset, EndType, JoinType, type Paths64 } from 'clipper2-ts';
import {
  cuttingMachines,
  defaultCutSettings,
  exportCutJob,
  planCutJob,
  writeHpgl,
  type CutShape,
  type Point,
} from '../src/index';

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
}

const runs = Number(argument('runs', '30'));

interface Timing {
  fastest: number;
  median: number;
}

/** The fastest and the median of `runs` runs in milliseconds, after three warm-up runs. */
function time(work: () => unknown): Timing {
  for (let run = 0; run < 3; run++) work();
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  samples.sort((left, right) => left - right);
  return { fastest: samples[0]!, median: samples[Math.floor(samples.length / 2)]! };
}

/** A cog of 25 square teeth between radii 18 and 22 mm: 100 corners of about 90 degrees. */
function cog(centreX: number, centreY: number): Point[] {
  const points: Point[] = [];
  for (let tooth = 0; tooth < 25; tooth++) {
    const angle = (2 * Math.PI * tooth) / 25;
    const step = (2 * Math.PI) / 100;
    for (const [offset, radius] of [
      [0, 18],
      [0, 22],
      [2 * step, 22],
      [2 * step, 18],
    ] as const) {
      points.push({
        x: centreX + radius * Math.cos(angle + offset),
        y: centreY + radius * Math.sin(angle + offset),
      });
    }
  }
  return points;
}

/** A ring of radius 20 mm with a 2 mm wave eight times round, in 100 points. */
function wavyRing(centreX: number, centreY: number): Point[] {
  return Array.from({ length: 100 }, (_, index) => {
    const angle = (2 * Math.PI * index) / 100;
    const radius = 20 + 2 * Math.sin(8 * angle);
    return { x: centreX + radius * Math.cos(angle), y: centreY + radius * Math.sin(angle) };
  });
}

// Ten rows of ten shapes 50 mm apart, cogs and rings in turn, drawn in a scattered order (from
// both ends of the sheet in turn) so that ordering has work to do. With the cut-paths node's
// 5 mm margin the job is 510 mm square: a 584 mm wide roll cutter takes it whole.
const margin = 5;
const pitch = 50;
const inOrder: CutShape[] = [];
for (let row = 0; row < 10; row++) {
  for (let column = 0; column < 10; column++) {
    const centreX = margin + pitch / 2 + column * pitch;
    const centreY = margin + pitch / 2 + row * pitch;
    const points = (row + column) % 2 === 0 ? cog(centreX, centreY) : wavyRing(centreX, centreY);
    inOrder.push({ points, closed: true, tool: 'cut' });
  }
}
const shapes: CutShape[] = [];
for (let index = 0; index < inOrder.length / 2; index++)
  shapes.push(inOrder[index]!, inOrder[inOrder.length - 1 - index]!);
const segments = shapes.reduce((sum, shape) => sum + shape.points.length, 0);

const planInput = {
  width: 10 * pitch + 2 * margin,
  height: 10 * pitch + 2 * margin,
  shapes,
  machine: cuttingMachines['roland-gs2-24'],
  settings: { ...defaultCutSettings, bladeOffset: 0.25, overcut: 1, cornerLoops: true },
};
const exportHpgl = () => exportCutJob(planCutJob(planInput), 'hpgl');

const job = planCutJob(planInput);
const file = writeHpgl(job);
const pathPoints = job.paths.reduce((sum, path) => sum + path.points.length, 0);
const coordinatePairs = (file.match(/-?\d+,-?\d+/g) ?? []).length;

/** Unit steps on Clipper2's integer grid per millimetre, as the vector kernel hands it paths. */
const clipperScale = 10_000;
const clipperPaths: Paths64 = shapes.map((shape) =>
  shape.points.map((point) => ({
    x: Math.round(point.x * clipperScale),
    y: Math.round(point.y * clipperScale),
  })),
);
const clipperOffset = () => {
  const offset = new ClipperOffset(2, 0.01 * clipperScale);
  offset.addPaths(clipperPaths, JoinType.Round, EndType.Polygon);
  const solution: Paths64 = [];
  offset.execute(0.25 * clipperScale, solution);
  return solution;
};
const clipperPoints = clipperOffset().reduce((sum, path) => sum + path.length, 0);

/** As many `PDx,y;` lines as the file has coordinate pairs, joined. */
const joinPeer = () => {
  const lines: string[] = [];
  for (let index = 0; index < coordinatePairs; index++)
    lines.push(`PD${8000 + (index % 12000)},${12000 + ((index * 7) % 8000)};`);
  return `${lines.join('\n')}\n`;
};

const exportTiming = time(exportHpgl);
const writeTiming = time(() => writeHpgl(job));
const clipperTiming = time(clipperOffset);
const joinTiming = time(joinPeer);
const target = 20;

console.log(
  `Drawing: ${shapes.length} closed shapes, ${segments} segments; cut job: ${job.paths.length} paths, ` +
    `${pathPoints} points; HP-GL: ${file.length} characters, ${coordinatePairs} coordinate pairs; ` +
    `Clipper2 offset: ${clipperPoints} points.`,
);
const ratio = (ours: Timing, peer: Timing) => (ours.fastest / peer.fastest).toFixed(1);
console.log(
  '| Benchmark | Fastest (ms) | Median (ms) | Clipper2 offset (ms) | Ratio to Clipper2 | ' +
    `Join of ${coordinatePairs} PD lines (ms) | Ratio to join | Target |`,
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
console.log(
  `| Plan and export as HP-GL (${segments} segments, ${job.paths.length} paths) | ${exportTiming.fastest.toFixed(2)} | ` +
    `${exportTiming.median.toFixed(2)} | ${clipperTiming.fastest.toFixed(2)} | ${ratio(exportTiming, clipperTiming)} | ` +
    `${joinTiming.fastest.toFixed(2)} | ${ratio(exportTiming, joinTiming)} | ` +
    `under ${target} ms: ${exportTiming.fastest < target ? 'met' : 'missed'} |`,
);
console.log(
  `| HP-GL writing alone (${pathPoints} points) | ${writeTiming.fastest.toFixed(2)} | ${writeTiming.median.toFixed(2)} | ` +
    `| | ${joinTiming.fastest.toFixed(2)} | ${ratio(writeTiming, joinTiming)} | |`,
);
