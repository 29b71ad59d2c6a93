import { VectorError } from '../errors';
import { drawingBounds } from '../flatten';
import {
  cubicTo,
  lineTo,
  maximumExtent,
  point,
  polyline,
  type Colour,
  type FillRule,
  type Subpath,
  type VectorPath,
} from '../model';
import type { VectorDrawing } from '../model';
import { optional, requireNumberInRange } from '../options';
import { circleKappa } from '../shapes';
import {
  determinant,
  identityMatrix,
  multiply,
  scaling,
  transformPath,
  transformSubpath,
  translation,
  type Matrix,
} from '../transform';
import { checkExtent } from '../validate';
import { parseColour } from './colour';
import {
  matchingDeclarations,
  parseDeclarations,
  parseStyleSheet,
  type Declarations,
  type StyleRule,
} from './css';
import { parsePathData } from './path-data';
import { parseTransformList } from './transform-list';
import { lengthInMillimetres, lengthInUserUnits, millimetresPerInch, parseNumberList } from './units';
import { isElement, parseXml, textContent, type XmlElement } from './xml';

// SVG import (SVG 1.1, W3C 2011): paths, the basic shapes of chapter 9, groups, nested svg and
// use with their transforms, fills and strokes from presentation attributes, style attributes and
// simple style sheets, and the outermost viewport mapped to millimetres through width, height,
// viewBox and preserveAspectRatio (section 7.8). What a cutting or stitching drawing cannot hold
// (text, bitmaps, gradients) is reported, never silently dropped.

export interface SvgImportOptions {
  /** Pixels per inch for unitless and px lengths of the outermost viewport (CSS says 96). */
  pixelsPerInch?: number;
  /**
   * Scale the drawing so its page (or, without a page size, its shapes) is this many millimetres
   * wide, keeping proportions; for files drawn at an arbitrary size. Undefined or 0 keeps the
   * file's own size.
   */
  fitWidth?: number;
}

/** Something the import could not carry over exactly, counted by kind. */
export interface SvgImportWarning {
  /**
   * `unsupported-element`: text, image, foreignObject and the like were left out;
   * `gradient-as-solid`: a gradient or pattern paint became one solid colour;
   * `path-data-error`: path data had an error and was read up to it;
   * `invalid-transform`: a transform could not be read and was ignored;
   * `missing-reference`: a `use` pointed at nothing.
   */
  readonly code:
    | 'unsupported-element'
    | 'gradient-as-solid'
    | 'path-data-error'
    | 'invalid-transform'
    | 'missing-reference';
  readonly count: number;
  /** The first occurrence, in English, for logs. */
  readonly detail: string;
}

export interface SvgImportResult {
  readonly drawing: VectorDrawing;
  /** The size of the outermost viewport in millimetres, when the file gives one. */
  readonly width: number | undefined;
  readonly height: number | undefined;
  readonly warnings: readonly SvgImportWarning[];
}

interface PaintStyle {
  fill: Colour | null | 'currentColor' | { gradient: string };
  fillOpacity: number;
  fillRule: FillRule;
  stroke: Colour | null | 'currentColor' | { gradient: string };
  strokeOpacity: number;
  /** In user units of the element that set it. */
  strokeWidth: number;
  color: Colour;
  visible: boolean;
  /** Product of the opacities of the element and its ancestors. */
  opacity: number;
}

interface Viewport {
  width: number;
  height: number;
}

const black: Colour = { red: 0, green: 0, blue: 0, alpha: 255 };

const skippedElements = new Set([
  'defs',
  'title',
  'desc',
  'metadata',
  'style',
  'script',
  'clipPath',
  'mask',
  'marker',
  'pattern',
  'linearGradient',
  'radialGradient',
  'symbol',
  'filter',
  'namedview',
  'sodipodi:namedview',
  'animate',
  'animateTransform',
  'set',
  'cursor',
  'font',
  'font-face',
  'view',
  'stop',
]);

