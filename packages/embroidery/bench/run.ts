// Embroidery benchmark: a tatami fill with underlay of a 100 x 100 mm shape with two holes, and a
// 50,000-stitch DST and PES write (encoding included). Each is timed against a peer in the same
// run: the fill against a plain copy of its own stitch array, each write against Buffer.concat of
// the same number of bytes in one chunk per record. Ratios and targets use the fastest of the
// runs, the one least disturbed by other work on the machine; the median is shown beside it.
// Prints a markdown table.
// Usage: npm run bench -w @atelier/embroidery [-- --runs 30]
import { exportDesign, tatamiFill, type Point, type Polygon, type StitchPlan } from '../src/index';

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

function circle(centreX: number, centreY: number, radius: number, points = 64): Point[] {
  return Array.from({ length: points }, (_, index) => {
    const angle = (2 * Math.PI * index) / points;
    return { x: centreX + radius * Math.cos(angle), y: centreY + radius * Math.sin(angle) };
  });
}

const shape: Polygon = {
  outer: [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 100, y: 100 },
    { x: 0, y: 100 },
  ],
  holes: [circle(30, 35, 15), circle(68, 65, 18)],
};
const fillOptions = { angle: 30, rowSpacing: 0.4, maxStitchLength: 3.5, underlay: true } as const;

/** 50,000 stitches of 2 mm in rows across a 100 mm square, one thread. */
function bigPlan(count: number): StitchPlan {
  const stitches = [];
  for (let index = 0; index < count; index++) {
    const row = Math.floor(index / 50);
    const column = row % 2 === 0 ? index % 50 : 49 - (index % 50);
    stitches.push({ x: column * 20, y: (row % 250) * 4, kind: 'stitch' as const });
  }
  return {
    blocks: [
      {
        thread: { colour: { red: 200, green: 30, blue: 30 }, name: 'Poppy', brand: '', catalogueNumber: '' },
        stitches,
      },
    ],
  };
}

function concatPeer(records: number, recordSize: number): () => Buffer {
  const chunks = Array.from({ length: records }, (_, index) =>
    Buffer.from([index & 0xff, 1, 2, 3].slice(0, recordSize)),
  );
  return () => Buffer.concat(chunks);
}

const rows: { name: string; milliseconds: Timing; peer: string; peerMilliseconds: Timing; target: number }[] =
  [];

const stitchesOfFill = tatamiFill(shape, fillOptions);
const fillStitchCount = stitchesOfFill.reduce((sum, run) => sum + run.length, 0);
rows.push({
  name: `Tatami fill with underlay, 100 x 100 mm, two holes (${fillStitchCount} stitches)`,
  milliseconds: time(() => tatamiFill(shape, fillOptions)),
  peer: 'copy of its stitch array',
  peerMilliseconds: time(() => stitchesOfFill.map((run) => run.map((point) => ({ x: point.x, y: point.y })))),
  target: 200,
});

const plan = bigPlan(50_000);
const dst = exportDesign(plan, 'dst');
rows.push({
  name: `DST write, 50,000 stitches (${dst.design.length} records)`,
  milliseconds: time(() => exportDesign(plan, 'dst')),
  peer: 'Buffer.concat of as many 3-byte records',
  peerMilliseconds: time(concatPeer(dst.design.length, 3)),
  target: 5,
});
const pes = exportDesign(plan, 'pes');
rows.push({
  name: `PES write, 50,000 stitches (${pes.bytes.length} bytes)`,
  milliseconds: time(() => exportDesign(plan, 'pes')),
  peer: 'Buffer.concat of as many 2-byte records',
  peerMilliseconds: time(concatPeer(pes.design.length, 2)),
  target: 5,
});

console.log('| Benchmark | Fastest (ms) | Median (ms) | Peer | Peer fastest (ms) | Ratio | Target |');
console.log('| --- | ---: | ---: | --- | ---: | ---: | --- |');
for (const row of rows) {
  const verdict = row.milliseconds.fastest < row.target ? 'met' : 'missed';
  console.log(
    `| ${row.name} | ${row.milliseconds.fastest.toFixed(2)} | ${row.milliseconds.median.toFixed(2)} | ${row.peer} | ` +
      `${row.peerMilliseconds.fastest.toFixed(2)} | ${(row.milliseconds.fastest / row.peerMilliseconds.fastest).toFixed(1)} | ` +
      `under ${row.target} ms: ${verdict} |`,
  );
}
