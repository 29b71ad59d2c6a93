// Units of length for size controls and the unit sizes a node offers (spec sections 3 and 4).

export type LengthUnit = 'pixels' | 'millimetres' | 'centimetres' | 'inches' | 'feet';

export const lengthUnits: readonly LengthUnit[] = ['pixels', 'millimetres', 'centimetres', 'inches', 'feet'];

/** The short symbols shown beside a value; symbols are the same in every interface language. */
export const lengthUnitSymbols: Readonly<Record<LengthUnit, string>> = {
  pixels: 'px',
  millimetres: 'mm',
  centimetres: 'cm',
  inches: 'in',
  feet: 'ft',
};

export function isLengthUnit(value: unknown): value is LengthUnit {
  return typeof value === 'string' && (lengthUnits as readonly string[]).includes(value);
}

function assertDotsPerInch(dotsPerInch: number): void {
  if (!Number.isFinite(dotsPerInch) || dotsPerInch <= 0) {
    throw new RangeError(`a resolution must be a positive number of dots per inch, got ${dotsPerInch}`);
  }
}

// Through inches, multiplying or dividing by the exact factors (an inch is 25.4 mm by definition,
// a foot 12 inches), so a whole number of inches converts without rounding error.
function toInches(value: number, unit: LengthUnit, dotsPerInch: number): number {
  switch (unit) {
    case 'pixels':
      return value / dotsPerInch;
    case 'millimetres':
      return value / 25.4;
    case 'centimetres':
      return value / 2.54;
    case 'inches':
      return value;
    case 'feet':
      return value * 12;
  }
}

function fromInches(inches: number, unit: LengthUnit, dotsPerInch: number): number {
  switch (unit) {
    case 'pixels':
      return inches * dotsPerInch;
    case 'millimetres':
      return inches * 25.4;
    case 'centimetres':
      return inches * 2.54;
    case 'inches':
      return inches;
    case 'feet':
      return inches / 12;
  }
}

/**
 * Converts a length between units; pixels relate to physical units through the resolution in
 * dots per inch (25.4 mm at 300 dpi is 300 px).
 */
export function convertLength(value: number, from: LengthUnit, to: LengthUnit, dotsPerInch: number): number {
  assertDotsPerInch(dotsPerInch);
  if (from === to) return value;
  return fromInches(toInches(value, from, dotsPerInch), to, dotsPerInch);
}

/**
 * A size a node offers for its size controls (spec section 3: display, multiplier, origin,
 * unit). The multiplier is a percentage of the origin size: 100 shows the size as it is.
 */
export interface UnitSize {
  /** What the unit menu shows, for example `100%` or `A4`. */
  display: string;
  /** Percentage of the origin; 100 keeps the size. */
  multiplier: number;
  /** The size in pixels the multiplier applies to; null means the node's own size. */
  origin: number | null;
  /** The unit the size is shown in; `percent` for relative sizes. */
  unit: LengthUnit | 'percent';
}

/** The unit every node has: its own size, at 100%. */
export const defaultUnitSize: UnitSize = { display: '100%', multiplier: 100, origin: null, unit: 'percent' };

/** A node without unit sizes of its own offers this single entry (spec section 3). */
export const defaultUnitSizes: readonly UnitSize[] = [defaultUnitSize];

/**
 * The unit size a stored `selectedUnit` names, matched by its `display`. A missing, null or
 * unknown value falls back to the 100% entry (spec section 4), so a graph saved by a node version
 * with other units still opens.
 */
export function resolveUnitSize(
  selectedUnit: unknown,
  unitSizes: readonly UnitSize[] = defaultUnitSizes,
): UnitSize {
  if (typeof selectedUnit === 'string') {
    const match = unitSizes.find((unitSize) => unitSize.display === selectedUnit);
    if (match) return match;
  }
  return (
    unitSizes.find((unitSize) => unitSize.unit === 'percent' && unitSize.multiplier === 100) ??
    defaultUnitSize
  );
}

/**
 * The value to store in `options.selectedUnit` for a chosen unit size: null for the default
 * 100% entry, so untouched nodes store nothing unit-specific (spec section 4).
 */
export function storedSelectedUnit(unitSize: UnitSize): string | null {
  return unitSize.unit === 'percent' && unitSize.multiplier === 100 ? null : unitSize.display;
}

/** Applies a unit size to a length in pixels: its origin (or the length itself) times the multiplier. */
export function applyUnitSize(pixels: number, unitSize: UnitSize): number {
  return ((unitSize.origin ?? pixels) * unitSize.multiplier) / 100;
}