const unsupportedElements = new Set(['text', 'image', 'foreignObject', 'video', 'audio', 'iframe', 'canvas']);

/** The most nested `use` references followed, against reference cycles. */
const maximumUseDepth = 16;

class Importer {
  readonly paths: VectorPath[] = [];
  readonly warnings = new Map<SvgImportWarning['code'], { count: number; detail: string }>();
  readonly ids = new Map<string, XmlElement>();
  readonly rules: StyleRule[] = [];
  useDepth = 0;

  constructor(root: XmlElement) {
    const visit = (element: XmlElement) => {
      const id = element.attributes.id;
      if (id && !this.ids.has(id)) this.ids.set(id, element);
      if (element.name === 'style')
        this.rules.push(...parseStyleSheet(textContent(element), this.rules.length));
      for (const child of element.children) if (isElement(child)) visit(child);
    };
    visit(root);
  }

  warn(code: SvgImportWarning['code'], detail: string): void {
    const entry = this.warnings.get(code);
    if (entry) entry.count++;
    else this.warnings.set(code, { count: 1, detail });
  }

  /** Presentation attributes, then matching style rules, then the style attribute (CSS 2.1 6.4.4). */
  declarationsOf(element: XmlElement): Declarations {
    const merged: Declarations = {};
    for (const [name, value] of Object.entries(element.attributes)) merged[name] = value.trim();
    for (const declarations of matchingDeclarations(
      this.rules,
      element.name,
      element.attributes.id,
      element.attributes.class,
    )) {
      Object.assign(merged, declarations);
    }
    if (element.attributes.style) Object.assign(merged, parseDeclarations(element.attributes.style));
    return merged;
  }

  paint(value: string, inherited: PaintStyle['fill'], current: Colour): PaintStyle['fill'] {
    const trimmed = value.trim();
    if (trimmed === 'inherit') return inherited;
    if (trimmed.toLowerCase() === 'currentcolor') return current;
    const reference = /^url\(\s*['"]?#([^)'"]+)['"]?\s*\)\s*(.*)$/.exec(trimmed);
    if (reference) return { gradient: `${reference[1]}|${reference[2]}` };
    const colour = parseColour(trimmed);
    return colour === undefined ? inherited : colour;
  }

  style(element: XmlElement, parent: PaintStyle, declarations: Declarations, viewport: Viewport): PaintStyle {
    const number = (text: string | undefined, fallback: number) => {
      if (text === undefined) return fallback;
      const value = text.trim().endsWith('%') ? Number.parseFloat(text) / 100 : Number.parseFloat(text);
      return Number.isFinite(value) ? Math.max(0, Math.min(1, value)) : fallback;
    };
    const color = declarations.color ? (parseColour(declarations.color) ?? parent.color) : parent.color;
    const diagonal = Math.hypot(viewport.width, viewport.height) / Math.SQRT2;
    const strokeWidth =
      declarations['stroke-width'] === undefined
        ? parent.strokeWidth
        : (lengthInUserUnits(declarations['stroke-width'], diagonal) ?? parent.strokeWidth);
    const fillRule = declarations['fill-rule'];
    return {
      fill: declarations.fill === undefined ? parent.fill : this.paint(declarations.fill, parent.fill, color),
      fillOpacity: number(declarations['fill-opacity'], parent.fillOpacity),
      fillRule: fillRule === 'evenodd' || fillRule === 'nonzero' ? fillRule : parent.fillRule,
      stroke:
        declarations.stroke === undefined
          ? parent.stroke
          : this.paint(declarations.stroke, parent.stroke, color),
      strokeOpacity: number(declarations['stroke-opacity'], parent.strokeOpacity),
      strokeWidth: Math.max(0, strokeWidth),
      color,
      visible:
        declarations.visibility === undefined || declarations.visibility === 'inherit'
          ? parent.visible
          : declarations.visibility === 'visible',
      opacity: parent.opacity * number(declarations.opacity, 1),
    };
  }

