import type { Glyph, PathCommand } from 'opentype.js';
import { quadraticToCubic } from '../bezier';
import { VectorError } from '../errors';
import { drawingBounds } from '../flatten';
import {
  black,
  cubicTo,
  lineTo,
  type Bounds,
  type Colour,
  type Point,
  type Segment,
  type Subpath,
  type VectorDrawing,
  type VectorPath,
} from '../model';
import { optional, requireBoolean, requireNumber, requireNumberInRange, requireOneOf } from '../options';
import { checkExtent } from '../validate';
import { defaultFontId, loadBundledFont, type ParsedFont } from './fonts';

// Text set as outlines with opentype.js: glyphs from the font's cmap, advance widths and pair
// kerning (GPOS or the kern table), lines broken at newlines, left to right. Each glyph becomes one
// compound path under the nonzero rule, as TrueType and CFF outlines are drawn (OpenType spec,
// "glyf" and "CFF" chapters).

export type TextAlignment = 'left' | 'centre' | 'right';

export const textAlignments: readonly TextAlignment[] = ['left', 'centre', 'right'];

/** The longest text set in one call. */
export const maximumTextLength = 10_000;

export interface TextOptions {
  text: string;
  /** A bundled font id (see `bundledFonts`) or a font read with `parseFont`. */
  font?: string | ParsedFont;
  /** The font size (the em square) in millimetres. */
  size: number;
  /** Where the first line's baseline starts (its left end, middle or right end by `align`). */
  x?: number;
  y?: number;
  /** Distance between baselines as a multiple of the size; default 1.2. */
  lineHeight?: number;
  /** Millimetres added after every character; negative tightens. */
  letterSpacing?: number;
  align?: TextAlignment;
  /** Apply the font's pair kerning; default true. */
  kerning?: boolean;
  fill?: Colour | null;
}

export interface TextResult {
  /** One path per glyph that has an outline (a space has none), in reading order. */
  readonly drawing: VectorDrawing;
  /** Characters laid out, line breaks not counted; spaces count. */
  readonly glyphCount: number;
  /** Characters the font has no glyph for (each listed once); they were set as the font's blank box. */
  readonly missingCharacters: readonly string[];
  /** The outlines' box, or null when every character was blank. */
  readonly bounds: Bounds | null;
}

function glyphSubpaths(commands: readonly PathCommand[]): Subpath[] {
  const subpaths: Subpath[] = [];
  let start: Point | null = null;
  let current: Point = { x: 0, y: 0 };
  let segments: Segment[] = [];
  const finish = (closed: boolean) => {
    if (start && segments.length) subpaths.push({ start, segments, closed });
    start = null;
    segments = [];
  };
  for (const command of commands) {
    switch (command.type) {
      case 'M':
        // A glyph contour is always closed (OpenType "glyf" and "CFF"): opentype.js 2 starts the
        // next contour with a move and no closepath, so a move closes the contour before it.
        finish(true);
        start = current = { x: command.x, y: command.y };
        break;
      case 'L':
        current = { x: command.x, y: command.y };
        segments.push(lineTo(current));
        break;
      case 'C':
        current = { x: command.x, y: command.y };
        segments.push(cubicTo({ x: command.x1, y: command.y1 }, { x: command.x2, y: command.y2 }, current));
        break;
      case 'Q': {
        const to = { x: command.x, y: command.y };
        const cubic = quadraticToCubic(current, { x: command.x1, y: command.y1 }, to);
        segments.push(cubicTo(cubic.p1, cubic.p2, to));
        current = to;
        break;
      }
      case 'Z':
        finish(true);
        break;
    }
  }
  // Font outlines are closed even when the last contour lacks an explicit closepath.
  finish(true);
  return subpaths;
}

/** Sets text as outlines in millimetres, y pointing down, the first baseline at (x, y). */
export function textToPaths(options: TextOptions): TextResult {
  if (typeof options.text !== 'string')
    throw new VectorError('invalid-option', 'Option "text" must be text', { option: 'text' });
  if (options.text.length > maximumTextLength) {
    throw new VectorError('too-complex', `Text may be at most ${maximumTextLength} characters long`, {
      limit: maximumTextLength,
    });
  }
  const size = requireNumberInRange(options.size, 'size', 0.1, 1000);
  const originX = requireNumber(optional(options.x, 0), 'x');
  const originY = requireNumber(optional(options.y, 0), 'y');
  const lineHeight = requireNumberInRange(optional(options.lineHeight, 1.2), 'lineHeight', 0, 10);
  const letterSpacing = requireNumberInRange(
    optional(options.letterSpacing, 0),
    'letterSpacing',
    -size,
    10 * size,
  );
  const align = requireOneOf(optional(options.align, 'left'), 'align', textAlignments);
  const kerning = requireBoolean(optional(options.kerning, true), 'kerning');
  const font =
    typeof options.font === 'object' && options.font !== null
      ? options.font
      : loadBundledFont(optional(options.font, defaultFontId));
  const fill = options.fill === undefined ? black : options.fill;
  const scale = size / font.unitsPerEm;

  const paths: VectorPath[] = [];
  const missing = new Set<string>();
  let glyphCount = 0;
  const lines = options.text.replace(/\r\n?/g, '\n').split('\n');
  lines.forEach((lineText, lineIndex) => {
    const characters = [...lineText];
    const glyphs: Glyph[] = characters.map((character) => {
      const glyph = font.charToGlyph(character);
      if (glyph.index === 0 && character.trim() !== '') missing.add(character);
      return glyph;
    });
    glyphCount += glyphs.length;
    // Pen positions first, so the line's width is known before alignment.
    const positions: number[] = [];
    let pen = 0;
    glyphs.forEach((glyph, index) => {
      if (index > 0 && kerning) pen += font.getKerningValue(glyphs[index - 1]!, glyph) * scale;
      positions.push(pen);
      pen += (glyph.advanceWidth ?? 0) * scale + letterSpacing;
    });
    const width = glyphs.length ? pen - letterSpacing : 0;
    const shift = align === 'left' ? 0 : align === 'centre' ? -width / 2 : -width;
    const baseline = originY + lineIndex * lineHeight * size;
    glyphs.forEach((glyph, index) => {
      const subpaths = glyphSubpaths(
        glyph.getPath(originX + shift + positions[index]!, baseline, size).commands,
      );
      if (subpaths.length) paths.push({ subpaths, fillRule: 'nonzero', fill, stroke: null });
    });
  });
  const drawing = { paths };
  const bounds = drawingBounds(drawing);
  checkExtent(bounds, 'The text');
  return { drawing, glyphCount, missingCharacters: [...missing], bounds };
}
