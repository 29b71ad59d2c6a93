import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphDocument } from '@atelier/graph';
import type { CutJob, CutPath } from '@atelier/plotter';
import { evaluateGraphFile } from '../cli/evaluate-graph';
import { nodeRegistry } from '../registry';
import { evaluateGraph } from '../support/testing';

// The example graphs shipped in examples/plotter, evaluated as `npm run graph -- eval` does; each
// written file is read back by a small reader written here from the format's reference and
// measured against the cut job the export node put out.
const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const examplesFolder = path.join(repositoryRoot, 'examples', 'plotter');
let output: string;

beforeAll(async () => {
  output = await mkdtemp(path.join(tmpdir(), 'atelier-plotter-examples-'));
});
afterAll(async () => {
  await rm(output, { recursive: true, force: true });
});

interface Example {
  text: string;
  job: CutJob;
  mimeType: string;
}

async function evaluateExample(name: string, exportNodeId: string): Promise<Example> {
  const graphPath = path.join(examplesFolder, `${name}.json`);
  const evaluation = await evaluateGraphFile({ graphPath, outputDirectory: path.join(output, name) });
  expect(evaluation.issues).toEqual([]);
  expect(evaluation.exports).toHaveLength(1);
  const outcome = evaluation.exports[0]!;
  expect(outcome.failure).toBeUndefined();
  const text = await readFile(outcome.file!.path, 'utf8');
  const graph = JSON.parse(await readFile(graphPath, 'utf8')) as GraphDocument;
  const results = await evaluateGraph(nodeRegistry, graph, [exportNodeId]);
  const job = (
    results[exportNodeId]!.status === 'fresh' ? results[exportNodeId]!.values['cutJob'] : null
  ) as CutJob;
  return { text, job, mimeType: outcome.file!.mimeType };
}

const length = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(b.x - a.x, b.y - a.y);

/** Travel between the design's cuts: from the top left corner to each cut's start, from each cut's end. */
function travelOf(paths: readonly { points: { x: number; y: number }[]; closed: boolean }[]): number {
  let position = { x: 0, y: 0 };
  let travel = 0;
  for (const cut of paths) {
    travel += length(position, cut.points[0]!);
    position = cut.closed ? cut.points[0]! : cut.points[cut.points.length - 1]!;
  }
  return travel;
}

/** The test's own even-odd check. */
function inside(point: { x: number; y: number }, ring: readonly { x: number; y: number }[]): boolean {
  let crossings = 0;
  for (let index = 0; index < ring.length; index++) {
    const a = ring[index]!;
    const b = ring[(index + 1) % ring.length]!;
    if (a.y > point.y !== b.y > point.y && a.x + ((point.y - a.y) * (b.x - a.x)) / (b.y - a.y) > point.x)
      crossings++;
  }
  return crossings % 2 === 1;
}

/** Every cut lying inside another closed cut comes before it; returns how many such pairs there are. */
function expectInsideFirst(paths: readonly CutPath[]): number {
  let pairs = 0;
  paths.forEach((inner, innerIndex) => {
    paths.forEach((outer, outerIndex) => {
      if (inner === outer || !outer.closed || inner.tool !== 'cut' || outer.tool !== 'cut') return;
      if (inner.points.every((point) => inside(point, outer.points))) {
        pairs++;
        expect(innerIndex).toBeLessThan(outerIndex);
      }
    });
  });
  return pairs;
}

/** The design's own cuts in drawing order, against the cuts of the job, measured alike. */
function expectNoMoreTravelThanDrawingOrder(job: CutJob): void {
  const drawn = job.design!.shapes.filter((shape) => shape.tool === 'cut');
  const cut = job.paths.filter((entry) => entry.tool === 'cut');
  // The job's closed cuts end 1 mm past their start (the overcut): measure them from their start too.
  const planned = cut.map((entry) => ({ points: entry.points, closed: entry.closed }));
  expect(travelOf(planned)).toBeLessThanOrEqual(travelOf(drawn) + 1e-9);
}

