// Benchmark: a 10-node chain of real image nodes at 1024x1024 where one parameter changes. Reports
// the time from the change to the new result of the last node against a full re-evaluation of
// the same chain with an empty cache in the same run, as a ratio, for a change at the end, in the
// middle and at the start of the chain. Ratios use the fastest round, which a machine shared with
// other work disturbs least; the median is shown beside it. Prints a markdown table.
import {
  applyCommand,
  createEvaluator,
  createNode,
  type Connection,
  type GraphDocument,
  type GraphEvaluator,
  type GraphNode,
  type NodeDefinition,
} from '@atelier/graph';
import { allNodes, nodeRegistry } from '../src/index';

const imageSize = 1024;
const rounds = 15;

function stored(definition: NodeDefinition, id: string, controls: Record<string, unknown> = {}): GraphNode {
  const node = createNode(definition, id, { x: 0, y: 0 });
  node.controls = node.controls!.map((row) =>
    row.map((item) => (item.id in controls ? { ...item, value: controls[item.id] } : item)),
  );
  return node;
}

const colour = (red: number, green: number, blue: number) => ({ red, green, blue, alpha: 255 });

// Source, six adjustments and filters of different cost, and a gradient map at the end.
const nodes: GraphNode[] = [
  stored(allNodes['image.gradient'], 'gradient', { width: imageSize, height: imageSize, angle: 30 }),
  stored(allNodes['image.brightness-contrast'], 'brightness-contrast', { brightness: 0.05, contrast: 0.2 }),
  stored(allNodes['image.levels'], 'levels', { inputBlack: 10, inputWhite: 240, gamma: 1.2 }),
  stored(allNodes['image.curves'], 'curves', { points: '0,0 64,50 192,210 255,255' }),
  stored(allNodes['image.hue-saturation-lightness'], 'hue-saturation-lightness', {
    hue: 20,
    saturation: 0.2,
  }),
  stored(allNodes['image.gaussian-blur'], 'gaussian-blur', { sigma: 2 }),
  stored(allNodes['image.sharpen'], 'sharpen', { sigma: 1, amount: 0.8 }),
  stored(allNodes['image.posterize'], 'posterize', { levels: 12 }),
  stored(allNodes['image.invert'], 'invert'),
  stored(allNodes['image.gradient-map'], 'gradient-map', {
    gradient: [
      { position: 0, colour: colour(20, 20, 60) },
      { position: 1, colour: colour(250, 220, 120) },
    ],
  }),
];
const connections: Connection[] = nodes.slice(1).map((node, index) => ({
  id: 1000 + index,
  from: { nodeId: nodes[index]!.id, output: 'image' },
  to: { nodeId: node.id, input: 'title' },
}));
const chain: GraphDocument = { version: '1.0.0', nodes, connections, groups: [] };
const lastNodeId = nodes[nodes.length - 1]!.id;

interface Scenario {
  name: string;
  nodeId: string;
  controlId: string;
  /** A distinct value for each round, so a change is never answered from the cache. */
  valueForRound: (round: number) => unknown;
}

const scenarios: Scenario[] = [
  {
    name: 'last node (gradient map colours)',
    nodeId: 'gradient-map',
    controlId: 'gradient',
    valueForRound: (round) => [
      { position: 0, colour: colour(21 + round, 20, 60) },
      { position: 1, colour: colour(250, 220, 120) },
    ],
  },
  {
    name: 'middle node (Gaussian blur sigma)',
    nodeId: 'gaussian-blur',
    controlId: 'sigma',
    valueForRound: (round) => 2.1 + round / 10,
  },
  {
    name: 'first node (gradient angle)',
    nodeId: 'gradient',
    controlId: 'angle',
    valueForRound: (round) => 31 + round,
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Milliseconds to the last node's new result, and how many nodes ran for it. */
async function timed(
  evaluator: GraphEvaluator,
  graph: GraphDocument,
): Promise<{ milliseconds: number; ran: number }> {
  const started = performance.now();
  const result = await evaluator.evaluate(graph, [{ nodeId: lastNodeId }]);
  const milliseconds = performance.now() - started;
  const last = result.nodes[lastNodeId];
  if (last?.status !== 'fresh')
    throw new Error(`the chain did not evaluate: ${JSON.stringify(last?.messages)}`);
  const ran = Object.values(result.nodes).filter((node) => node.status === 'fresh' && !node.fromCache).length;
  return { milliseconds, ran };
}

const rows: string[] = [];
for (const scenario of scenarios) {
  const incrementalEvaluator = createEvaluator({ registry: nodeRegistry });
  const fullEvaluator = createEvaluator({ registry: nodeRegistry });
  let graph = chain;
  await timed(incrementalEvaluator, graph);
  await timed(fullEvaluator, graph);
  const updates: number[] = [];
  const fulls: number[] = [];
  let ran = 0;
  for (let round = 0; round < rounds; round += 1) {
    graph = applyCommand(graph, {
      kind: 'setControlValue',
      nodeId: scenario.nodeId,
      controlId: scenario.controlId,
      value: scenario.valueForRound(round),
    });
    const update = await timed(incrementalEvaluator, graph);
    updates.push(update.milliseconds);
    ran = update.ran;
    fullEvaluator.clearCache();
    fulls.push((await timed(fullEvaluator, graph)).milliseconds);
  }
  const update = Math.min(...updates);
  const full = Math.min(...fulls);
  rows.push(
    `| ${scenario.name} | ${ran} of ${nodes.length} | ${update.toFixed(1)} | ${median(updates).toFixed(1)} | ` +
      `${full.toFixed(1)} | ${median(fulls).toFixed(1)} | ${(update / full).toFixed(3)} | ${update < 50 ? 'met' : 'missed'} |`,
  );
}

console.log(
  [
    `Image nodes: ${nodes.length}-node chain at ${imageSize}x${imageSize}, one parameter changed (${rounds} rounds; ratio = fastest update / fastest full re-evaluation, lower is better)`,
    '',
    '| Changed parameter | Nodes re-run | Update, fastest (ms) | Update, median (ms) | Full re-evaluation, fastest (ms) | Full, median (ms) | Ratio | Update under 50 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n'),
);
