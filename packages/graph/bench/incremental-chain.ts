// Benchmark: a 10-node chain where one parameter changes. Reports the time from the change to the
// new result of the last node, against a full re-evaluation of the same chain (empty cache) in the
// same run, as a ratio. Prints a markdown table and nothing else.
import { createEvaluator, type GraphEvaluator } from '../src/evaluation/evaluator';
import type { Connection, GraphDocument, GraphNode } from '../src/document/types';
import { applyCommand } from '../src/history/commands';
import { createTestRegistry, testNode } from '../src/test-support/test-registry';

const chainLength = 10;
const imageSize = 1024;
const rounds = 15;

interface Scenario {
  name: string;
  graph: GraphDocument;
  lastNodeId: string;
  /** The node whose control changes, the control, and a distinct value for each round. */
  changedNodeId: string;
  controlId: string;
  valueForRound: (round: number) => unknown;
}

function chain(nodes: GraphNode[], output: string): GraphDocument {
  const connections: Connection[] = nodes.slice(1).map((node, index) => ({
    id: 1000 + index,
    from: { nodeId: nodes[index]!.id, output },
    to: { nodeId: node.id, input: 'title' },
  }));
  return { version: '1.0.0', nodes, connections, groups: [] };
}

function imageChain(): GraphDocument {
  const nodes = [
    testNode('step-1', 'test.fill', {
      width: imageSize,
      height: imageSize,
      colour: { red: 40, green: 80, blue: 120, alpha: 255 },
    }),
  ];
  for (let step = 2; step <= chainLength; step += 1)
    nodes.push(testNode(`step-${step}`, 'test.brighten', { amount: 1 }));
  return chain(nodes, 'image');
}

function numberChain(): GraphDocument {
  const nodes = [testNode('step-1', 'test.number', { value: 1 })];
  for (let step = 2; step <= chainLength; step += 1)
    nodes.push(testNode(`step-${step}`, 'test.add', { addend: 1 }));
  return chain(nodes, 'value');
}

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function timed(evaluator: GraphEvaluator, graph: GraphDocument, nodeId: string): Promise<number> {
  const started = performance.now();
  const result = await evaluator.evaluate(graph, [{ nodeId }]);
  const elapsed = performance.now() - started;
  if (result.nodes[nodeId]?.status !== 'fresh')
    throw new Error(
      `the benchmark chain did not evaluate: ${JSON.stringify(result.nodes[nodeId]?.messages)}`,
    );
  return elapsed;
}

async function measure(scenario: Scenario): Promise<{ incremental: number; full: number }> {
  const { registry } = createTestRegistry();
  const incrementalEvaluator = createEvaluator({ registry });
  const fullEvaluator = createEvaluator({ registry });
  let graph = scenario.graph;
  await timed(incrementalEvaluator, graph, scenario.lastNodeId);
  const incremental: number[] = [];
  const full: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    // A value not used before, so the change is never answered from the cache.
    graph = applyCommand(graph, {
      kind: 'setControlValue',
      nodeId: scenario.changedNodeId,
      controlId: scenario.controlId,
      value: scenario.valueForRound(round),
    });
    incremental.push(await timed(incrementalEvaluator, graph, scenario.lastNodeId));
    fullEvaluator.clearCache();
    full.push(await timed(fullEvaluator, graph, scenario.lastNodeId));
  }
  return { incremental: median(incremental), full: median(full) };
}

const last = `step-${chainLength}`;
const middle = `step-${chainLength / 2}`;
const scenarios: Scenario[] = [
  {
    name: `image ${imageSize}x${imageSize}`,
    graph: imageChain(),
    lastNodeId: last,
    changedNodeId: last,
    controlId: 'amount',
    valueForRound: (round) => 2 + round,
  },
  {
    name: `image ${imageSize}x${imageSize}`,
    graph: imageChain(),
    lastNodeId: last,
    changedNodeId: middle,
    controlId: 'amount',
    valueForRound: (round) => 2 + round,
  },
  {
    name: `image ${imageSize}x${imageSize}`,
    graph: imageChain(),
    lastNodeId: last,
    changedNodeId: 'step-1',
    controlId: 'colour',
    valueForRound: (round) => ({ red: 41 + round, green: 80, blue: 120, alpha: 255 }),
  },
  {
    name: 'numbers (engine overhead)',
    graph: numberChain(),
    lastNodeId: last,
    changedNodeId: last,
    controlId: 'addend',
    valueForRound: (round) => 2 + round,
  },
];

const rows: string[] = [];
for (const scenario of scenarios) {
  const { incremental, full } = await measure(scenario);
  rows.push(
    `| ${scenario.name} | ${scenario.changedNodeId} of ${chainLength} | ${incremental.toFixed(2)} | ${full.toFixed(2)} | ${(incremental / full).toFixed(3)} |`,
  );
}

console.log(
  [
    `Incremental update of a ${chainLength}-node chain after one parameter change (median of ${rounds} rounds; ratio = update / full re-evaluation, lower is better)`,
    '',
    '| Chain | Changed node | Update (ms) | Full re-evaluation (ms) | Ratio |',
    '| --- | --- | ---: | ---: | ---: |',
    ...rows,
  ].join('\n'),
);
