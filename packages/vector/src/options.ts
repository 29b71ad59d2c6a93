import { VectorError } from './errors';

// Shared checks for options. Each failure names the option, so a node can point at the control
// that holds the bad value (NaN from an empty field, a negative radius, an unknown join).

function describe(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  return typeof value;
}

export function invalidOption(option: string, expectation: string, value: unknown): VectorError {
  return new VectorError(
    'invalid-option',
    `Option "${option}" must be ${expectation}, got ${describe(value)}`,
    {
      option,
      expectation,
      value: describe(value),
    },
  );
}

export function requireNumber(value: unknown, option: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw invalidOption(option, 'a finite number', value);
  return value;
}

export function requireNumberInRange(
  value: unknown,
  option: string,
  minimum: number,
  maximum: number,
): number {
  const number = requireNumber(value, option);
  if (number < minimum || number > maximum) {
    throw invalidOption(option, `a number from ${minimum} to ${maximum}`, number);
  }
  return number;
}

/** A number strictly above `minimum` (a width, a radius, a tolerance) and at most `maximum`. */
export function requirePositive(
  value: unknown,
  option: string,
  maximum = Number.MAX_VALUE,
  minimum = 0,
): number {
  const number = requireNumber(value, option);
  if (!(number > minimum) || number > maximum) {
    const range =
      maximum === Number.MAX_VALUE
        ? `greater than ${minimum}`
        : `greater than ${minimum} and at most ${maximum}`;
    throw invalidOption(option, `a number ${range}`, number);
  }
  return number;
}

export function requireInteger(value: unknown, option: string, minimum: number, maximum: number): number {
  const number = requireNumber(value, option);
  if (!Number.isInteger(number) || number < minimum || number > maximum) {
    throw invalidOption(option, `a whole number from ${minimum} to ${maximum}`, number);
  }
  return number;
}

export function requireOneOf<T extends string | number>(
  value: unknown,
  option: string,
  allowed: readonly T[],
): T {
  if (!allowed.includes(value as T)) {
    throw invalidOption(option, `one of ${allowed.map((entry) => JSON.stringify(entry)).join(', ')}`, value);
  }
  return value as T;
}

export function requireBoolean(value: unknown, option: string): boolean {
  if (typeof value !== 'boolean') throw invalidOption(option, 'true or false', value);
  return value;
}

export function optional<T>(value: T | undefined, fallback: T): T {
  return value === undefined ? fallback : value;
}
