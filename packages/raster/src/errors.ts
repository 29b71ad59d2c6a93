/**
 * Why a kernel refused its input. Callers (the image nodes) turn the code and details into a
 * translated message on the node; the English `message` is for logs and tests.
 */
export type RasterErrorCode =
  /** An option is missing, not a number, NaN, out of range or of the wrong kind. */
  | 'invalid-option'
  /** The image's width, height, data length or dpi do not describe a valid image. */
  | 'invalid-image'
  /** The image has more pixels than the budget allows. */
  | 'image-too-large'
  /** Two images that must have the same size do not. */
  | 'size-mismatch'
  /** Encoded bytes could not be read as an image. */
  | 'decode-failed'
  /** An image could not be written in the requested format. */
  | 'encode-failed';

export type RasterErrorDetails = Readonly<Record<string, string | number>>;

export class RasterError extends Error {
  override readonly name = 'RasterError';
  readonly code: RasterErrorCode;
  readonly details: RasterErrorDetails;

  constructor(code: RasterErrorCode, message: string, details: RasterErrorDetails = {}, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.details = details;
  }
}

export function isRasterError(error: unknown): error is RasterError {
  return error instanceof RasterError;
}
