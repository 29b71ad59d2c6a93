import { describe, expect, it } from 'vitest';
import { formatNumber, limitNumber, numberSymbols, parseNumber, stepNumber } from './localeNumber';

const narrow = '\u202f';

describe('numberSymbols', () => {
  it('are the separators each interface language writes', () => {
    expect(numberSymbols('de')).toEqual({ decimal: ',', group: '.' });
    expect(numberSymbols('it')).toEqual({ decimal: ',', group: '.' });
    expect(numberSymbols('en-US')).toEqual({ decimal: '.', group: ',' });
    expect(numberSymbols('en-GB')).toEqual({ decimal: '.', group: ',' });
    expect(numberSymbols('fr')).toEqual({ decimal: ',', group: narrow });
  });
});

describe('formatNumber', () => {
  it('writes a slider value with two decimals, as the info panel writes figures', () => {
    expect(formatNumber(100, 'de', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('100,00');
    expect(formatNumber(100, 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('100.00');
    expect(formatNumber(2.5, 'fr', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('2,50');
    expect(formatNumber(0.125, 'it', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('0,13');
  });

  it('groups thousands the way each language does', () => {
    expect(formatNumber(1234.5, 'de')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en-GB')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'fr')).toBe(`1${narrow}234,5`);
    // Italian groups only from five digits on (CLDR's minimum grouping of two).
    expect(formatNumber(1234.5, 'it')).toBe('1234,5');
    expect(formatNumber(12345.5, 'it')).toBe('12.345,5');
  });

  it('shows up to four decimals by default and no trailing zeros', () => {
    expect(formatNumber(2.5, 'de')).toBe('2,5');
    expect(formatNumber(1 / 3, 'en-US')).toBe('0.3333');
    expect(formatNumber(12, 'de')).toBe('12');
  });

  it('never shows minus zero', () => {
    expect(formatNumber(-0.001, 'de', { maximumFractionDigits: 2 })).toBe('0');
    expect(formatNumber(-0, 'en-US')).toBe('0');
    expect(formatNumber(-1.5, 'de')).toBe('-1,5');
  });
});

describe('parseNumber', () => {
  it('reads the decimal comma in German, French and Italian and the point in English', () => {
    expect(parseNumber('2,5', 'de')).toEqual({ ok: true, value: 2.5 });
    expect(parseNumber('2,5', 'fr')).toEqual({ ok: true, value: 2.5 });
    expect(parseNumber('2,5', 'it')).toEqual({ ok: true, value: 2.5 });
    expect(parseNumber('2.5', 'en-US')).toEqual({ ok: true, value: 2.5 });
    expect(parseNumber('2.5', 'en-GB')).toEqual({ ok: true, value: 2.5 });
  });

  it('reads a German thousands point as a thousand, never as 1', () => {
    expect(parseNumber('1.000', 'de')).toEqual({ ok: true, value: 1000 });
    expect(parseNumber('1.000,25', 'de')).toEqual({ ok: true, value: 1000.25 });
    expect(parseNumber('12.345.678', 'de')).toEqual({ ok: true, value: 12345678 });
    expect(parseNumber('1,000', 'en-US')).toEqual({ ok: true, value: 1000 });
    expect(parseNumber('1,000.5', 'en-US')).toEqual({ ok: true, value: 1000.5 });
  });

  it('reads French groups split by any kind of space', () => {
    expect(parseNumber('1 000,5', 'fr')).toEqual({ ok: true, value: 1000.5 });
    expect(parseNumber('1\u00a0000', 'fr')).toEqual({ ok: true, value: 1000 });
    expect(parseNumber(`1${narrow}000`, 'fr')).toEqual({ ok: true, value: 1000 });
  });

  it('refuses the other language\u2019s decimal sign instead of guessing', () => {
    // "2.5" in German would be a misplaced thousands point; "2,5" in English a misplaced comma.
    expect(parseNumber('2.5', 'de')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseNumber('2,5', 'en-US')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseNumber('1.00', 'de')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseNumber('1,000.5', 'de')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reads signs, a bare decimal part and surrounding spaces', () => {
    expect(parseNumber(' -0,75 ', 'de')).toEqual({ ok: true, value: -0.75 });
    expect(parseNumber('\u22123', 'fr')).toEqual({ ok: true, value: -3 });
    expect(parseNumber('+4', 'en-US')).toEqual({ ok: true, value: 4 });
    expect(parseNumber(',5', 'it')).toEqual({ ok: true, value: 0.5 });
    expect(parseNumber('5,', 'de')).toEqual({ ok: true, value: 5 });
    expect(parseNumber('-0', 'de')).toEqual({ ok: true, value: 0 });
  });

  it('says what is wrong with text that is not a number', () => {
    expect(parseNumber('', 'de')).toEqual({ ok: false, reason: 'empty' });
    expect(parseNumber('   ', 'de')).toEqual({ ok: false, reason: 'empty' });
    expect(parseNumber('abc', 'en-US')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseNumber('12 mm', 'de')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseNumber(',', 'de')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseNumber('-', 'de')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseNumber('1e3', 'en-US')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reads back what formatNumber writes, in every interface language', () => {
    for (const language of ['de', 'en-US', 'en-GB', 'fr', 'it'])
      for (const value of [0, 2.5, -12.25, 1234.5, 1000000])
        expect(parseNumber(formatNumber(value, language), language)).toEqual({ ok: true, value });
  });
});

describe('limitNumber', () => {
  it('keeps a value inside the limits and whole for a whole step', () => {
    expect(limitNumber(150, { min: 0, max: 100 })).toBe(100);
    expect(limitNumber(-3, { min: 0, max: 100 })).toBe(0);
    expect(limitNumber(2.6, { step: 1 })).toBe(3);
    expect(limitNumber(2.5, { min: 0, max: 10, step: 0.1 })).toBe(2.5);
  });
});

describe('stepNumber', () => {
  it('moves by the step, ten steps with Shift, within the limits', () => {
    expect(stepNumber(0.2, 1, { step: 0.1 })).toBe(0.3);
    expect(stepNumber(5, -1, { step: 1, min: 0 })).toBe(4);
    expect(stepNumber(5, 1, { step: 1, max: 10 }, true)).toBe(10);
    expect(stepNumber(0.5, -1, { step: 0.25, min: 0 }, true)).toBe(0);
    // Without a step of its own a field moves by one.
    expect(stepNumber(2.5, 1, {})).toBe(3.5);
  });
});
