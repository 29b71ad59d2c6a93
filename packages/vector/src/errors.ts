/**
 * Why a geometry function refused its input. Callers (the vector nodes) turn the code and details
 * into a translated node message; the English `message` is for logs and tests.
 */
export type VectorErrorCode =
  /** An option is missing, not a number, NaN, out of range or of the wrong kind. */
  | 'invalid-option'
  /** A point, size or drawing holds NaN or an infinite number. */
  | 'not-finite'
  /** There is nothing to work on: no paths, no points, or only open paths where areas are needed. */
  | 'empty'
  /** A shape has no extent: zero width or height, a radius of zero, all points on one line. */
  | 'degenerate'
  /** A drawing is larger than `maximumExtent` or lies further out than `maximumCoordinate`. */
  | 'too-large'
  /** More points or shapes than the limits allow, so the work would not finish in time. */
  | 'too-complex'
  /** An SVG document could not be read. */
  | 'invalid-svg'
  /** Font bytes could not be read, or the font is not one of the bundled fonts. */
  | 'invalid-font'
  /** A bitmap's width, height, data length or dpi do not describe an image. */
  | 'invalid-image';

export type VectorErrorDetails = Readonly<Record<string, string | number>>;

export class VectorError extends Error {
  override readonly name = 'VectorError';
  readonly code: VectorErrorCode;
  readonly details: VectorErrorDetails;

  constructor(code: VectorErrorCode, message: string, details: VectorErrorDetails = {}, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.details = details;
  }
}

export function isVectorError(error: unknown): error is VectorError {
  return error instanceof VectorError;
}