  /** A solid colour for a gradient or pattern paint: its first stop, else the fallback, else black. */
  resolvePaint(paint: PaintStyle['fill'], style: PaintStyle): Colour | null {
    if (paint === null) return null;
    if (paint === 'currentColor') return style.color;
    if ('gradient' in paint) {
      const [id, fallback] = paint.gradient.split('|') as [string, string];
      let target = this.ids.get(id);
      // A gradient may take its stops from another through its href.
      for (let hops = 0; target && hops < 8; hops++) {
        const stops = target.children.filter(
          (child): child is XmlElement => isElement(child) && child.name === 'stop',
        );
        if (stops.length) {
          const stop = this.declarationsOf(stops[0]!);
          const colour = parseColour(stop['stop-color'] ?? 'black') ?? black;
          this.warn('gradient-as-solid', `paint url(#${id}) was imported as its first colour`);
          if (colour === null) return null;
          const opacity = Number.parseFloat(stop['stop-opacity'] ?? '1');
          return {
            ...colour,
            alpha: Math.round(
              colour.alpha * (Number.isFinite(opacity) ? Math.max(0, Math.min(1, opacity)) : 1),
            ),
          };
        }
        const next = target.attributes.href ?? target.attributes['xlink:href'];
        target = next?.startsWith('#') ? this.ids.get(next.slice(1)) : undefined;
      }
      this.warn('gradient-as-solid', `paint url(#${id}) was imported as a solid colour`);
      const colour = fallback ? parseColour(fallback) : undefined;
      return colour === undefined ? black : colour;
    }
    return paint;
  }

  transformOf(declarations: Declarations): Matrix {
    const text = declarations.transform;
    if (!text) return identityMatrix;
    const parsed = parseTransformList(text);
    if (parsed.error) this.warn('invalid-transform', parsed.error);
    return parsed.matrix;
  }

  walk(element: XmlElement, parentMatrix: Matrix, parentStyle: PaintStyle, viewport: Viewport): void {
    if (skippedElements.has(element.name)) return;
    if (unsupportedElements.has(element.name)) {
      this.warn('unsupported-element', `<${element.name}> is not imported; convert it to paths first`);
      return;
    }
    const declarations = this.declarationsOf(element);
    if (declarations.display === 'none') return;
    const style = this.style(element, parentStyle, declarations, viewport);
    let matrix = multiply(parentMatrix, this.transformOf(declarations));
    const length = (name: string, percentOf: number) => lengthInUserUnits(declarations[name], percentOf) ?? 0;

    switch (element.name) {
      case 'svg': {
        // A nested viewport: its x and y move it, its viewBox maps its content (7.8).
        const width = lengthInUserUnits(declarations.width ?? '100%', viewport.width) ?? viewport.width;
        const height = lengthInUserUnits(declarations.height ?? '100%', viewport.height) ?? viewport.height;
        matrix = multiply(matrix, translation(length('x', viewport.width), length('y', viewport.height)));
        const viewBox = parseNumberList(declarations.viewBox);
        let inner = { width, height };
        if (viewBox.length === 4 && viewBox[2]! > 0 && viewBox[3]! > 0) {
          matrix = multiply(matrix, viewBoxMatrix(viewBox, width, height, declarations.preserveAspectRatio));
          inner = { width: viewBox[2]!, height: viewBox[3]! };
        }
        this.children(element, matrix, style, inner);
        return;
      }
      case 'g':
      case 'a':
      case 'switch':
        this.children(element, matrix, style, viewport);
        return;
      case 'use': {
        const href = declarations.href ?? declarations['xlink:href'];
        const target = href?.startsWith('#') ? this.ids.get(href.slice(1)) : undefined;
        if (!target) {
          this.warn('missing-reference', `<use> points at ${href ?? 'nothing'}`);
          return;
        }
        if (this.useDepth >= maximumUseDepth) {
          this.warn('missing-reference', '<use> references nest too deeply or form a cycle');
          return;
        }
        matrix = multiply(matrix, translation(length('x', viewport.width), length('y', viewport.height)));
        this.useDepth++;
        if (target.name === 'symbol')
          this.children(
            target,
            matrix,
            this.style(target, style, this.declarationsOf(target), viewport),
            viewport,
          );
        else this.walk(target, matrix, style, viewport);
        this.useDepth--;
        return;
      }
    }
    const subpaths = this.geometry(element, declarations, viewport);
    if (!subpaths || !subpaths.length || !style.visible) return;
    this.emit(subpaths, matrix, style, element.name === 'line' || element.name === 'polyline');
  }

