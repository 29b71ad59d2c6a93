// Helpers for the 3D node tests: a node evaluated alone or after others, by the real engine over
// the 3D definitions. Not part of the package's public API.
import type { NodeResult } from '@atelier/graph';
import type { Scene, SceneStatistics } from '@atelier/scene';
import { evaluateGraph, graphOf, nodeOf, wire } from '../support/testing';
import { sceneNodes } from './registry';

export const sceneDefinitions = Object.values(sceneNodes);

type Step = { type: keyof typeof sceneNodes; controls?: Record<string, unknown> };

/** Evaluates a chain of 3D nodes, each feeding the next one's main input; returns each node's result. */
export async function runChain(
  steps: readonly Step[],
  resources: Record<string, unknown> = {},
): Promise<NodeResult[]> {
  const nodes = steps.map((step, index) => nodeOf(sceneNodes[step.type], `n${index}`, step.controls ?? {}));
  const connections = steps
    .slice(1)
    .map((_, index) => wire(1000 + index, `n${index}`, 'scene', `n${index + 1}`));
  const results = await evaluateGraph(
    sceneDefinitions,
    graphOf(nodes, connections),
    nodes.map((node) => node.id),
    resources,
  );
  return nodes.map((node) => results[node.id]!);
}

export function sceneOf(result: NodeResult): Scene {
  return result.values['scene'] as Scene;
}

export function statisticsOf(result: NodeResult): SceneStatistics {
  return result.values['statistics'] as SceneStatistics;
}

/** The code and values of a failed node's first message. */
export function failureOf(result: NodeResult): [string, Record<string, unknown> | undefined] {
  return [
    result.messages[0]?.code ?? result.status,
    result.messages[0]?.values as Record<string, unknown> | undefined,
  ];
}
