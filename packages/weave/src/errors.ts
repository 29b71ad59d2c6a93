// Errors the weave kernel raises. Each carries a code a caller can translate and the values the
// text refers to; the English message is for logs and developers.

export type WeaveErrorCode =
  /** An option is missing, not a finite number or out of range. */
  | 'invalid-option'
  /** A structure name the weave library does not know. */
  | 'unknown-structure'
  /** A design image without pixels, or without a single opaque colour. */
  | 'empty-design'
  /** More colour areas asked for than the kernel composes. */
  | 'too-many-areas'
  /** The fabric needs more ends than the loom has hooks (and repeating was not asked for). */
  | 'too-many-ends'
  /** The fabric is larger than the kernel composes (ends, picks or cells). */
  | 'fabric-too-large'
  /** The design needs more shafts than the dobby has. */
  | 'too-many-shafts';

export class WeaveError extends Error {
  readonly code: WeaveErrorCode;
  readonly values: Readonly<Record<string, string | number>>;

  constructor(code: WeaveErrorCode, message: string, values: Record<string, string | number> = {}) {
    super(message);
    this.name = 'WeaveError';
    this.code = code;
    this.values = values;
  }
}

/** Checks that an option is a finite number within [minimum, maximum] and returns it. */
export function requireNumber(name: string, value: unknown, minimum: number, maximum: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < minimum || value > maximum) {
    throw new WeaveError(
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
    throw new WeaveError('invalid-option', `${name} must be a whole number, got ${number}`, {
      option: name,
      minimum,
      maximum,
    });
  }
  return number;
}