  children(element: XmlElement, matrix: Matrix, style: PaintStyle, viewport: Viewport): void {
    for (const child of element.children) if (isElement(child)) this.walk(child, matrix, style, viewport);
  }

  geometry(element: XmlElement, declarations: Declarations, viewport: Viewport): Subpath[] | undefined {
    const diagonal = Math.hypot(viewport.width, viewport.height) / Math.SQRT2;
    const length = (name: string, percentOf: number) => lengthInUserUnits(declarations[name], percentOf);
    switch (element.name) {
      case 'path': {
        const result = parsePathData(declarations.d ?? '');
        if (result.error) this.warn('path-data-error', result.error);
        return result.subpaths;
      }
      case 'rect': {
        const x = length('x', viewport.width) ?? 0;
        const y = length('y', viewport.height) ?? 0;
        const width = length('width', viewport.width) ?? 0;
        const height = length('height', viewport.height) ?? 0;
        if (!(width > 0 && height > 0)) return undefined;
        // 9.2: a missing rx takes ry's value and the other way round; both clamp to half the side.
        let rx = length('rx', viewport.width);
        let ry = length('ry', viewport.height);
        if (rx === undefined || rx < 0) rx = ry !== undefined && ry >= 0 ? ry : 0;
        if (ry === undefined || ry < 0) ry = rx;
        return [roundedRectangle(x, y, width, height, Math.min(rx, width / 2), Math.min(ry, height / 2))];
      }
      case 'circle':
      case 'ellipse': {
        const cx = length('cx', viewport.width) ?? 0;
        const cy = length('cy', viewport.height) ?? 0;
        const rx =
          element.name === 'circle' ? (length('r', diagonal) ?? 0) : (length('rx', viewport.width) ?? 0);
        const ry = element.name === 'circle' ? rx : (length('ry', viewport.height) ?? 0);
        if (!(rx > 0 && ry > 0)) return undefined;
        return [roundedRectangle(cx - rx, cy - ry, 2 * rx, 2 * ry, rx, ry)];
      }
      case 'line': {
        const from = point(length('x1', viewport.width) ?? 0, length('y1', viewport.height) ?? 0);
        const to = point(length('x2', viewport.width) ?? 0, length('y2', viewport.height) ?? 0);
        return [polyline([from, to], false)];
      }
      case 'polyline':
      case 'polygon': {
        const numbers = parseNumberList(declarations.points);
        const points = [];
        for (let index = 0; index + 1 < numbers.length; index += 2)
          points.push(point(numbers[index]!, numbers[index + 1]!));
        if (points.length < 2) return undefined;
        return [polyline(points, element.name === 'polygon')];
      }
      default:
        return undefined;
    }
  }

