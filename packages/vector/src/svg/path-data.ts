import { quadraticToCubic } from '../bezier';
import { cubicTo, lineTo, type Point, type Segment, type Subpath } from '../model';
import { arcToCubics } from './arc';

// SVG path data (SVG 1.1 section 8.3 and its grammar in 8.3.9): moveto, lineto, horizontal and
// vertical lineto, cubic and quadratic Béziers with their smooth forms, elliptical arcs and
// closepath, absolute and relative. Quadratics become cubics by degree elevation and arcs become
// cubics (see arc.ts), so the result holds lines and cubics only. As section F.2 asks, an error
// ends the path there: everything before it is kept and the error is reported.

export interface PathDataResult {
  readonly subpaths: Subpath[];
  /** Why reading stopped early, when it did. */
  readonly error?: string;
}

const commandArguments: Record<string, number> = {
  M: 2,
  L: 2,
  H: 1,
  V: 1,
  C: 6,
  S: 4,
  Q: 4,
  T: 2,
  A: 7,
  Z: 0,
};

class Reader {
  position = 0;
  constructor(readonly text: string) {}

  skipSeparators(): void {
    while (this.position < this.text.length) {
      const char = this.text.charCodeAt(this.position);
      if (char === 32 || char === 9 || char === 10 || char === 13 || char === 12 || char === 44)
        this.position++;
      else break;
    }
  }

  atEnd(): boolean {
    this.skipSeparators();
    return this.position >= this.text.length;
  }

  peekCommand(): string | undefined {
    this.skipSeparators();
    const char = this.text[this.position];
    return char !== undefined && /[MmLlHhVvCcSsQqTtAaZz]/.test(char) ? char : undefined;
  }

  number(): number | undefined {
    this.skipSeparators();
    numberPattern.lastIndex = this.position;
    const match = numberPattern.exec(this.text);
    if (!match) return undefined;
    this.position += match[0].length;
    return Number(match[0]);
  }

  atNumber(): boolean {
    this.skipSeparators();
    numberPattern.lastIndex = this.position;
    return numberPattern.test(this.text);
  }

  flag(): boolean | undefined {
    this.skipSeparators();
    const char = this.text[this.position];
    if (char !== '0' && char !== '1') return undefined;
    this.position++;
    return char === '1';
  }
}

const numberPattern = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;

/** Reads SVG path data into subpaths of lines and cubics, in the path's own coordinates. */
export function parsePathData(data: string): PathDataResult {
  const reader = new Reader(data);
  const subpaths: Subpath[] = [];
  let start: Point = { x: 0, y: 0 };
  let current: Point = { x: 0, y: 0 };
  let segments: Segment[] | null = null;
  let lastCubicControl: Point | null = null;
  let lastQuadraticControl: Point | null = null;
  let command: string | undefined;
  let first = true;

  const finish = (closed: boolean) => {
    // A lone moveto draws nothing, so it leaves no subpath behind.
    if (segments && segments.length) subpaths.push({ start, segments, closed });
    segments = null;
  };
  const ensureSubpath = () => {
    if (!segments) {
      start = current;
      segments = [];
    }
  };

  while (!reader.atEnd()) {
    const explicit = reader.peekCommand();
    if (explicit) {
      reader.position++;
      command = explicit;
    } else if (!command || command === 'Z' || command === 'z' || !reader.atNumber()) {
      finish(false);
      const found = reader.text[reader.position];
      return { subpaths, error: `expected a command, found "${found}" at character ${reader.position + 1}` };
    }
    if (first && command !== 'M' && command !== 'm') {
      return { subpaths, error: 'path data must begin with a moveto' };
    }
    first = false;
    const upper = command!.toUpperCase();
    const relative = command !== upper;
    const values: number[] = [];
    const count = commandArguments[upper]!;
    for (let index = 0; index < count; index++) {
      const value = upper === 'A' && (index === 3 || index === 4) ? reader.flag() : reader.number();
      if (value === undefined) {
        finish(false);
        return {
          subpaths,
          error: `command ${command} needs ${count} numbers (character ${reader.position + 1})`,
        };
      }
      values.push(typeof value === 'boolean' ? (value ? 1 : 0) : value);
    }
    const offsetX = relative ? current.x : 0;
    const offsetY = relative ? current.y : 0;
    const at = (x: number, y: number): Point => ({ x: x + offsetX, y: y + offsetY });
    let cubicControl: Point | null = null;
    let quadraticControl: Point | null = null;

    switch (upper) {
      case 'M': {
        finish(false);
        current = at(values[0]!, values[1]!);
        ensureSubpath();
        // Further coordinate pairs after a moveto are implicit linetos (8.3.2).
        command = relative ? 'l' : 'L';
        break;
      }
      case 'Z': {
        ensureSubpath();
        finish(true);
        current = start;
        break;
      }
      case 'L':
      case 'H':
      case 'V': {
        ensureSubpath();
        const to =
          upper === 'L'
            ? at(values[0]!, values[1]!)
            : upper === 'H'
              ? { x: values[0]! + offsetX, y: current.y }
              : { x: current.x, y: values[0]! + offsetY };
        segments!.push(lineTo(to));
        current = to;
        break;
      }
      case 'C':
      case 'S': {
        ensureSubpath();
        const control1 =
          upper === 'C'
            ? at(values[0]!, values[1]!)
            : lastCubicControl
              ? { x: 2 * current.x - lastCubicControl.x, y: 2 * current.y - lastCubicControl.y }
              : current;
        const rest = upper === 'C' ? values.slice(2) : values;
        const control2 = at(rest[0]!, rest[1]!);
        const to = at(rest[2]!, rest[3]!);
        segments!.push(cubicTo(control1, control2, to));
        cubicControl = control2;
        current = to;
        break;
      }
      case 'Q':
      case 'T': {
        ensureSubpath();
        const control: Point =
          upper === 'Q'
            ? at(values[0]!, values[1]!)
            : lastQuadraticControl
              ? { x: 2 * current.x - lastQuadraticControl.x, y: 2 * current.y - lastQuadraticControl.y }
              : current;
        const to = upper === 'Q' ? at(values[2]!, values[3]!) : at(values[0]!, values[1]!);
        const cubic = quadraticToCubic(current, control, to);
        segments!.push(cubicTo(cubic.p1, cubic.p2, to));
        quadraticControl = control;
        current = to;
        break;
      }
      case 'A': {
        ensureSubpath();
        const to = at(values[5]!, values[6]!);
        for (const cubic of arcToCubics(current, to, {
          radiusX: values[0]!,
          radiusY: values[1]!,
          rotation: values[2]!,
          largeArc: values[3] === 1,
          sweep: values[4] === 1,
        })) {
          segments!.push(cubicTo(cubic.p1, cubic.p2, cubic.p3));
        }
        current = to;
        break;
      }
    }
    lastCubicControl = cubicControl;
    lastQuadraticControl = quadraticControl;
  }
  finish(false);
  return { subpaths };
}
