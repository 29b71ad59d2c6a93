import { describe, expect, it } from 'vitest';
import {
  applyUnitSize,
  convertLength,
  defaultUnitSize,
  defaultUnitSizes,
  resolveUnitSize,
  storedSelectedUnit,
  type UnitSize,
} from './units';

describe('convertLength', () => {
  it('turns an inch of millimetres into the resolution in pixels', () => {
    // 25.4 mm is one inch; at 300 dots per inch that is 300 pixels.
    expect(convertLength(25.4, 'millimetres', 'pixels', 300)).toBe(300);
    expect(convertLength(300, 'pixels', 'millimetres', 300)).toBe(25.4);
  });

  it('converts between physical units without the resolution mattering', () => {
    // 1 ft = 12 in = 30.48 cm = 304.8 mm.
    expect(convertLength(1, 'feet', 'inches', 72)).toBe(12);
    expect(convertLength(1, 'feet', 'centimetres', 72)).toBeCloseTo(30.48, 12);
    expect(convertLength(1, 'feet', 'millimetres', 600)).toBeCloseTo(304.8, 12);
    expect(convertLength(10, 'centimetres', 'millimetres', 96)).toBeCloseTo(100, 12);
  });

  it('relates pixels at different resolutions through inches', () => {
    // An A4 width of 210 mm at 150 dpi: 210 / 25.4 * 150 = 1240.157... px.
    expect(convertLength(210, 'millimetres', 'pixels', 150)).toBeCloseTo(1240.1575, 4);
    // 6 ft at 10 dpi = 72 in * 10 = 720 px.
    expect(convertLength(6, 'feet', 'pixels', 10)).toBe(720);
  });

  it('refuses a resolution that is not positive', () => {
    expect(() => convertLength(1, 'inches', 'pixels', 0)).toThrow(RangeError);
    expect(() => convertLength(1, 'inches', 'pixels', Number.NaN)).toThrow(RangeError);
  });
});

describe('unit sizes', () => {
  const a4: UnitSize = { display: 'A4', multiplier: 100, origin: 2480, unit: 'millimetres' };
  const half: UnitSize = { display: '50%', multiplier: 50, origin: null, unit: 'percent' };

  it('offers one 100% entry with multiplier 100 by default', () => {
    expect(defaultUnitSizes).toEqual([{ display: '100%', multiplier: 100, origin: null, unit: 'percent' }]);
  });

  it('finds the stored unit size and falls back to 100% for an unknown one', () => {
    const sizes = [defaultUnitSize, half, a4];
    expect(resolveUnitSize('A4', sizes)).toBe(a4);
    expect(resolveUnitSize('Letter', sizes)).toBe(defaultUnitSize);
    expect(resolveUnitSize(null, sizes)).toBe(defaultUnitSize);
    expect(resolveUnitSize(undefined)).toBe(defaultUnitSize);
  });

  it('stores null for the default unit and the display text otherwise', () => {
    expect(storedSelectedUnit(defaultUnitSize)).toBeNull();
    expect(storedSelectedUnit(half)).toBe('50%');
  });

  it('scales a size by the multiplier, from the origin when there is one', () => {
    expect(applyUnitSize(800, half)).toBe(400);
    expect(applyUnitSize(800, defaultUnitSize)).toBe(800);
    expect(applyUnitSize(800, a4)).toBe(2480);
  });
});
