// Shared pieces of the 3D nodes: scene kernel refusals as node messages, the scene on an input,
// the result with its statistics for the info panel, and control rows several nodes share.
import { NodeEvaluationError, type Colour, type ControlSpec, type NodeDefinition } from '@atelier/graph';
import { isScene, SceneError, sceneStatistics, type Scene, type SceneColour } from '@atelier/scene';
import type { NodeLabels } from '../support/labels';

/** The node message code for each scene kernel error code. */
const messageCodes: Readonly<Record<SceneError['code'], string>> = {
  'invalid-option': 'invalid-parameter',
  'model-file-too-large': 'model-file-too-large',
  'model-over-triangle-budget': 'model-over-triangle-budget',
  'unsupported-model-file': 'unsupported-model-file',
  'unreadable-model': 'unreadable-model',
  'model-external-resource': 'model-external-resource',
  'invalid-geometry': 'invalid-mesh-geometry',
  'too-many-lights': 'too-many-lights',
  'too-many-scenes': 'too-many-scenes',
  'mesh-not-found': 'mesh-not-found',
  'invalid-scene': 'invalid-scene',
};

/** The node's error for a scene kernel's error, naming the control when the kernel names an option. */
export function nodeErrorFromScene(
  error: SceneError,
  controlOf: (option: string) => string = (option) => option,
): NodeEvaluationError {
  const values: Record<string, string | number> = { ...error.values };
  if (typeof error.values['option'] === 'string') values['control'] = controlOf(error.values['option']);
  return new NodeEvaluationError(messageCodes[error.code] ?? 'unknown-error', error.message, values);
}

/**
 * A 3D node definition whose evaluation reports a kernel's refusal (a model over the triangle
 * budget, an eleventh light, a mesh name no mesh has) as a node message instead of an unknown
 * error.
 */
export function defineSceneNode<Definition extends NodeDefinition>(
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
        if (error instanceof SceneError) throw nodeErrorFromScene(error, controlOf);
        throw error;
      }
    },
  };
}

/** The scene on an input; fails the node when the value is not a scene. */
export function sceneInput(value: unknown): Scene {
  if (!isScene(value)) throw new NodeEvaluationError('invalid-scene', 'The input does not carry a scene');
  return value;
}

/** A scene result with its statistics beside the socket, for the node info panel. */
export function sceneResult(scene: Scene, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { scene, statistics: sceneStatistics(scene), ...extra };
}

/** The scene's colour of a colour control (alpha is carried separately, as opacity). */
export function sceneColour(colour: unknown): SceneColour {
  const { red, green, blue } = colour as Colour;
  return { red, green, blue };
}

export const degreesToRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The largest distance (metres) a position control takes. */
export const maximumDistance = 10_000;

/** Three number controls for the x, y and z of a point in metres, ids `<prefix>X` and so on. */
export function pointControls(
  label: NodeLabels,
  prefix: string,
  defaults: readonly [number, number, number],
  range: { min: number; max: number } = { min: -maximumDistance, max: maximumDistance },
): ControlSpec[] {
  return (['X', 'Y', 'Z'] as const).map((axis, index) => ({
    id: `${prefix}${axis}`,
    kind: 'number' as const,
    label: label.control(`${prefix}${axis}`),
    default: defaults[index]!,
    min: range.min,
    max: range.max,
    step: 0.01,
  }));
}

/** A point from the three controls `pointControls` makes. */
export function pointOf(
  controls: Readonly<Record<string, unknown>>,
  prefix: string,
): [number, number, number] {
  return [controls[`${prefix}X`], controls[`${prefix}Y`], controls[`${prefix}Z`]] as [number, number, number];
}
