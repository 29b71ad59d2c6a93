import { RasterError } from './errors';

// Shared checks for kernel options. Each failure names the option, so a node can point at the
// control that holds the bad value (NaN from an empty field, a negative radius, an unknown mode).

function describe(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === undefined) return 'nothing';
  return typeof value;
}

export function invalidOption(option: string, expectation: string, value: unknown): RasterError {
  return new RasterError(
    'invalid-option',
    `Option "${option}" must be ${expectation}, got ${describe(value)}`,
    { option, expectation, value: describe(value) },
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

export function optional<T>(value: T | undefined, fallback: T): T {
  return value === undefined ? fallback : value;
}

export function requireBoolean(value: unknown, option: string): boolean {
  if (typeof value !== 'boolean') throw invalidOption(option, 'true or false', value);
  return value;
}
