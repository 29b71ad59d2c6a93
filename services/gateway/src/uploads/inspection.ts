import { Transform, type TransformCallback } from 'node:stream';
import { ServiceError } from '@atelier/platform';
import type { FileType } from './file-types';
import { sanitizeSvg, svgMaximumBytes } from './svg-sanitizer';

/**
 * The spec's texts (section 8) and ours for what an upload may not be. Each names its own
 * `reason`, by which the web app shows the refusal in the user's language.
 */
export const uploadErrors = {
  extensionNotRecognised: () =>
    new ServiceError('INVALID_ARGUMENT', 'File extension not recognised.', {
      reason: 'extension_not_recognised',
    }),
  typeNotSupported: () =>
    new ServiceError('INVALID_ARGUMENT', 'File type not supported.', { reason: 'type_not_supported' }),
  /** `found` names what an SVG held that is not allowed, such as "script" or "onload". */
  unsafe: (found: string[] = []) =>
    new ServiceError(
      'INVALID_ARGUMENT',
      found.length === 0
        ? 'This file violates our content safety rules. If you disagree, please contact us.'
        : `This file violates our content safety rules: it contains ${found.join(', ')}. If you disagree, please contact us.`,
      found.length === 0 ? { reason: 'content_safety' } : { reason: 'content_safety', found },
    ),
  tooLarge: (limitBytes: number) =>
    new ServiceError(
      'INVALID_ARGUMENT',
      `The file is too large: at most ${formatMegabytes(limitBytes)} are accepted.`,
      { reason: 'file_too_large', limitBytes },
    ),
  tooManyPixels: (width: number, height: number, limitPixels: number) =>
    new ServiceError(
      'INVALID_ARGUMENT',
      `The image is too large: ${width} × ${height} pixels, at most ${limitPixels / 1_000_000} megapixels are accepted.`,
      { reason: 'image_too_large', width, height, limitPixels },
    ),
};

function formatMegabytes(bytes: number): string {
  const mebibyte = 1024 * 1024;
  if (bytes < mebibyte) return `${bytes} bytes`;
  return `${Math.round((bytes / mebibyte) * 10) / 10} MB`;
}

/** How far into a file its header may lie (JPEG EXIF segments come before the frame header). */
const headerScanLimit = 1024 * 1024;

export interface InspectionLimits {
  maxBytes: number;
  maxPixels: number;
}

export interface InspectionResult {
  size: number;
  width?: number;
  height?: number;
}

/**
 * A pass-through stream that confirms the bytes are of the expected type before it lets them
 * on, counts them against the size limit and checks the declared pixel count. It fails (and
 * so stops the write it feeds) on the first violation, having held at most the header in
 * memory. An SVG is held whole instead (active content can sit anywhere in it) and what
 * leaves is the sanitizer's output, never the bytes that came in.
 */
export class UploadInspector extends Transform {
  private held: Buffer[] = [];
  private heldBytes = 0;
  private decided = false;
  private size = 0;
  private readonly svgText: Buffer[] | undefined;
  private readonly limits: InspectionLimits;
  readonly result: InspectionResult = { size: 0 };

  constructor(
    private readonly fileType: FileType | undefined,
    limits: InspectionLimits,
  ) {
    super();
    this.decided = fileType === undefined;
    this.svgText = fileType?.contentType === 'image/svg+xml' ? [] : undefined;
    this.limits = this.svgText ? { ...limits, maxBytes: Math.min(limits.maxBytes, svgMaximumBytes) } : limits;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    this.result.size = this.size;
    if (this.size > this.limits.maxBytes) {
      callback(uploadErrors.tooLarge(this.limits.maxBytes));
      return;
    }
    this.svgText?.push(chunk);
    if (this.decided) {
      callback(null, this.svgText ? undefined : chunk);
      return;
    }
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    const error = this.decide(false);
    if (error) {
      callback(error);
      return;
    }
    if (this.decided) this.release();
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (!this.decided) {
      const error = this.decide(true);
      if (error) {
        callback(error);
        return;
      }
      this.release();
    }
    if (this.svgText) {
      sanitizeSvg(Buffer.concat(this.svgText).toString('utf8')).then(
        (sanitized) => {
          if (sanitized.kind === 'unsafe') callback(uploadErrors.unsafe(sanitized.found));
          else if (sanitized.kind === 'not-svg') callback(uploadErrors.typeNotSupported());
          else {
            const bytes = Buffer.from(sanitized.text, 'utf8');
            this.result.size = bytes.length;
            callback(null, bytes);
          }
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
      return;
    }
    callback();
  }

  /** Lets the held header through; an SVG's bytes wait for the sanitizer instead. */
  private release() {
    if (!this.svgText) for (const chunk of this.held) this.push(chunk);
    this.held = [];
  }

  /** Reads the header held so far; returns the refusal, or sets `decided` once accepted. */
  private decide(complete: boolean): ServiceError | undefined {
    const head = Buffer.concat(this.held);
    const reading = this.fileType!.read(head);
    if (reading.kind === 'mismatch') return uploadErrors.typeNotSupported();
    if (reading.kind === 'unsafe') return uploadErrors.unsafe();
    if (reading.kind === 'need-more') {
      if (complete || this.heldBytes >= headerScanLimit) return uploadErrors.typeNotSupported();
      return undefined;
    }
    if (reading.width !== undefined && reading.height !== undefined) {
      if (reading.width === 0 || reading.height === 0) return uploadErrors.typeNotSupported();
      if (reading.width * reading.height > this.limits.maxPixels)
        return uploadErrors.tooManyPixels(reading.width, reading.height, this.limits.maxPixels);
      this.result.width = reading.width;
      this.result.height = reading.height;
    }
    this.decided = true;
    return undefined;
  }
}