  emit(subpaths: Subpath[], matrix: Matrix, style: PaintStyle, neverFilled: boolean): void {
    const transformed = subpaths.map((subpath) => transformSubpath(matrix, subpath));
    const withOpacity = (colour: Colour | null, opacity: number): Colour | null =>
      colour && { ...colour, alpha: Math.round(colour.alpha * opacity * style.opacity) };
    const fill = neverFilled ? null : withOpacity(this.resolvePaint(style.fill, style), style.fillOpacity);
    const strokeColour = withOpacity(this.resolvePaint(style.stroke, style), style.strokeOpacity);
    const strokeWidth = style.strokeWidth * Math.sqrt(Math.abs(determinant(matrix)));
    const stroke = strokeColour && strokeWidth > 0 ? { colour: strokeColour, width: strokeWidth } : null;
    const hasOpen = transformed.some((subpath) => !subpath.closed);
    if (fill && hasOpen) {
      // SVG fills an open subpath as if it were closed (11.3) but strokes it open: a filled copy
      // with every subpath closed, and the stroke on its own, draw exactly that.
      const closed = transformed.map((subpath) => ({ ...subpath, closed: true }));
      this.paths.push({ subpaths: closed, fillRule: style.fillRule, fill, stroke: null });
      if (stroke) this.paths.push({ subpaths: transformed, fillRule: style.fillRule, fill: null, stroke });
      return;
    }
    this.paths.push({ subpaths: transformed, fillRule: style.fillRule, fill, stroke });
  }
}

/** An axis-aligned rectangle with elliptical corners (an ellipse when the radii are half the sides). */
function roundedRectangle(
  x: number,
  y: number,
  width: number,
  height: number,
  rx: number,
  ry: number,
): Subpath {
  if (rx <= 0 || ry <= 0) {
    return polyline(
      [point(x, y), point(x + width, y), point(x + width, y + height), point(x, y + height)],
      true,
    );
  }
  const kx = rx * circleKappa;
  const ky = ry * circleKappa;
  const right = x + width;
  const bottom = y + height;
  const segments = [];
  if (width > 2 * rx) segments.push(lineTo(point(right - rx, y)));
  segments.push(cubicTo(point(right - rx + kx, y), point(right, y + ry - ky), point(right, y + ry)));
  if (height > 2 * ry) segments.push(lineTo(point(right, bottom - ry)));
  segments.push(
    cubicTo(point(right, bottom - ry + ky), point(right - rx + kx, bottom), point(right - rx, bottom)),
  );
  if (width > 2 * rx) segments.push(lineTo(point(x + rx, bottom)));
  segments.push(cubicTo(point(x + rx - kx, bottom), point(x, bottom - ry + ky), point(x, bottom - ry)));
  if (height > 2 * ry) segments.push(lineTo(point(x, y + ry)));
  segments.push(cubicTo(point(x, y + ry - ky), point(x + rx - kx, y), point(x + rx, y)));
  return { start: point(x + rx, y), segments, closed: true };
}

/** The viewBox-to-viewport transform of SVG 1.1 section 7.8 with preserveAspectRatio. */
export function viewBoxMatrix(
  viewBox: readonly number[],
  width: number,
  height: number,
  preserve = 'xMidYMid meet',
): Matrix {
  const [minX, minY, boxWidth, boxHeight] = viewBox as [number, number, number, number];
  let scaleX = width / boxWidth;
  let scaleY = height / boxHeight;
  const [align = 'xMidYMid', meetOrSlice = 'meet'] = preserve
    .replace(/^defer\s+/, '')
    .trim()
    .split(/\s+/);
  if (align !== 'none') {
    const uniform = meetOrSlice === 'slice' ? Math.max(scaleX, scaleY) : Math.min(scaleX, scaleY);
    scaleX = uniform;
    scaleY = uniform;
  }
  const spareX = width - boxWidth * scaleX;
  const spareY = height - boxHeight * scaleY;
  const alignX = align.includes('xMid') ? spareX / 2 : align.includes('xMax') ? spareX : 0;
  const alignY = align.includes('YMid') ? spareY / 2 : align.includes('YMax') ? spareY : 0;
  return multiply(translation(alignX - minX * scaleX, alignY - minY * scaleY), scaling(scaleX, scaleY));
}

