// Errors the scene kernel raises. Each carries a code a caller can translate and the values the
// text refers to; the English message is for logs and developers.

export type SceneErrorCode =
  /** An option is missing, not a finite number or out of range. */
  | 'invalid-option'
  /** A model file larger than the import budget. */
  | 'model-file-too-large'
  /** A model with more triangles than the declared budget. */
  | 'model-over-triangle-budget'
  /** A file that is none of the model formats the product reads. */
  | 'unsupported-model-file'
  /** Bytes that claim a format but cannot be read as it (truncated, inconsistent counts). */
  | 'unreadable-model'
  /** A model that refers to files outside itself (a glTF `uri` that is not a data: URI). */
  | 'model-external-resource'
  /** Geometry with an index out of range or a coordinate that is not a finite number. */
  | 'invalid-geometry'
  /** More lights than a scene holds. */
  | 'too-many-lights'
  /** More scenes than a combination takes. */
  | 'too-many-scenes'
  /** A mesh name no mesh of the scene has. */
  | 'mesh-not-found'
  /** A value that is not a scene. */
  | 'invalid-scene';

export class SceneError extends Error {
  readonly code: SceneErrorCode;
  readonly values: Readonly<Record<string, string | number>>;

  constructor(code: SceneErrorCode, message: string, values: Record<string, string | number> = {}) {
    super(message);
    this.name = 'SceneError';
    this.code = code;
    this.values = values;
  }
}

/** Checks that an option is a finite number within [minimum, maximum] and returns it. */
export function requireNumber(name: string, value: unknown, minimum: number, maximum: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < minimum || value > maximum) {
    throw new SceneError(
      'invalid-option',
      `${name} must be a number from ${minimum} to ${maximum}, got ${String(value)}`,
      {
        option: name,
        minimum,
        maximum,
      },
    );
  }
  return value;
}

/** Checks that an option is a whole number within [minimum, maximum] and returns it. */
export function requireWholeNumber(name: string, value: unknown, minimum: number, maximum: number): number {
  const number = requireNumber(name, value, minimum, maximum);
  if (!Number.isInteger(number)) {
    throw new SceneError('invalid-option', `${name} must be a whole number, got ${number}`, {
      option: name,
      minimum,
      maximum,
    });
  }
  return number;
}
