// Errors the knit kernel raises. Each carries a code a caller can translate and the values the
// text refers to; the English message is for logs and developers.

export type KnitErrorCode =
  /** An option is missing, not a finite number or out of range. */
  | 'invalid-option'
  /** A value that is not a knit chart, or a chart whose arrays do not match its size. */
  | 'invalid-chart'
  /** A chart, source image or drawing with nothing to knit. */
  | 'empty-chart'
  /** A chart with more needles or rows than the kernel accepts. */
  | 'chart-too-large'
  /** More yarns than a chart holds or a machine has carriers for. */
  | 'too-many-yarns'
  /** A chart wider than the machine's needle bed. */
  | 'chart-wider-than-machine'
  /** A machine that cannot take the chosen file format. */
  | 'machine-cannot-read-format'
  /** Purl stitches or cables under a backing that needs the back bed for itself. */
  | 'structure-needs-back-bed'
  /** A cable cell without its partner beside it. */
  | 'unpaired-cable';

export class KnitError extends Error {
  readonly code: KnitErrorCode;
  readonly values: Readonly<Record<string, string | number>>;

  constructor(code: KnitErrorCode, message: string, values: Record<string, string | number> = {}) {
    super(message);
    this.name = 'KnitError';
    this.code = code;
    this.values = values;
  }
}

/** Checks that an option is a finite number within [minimum, maximum] and returns it. */
export function requireNumber(name: string, value: unknown, minimum: number, maximum: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < minimum || value > maximum) {
    throw new KnitError(
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
export function requireInteger(name: string, value: unknown, minimum: number, maximum: number): number {
  const number = requireNumber(name, value, minimum, maximum);
  if (!Number.isInteger(number)) {
    throw new KnitError('invalid-option', `${name} must be a whole number, got ${number}`, {
      option: name,
      minimum,
      maximum,
    });
  }
  return number;
}
