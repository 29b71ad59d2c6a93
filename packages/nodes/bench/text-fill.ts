// Benchmark: text to tatami fill. A 10-character word set at 20 mm letter height (capitals 20 mm
// tall) by the text node and filled by the fill node (its defaults: 0.4 mm rows, 3.5 mm stitches,
// underlay), through the real evaluator with an empty cache each round: time from the controls to
// the stitch plan. The peer, in the same rounds, is the same fill node on a rectangle of the same
// area and height from the rectangle node, so the ratio shows what the letters' outlines, counters
// and many separate shapes cost over one plain shape of as much fabric. Ratios use the fastest
// round, which a machine shared with other work disturbs least; the median is shown beside it.
// Prints a markdown table.
// Usage: npm run bench -w @atelier/nodes
import type { StitchPlan } from '@atelier/embroidery';
import {
  createEvaluator,
  createNode,
  type GraphDocument,
  type GraphEvaluator,
  type GraphNode,
  type NodeDefinition,
} from '@atelier/graph';
import {
  defaultFontId,
  flattenSubpath,
  loadBundledFont,
  signedArea,
  type VectorDrawing,
} from '@atelier/vector';
import { allNodes, nodeRegistry } from '../src/index';

const word = 'Embroidery';
const letterHeight = 20;
const rounds = 30;

function stored(definition: NodeDefinition, id: string, controls: Record<string, unknown> = {}): GraphNode {
  const node = createNode(definition, id, { x: 0, y: 0 });
  node.controls = node.controls!.map((row) =>
    row.map((item) => (item.id in controls ? { ...item, value: controls[item.id] } : item)),
  );
  return node;
}

function fillOf(source: GraphNode, output: string): GraphDocument {
  return {
    version: '1.0.0',
    nodes: [source, stored(allNodes['embroidery.fill'], 'fill')],
    connections: [{ id: 1000, from: { nodeId: source.id, output }, to: { nodeId: 'fill', input: 'title' } }],
    groups: [],
  };
}

// The font size that makes the capitals `letterHeight` tall (the font's cap height in its em).
const font = loadBundledFont(defaultFontId);
const capHeight = (font.tables['os2'] as unknown as { sCapHeight: number }).sCapHeight;
const size = (letterHeight * font.unitsPerEm) / capHeight;

const textGraph = fillOf(
  stored(allNodes['vector.text'], 'text', { text: word, size, x: 0, y: 30 }),
  'vector',
);

async function evaluated(evaluator: GraphEvaluator, graph: GraphDocument, nodeId: string) {
  const result = await evaluator.evaluate(graph, [{ nodeId }]);
  const node = result.nodes[nodeId];
  if (node?.status !== 'fresh')
    throw new Error(`${nodeId} did not evaluate: ${JSON.stringify(node?.messages)}`);
  return node.values;
}

// The text's area under the nonzero rule (a Lato glyph's contours do not overlap, nor do its
// letters, so it is the sum of |signed areas| per letter), for a rectangle of as much fabric.
const setup = createEvaluator({ registry: nodeRegistry });
const drawing = (await evaluated(setup, textGraph, 'text'))['vector'] as VectorDrawing;
const textArea = drawing.paths.reduce(
  (sum, path) =>
    sum +
    Math.abs(
      path.subpaths.reduce((letter, subpath) => letter + signedArea(flattenSubpath(subpath, 0.01).points), 0),
    ),
  0,
);
const rectangleGraph = fillOf(
  stored(allNodes['vector.rectangle'], 'rectangle', {
    x: 0,
    y: 10,
    width: textArea / letterHeight,
    height: letterHeight,
  }),
  'vector',
);

function stitchCount(values: Record<string, unknown>): number {
  return (values['plan'] as StitchPlan).blocks.reduce((sum, block) => sum + block.stitches.length, 0);
}

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const textEvaluator = createEvaluator({ registry: nodeRegistry });
const rectangleEvaluator = createEvaluator({ registry: nodeRegistry });
const textStitches = stitchCount(await evaluated(textEvaluator, textGraph, 'fill'));
const rectangleStitches = stitchCount(await evaluated(rectangleEvaluator, rectangleGraph, 'fill'));
const textTimes: number[] = [];
const rectangleTimes: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  textEvaluator.clearCache();
  let started = performance.now();
  await evaluated(textEvaluator, textGraph, 'fill');
  textTimes.push(performance.now() - started);
  rectangleEvaluator.clearCache();
  started = performance.now();
  await evaluated(rectangleEvaluator, rectangleGraph, 'fill');
  rectangleTimes.push(performance.now() - started);
}
const fastest = Math.min(...textTimes);
const peerFastest = Math.min(...rectangleTimes);
console.log(
  [
    `Text to fill: "${word}" in ${defaultFontId} at ${letterHeight} mm letter height (font size ${size.toFixed(1)} mm, ${textArea.toFixed(0)} mm² of letters), text node and fill node with an empty cache (${rounds} rounds; ratio = fastest text / fastest rectangle)`,
    '',
    '| Benchmark | Fastest (ms) | Median (ms) | Peer | Peer fastest (ms) | Peer median (ms) | Ratio | Target |',
    '| --- | ---: | ---: | --- | ---: | ---: | ---: | --- |',
    `| Text to tatami fill, ${word.length} characters (${textStitches} stitches) | ${fastest.toFixed(1)} | ${median(textTimes).toFixed(1)} | ` +
      `rectangle of the same area, ${(textArea / letterHeight).toFixed(1)} x ${letterHeight} mm (${rectangleStitches} stitches) | ` +
      `${peerFastest.toFixed(1)} | ${median(rectangleTimes).toFixed(1)} | ${(fastest / peerFastest).toFixed(2)} | ` +
      `under 100 ms: ${fastest < 100 ? 'met' : 'missed'} |`,
  ].join('\n'),
);
