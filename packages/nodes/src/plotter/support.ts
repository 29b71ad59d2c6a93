// Shared pieces of the plotter nodes: kernel refusals as node messages, the cut job on an input,
// and the shapes a vector drawing gives the blade.
import { NodeEvaluationError, type NodeDefinition } from '@atelier/graph';
import { cutJobStatistics, isCutJob, PlotterError, type CutJob, type CutShape } from '@atelier/plotter';
import { flattenSubpath, isVectorError } from '@atelier/vector';
import { drawingInput, nodeErrorFromVectorKernel } from '../support/vectors';

/**
 * How far flattened curves may stray from the drawing, in millimetres: a twentieth of a
 * millimetre, finer than a drag knife can follow and twice the HP-GL step of 0.025 mm.
 */
export const flatteningTolerance = 0.05;

/** The node message code for each plotter kernel error code. */
const messageCodes: Readonly<Record<PlotterError['code'], string>> = {
  'empty-job': 'empty-cut-job',
  'invalid-option': 'invalid-parameter',
  'machine-area-exceeded': 'machine-area-exceeded',
  'too-many-tiles': 'too-many-tiles',
  'job-too-large': 'cut-job-too-large',
};

/** The node's error for a plotter kernel's error, naming the control when the kernel names an option. */
export function nodeErrorFromPlotter(
  error: PlotterError,
  controlOf: (option: string) => string = (option) => option,
): NodeEvaluationError {
  const values: Record<string, string | number> = { ...error.values };
  if (typeof error.values['option'] === 'string') values['control'] = controlOf(error.values['option']);
  return new NodeEvaluationError(messageCodes[error.code] ?? 'unknown-error', error.message, values);
}

/**
 * A plotter node definition whose evaluation reports a kernel's refusal (nothing to cut, a design
 * larger than the machine, a bad setting) or an unusable drawing as a node message instead of an
 * unknown error.
 */
export function definePlotterNode<Definition extends NodeDefinition>(
  definition: Definition,
  controlOf?: (option: string) => string,
): Definition {
  const evaluate = definition.evaluate;
  return {
    ...definition,
    async evaluate(context) {
      try {
        return await evaluate(context);
      } catch (error) {
        if (error instanceof PlotterError) throw nodeErrorFromPlotter(error, controlOf);
        if (isVectorError(error)) throw nodeErrorFromVectorKernel(error, controlOf);
        throw error;
      }
    },
  };
}

/** The cut job on an input; fails the node when there is none. */
export function cutJobInput(value: unknown): CutJob {
  if (!isCutJob(value)) throw new NodeEvaluationError('empty-cut-job', 'There is no cut job on the input');
  return value;
}

/** A cut job result with its figures beside the socket, for the node info panel. */
export function cutJobResult(job: CutJob, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { cutJob: job, statistics: cutJobStatistics(job), ...extra };
}

/** Every subpath of a drawing as a cut line, curves flattened, in painting order. */
export function cutShapesOf(value: unknown): CutShape[] {
  return drawingInput(value).paths.flatMap((path) =>
    path.subpaths.map((subpath) => {
      const line = flattenSubpath(subpath, flatteningTolerance);
      return { points: line.points.map(({ x, y }) => ({ x, y })), closed: line.closed, tool: 'cut' as const };
    }),
  );
}
