// Benchmarks of the geometry kernels, each against peers in the same run so the ratios compare
// across machines: a plain copy of the point arrays involved, and Clipper2 called directly on
// ready-made integer paths (the floor under this package's conversion and bookkeeping).
// Prints a markdown table and nothing else. Run with `npm run bench -w @atelier/vector`.
import { Clipper, ClipperOffset, EndType, FillRule, JoinType, type Paths64 } from 'clipper2-ts';
import { combineDrawings } from '../src/boolean';
import { clipperScale, toClipperPath } from '../src/clipper';
import { anchorPoints, createPath, polyline, type Point, type VectorDrawing } from '../src/model';
import { offsetDrawing } from '../src/offset';
import { star } from '../src/shapes';

const rounds = 30;

function statistics(samples: number[]): { fastest: number; median: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { fastest: sorted[0]!, median: sorted[Math.floor(sorted.length / 2)]! };
}

function measure(work: () => unknown): { fastest: number; median: number } {
  for (let warm = 0; warm < 5; warm++) work();
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    work();
    samples.push(performance.now() - started);
  }
  return statistics(samples);
}

/** A wavy ring of exactly `count` vertices: radius 40 mm with a 2 mm wave twelve times round. */
function wavyRing(count: number, centreX: number): Point[] {
  return Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * 2 * Math.PI;
    const radius = 40 + 2 * Math.sin(12 * angle);
    return { x: centreX + radius * Math.cos(angle), y: 50 + radius * Math.sin(angle) };
  });
}

function copyPoints(rings: readonly (readonly Point[])[]): Point[][] {
  return rings.map((ring) => ring.map((point) => ({ x: point.x, y: point.y })));
}

function pointCount(drawing: VectorDrawing): number {
  return drawing.paths.reduce(
    (sum, path) => sum + path.subpaths.reduce((inner, subpath) => inner + anchorPoints(subpath).length, 0),
    0,
  );
}

function row(cells: (string | number)[]): string {
  return `| ${cells.map((cell) => (typeof cell === 'number' ? cell.toFixed(cell < 0.01 ? 4 : 3) : cell)).join(' | ')} |`;
}

const lines: string[] = [
  row([
    'Benchmark',
    'Fastest (ms)',
    'Median (ms)',
    'Copy of the points (ms)',
    'Ratio to copy',
    'Clipper2 alone (ms)',
    'Ratio to Clipper2',
  ]),
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
];

// Union of two overlapping 1,000-vertex polygons.
{
  const first = wavyRing(1000, 50);
  const second = wavyRing(1000, 80);
  const subject: VectorDrawing = { paths: [createPath([polyline(first, true)])] };
  const clip: VectorDrawing = { paths: [createPath([polyline(second, true)])] };
  const subjectPaths: Paths64 = [toClipperPath(first)];
  const clipPaths: Paths64 = [toClipperPath(second)];
  const result = combineDrawings(subject, clip, 'union');
  const ours = measure(() => combineDrawings(subject, clip, 'union'));
  const copy = measure(() => copyPoints([first, second]));
  const floor = measure(() => Clipper.union(subjectPaths, clipPaths, FillRule.NonZero));
  lines.push(
    row([
      `Union of two 1,000-vertex polygons (${pointCount(result)} points out)`,
      ours.fastest,
      ours.median,
      copy.fastest,
      (ours.fastest / copy.fastest).toFixed(1),
      floor.fastest,
      (ours.fastest / floor.fastest).toFixed(1),
    ]),
  );
}

// Offset of a five-pointed star 100 mm across (outer radius 50 mm), 2 mm outwards.
for (const join of ['round', 'miter'] as const) {
  const motif = star({ centreX: 50, centreY: 50, outerRadius: 50, innerRadius: 20, points: 5 });
  const drawing: VectorDrawing = { paths: [createPath([motif])] };
  const result = offsetDrawing(drawing, { distance: 2, join });
  const outputRings = result.paths.flatMap((path) => path.subpaths.map(anchorPoints));
  const ours = measure(() => offsetDrawing(drawing, { distance: 2, join }));
  // The input has only ten points, so the copy peer copies the result's points instead.
  const copy = measure(() => copyPoints(outputRings));
  const scaled: Paths64 = [toClipperPath(anchorPoints(motif))];
  const floor = measure(() => {
    const offset = new ClipperOffset(4, 0.01 * clipperScale);
    offset.addPaths(scaled, join === 'round' ? JoinType.Round : JoinType.Miter, EndType.Polygon);
    const solution: Paths64 = [];
    offset.execute(2 * clipperScale, solution);
    return solution;
  });
  lines.push(
    row([
      `Offset of a 100 mm star by 2 mm, ${join} joins, 0.01 mm tolerance (${pointCount(result)} points out)`,
      ours.fastest,
      ours.median,
      copy.fastest,
      (ours.fastest / copy.fastest).toFixed(1),
      floor.fastest,
      (ours.fastest / floor.fastest).toFixed(1),
    ]),
  );
}

console.log(lines.join('\n'));
