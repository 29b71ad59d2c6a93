// Numbers as a person reads and types them in their interface language: "2,5" and "1.000" in
// German, "2.5" and "1,000" in English, "1 000,5" in French. Formatting is the browser's Intl
// (the same as the node info panel); parsing is the reverse, strict about the grouping so that a
// German "1.000" is a thousand and never 1, and an English "2,5" is refused rather than read
// as 25.

export interface NumberSymbols {
  /** The decimal separator: "," in German, French and Italian, "." in English. */
  decimal: string;
  /** The separator between groups of three digits: "." in German, "," in English, a space in French. */
  group: string;
}

const spaces = [' ', '\u00a0', '\u202f'];

/** The separators a language writes numbers with, as its Intl number format uses them. */
export function numberSymbols(language: string): NumberSymbols {
  const parts = new Intl.NumberFormat(language, { useGrouping: true }).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

export interface FormatOptions {
  /** Digits after the separator always shown ("100,00" with 2). */
  minimumFractionDigits?: number;
  /** Digits after the separator at most; the value is rounded to them. */
  maximumFractionDigits?: number;
}

/** A value as the language writes it, with groups of thousands ("1.234,5" in German). */
export function formatNumber(value: number, language: string, options: FormatOptions = {}): string {
  const maximumFractionDigits = Math.max(
    options.maximumFractionDigits ?? 4,
    options.minimumFractionDigits ?? 0,
  );
  // A negative value that rounds to zero reads as 0, not "-0".
  const shown = Number(value.toFixed(maximumFractionDigits)) === 0 ? 0 : value;
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: options.minimumFractionDigits ?? 0,
    maximumFractionDigits,
  }).format(shown);
}

export type ParsedNumber =
  | { ok: true; value: number }
  | {
      ok: false;
      /** empty: nothing typed; invalid: not a number as the language writes one. */
      reason: 'empty' | 'invalid';
    };

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Reads a number typed in the language: an optional sign, digits grouped by threes with the
 * language's group separator or not grouped at all, and the decimal part after the language's
 * decimal separator. A group separator anywhere else (the English "2,5", the German "2.5")
 * makes the text invalid instead of silently changing what was meant. French accepts any
 * space (ordinary, no-break or narrow no-break) between groups.
 */
export function parseNumber(text: string, language: string): ParsedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  const { decimal, group } = numberSymbols(language);
  const groups = spaces.includes(group) ? `[${spaces.join('')}]` : escape(group);
  const pattern = new RegExp(
    `^([-+\\u2212]?)(\\d{1,3}(?:${groups}\\d{3})+|\\d*)(?:${escape(decimal)}(\\d*))?$`,
  );
  const match = pattern.exec(trimmed);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, sign = '', whole = '', fraction = ''] = match;
  const digits = whole.replace(/\D/g, '');
  if (digits === '' && fraction === '') return { ok: false, reason: 'invalid' };
  const value = Number(`${sign === '+' ? '' : sign === '' ? '' : '-'}${digits || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return { ok: false, reason: 'invalid' };
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

export interface NumberLimits {
  min?: number;
  max?: number;
  /** With a whole step (1), the value is rounded to a whole number. */
  step?: number;
}

/** A value kept inside a field's limits, whole where the field takes whole numbers only. */
export function limitNumber(value: number, limits: NumberLimits): number {
  let limited = value;
  if (limits.step !== undefined && Number.isInteger(limits.step) && limits.step >= 1)
    limited = Math.round(limited);
  if (limits.min !== undefined) limited = Math.max(limits.min, limited);
  if (limits.max !== undefined) limited = Math.min(limits.max, limited);
  return limited;
}

/**
 * The value one arrow key press further: a step up or down (ten with Shift), landing on the
 * step's grid from where it was, and never past the limits.
 */
export function stepNumber(value: number, direction: 1 | -1, limits: NumberLimits, large = false): number {
  const step = limits.step !== undefined && limits.step > 0 ? limits.step : 1;
  const amount = step * (large ? 10 : 1);
  const next = value + direction * amount;
  // Remove the binary noise of adding 0.1 steps (0.30000000000000004 is 0.3).
  const decimalsOf = (figure: number) => (String(figure).split('.')[1] ?? '').length;
  const decimals = Math.min(10, Math.max(decimalsOf(step), decimalsOf(value)));
  const rounded = Number(next.toFixed(decimals));
  return limitNumber(rounded, limits);
}
