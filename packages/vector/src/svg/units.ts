// SVG lengths (SVG 1.1 section 7.10): a number with an optional unit. Absolute units convert by CSS's
// fixed ratios (96 px to the inch), em and ex by a 16 px font, and percentages against a reference
// the caller passes (the viewport's width, height or normalised diagonal).

export const millimetresPerInch = 25.4;

const pixelsPerUnit: Record<string, number> = {
  '': 1,
  px: 1,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  q: 96 / 101.6,
  pt: 96 / 72,
  pc: 16,
  em: 16,
  ex: 8,
};

const lengthPattern = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)\s*([a-zA-Z]*|%)\s*$/;

export interface ParsedLength {
  readonly value: number;
  readonly unit: string;
}

export function parseLength(text: string | undefined): ParsedLength | undefined {
  if (text === undefined) return undefined;
  const match = lengthPattern.exec(text);
  if (!match) return undefined;
  const unit = match[2]!.toLowerCase();
  if (unit !== '%' && !(unit in pixelsPerUnit)) return undefined;
  return { value: Number(match[1]), unit };
}

/** A length in user units (CSS pixels), `percentOf` being what 100 % stands for. */
export function lengthInUserUnits(text: string | undefined, percentOf: number): number | undefined {
  const length = parseLength(text);
  if (!length) return undefined;
  if (length.unit === '%') return (length.value / 100) * percentOf;
  return length.value * pixelsPerUnit[length.unit]!;
}

/**
 * A length of the outermost viewport in millimetres; unitless numbers and px count
 * `pixelsPerInch` to the inch. Percentages have no size outside a page and give undefined.
 */
export function lengthInMillimetres(text: string | undefined, pixelsPerInch: number): number | undefined {
  const length = parseLength(text);
  if (!length || length.unit === '%') return undefined;
  if (length.unit === '' || length.unit === 'px') return (length.value / pixelsPerInch) * millimetresPerInch;
  return (length.value * pixelsPerUnit[length.unit]! * millimetresPerInch) / 96;
}

/** The list of numbers in an attribute such as viewBox or points. */
export function parseNumberList(text: string | undefined): number[] {
  if (!text) return [];
  return (text.match(/[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/g) ?? []).map(Number);
}
