import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as opentypeModule from 'opentype.js';
import type { PathCommand } from 'opentype.js';
import { describe, expect, it } from 'vitest';
import { combineShapes } from '../boolean';
import { VectorError } from '../errors';
import { flattenSubpath, signedArea } from '../flatten';
import type { Point, Subpath } from '../model';
import { exportSvg } from '../svg/export';
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

// The glyphs read a second time, straight from the font files with opentype.js, so the expected
// contours and areas do not come from the code under test.
const opentype: typeof opentypeModule =
  typeof (opentypeModule as { parse?: unknown }).parse === 'function'
    ? opentypeModule
    : (opentypeModule as unknown as { default: typeof opentypeModule }).default;

function fontFromFile(id: string) {
  const bytes = readFileSync(`${fontsFolder}${bundledFontFiles[id as keyof typeof bundledFontFiles]}`);
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** Points every 1/32 of each curve: far finer than the 1 % the areas are compared at. */
const curveSteps = 32;

function shoelace(points: readonly Point[]): number {
  let sum = 0;
  for (let index = 0; index < points.length; index++) {
    const a = points[index]!;
    const b = points[(index + 1) % points.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

/** The contours of opentype.js's own glyph path (a move starts each), as polygons. */
function commandContours(commands: readonly PathCommand[]): Point[][] {
  const contours: Point[][] = [];
  let current: Point = { x: 0, y: 0 };
  for (const command of commands) {
    if (command.type === 'M') {
      current = { x: command.x, y: command.y };
      contours.push([current]);
    } else if (command.type === 'L') {
      current = { x: command.x, y: command.y };
      contours[contours.length - 1]!.push(current);
    } else if (command.type === 'Q' || command.type === 'C') {
      const from = current;
      for (let step = 1; step <= curveSteps; step++) {
        const t = step / curveSteps;
        const u = 1 - t;
        const point =
          command.type === 'Q'
            ? {
                x: u * u * from.x + 2 * u * t * command.x1 + t * t * command.x,
                y: u * u * from.y + 2 * u * t * command.y1 + t * t * command.y,
              }
            : {
                x:
                  u * u * u * from.x +
                  3 * u * u * t * command.x1 +
                  3 * u * t * t * command.x2 +
                  t * t * t * command.x,
                y:
                  u * u * u * from.y +
                  3 * u * u * t * command.y1 +
                  3 * u * t * t * command.y2 +
                  t * t * t * command.y,
              };
        contours[contours.length - 1]!.push(point);
      }
      current = { x: command.x, y: command.y };
    }
  }
  return contours;
}

/** A subpath of the text's output as a polygon, its cubics sampled like the font's curves. */
function subpathPolygon(subpath: Subpath): Point[] {
  const points: Point[] = [subpath.start];
  let from = subpath.start;
  for (const segment of subpath.segments) {
    if (segment.kind === 'line') points.push(segment.to);
    else {
      for (let step = 1; step <= curveSteps; step++) {
        const t = step / curveSteps;
        const u = 1 - t;
        const weights = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t] as const;
        const controls = [from, segment.control1, segment.control2, segment.to];
        points.push({
          x: controls.reduce((sum, point, index) => sum + weights[index]! * point.x, 0),
          y: controls.reduce((sum, point, index) => sum + weights[index]! * point.y, 0),
        });
      }
    }
    from = segment.to;
  }
  return points;
}

describe('glyphs with holes and several contours', () => {
  // Under the nonzero rule a glyph whose contours do not overlap, counters wound against their
  // outline, covers |sum of the contours' signed areas|; an open subpath encloses nothing.
  it('gives "A", "8", "e" and "i" every contour of the font, closed, covering the font\'s own area, in every bundled font', () => {
    const size = 20;
    for (const id of bundledFontIds) {
      const font = fontFromFile(id);
      for (const character of ['A', '8', 'e', 'i']) {
        const what = `${id} "${character}"`;
        const glyph = font.charToGlyph(character);
        const fontContours = commandContours(glyph.getPath(0, size, size).commands);
        // The glyph's contours as the font stores them (TrueType end points of contours).
        expect(fontContours, what).toHaveLength(glyph.getContours().length);

        const paths = textToPaths({ text: character, font: id, size, x: 0, y: size }).drawing.paths;
        expect(paths, what).toHaveLength(1);
        const subpaths = paths[0]!.subpaths;
        expect(subpaths, what).toHaveLength(fontContours.length);
        expect(
          subpaths.map((subpath) => subpath.closed),
          what,
        ).toEqual(subpaths.map(() => true));

        const fontArea = Math.abs(fontContours.reduce((sum, contour) => sum + shoelace(contour), 0));
        const filledArea = Math.abs(
          subpaths
            .filter((subpath) => subpath.closed)
            .reduce((sum, subpath) => sum + shoelace(subpathPolygon(subpath)), 0),
        );
        expect(fontArea, what).toBeGreaterThan(0);
        expect(Math.abs(filledArea - fontArea) / fontArea, what).toBeLessThan(0.01);
      }
    }
  });

  it('has the contour counts of the letters\' shapes: a counter in "A" (one stroke in Pacifico\'s script "A"), two in "8", one in "e", a dot over the "i"', () => {
    const expected: Record<string, number> = { A: 2, '8': 3, e: 2, i: 2 };
    for (const id of bundledFontIds) {
      for (const character of Object.keys(expected)) {
        const contours = fontFromFile(id).charToGlyph(character).getContours().length;
        const count = id === 'pacifico-regular' && character === 'A' ? 1 : expected[character]!;
        expect(contours, `${id} "${character}" in the font`).toBe(count);
        const [letter] = textToPaths({ text: character, font: id, size: 20 }).drawing.paths;
        expect(
          letter!.subpaths.filter((subpath) => subpath.closed),
          `${id} "${character}"`,
        ).toHaveLength(count);
      }
    }
  });

  it('reaches SVG export and boolean operations as closed shapes with their counters', () => {
    const size = 20;
    for (const id of bundledFontIds) {
      const font = fontFromFile(id);
      const drawing = textToPaths({ text: '8', font: id, size, x: 0, y: size }).drawing;
      // One closepath per contour of the font's "8": its outline and its two counters.
      const svg = exportSvg(drawing);
      expect(svg.match(/Z/g) ?? [], id).toHaveLength(font.charToGlyph('8').getContours().length);
      // The union resolves the nonzero rule into an outline and counters: its area, counters
      // taken away, is the font's own area of the "8".
      const union = combineShapes(drawing, 'union', { tolerance: 0.001 });
      const unionArea = Math.abs(
        union.paths
          .flatMap((path) => path.subpaths)
          .reduce((sum, subpath) => sum + shoelace(subpathPolygon(subpath)), 0),
      );
      const fontArea = Math.abs(
        commandContours(font.charToGlyph('8').getPath(0, size, size).commands).reduce(
          (sum, contour) => sum + shoelace(contour),
          0,
        ),
      );
      expect(Math.abs(unionArea - fontArea) / fontArea, id).toBeLessThan(0.01);
    }
  });
});
