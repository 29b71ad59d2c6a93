import { describe, expect, it } from 'vitest';
import { drawingBounds, pathBounds, signedArea } from '../flatten';
import { anchorPoints } from '../model';
import { VectorError } from '../errors';
import { importSvg } from './import';

const red = { red: 255, green: 0, blue: 0, alpha: 255 };

describe('importSvg', () => {
  it('maps a viewBox in user units onto a page in millimetres', () => {
    const { drawing, width, height } = importSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100mm" height="50mm" viewBox="0 0 200 100"><rect x="20" y="10" width="40" height="20"/></svg>',
    );
    expect(width).toBe(100);
    expect(height).toBe(50);
    // Two user units per millimetre.
    expect(anchorPoints(drawing.paths[0]!.subpaths[0]!)).toEqual([
      { x: 10, y: 5 },
      { x: 30, y: 5 },
      { x: 30, y: 15 },
      { x: 10, y: 15 },
    ]);
    expect(drawing.paths[0]!.fill).toEqual({ red: 0, green: 0, blue: 0, alpha: 255 });
  });

  it('counts user units as 96 px to the inch without a viewBox', () => {
    const { drawing, width } = importSvg('<svg width="96" height="96"><rect width="96" height="48"/></svg>');
    expect(width).toBeCloseTo(25.4, 12);
    expect(drawingBounds(drawing)!.maxX).toBeCloseTo(25.4, 12);
    expect(drawingBounds(drawing)!.maxY).toBeCloseTo(12.7, 12);
  });

  it('transforms a rect through nested groups: translate, rotate, scale, skew and matrix', () => {
    const { drawing } = importSvg(`<svg width="100mm" height="100mm" viewBox="0 0 100 100">
      <g transform="translate(50 50)">
        <g transform="rotate(90)">
          <rect x="0" y="0" width="10" height="4" transform="scale(2, 1)"/>
        </g>
      </g>
      <rect width="10" height="10" transform="matrix(1 0 0 1 5 5) skewX(45)"/>
    </svg>`);
    // The 20 x 4 rectangle, turned a quarter clockwise about (0, 0), spans x -4..0, y 0..20, then moves by 50.
    const turned = pathBounds(drawing.paths[0]!)!;
    expect(turned.minX).toBeCloseTo(46, 12);
    expect(turned.maxX).toBeCloseTo(50, 12);
    expect(turned.minY).toBeCloseTo(50, 12);
    expect(turned.maxY).toBeCloseTo(70, 12);
    const skewed = anchorPoints(drawing.paths[1]!.subpaths[0]!);
    expect(skewed[2]!.x).toBeCloseTo(25, 12);
    expect(skewed[2]!.y).toBeCloseTo(15, 12);
  });

  it('reads fills and strokes from attributes, style attributes, style sheets and inheritance', () => {
    const { drawing } = importSvg(`<svg viewBox="0 0 10 10" width="10mm" height="10mm">
      <style>.outline { fill: none; stroke: #00f } #special { stroke-width: 0.5 }</style>
      <g fill="red" stroke-width="2">
        <rect width="1" height="1"/>
        <rect width="1" height="1" class="outline"/>
        <rect width="1" height="1" class="outline" id="special" style="stroke: rgb(0, 128, 0); opacity: 0.5"/>
        <circle r="1" fill-opacity="0.5" fill-rule="evenodd"/>
      </g>
    </svg>`);
    const [plain, outline, special, circle] = drawing.paths;
    expect(plain!.fill).toEqual(red);
    expect(plain!.stroke).toBeNull();
    expect(outline!.fill).toBeNull();
    expect(outline!.stroke).toEqual({ colour: { red: 0, green: 0, blue: 255, alpha: 255 }, width: 2 });
    expect(special!.stroke).toEqual({ colour: { red: 0, green: 128, blue: 0, alpha: 128 }, width: 0.5 });
    expect(circle!.fill).toEqual({ ...red, alpha: 128 });
    expect(circle!.fillRule).toBe('evenodd');
  });

  it('scales stroke widths with the transform into millimetres', () => {
    const { drawing } = importSvg(
      '<svg width="20mm" height="20mm" viewBox="0 0 10 10"><line x1="0" y1="0" x2="10" y2="0" stroke="black" stroke-width="1" transform="scale(3)"/></svg>',
    );
    expect(drawing.paths[0]!.stroke!.width).toBeCloseTo(6, 12);
    expect(drawing.paths[0]!.fill).toBeNull();
    expect(drawing.paths[0]!.subpaths[0]!.closed).toBe(false);
  });

  it('imports circles, ellipses, polygons, polylines and rounded rects as shapes of the right size', () => {
    const { drawing } = importSvg(`<svg viewBox="0 0 100 100" width="100mm" height="100mm">
      <circle cx="50" cy="50" r="10"/>
      <ellipse cx="10" cy="10" rx="5" ry="2"/>
      <polygon points="0,0 10,0 10,10"/>
      <polyline points="0 0 5 5 10 0" fill="none" stroke="black"/>
      <rect width="10" height="10" rx="2"/>
    </svg>`);
    expect(pathBounds(drawing.paths[0]!)).toEqual({ minX: 40, minY: 40, maxX: 60, maxY: 60 });
    expect(pathBounds(drawing.paths[1]!)).toEqual({ minX: 5, minY: 8, maxX: 15, maxY: 12 });
    expect(signedArea(anchorPoints(drawing.paths[2]!.subpaths[0]!))).toBe(50);
    expect(drawing.paths[3]!.subpaths[0]!.closed).toBe(false);
    expect(
      drawing.paths[4]!.subpaths[0]!.segments.filter((segment) => segment.kind === 'cubic'),
    ).toHaveLength(4);
  });

  it('fills an open filled-and-stroked subpath as closed and strokes it open', () => {
    const { drawing } = importSvg(
      '<svg width="10" height="10"><path d="M0 0 L10 0 L10 10" fill="red" stroke="blue"/></svg>',
    );
    expect(drawing.paths).toHaveLength(2);
    expect(drawing.paths[0]!.subpaths[0]!.closed).toBe(true);
    expect(drawing.paths[0]!.stroke).toBeNull();
    expect(drawing.paths[1]!.subpaths[0]!.closed).toBe(false);
    expect(drawing.paths[1]!.fill).toBeNull();
  });

  it('follows use references and symbols, and skips defs and hidden elements', () => {
    const { drawing } =
      importSvg(`<svg xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" width="10mm" height="10mm">
      <defs><rect id="dot" width="1" height="1"/></defs>
      <symbol id="pair"><use href="#dot"/><use href="#dot" x="2"/></symbol>
      <use xlink:href="#dot" x="5" y="5"/>
      <use href="#pair" y="8"/>
      <rect width="3" height="3" display="none"/>
      <rect width="3" height="3" visibility="hidden"/>
    </svg>`);
    expect(drawing.paths.map((path) => pathBounds(path)!.minX)).toEqual([5, 0, 2]);
    expect(pathBounds(drawing.paths[1]!)!.minY).toBe(8);
  });

  it('reports what it could not carry over', () => {
    const { drawing, warnings } = importSvg(`<svg width="10" height="10">
      <linearGradient id="g"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="blue"/></linearGradient>
      <text x="0" y="5">Hello</text><image href="a.png"/>
      <rect width="5" height="5" fill="url(#g)"/>
      <path d="M0 0 L 5"/>
      <use href="#nowhere"/>
      <rect width="1" height="1" transform="spin(4)"/>
    </svg>`);
    expect(drawing.paths[0]!.fill).toEqual(red);
    expect(Object.fromEntries(warnings.map((warning) => [warning.code, warning.count]))).toEqual({
      'unsupported-element': 2,
      'gradient-as-solid': 1,
      'path-data-error': 1,
      'missing-reference': 1,
      'invalid-transform': 1,
    });
  });

  it('refuses what is not an SVG document, and a 5 m drawing', () => {
    expect(() => importSvg('<html/>')).toThrow(/root element is <html>/);
    expect(() => importSvg('<svg><g></svg>')).toThrow(VectorError);
    expect(() =>
      importSvg(
        '<svg width="5000mm" height="10mm" viewBox="0 0 5000 10"><rect width="5000" height="10"/></svg>',
      ),
    ).toThrow(/5000 x 10 mm/);
  });

  it('scales a drawing to a chosen width, keeping proportions', () => {
    const huge = '<svg viewBox="0 0 51500 25750"><rect width="51500" height="25750"/></svg>';
    expect(() => importSvg(huge)).toThrow(/at most 2000 mm across/);
    const fitted = importSvg(huge, { fitWidth: 100 });
    expect(fitted.width).toBeCloseTo(100, 9);
    expect(fitted.height).toBeCloseTo(50, 9);
    expect(drawingBounds(fitted.drawing)!.maxY).toBeCloseTo(50, 9);
    // Without a page size the shapes' own width is fitted.
    const loose = importSvg('<svg><rect x="10" width="40" height="10"/></svg>', { fitWidth: 20 });
    const bounds = drawingBounds(loose.drawing)!;
    expect(bounds.maxX - bounds.minX).toBeCloseTo(20, 9);
  });

  it('survives a use cycle', () => {
    const { warnings } = importSvg('<svg><g id="a"><use href="#a"/></g></svg>');
    expect(warnings.map((warning) => warning.code)).toEqual(['missing-reference']);
  });
});
