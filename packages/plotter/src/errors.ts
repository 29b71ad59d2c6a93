// Errors the plotter kernel raises. Each carries a code a caller can translate and the values the
// text refers to; the English message is for logs and developers.

export type PlotterErrorCode =
  /** Nothing to cut: no shape, or only shapes without length. */
  | 'empty-job'
  /** An option is missing, not a finite number or out of range. */
  | 'invalid-option'
  /** The design is larger than the machine's cutting area and is not tiled. */
  | 'machine-area-exceeded'
  /** Tiling would take more tiles than a job may have. */
  | 'too-many-tiles'
  /** The design is larger than any cutter handles, or holds more points than a job may have. */
  | 'job-too-large';

export class PlotterError extends Error {
  readonly code: PlotterErrorCode;
  readonly values: Readonly<Record<string, string | number>>;

  constructor(code: PlotterErrorCode, message: string, values: Record<string, string | number> = {}) {
    super(message);
    this.name = 'PlotterError';
    this.code = code;
    this.values = values;
  }
}

export function isPlotterError(error: unknown): error is PlotterError {
  return error instanceof PlotterError;
}

/** Checks that an option is a finite number within [minimum, maximum] and returns it. */
export function requireNumber(name: string, value: unknown, minimum: number, maximum: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < minimum || value > maximum) {
    throw new PlotterError(
      'invalid-option',
      `${name} must be a number from ${minimum} to ${maximum}, got ${String(value)}`,
      { option: name, minimum, maximum },
    );
  }
  return value;
}

/** Checks that an option is one of the allowed words and returns it. */
export function requireChoice<Choice extends string>(
  name: string,
  value: unknown,
  choices: readonly Choice[],
): Choice {
  if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
    throw new PlotterError(
      'invalid-option',
      `${name} must be one of ${choices.join(', ')}, got ${String(value)}`,
      {
        option: name,
        value: String(value),
      },
    );
  }
  return value as Choice;
}
