// Errors the embroidery kernels raise. Each carries a code a caller can translate and the values
// the text refers to; the English message is for logs and developers.

export type EmbroideryErrorCode =
  /** A shape or path without any points. */
  | 'empty-shape'
  /** A shape that encloses no area or a path without length, or one with non-finite coordinates. */
  | 'degenerate-shape'
  /** A shape too small to hold a single stitch with the chosen settings. */
  | 'shape-too-small'
  /** A design larger than any machine field, or larger than a file format can address. */
  | 'design-too-large'
  /** Generating would exceed the stitch budget. */
  | 'too-many-stitches'
  /** More colour blocks than the file format's colour table holds. */
  | 'too-many-colours'
  /** The design does not fit the chosen hoop. */
  | 'hoop-overflow'
  /** An option is missing, not a finite number or out of range. */
  | 'invalid-option'
  /** A stitch plan without a single stitch. */
  | 'empty-plan'
  /** Bytes that are not a readable file of the expected format. */
  | 'unreadable-file'
  /** A format id or file extension the registry does not know. */
  | 'unknown-format';

export class EmbroideryError extends Error {
  readonly code: EmbroideryErrorCode;
  readonly values: Readonly<Record<string, string | number>>;

  constructor(code: EmbroideryErrorCode, message: string, values: Record<string, string | number> = {}) {
    super(message);
    this.name = 'EmbroideryError';
    this.code = code;
    this.values = values;
  }
}

/** Checks that an option is a finite number within [minimum, maximum] and returns it. */
export function requireNumber(name: string, value: unknown, minimum: number, maximum: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < minimum || value > maximum) {
    throw new EmbroideryError(
      'invalid-option',
      `${name} must be a number from ${minimum} to ${maximum}, got ${String(value)}`,
      { option: name, minimum, maximum },
    );
  }
  return value;
}
