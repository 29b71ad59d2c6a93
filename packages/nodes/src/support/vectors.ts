// Shared pieces of the vector nodes: kernel refusals as node messages, the drawing a vector input
// carries, and the paint controls of the shape nodes.
import { NodeEvaluationError, type Colour, type ControlRow, type NodeDefinition } from '@atelier/graph';
import {
  checkDrawing,
  isVectorError,
  type PathStyle,
  type VectorDrawing,
  type VectorError,
} from '@atelier/vector';
import type { NodeLabels } from './labels';

/** Units a length control of a vector node may be entered in; values are stored in millimetres. */
export const millimetreUnits = ['millimetres', 'centimetres', 'inches'] as const;

/** The node message code for each vector kernel error code. */
const messageCodes: Readonly<Record<VectorError['code'], string>> = {
  'invalid-option': 'invalid-parameter',
  'not-finite': 'invalid-geometry',
  empty: 'empty-geometry',
  degenerate: 'degenerate-geometry',
  'too-large': 'geometry-too-large',
  'too-complex': 'geometry-too-complex',
  'invalid-svg': 'invalid-svg',
  'invalid-font': 'invalid-font',
  'invalid-image': 'invalid-image',
};

/** The node's error for a vector kernel's error, naming the control when the kernel names an option. */
export function nodeErrorFromVectorKernel(
  error: VectorError,
  controlOf: (option: string) => string = (option) => option,
): NodeEvaluationError {
  const values: Record<string, string | number> = { ...error.details };
  const option = error.details['option'];
  if (typeof option === 'string') {
    values['control'] = controlOf(option);
    // A number the kernel cannot use came from a control: the control's value is at fault.
    if (error.code === 'not-finite')
      return new NodeEvaluationError('invalid-parameter', error.message, values);
  }
  return new NodeEvaluationError(messageCodes[error.code] ?? 'unknown-error', error.message, values);
}

/**
 * A vector node definition whose evaluation reports a kernel's refusal (an empty drawing, a shape
 * too large, a bad option) as a node message instead of an unknown error.
 */
export function defineVectorNode<Definition extends NodeDefinition>(
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
        if (isVectorError(error)) throw nodeErrorFromVectorKernel(error, controlOf);
        throw error;
      }
    },
  };
}

/** The drawing on a vector input, checked (finite, well formed, within the size limits). */
export function drawingInput(value: unknown): VectorDrawing {
  return checkDrawing(value);
}

const black: Colour = { red: 0, green: 0, blue: 0, alpha: 255 };
const none: Colour = { red: 0, green: 0, blue: 0, alpha: 0 };

/**
 * The paint controls of a shape node, as one row: fill colour (left out for lines, which enclose
 * nothing), outline colour and outline width.
 */
export function paintControls(label: NodeLabels, filled = true): ControlRow {
  const fill: ControlRow = [
    /** The fill colour; a fully transparent colour leaves the shape unfilled. */
    { id: 'fill', kind: 'colour', label: label.control('fill'), default: black },
  ];
  const outline: ControlRow = [
    /** The outline colour; a fully transparent colour draws no outline. */
    { id: 'stroke', kind: 'colour', label: label.control('stroke'), default: filled ? none : black },
    /** The outline's width in millimetres; 0 draws no outline. */
    {
      id: 'strokeWidth',
      kind: 'number',
      label: label.control('strokeWidth'),
      default: filled ? 0 : 0.5,
      min: 0,
      max: 100,
      step: 0.1,
      units: millimetreUnits,
    },
  ];
  return filled ? [...fill, ...outline] : outline;
}

/** The paint the controls of `paintControls` describe. */
export function paintFrom(controls: Readonly<Record<string, unknown>>): PathStyle {
  const fill = controls['fill'] as Colour | undefined;
  const stroke = controls['stroke'] as Colour;
  const strokeWidth = controls['strokeWidth'] as number;
  return {
    fillRule: 'nonzero',
    fill: fill && fill.alpha > 0 ? fill : null,
    stroke: stroke.alpha > 0 && strokeWidth > 0 ? { colour: stroke, width: strokeWidth } : null,
  };
}

/** The centre row of a shape drawn around a point: distances from the origin in millimetres, 25 mm each to begin with. */
export function centreControls(label: NodeLabels): ControlRow {
  return [
    /** The centre's distance from the origin to the right. */
    {
      id: 'centreX',
      kind: 'number',
      label: label.control('centreX'),
      default: 25,
      min: -1000,
      max: 1000,
      units: millimetreUnits,
    },
    /** The centre's distance from the origin downwards. */
    {
      id: 'centreY',
      kind: 'number',
      label: label.control('centreY'),
      default: 25,
      min: -1000,
      max: 1000,
      units: millimetreUnits,
    },
  ];
}