/**
 * Reads an SVG document into a drawing in millimetres, with the top left of the outermost viewport
 * at the origin. Throws a VectorError (`invalid-svg`) when the text is not an SVG document and
 * `too-large` when the drawing is more than `maximumExtent` across.
 */
export function importSvg(source: string, options: SvgImportOptions = {}): SvgImportResult {
  const pixelsPerInch = requireNumberInRange(optional(options.pixelsPerInch, 96), 'pixelsPerInch', 1, 10_000);
  const fitWidth = requireNumberInRange(optional(options.fitWidth, 0), 'fitWidth', 0, maximumExtent);
  const root = parseXml(source);
  if (root.name !== 'svg') {
    throw new VectorError('invalid-svg', `The file's root element is <${root.name}>, not <svg>`, {
      element: root.name,
    });
  }
  const importer = new Importer(root);
  const declarations = importer.declarationsOf(root);
  const millimetresPerPixel = millimetresPerInch / pixelsPerInch;
  const viewBox = parseNumberList(declarations.viewBox);
  const hasViewBox = viewBox.length === 4 && viewBox[2]! > 0 && viewBox[3]! > 0;
  let width = lengthInMillimetres(declarations.width, pixelsPerInch);
  let height = lengthInMillimetres(declarations.height, pixelsPerInch);
  if (hasViewBox) {
    // A missing width or height follows the viewBox's aspect ratio, else counts its user units as pixels.
    if (width === undefined && height !== undefined) width = (height * viewBox[2]!) / viewBox[3]!;
    if (height === undefined && width !== undefined) height = (width * viewBox[3]!) / viewBox[2]!;
    width ??= viewBox[2]! * millimetresPerPixel;
    height ??= viewBox[3]! * millimetresPerPixel;
  }
  const toMillimetres = hasViewBox
    ? viewBoxMatrix(viewBox, width!, height!, declarations.preserveAspectRatio)
    : scaling(millimetresPerPixel);
  const userViewport = hasViewBox
    ? { width: viewBox[2]!, height: viewBox[3]! }
    : { width: (width ?? 100) / millimetresPerPixel, height: (height ?? 100) / millimetresPerPixel };
  const initial: PaintStyle = {
    fill: black,
    fillOpacity: 1,
    fillRule: 'nonzero',
    stroke: null,
    strokeOpacity: 1,
    strokeWidth: 1,
    color: black,
    visible: true,
    opacity: 1,
  };
  const style = importer.style(root, initial, declarations, userViewport);
  const matrix = multiply(toMillimetres, importer.transformOf(declarations));
  importer.children(root, matrix, style, userViewport);
  let drawing: VectorDrawing = { paths: importer.paths };
  if (fitWidth > 0) {
    const bounds = drawingBounds(drawing);
    const naturalWidth = width ?? (bounds ? bounds.maxX - bounds.minX : 0);
    if (naturalWidth > 0 && Number.isFinite(naturalWidth)) {
      const factor = fitWidth / naturalWidth;
      drawing = { paths: drawing.paths.map((path) => transformPath(scaling(factor), path)) };
      width = width === undefined ? undefined : width * factor;
      height = height === undefined ? undefined : height * factor;
    }
  }
  checkExtent(drawingBounds(drawing), 'The SVG drawing');
  for (const path of drawing.paths) {
    for (const subpath of path.subpaths) {
      for (const value of [subpath.start, ...subpath.segments.map((segment) => segment.to)]) {
        if (!Number.isFinite(value.x) || !Number.isFinite(value.y)) {
          throw new VectorError('not-finite', 'The SVG file holds a coordinate that is not a finite number');
        }
      }
    }
  }
  return {
    drawing,
    width,
    height,
    warnings: [...importer.warnings].map(([code, entry]) => ({
      code,
      count: entry.count,
      detail: entry.detail,
    })),
  };
}
