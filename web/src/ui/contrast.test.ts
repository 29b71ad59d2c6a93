import { describe, expect, it } from 'vitest';
import { bestBackground, contrastRatio, relativeLuminance } from './contrast';

const black = { red: 0, green: 0, blue: 0 };
const white = { red: 255, green: 255, blue: 255 };
const grey = (value: number) => ({ red: value, green: value, blue: value });

describe('contrast as WCAG 2 measures it', () => {
  it('gives the relative luminance of black, white, mid grey and the primaries', () => {
    expect(relativeLuminance(black)).toBe(0);
    expect(relativeLuminance(white)).toBeCloseTo(1, 10);
    // Published values: #808080 is 0.2159, pure red 0.2126, green 0.7152, blue 0.0722.
    expect(relativeLuminance(grey(128))).toBeCloseTo(0.2159, 4);
    expect(relativeLuminance({ red: 255, green: 0, blue: 0 })).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance({ red: 0, green: 255, blue: 0 })).toBeCloseTo(0.7152, 4);
  });

  it('rates black on white 21:1, #777 on white 4.48:1, either way round', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 10);
    expect(contrastRatio(white, grey(0x77))).toBeCloseTo(4.48, 2);
    expect(contrastRatio(grey(0x77), white)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(grey(90), grey(90))).toBe(1);
  });

  it('picks the background with the best worst-case contrast, the first on a tie or with no colours', () => {
    const light = { ...grey(240), name: 'light' };
    const middle = { ...grey(118), name: 'middle' };
    const dark = { ...grey(30), name: 'dark' };
    const candidates = [light, middle, dark];
    expect(bestBackground([black], candidates).name).toBe('light');
    expect(bestBackground([white], candidates).name).toBe('dark');
    // Black and white together: the middle grey keeps both above 4:1, either end loses one.
    expect(bestBackground([black, white], candidates).name).toBe('middle');
    expect(bestBackground([], candidates).name).toBe('light');
    expect(bestBackground([grey(128)], [light, { ...light, name: 'same' }]).name).toBe('light');
  });
});
