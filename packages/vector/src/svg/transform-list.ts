import {
  identityMatrix,
  multiply,
  rotation,
  scaling,
  skewX,
  skewY,
  translation,
  type Matrix,
} from '../transform';

// The `transform` attribute (SVG 1.1 section 7.6): a list of matrix, translate, scale, rotate,
// skewX and skewY, applied right to left to the element's coordinates.

export interface TransformListResult {
  readonly matrix: Matrix;
  readonly error?: string;
}

const functionPattern = /\s*,?\s*(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)\s*,?/y;
const numberPattern = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/g;

export function parseTransformList(text: string): TransformListResult {
  let matrix = identityMatrix;
  functionPattern.lastIndex = 0;
  let position = 0;
  while (position < text.length) {
    if (/^\s*$/.test(text.slice(position))) break;
    functionPattern.lastIndex = position;
    const match = functionPattern.exec(text);
    if (!match) return { matrix: identityMatrix, error: `unreadable transform "${text}"` };
    position = functionPattern.lastIndex;
    const name = match[1]!;
    const values = (match[2]!.match(numberPattern) ?? []).map(Number);
    const counts: Record<string, number[]> = {
      matrix: [6],
      translate: [1, 2],
      scale: [1, 2],
      rotate: [1, 3],
      skewX: [1],
      skewY: [1],
    };
    if (!counts[name]!.includes(values.length)) {
      return { matrix: identityMatrix, error: `${name}() takes ${counts[name]!.join(' or ')} numbers` };
    }
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = values;
    let step: Matrix;
    switch (name) {
      case 'matrix':
        step = { a, b, c, d, e, f };
        break;
      case 'translate':
        step = translation(a, values.length > 1 ? b : 0);
        break;
      case 'scale':
        step = scaling(a, values.length > 1 ? b : a);
        break;
      case 'rotate':
        step = rotation(a, b, c);
        break;
      case 'skewX':
        step = skewX(a);
        break;
      default:
        step = skewY(a);
    }
    matrix = multiply(matrix, step);
  }
  return { matrix };
}
