import { NodeEvaluationError, type NodeDefinition } from '@atelier/graph';

interface ErrorWithCode {
  name: string;
  code: string;
  message: string;
  values?: Record<string, string | number>;
}

function isForeignNodeError(error: unknown): error is ErrorWithCode {
  return (
    error instanceof Error &&
    !(error instanceof NodeEvaluationError) &&
    error.name === 'NodeEvaluationError' &&
    typeof (error as Partial<ErrorWithCode>).code === 'string'
  );
}

/**
 * A node definition loaded from separately built code (GET /node/{id}/code/{version}), made fit
 * for this engine. Such code carries its own copy of the engine's error class, which the
 * evaluator does not recognise, so a node's own failure (an `invalid-parameter` naming a
 * control, say) would arrive as an unknown error; here it is rethrown as this engine's
 * `NodeEvaluationError`, code and values kept.
 */
export function adoptNodeDefinition(definition: NodeDefinition): NodeDefinition {
  const evaluate = definition.evaluate;
  return {
    ...definition,
    async evaluate(context) {
      try {
        return await evaluate(context);
      } catch (error) {
        if (isForeignNodeError(error)) {
          throw new NodeEvaluationError(
            error.code,
            error.message,
            error.values ? { ...error.values } : undefined,
          );
        }
        throw error;
      }
    },
  };
}
