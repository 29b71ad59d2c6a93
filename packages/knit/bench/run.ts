// Knitting benchmark: the knitout file of a 200-needle x 400-row two-colour jacquard with a
// birdseye backing, for the Kniterate, written end to end (the pass plan of every row, the
// cast-on, waste rows and the text). The peer, in the same run, builds an array of as many
// knitout-like lines of the same average length without any planning and joins it, the floor
// under any writer of a file this size. Ratios and the target use the fastest of the runs, the
// one least disturbed by other work on the machine; the median is shown beside it. Prints a
// markdown table.
// Usage: npm run bench -w @atelier/knit [-- --runs 30]
import { createChart, knitMachines, repeatChart, writeKnitout, type KnitChart } from '../src/index';

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

/**
 * A 20 x 20 motif in two yarns (a diamond in a lattice, so rows hold runs of both colours of many
 * lengths), repeated 10 times across and 20 times up into 200 needles by 400 rows.
 */
function jacquardChart(): KnitChart {
  const motif = createChart({
    needles: 20,
    rows: 20,
    yarns: [
      { colour: { red: 240, green: 234, blue: 214 }, name: 'Ecru', brand: '', code: '' },
      { colour: { red: 20, green: 40, blue: 110 }, name: 'Navy', brand: '', code: '' },
    ],
    gauge: { stitchesPer10cm: 28, rowsPer10cm: 36 },
    backing: 'birdseye',
  });
  for (let row = 0; row < motif.rows; row++) {
    for (let needle = 0; needle < motif.needles; needle++) {
      const diamond = Math.abs(needle - 9.5) + Math.abs(row - 9.5) < 7;
      const lattice = needle === row || needle === 19 - row;
      motif.cells[row * motif.needles + needle] = diamond !== lattice ? 1 : 0;
    }
  }
  return repeatChart(motif, 10, 20);
}

const chart = jacquardChart();
const machine = knitMachines.kniterate;
const file = writeKnitout(chart, { machine });
const lines = file.split('\n').length - 1;
const averageLength = Math.round((file.length - lines) / lines);

/** As many lines as the file of knitout-like operations (`knit + f12 3`, padded to the file's average length), joined. */
function joinPeer(): string {
  const padding = ' '.repeat(Math.max(0, averageLength - 'knit + f100 1'.length));
  const peer: string[] = [];
  for (let index = 0; index < lines; index++)
    peer.push(`knit ${index % 2 === 0 ? '+' : '-'} f${(index % 200) + 27} ${(index % 2) + 1}${padding}`);
  return `${peer.join('\n')}\n`;
}

const target = 50;
const writer = time(() => writeKnitout(chart, { machine }));
const peer = time(joinPeer);
const peerLength = joinPeer().length;

console.log(`Knitout: ${lines} lines, ${file.length} characters; peer ${peerLength} characters.`);
console.log('| Benchmark | Fastest (ms) | Median (ms) | Peer | Peer fastest (ms) | Ratio | Target |');
console.log('| --- | ---: | ---: | --- | ---: | ---: | --- |');
const verdict = writer.fastest < target ? 'met' : 'missed';
console.log(
  `| Knitout, ${chart.needles} needles x ${chart.rows} rows, two colours, birdseye (${lines} lines) | ` +
    `${writer.fastest.toFixed(2)} | ${writer.median.toFixed(2)} | join of as many ${averageLength}-character lines | ` +
    `${peer.fastest.toFixed(2)} | ${(writer.fastest / peer.fastest).toFixed(1)} | under ${target} ms: ${verdict} |`,
);
