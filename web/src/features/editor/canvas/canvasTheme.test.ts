import { describe, expect, it } from 'vitest';
import { parseColour } from './canvasTheme';

describe('parseColour', () => {
  it('reads the long and short hex forms a stylesheet may hold, alpha ignored', () => {
    expect(parseColour('#ffffff', 0)).toBe(0xffffff);
    expect(parseColour(' #fff ', 0)).toBe(0xffffff);
    expect(parseColour('#1c1e26', 0)).toBe(0x1c1e26);
    expect(parseColour('#5B4CE0', 0)).toBe(0x5b4ce0);
    expect(parseColour('#b86', 0)).toBe(0xbb8866);
    expect(parseColour('#b86c', 0)).toBe(0xbb8866);
    expect(parseColour('#11223380', 0)).toBe(0x112233);
  });

  it('reads rgb() and rgba() with commas or spaces', () => {
    expect(parseColour('rgb(16, 18, 27)', 0)).toBe(0x10121b);
    expect(parseColour('rgb(16 18 27 / 0.5)', 0)).toBe(0x10121b);
    expect(parseColour('rgba(255,0,128,0.2)', 0)).toBe(0xff0080);
  });

  it('falls back for what it cannot read', () => {
    expect(parseColour('', 0x123456)).toBe(0x123456);
    expect(parseColour('white', 0x123456)).toBe(0x123456);
    expect(parseColour('#12345', 0x123456)).toBe(0x123456);
    expect(parseColour('var(--x)', 0x123456)).toBe(0x123456);
  });
});
