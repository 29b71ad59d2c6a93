// Helpers for the embroidery node tests: a source node putting out a given vector drawing or stitch
// plan, wired into the node under test, evaluated by the real engine.
import type { NodeDefinition, NodeResult, SocketType } from '@atelier/graph';
import type { StitchPlan } from '@atelier/embroidery';
import { createDrawing, createPath, polyline, type Point, type VectorDrawing } from '@atelier/vector';
import { evaluateGraph, graphOf, nodeOf, wire } from '../support/testing';

function fixtureNode(type: SocketType): NodeDefinition {
  return {
    id: `test.fixture-${type}`,
    version: '1.0.0',
    family: 'test',
    title: `test.fixture-${type}`,
    inputs: [],
    outputs: [{ name: 'value', type, label: 'value' }],
    controls: [[{ id: 'file', kind: 'file', label: 'file', default: null, accept: [] }]],
    evaluate({ controls, resource }) {
      return { value: resource(controls['file'] as string) };
    },
  };
}

/** Runs a node with `value` (of socket type `type`) on its main input; more resources may be given. */
export async function runOn(
  definition: NodeDefinition,
  type: SocketType,
  value: unknown,
  controls: Record<string, unknown> = {},
  resources: Record<string, unknown> = {},
): Promise<NodeResult> {
  const source = fixtureNode(type);
  const graph = graphOf(
    [nodeOf(source, 'source', { file: 'input' }), nodeOf(definition, 'node', controls)],
    [wire(1000, 'source', 'value', 'node')],
  );
  const results = await evaluateGraph([source, definition], graph, ['node'], { input: value, ...resources });
  return results['node']!;
}

/** The values of a fresh result; fails the test with the messages otherwise. */
export function valuesOf(result: NodeResult): Record<string, unknown> {
  if (result.status !== 'fresh')
    throw new Error(`node is ${result.status}: ${JSON.stringify(result.messages)}`);
  return result.values;
}

const red = { red: 200, green: 30, blue: 30, alpha: 255 };

/** A drawing of filled rings (the first the outline, the rest holes under the even-odd rule). */
export function filledDrawing(rings: Point[][], fill = red): VectorDrawing {
  return createDrawing([
    createPath(
      rings.map((ring) => polyline(ring, true)),
      { fillRule: 'evenodd', fill },
    ),
  ]);
}

/** A drawing of open lines in one path, stroked. */
export function lineDrawing(lines: Point[][], colour = red): VectorDrawing {
  return createDrawing([
    createPath(
      lines.map((line) => polyline(line, false)),
      { fill: null, stroke: { colour, width: 0.5 } },
    ),
  ]);
}

export function square(x: number, y: number, size: number): Point[] {
  return [
    { x, y },
    { x: x + size, y },
    { x: x + size, y: y + size },
    { x, y: y + size },
  ];
}

/** The needle positions of a plan, in 0.1 mm. */
export function penetrationsOf(plan: StitchPlan): [number, number][] {
  return plan.blocks.flatMap((block) =>
    block.stitches
      .filter((stitch) => stitch.kind === 'stitch')
      .map((stitch): [number, number] => [stitch.x, stitch.y]),
  );
}
