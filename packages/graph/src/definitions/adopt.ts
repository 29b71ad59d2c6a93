// Node code is built apart from the engine that runs it (the browser's engine worker imports it
// from the gateway, a render worker from the node code directory). These helpers check that a
// loaded module's default export is a node definition and make it fit for the engine at hand.
import type { EvaluateContext, NodeDefinition } from './definition';
import { NodeEvaluationError } from './messages';

/** Whether a loaded module's default export has the shape of a node definition. */
export function isNodeDefinition(value: unknown): value is NodeDefinition {
  const candidate = value as Partial<NodeDefinition> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.id === 'string' &&
    typeof candidate.version === 'string' &&
    typeof candidate.evaluate === 'function' &&
    Array.isArray(candidate.inputs) &&
    Array.isArray(candidate.outputs) &&
    Array.isArray(candidate.controls)
  );
}

/**
 * A loaded definition made fit for this engine: node code is built apart from the engine and
 * carries its own copy of the engine's error class, which the evaluator would not recognise, so
 * a node's own failure (an `invalid-parameter` naming a control) is rethrown as this engine's
 * `NodeEvaluationError`. Host resources (the codec) are offered before the client's.
 */
export function adoptLoadedDefinition(
  definition: NodeDefinition,
  hostResources: Readonly<Record<string, unknown>> = {},
): NodeDefinition {
  return {
    ...definition,
    async evaluate(context: EvaluateContext) {
      const resource = (id: string) =>
        Object.hasOwn(hostResources, id) ? hostResources[id] : context.resource(id);
      try {
        return await definition.evaluate({ ...context, resource });
      } catch (error) {
        const foreign = error as { name?: unknown; code?: unknown; message?: unknown; values?: unknown };
        if (
          error instanceof Error &&
          !(error instanceof NodeEvaluationError) &&
          foreign.name === 'NodeEvaluationError' &&
          typeof foreign.code === 'string'
        ) {
          throw new NodeEvaluationError(
            foreign.code,
            error.message,
            foreign.values as Record<string, string | number> | undefined,
          );
        }
        throw error;
      }
    },
  };
}
