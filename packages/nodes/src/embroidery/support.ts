// Shared pieces of the embroidery nodes: kernel refusals as node messages, the geometry a vector
// input carries in the embroidery kernel's terms, and the threads of its paints.
import { NodeEvaluationError, type Colour, type NodeDefinition } from '@atelier/graph';
import {
  EmbroideryError,
  isEmptyPlan,
  planStatistics,
  polygonsFromRings,
  sameThread,
  type Point,
  type Polygon,
  type StitchPlan,
  type Thread,
} from '@atelier/embroidery';
import { anchorPoints, combineShapes, flattenSubpath, isVectorError, type VectorPath } from '@atelier/vector';
import { drawingInput, millimetreUnits, nodeErrorFromVectorKernel } from '../support/vectors';

/**
 * How far flattened curves may stray from the drawing, in millimetres: half the 0.1 mm step
 * of the machines.
 */
export const flatteningTolerance = 0.05;

/** The node message code for each embroidery kernel error code. */
const messageCodes: Readonly<Record<EmbroideryError['code'], string>> = {
  'empty-shape': 'empty-geometry',
  'degenerate-shape': 'degenerate-geometry',
  'shape-too-small': 'shape-too-small',
  'design-too-large': 'design-too-large',
  'too-many-stitches': 'too-many-stitches',
  'too-many-colours': 'too-many-colours',
  'hoop-overflow': 'hoop-overflow',
  'invalid-option': 'invalid-parameter',
  'empty-plan': 'empty-stitch-plan',
  'unreadable-file': 'unreadable-file',
  'unknown-format': 'file-extension-not-recognised',
};

/** The node's error for an embroidery kernel's error, naming the control when the kernel names an option. */
export function nodeErrorFromEmbroidery(
  error: EmbroideryError,
  controlOf: (option: string) => string = (option) => option,
): NodeEvaluationError {
  const values: Record<string, string | number> = { ...error.values };
  if (typeof error.values['option'] === 'string') values['control'] = controlOf(error.values['option']);
  return new NodeEvaluationError(messageCodes[error.code] ?? 'unknown-error', error.message, values);
}

/**
 * An embroidery node definition whose evaluation reports a kernel's refusal (a degenerate shape,
 * a hoop overflow, too many colours) or an unusable drawing as a node message instead of an
 * unknown error.
 */
export function defineEmbroideryNode<Definition extends NodeDefinition>(
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
        if (error instanceof EmbroideryError) throw nodeErrorFromEmbroidery(error, controlOf);
        if (isVectorError(error)) throw nodeErrorFromVectorKernel(error, controlOf);
        throw error;
      }
    },
  };
}

/** The thread of a paint colour (alpha is left out: thread is opaque). */
export function threadOf(colour: Colour): Thread {
  return {
    colour: { red: colour.red, green: colour.green, blue: colour.blue },
    name: '',
    brand: '',
    catalogueNumber: '',
  };
}

/** A stitch plan on an input; fails the node when it holds no stitch. */
export function planInput(value: unknown): StitchPlan {
  const plan = value as StitchPlan;
  if (typeof plan !== 'object' || plan === null || !Array.isArray(plan.blocks) || isEmptyPlan(plan)) {
    throw new NodeEvaluationError('empty-stitch-plan', 'The stitch plan on the input has no stitches');
  }
  return plan;
}

/** A plan result with its statistics beside the socket, for the node info panel. */
export function planResult(plan: StitchPlan, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { plan, statistics: planStatistics(plan), ...extra };
}

/** The filled regions of one path as polygons with holes, its fill rule applied. */
function filledPolygons(path: VectorPath): Polygon[] {
  if (!path.subpaths.some((subpath) => subpath.closed)) return [];
  const resolved = combineShapes({ paths: [path] }, 'union', { tolerance: flatteningTolerance });
  const rings = resolved.paths.flatMap((result) => result.subpaths.map(anchorPoints));
  return polygonsFromRings(rings);
}

export interface FilledShape {
  thread: Thread;
  polygons: Polygon[];
}

/** Every filled path of a drawing in painting order, as polygons and the thread of its fill. */
export function filledShapes(value: unknown): FilledShape[] {
  return drawingInput(value)
    .paths.filter((path) => path.fill !== null && path.fill.alpha > 0)
    .map((path) => ({ thread: threadOf(path.fill!), polygons: filledPolygons(path) }))
    .filter((shape) => shape.polygons.length > 0);
}

export interface StrokedLines {
  thread: Thread;
  lines: { points: Point[]; closed: boolean }[];
}

/**
 * Every path of a drawing as lines to sew along, in painting order, with the thread of its
 * outline (or of its fill when it has no outline).
 */
export function strokedLines(value: unknown): StrokedLines[] {
  return drawingInput(value).paths.map((path) => ({
    thread: threadOf(path.stroke?.colour ?? path.fill ?? { red: 0, green: 0, blue: 0, alpha: 255 }),
    lines: path.subpaths
      .map((subpath) => flattenSubpath(subpath, flatteningTolerance))
      .map((line) => ({ points: [...line.points], closed: line.closed })),
  }));
}

/** Runs in blocks, neighbours with the same thread sewn as one block (no colour change between them). */
export function blocksByThread(
  items: readonly { thread: Thread; runs: readonly (readonly Point[])[] }[],
): { thread: Thread; runs: (readonly Point[])[] }[] {
  const blocks: { thread: Thread; runs: (readonly Point[])[] }[] = [];
  for (const item of items) {
    const last = blocks[blocks.length - 1];
    if (last && sameThread(last.thread, item.thread)) last.runs.push(...item.runs);
    else blocks.push({ thread: item.thread, runs: [...item.runs] });
  }
  return blocks;
}

/** The rule for when a jump cuts the thread, as a control row shared by the nodes that build plans. */
export function trimControl(label: { control(id: string): string }) {
  return {
    /** Jumps at least this long (mm) cut the thread first; shorter ones leave a thread across. */
    id: 'trimJumpLength',
    kind: 'number' as const,
    label: label.control('trimJumpLength'),
    default: 3,
    min: 0,
    max: 1000,
    units: millimetreUnits,
  };
}
