import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VectorError } from '../errors';
import { flattenSubpath, signedArea } from '../flatten';
import { fontData } from './font-data';
import { bundledFontFiles } from './font-files';
import { bundledFontIds, bundledFonts, loadBundledFont, parseFont } from './fonts';
import { textToPaths } from './text-to-paths';

const fontsFolder = fileURLToPath(new URL('../../fonts/', import.meta.url));

describe('bundled fonts', () => {
  it('embeds exactly the font files that ship with their licence', () => {
    for (const [id, file] of Object.entries(bundledFontFiles)) {
      expect(fontData[id], id).toBe(readFileSync(`${fontsFolder}${file}`).toString('base64'));
      const folder = file.slice(0, file.indexOf('/'));
      expect(readFileSync(`${fontsFolder}${folder}/OFL.txt`, 'utf8')).toContain('SIL Open Font License');
    }
    expect(bundledFonts.map((font) => font.id)).toEqual(bundledFontIds);
  });

  it('reads every bundled font', () => {
    for (const id of bundledFontIds) {
      const font = loadBundledFont(id);
      expect(font.unitsPerEm, id).toBeGreaterThan(0);
      expect(font.charToGlyph('ß').index, id).toBeGreaterThan(0);
      expect(font.charToGlyph('€').index, id).toBeGreaterThan(0);
    }
  });

  it('refuses an unknown font id and bytes that are not a font', () => {
    expect(() => loadBundledFont('comic-sans')).toThrow(/no bundled font "comic-sans"/);
    expect(() => parseFont(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]))).toThrow(VectorError);
  });
});

describe('textToPaths', () => {
  it('sets one compound path per visible glyph and counts every character', () => {
    const result = textToPaths({ text: 'Hi there', size: 10 });
    expect(result.glyphCount).toBe(8);
    // The space has no outline; "i", "h", "e" and "r" each yield a path, "e" with its counter.
    expect(result.drawing.paths).toHaveLength(7);
    expect(result.missingCharacters).toEqual([]);
    const bounds = result.bounds!;
    expect(bounds.maxX - bounds.minX).toBeGreaterThan(20);
    // Capitals stand above the baseline (y negative, y pointing down) by about 0.7 of the size.
    expect(bounds.minY).toBeLessThan(-6.5);
    expect(bounds.minY).toBeGreaterThan(-8);
    expect(bounds.maxY).toBeCloseTo(0, 0);
  });

  it('gives the "o" two subpaths winding opposite ways, so nonzero leaves the counter open', () => {
    const [letter] = textToPaths({ text: 'o', size: 10 }).drawing.paths;
    expect(letter!.subpaths).toHaveLength(2);
    expect(letter!.fillRule).toBe('nonzero');
    const [outer, counter] = letter!.subpaths.map((subpath) => signedArea(flattenSubpath(subpath).points));
    expect(Math.sign(outer!)).toBe(-Math.sign(counter!));
  });

  it('scales with the size and moves with the origin', () => {
    const small = textToPaths({ text: 'A', size: 10 }).bounds!;
    const large = textToPaths({ text: 'A', size: 20, x: 5, y: 7 }).bounds!;
    expect(large.maxX - large.minX).toBeCloseTo(2 * (small.maxX - small.minX), 9);
    expect(large.minX).toBeCloseTo(5 + 2 * small.minX, 9);
    expect(large.maxY).toBeCloseTo(7 + 2 * small.maxY, 9);
  });

  it('breaks lines at newlines and aligns them', () => {
    const left = textToPaths({ text: 'Wide line\nX', size: 10, lineHeight: 1.5 });
    const centred = textToPaths({ text: 'Wide line\nX', size: 10, lineHeight: 1.5, align: 'centre' });
    const lastLeft = left.drawing.paths[left.drawing.paths.length - 1]!;
    const lastCentred = centred.drawing.paths[centred.drawing.paths.length - 1]!;
    expect(lastLeft.subpaths[0]!.start.y).toBeGreaterThan(5);
    expect(lastCentred.subpaths[0]!.start.x).toBeLessThan(lastLeft.subpaths[0]!.start.x);
    expect(left.glyphCount).toBe(10);
  });

  it('adds letter spacing between characters', () => {
    const tight = textToPaths({ text: 'II', size: 10 }).bounds!;
    const spaced = textToPaths({ text: 'II', size: 10, letterSpacing: 2 }).bounds!;
    expect(spaced.maxX - tight.maxX).toBeCloseTo(2, 9);
  });

  it('lists characters the font lacks', () => {
    expect(textToPaths({ text: 'a✓b✓', size: 5 }).missingCharacters).toEqual(['✓']);
  });

  it('returns an empty drawing for blank text and refuses NaN sizes and huge text', () => {
    expect(textToPaths({ text: '  ', size: 5 }).drawing.paths).toEqual([]);
    expect(() => textToPaths({ text: 'a', size: Number.NaN })).toThrow(/"size"/);
    expect(() => textToPaths({ text: 'a'.repeat(400), size: 100 })).toThrow(/at most 2000 mm across/);
  });
});