describe('examples/plotter', () => {
  it('holds the three example designs', async () => {
    expect((await readdir(examplesFolder)).filter((name) => name.endsWith('.json')).sort()).toEqual([
      'banner-tiled.json',
      'sticker-sheet-print-and-cut.json',
      'vinyl-decal-weeded.json',
    ]);
  });

  it('cuts the vinyl decal as HP-GL: the letters, their counters first, then weeding, all within the Cricut Maker’s mat', async () => {
    const { text, job, mimeType } = await evaluateExample('vinyl-decal-weeded', 'decal-hpgl');
    expect(mimeType).toBe('application/vnd.hp-hpgl');
    // Read back from the HP-GL reference: commands end in ';', PU moves up, PD cuts.
    const commands = text
      .split(';')
      .map((command) => command.trim())
      .filter(Boolean);
    expect(commands[0]).toBe('IN');
    expect(commands[commands.length - 1]).toBe('SP0');
    const strokes: [number, number][][] = [];
    let penDown = false;
    let position: [number, number] = [0, 0];
    for (const command of commands) {
      const numbers = command.slice(2).split(',').filter(Boolean).map(Number);
      const points: [number, number][] = [];
      for (let index = 0; index < numbers.length; index += 2)
        points.push([numbers[index]!, numbers[index + 1]!]);
      if (command.startsWith('PU')) {
        penDown = false;
        position = points[points.length - 1] ?? position;
      } else if (command.startsWith('PD')) {
        // A cut always begins where the pen went down after a pen-up move.
        if (!penDown) strokes.push([position]);
        penDown = true;
        strokes[strokes.length - 1]!.push(...points);
      }
    }
    expect(strokes).toHaveLength(job.paths.length);
    for (const stroke of strokes) {
      for (const [x, y] of stroke) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(305 * 40);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(610 * 40);
      }
    }
    // The precut first, the weeding box last; the counters of A, e (twice) come before their letters.
    expect(job.paths[0]!.tool).toBe('precut');
    expect(job.paths[job.paths.length - 1]).toMatchObject({ tool: 'weed', closed: true });
    expect(job.paths.filter((entry) => entry.tool === 'weed').length).toBeGreaterThan(1);
    expect(expectInsideFirst(job.paths)).toBeGreaterThanOrEqual(2);
    expectNoMoreTravelThanDrawingOrder(job);
  });

  it('writes the sticker sheet as DXF: millimetres, one layer per tool, the polylines the job’s paths', async () => {
    const { text, job } = await evaluateExample('sticker-sheet-print-and-cut', 'stickers-dxf');
    // DXF is pairs of lines: a group code, then its value.
    const lines = text.split(/\r?\n/);
    const pairs: [number, string][] = [];
    for (let index = 0; index + 1 < lines.length; index += 2)
      pairs.push([Number(lines[index]!.trim()), lines[index + 1]!.trim()]);
    const units = pairs.findIndex(([code, value]) => code === 9 && value === '$INSUNITS');
    expect(pairs[units + 1]).toEqual([70, '4']);
    const polylines: { layer: string; closed: boolean; vertices: { x: number; y: number }[] }[] = [];
    let current: (typeof polylines)[number] | null = null;
    let inEntities = false;
    for (const [code, value] of pairs) {
      if (code === 2 && value === 'ENTITIES') inEntities = true;
      if (!inEntities) continue;
      if (code === 0) {
        current = value === 'LWPOLYLINE' ? { layer: '', closed: false, vertices: [] } : null;
        if (current) polylines.push(current);
      } else if (current && code === 8) current.layer = value;
      else if (current && code === 70) current.closed = (Number(value) & 1) === 1;
      else if (current && code === 10) current.vertices.push({ x: Number(value), y: Number.NaN });
      else if (current && code === 20) current.vertices[current.vertices.length - 1]!.y = Number(value);
    }
    expect(new Set(polylines.map((entry) => entry.layer))).toEqual(new Set(['cut', 'registration']));
    expect(polylines).toHaveLength(job.paths.length);
    expect(job.paths.filter((entry) => entry.tool === 'registration')).toHaveLength(4);
    polylines.forEach((polyline, index) => {
      const expected = job.paths[index]!;
      expect(polyline.layer).toBe(expected.tool);
      const points = polyline.closed ? expected.points.slice(0, -1) : expected.points;
      expect(polyline.vertices).toHaveLength(points.length);
      polyline.vertices.forEach((vertex, vertexIndex) => {
        // DXF's y points up: the design's y is the height less the file's.
        expect(Math.abs(vertex.x - points[vertexIndex]!.x)).toBeLessThan(0.01);
        expect(Math.abs(job.height - vertex.y - points[vertexIndex]!.y)).toBeLessThan(0.01);
      });
    });
    // The marks are printed round the stickers: every cut lies inside the marks' rectangle.
    const marks = job.paths.filter((entry) => entry.tool === 'registration').flatMap((entry) => entry.points);
    const xs = marks.map((point) => point.x);
    const ys = marks.map((point) => point.y);
    for (const point of job.paths.filter((entry) => entry.tool === 'cut').flatMap((entry) => entry.points)) {
      expect(point.x).toBeGreaterThan(Math.min(...xs));
      expect(point.x).toBeLessThan(Math.max(...xs));
      expect(point.y).toBeGreaterThan(Math.min(...ys));
      expect(point.y).toBeLessThan(Math.max(...ys));
    }
    expectNoMoreTravelThanDrawingOrder(job);
  });

  it('tiles the 710 mm banner for the 305 mm Cricut Maker and writes it as SVG, a group per tile and tool', async () => {
    const { text, job } = await evaluateExample('banner-tiled', 'banner-svg');
    expect(text).toMatch(/<svg [^>]*width="710mm" height="310mm" viewBox="0 0 710 310"/);
    // Tiles of 304.5 mm (the mat less twice the 0.25 mm blade offset), 10 mm overlap: at 0, 294.5 and 589.
    expect(job.tiles!.map((tile) => tile.x)).toEqual([0, 294.5, 589]);
    const tileGroups = [...text.matchAll(/<g id="tile-(\d+)"[^>]*data-x="([\d.]+)"/g)].map((match) =>
      Number(match[2]),
    );
    expect(tileGroups).toEqual([0, 294.5, 589]);
    // Every polyline in file order, read back with its group's tool.
    const read: { tool: string; points: { x: number; y: number }[] }[] = [];
    let tool = '';
    for (const match of text.matchAll(/<g [^>]*data-tool="([a-z]+)"|<polyline points="([^"]+)"/g)) {
      if (match[1]) tool = match[1];
      else
        read.push({
          tool,
          points: match[2]!
            .split(' ')
            .map((pair) => ({ x: Number(pair.split(',')[0]), y: Number(pair.split(',')[1]) })),
        });
    }
    expect(read).toHaveLength(job.paths.length);
    read.forEach((entry, index) => {
      expect(entry.tool).toBe(job.paths[index]!.tool);
      expect(entry.points).toHaveLength(job.paths[index]!.points.length);
    });
    // Each tile's paths stay on its page: within the tile, give or take the blade offset.
    for (const tile of job.tiles!) {
      for (const entry of job.paths.slice(tile.firstPath, tile.firstPath + tile.pathCount)) {
        for (const point of entry.points) {
          expect(point.x).toBeGreaterThanOrEqual(tile.x - 0.25 - 1e-9);
          expect(point.x).toBeLessThanOrEqual(tile.x + tile.width + 0.25 + 1e-9);
        }
      }
      expect(tile.width + 0.5).toBeLessThanOrEqual(305 + 1e-9);
    }
  });
});
