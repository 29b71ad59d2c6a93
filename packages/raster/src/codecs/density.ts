// The resolution (dpi) recorded in PNG, JPEG and WebP files, read and written on the encoded
// bytes. Pure. Browsers' canvas encoders write none and their decoders do not report it, so the
// web app's codec reads it from the file and patches it into what the canvas wrote:
//   PNG  - the pHYs chunk (pixels per metre), placed right after IHDR;
//   JPEG - the JFIF APP0 segment's density (dots per inch), or EXIF XResolution when read;
//   WebP - an EXIF chunk (XResolution, YResolution, ResolutionUnit inch) in the extended
//          (VP8X) layout.

import { exifResolution } from './exif';

const metresPerInch = 0.0254;

export type DensityFormat = 'png' | 'jpeg' | 'webp';

/** The dpi a file records, or undefined when it records none (or an unusable one). */
export function readDensity(bytes: Uint8Array): number | undefined {
  if (isPng(bytes)) return readPngDensity(bytes);
  if (isJpeg(bytes)) return readJpegDensity(bytes);
  if (isWebp(bytes)) return readWebpDensity(bytes);
  return undefined;
}

/**
 * The same file with `dpi` recorded in it (any resolution it recorded before replaced). Bytes
 * that are not a well-formed file of the format come back unchanged.
 */
export function withDensity(bytes: Uint8Array, format: DensityFormat, dpi: number): Uint8Array {
  if (!Number.isFinite(dpi) || dpi <= 0) return bytes;
  if (format === 'png' && isPng(bytes)) return withPngDensity(bytes, dpi);
  if (format === 'jpeg' && isJpeg(bytes)) return withJpegDensity(bytes, dpi);
  if (format === 'webp' && isWebp(bytes)) return withWebpDensity(bytes, dpi);
  return bytes;
}

function usable(dpi: number): number | undefined {
  return Number.isFinite(dpi) && dpi > 0 ? Math.round(dpi * 1000) / 1000 : undefined;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function ascii(bytes: Uint8Array, offset: number, length: number): string {
  let text = '';
  for (let index = offset; index < offset + length && index < bytes.length; index += 1) {
    text += String.fromCharCode(bytes[index]!);
  }
  return text;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

// ---- PNG ----

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function isPng(bytes: Uint8Array): boolean {
  return bytes.length >= 33 && pngSignature.every((value, index) => bytes[index] === value);
}

interface PngChunk {
  type: string;
  /** Offset of the chunk's length field. */
  start: number;
  /** Offset just past its CRC. */
  end: number;
  dataStart: number;
  dataLength: number;
}

function pngChunks(bytes: Uint8Array): PngChunk[] {
  const data = view(bytes);
  const chunks: PngChunk[] = [];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const dataLength = data.getUint32(offset);
    const end = offset + 12 + dataLength;
    if (end > bytes.length) break;
    const type = ascii(bytes, offset + 4, 4);
    chunks.push({ type, start: offset, end, dataStart: offset + 8, dataLength });
    offset = end;
    if (type === 'IEND') break;
  }
  return chunks;
}

function readPngDensity(bytes: Uint8Array): number | undefined {
  const chunk = pngChunks(bytes).find((candidate) => candidate.type === 'pHYs');
  if (!chunk || chunk.dataLength !== 9) return undefined;
  const data = view(bytes);
  const unit = bytes[chunk.dataStart + 8];
  if (unit !== 1) return undefined;
  // Whole pixels per metre hold a dpi only to about 0.03, so 300 dpi (11811 per metre) reads
  // back to the nearest tenth.
  const dpi = usable(data.getUint32(chunk.dataStart) * metresPerInch);
  return dpi === undefined ? undefined : Math.round(dpi * 10) / 10;
}

let crcTable: Uint32Array | undefined;

function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const value of bytes) crc = crcTable[(crc ^ value) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function withPngDensity(bytes: Uint8Array, dpi: number): Uint8Array {
  const chunks = pngChunks(bytes);
  const header = chunks[0];
  if (!header || header.type !== 'IHDR') return bytes;
  const pixelsPerMetre = Math.min(0xffffffff, Math.round(dpi / metresPerInch));
  const chunk = new Uint8Array(21);
  const data = view(chunk);
  data.setUint32(0, 9);
  chunk.set([0x70, 0x48, 0x59, 0x73], 4); // "pHYs"
  data.setUint32(8, pixelsPerMetre);
  data.setUint32(12, pixelsPerMetre);
  chunk[16] = 1; // unit: metre
  data.setUint32(17, crc32(chunk.subarray(4, 17)));
  const parts: Uint8Array[] = [bytes.subarray(0, header.end), chunk];
  let offset = header.end;
  for (const existing of chunks.slice(1)) {
    if (existing.type !== 'pHYs') continue;
    parts.push(bytes.subarray(offset, existing.start));
    offset = existing.end;
  }
  parts.push(bytes.subarray(offset));
  return concat(parts);
}

// ---- JPEG ----

function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

interface JpegSegment {
  marker: number;
  start: number;
  end: number;
  dataStart: number;
}

/** The marker segments before the image data (start of scan). */
function jpegSegments(bytes: Uint8Array): JpegSegment[] {
  const data = view(bytes);
  const segments: JpegSegment[] = [];
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    if (marker === 0xda || marker === 0xd9) break;
    const length = data.getUint16(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) break;
    segments.push({ marker, start: offset, end, dataStart: offset + 4 });
    offset = end;
  }
  return segments;
}

function isJfif(bytes: Uint8Array, segment: JpegSegment): boolean {
  return (
    segment.marker === 0xe0 &&
    segment.end - segment.dataStart >= 14 &&
    ascii(bytes, segment.dataStart, 5) === 'JFIF\0'
  );
}

function readJpegDensity(bytes: Uint8Array): number | undefined {
  const segments = jpegSegments(bytes);
  const exif = segments.find(
    (segment) => segment.marker === 0xe1 && ascii(bytes, segment.dataStart, 6) === 'Exif\0\0',
  );
  if (exif) {
    const fromExif = exifResolution(bytes.subarray(exif.dataStart, exif.end));
    if (fromExif !== undefined) return usable(fromExif);
  }
  const jfif = segments.find((segment) => isJfif(bytes, segment));
  if (!jfif) return undefined;
  const data = view(bytes);
  const units = bytes[jfif.dataStart + 7];
  const density = data.getUint16(jfif.dataStart + 8);
  if (units === 1) return usable(density);
  if (units === 2) return usable(density * 2.54);
  return undefined;
}

function withJpegDensity(bytes: Uint8Array, dpi: number): Uint8Array {
  const density = Math.max(1, Math.min(0xffff, Math.round(dpi)));
  const jfif = jpegSegments(bytes).find((segment) => isJfif(bytes, segment));
  if (jfif) {
    const out = bytes.slice();
    const data = view(out);
    out[jfif.dataStart + 7] = 1; // dots per inch
    data.setUint16(jfif.dataStart + 8, density);
    data.setUint16(jfif.dataStart + 10, density);
    return out;
  }
  const segment = new Uint8Array(18);
  const data = view(segment);
  segment.set([0xff, 0xe0], 0);
  data.setUint16(2, 16);
  segment.set([0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x01], 4); // "JFIF\0", version 1.1, dpi
  data.setUint16(12, density);
  data.setUint16(14, density);
  // Thumbnail width and height stay 0.
  return concat([bytes.subarray(0, 2), segment, bytes.subarray(2)]);
}

// ---- EXIF (TIFF structure) ----

/** A little-endian TIFF block holding only XResolution, YResolution and ResolutionUnit (inch). */
function exifDensityBlock(dpi: number): Uint8Array {
  const entries = 3;
  const ifdLength = 2 + entries * 12 + 4;
  const rationalOffset = 8 + ifdLength;
  const block = new Uint8Array(rationalOffset + 16);
  const data = view(block);
  block.set([0x49, 0x49, 0x2a, 0x00], 0);
  data.setUint32(4, 8, true);
  data.setUint16(8, entries, true);
  // Resolution as a rational with denominator 1000, so fractional dpi survive.
  const numerator = Math.min(0xffffffff, Math.round(dpi * 1000));
  const entry = (index: number, tag: number, type: number, value: number) => {
    const at = 10 + index * 12;
    data.setUint16(at, tag, true);
    data.setUint16(at + 2, type, true);
    data.setUint32(at + 4, 1, true);
    if (type === 3) data.setUint16(at + 8, value, true);
    else data.setUint32(at + 8, value, true);
  };
  entry(0, 0x011a, 5, rationalOffset); // XResolution
  entry(1, 0x011b, 5, rationalOffset + 8); // YResolution
  entry(2, 0x0128, 3, 2); // ResolutionUnit: inch
  data.setUint32(10 + entries * 12, 0, true); // no next IFD
  for (const at of [rationalOffset, rationalOffset + 8]) {
    data.setUint32(at, numerator, true);
    data.setUint32(at + 4, 1000, true);
  }
  return block;
}

// ---- WebP (RIFF) ----

function isWebp(bytes: Uint8Array): boolean {
  return bytes.length >= 20 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP';
}

interface RiffChunk {
  type: string;
  start: number;
  end: number;
  dataStart: number;
  dataLength: number;
}

function riffChunks(bytes: Uint8Array): RiffChunk[] {
  const data = view(bytes);
  const chunks: RiffChunk[] = [];
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const dataLength = data.getUint32(offset + 4, true);
    const end = offset + 8 + dataLength + (dataLength % 2);
    if (offset + 8 + dataLength > bytes.length) break;
    chunks.push({
      type: ascii(bytes, offset, 4),
      start: offset,
      end: Math.min(end, bytes.length),
      dataStart: offset + 8,
      dataLength,
    });
    offset = end;
  }
  return chunks;
}

function readWebpDensity(bytes: Uint8Array): number | undefined {
  const exif = riffChunks(bytes).find((chunk) => chunk.type === 'EXIF');
  if (!exif) return undefined;
  const resolution = exifResolution(bytes.subarray(exif.dataStart, exif.dataStart + exif.dataLength));
  return resolution === undefined ? undefined : usable(resolution);
}

function riffChunk(type: string, payload: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(8 + payload.length + (payload.length % 2));
  for (let index = 0; index < 4; index += 1) chunk[index] = type.charCodeAt(index);
  view(chunk).setUint32(4, payload.length, true);
  chunk.set(payload, 8);
  return chunk;
}

/** Canvas size and alpha of a simple (VP8 or VP8L) WebP, for the VP8X header it lacks. */
function simpleWebpInfo(
  bytes: Uint8Array,
  chunk: RiffChunk,
): { width: number; height: number; alpha: boolean } | undefined {
  const data = view(bytes);
  if (chunk.type === 'VP8L' && chunk.dataLength >= 5 && bytes[chunk.dataStart] === 0x2f) {
    const bits = data.getUint32(chunk.dataStart + 1, true);
    return {
      width: (bits & 0x3fff) + 1,
      height: ((bits >>> 14) & 0x3fff) + 1,
      alpha: ((bits >>> 28) & 1) === 1,
    };
  }
  if (chunk.type === 'VP8 ' && chunk.dataLength >= 10) {
    const at = chunk.dataStart + 6;
    if (
      bytes[chunk.dataStart + 3] !== 0x9d ||
      bytes[chunk.dataStart + 4] !== 0x01 ||
      bytes[chunk.dataStart + 5] !== 0x2a
    ) {
      return undefined;
    }
    return {
      width: data.getUint16(at, true) & 0x3fff,
      height: data.getUint16(at + 2, true) & 0x3fff,
      alpha: false,
    };
  }
  return undefined;
}

function withWebpDensity(bytes: Uint8Array, dpi: number): Uint8Array {
  const chunks = riffChunks(bytes);
  const first = chunks[0];
  if (!first) return bytes;
  const exif = riffChunk('EXIF', exifDensityBlock(dpi));
  let header: Uint8Array;
  let rest: Uint8Array[];
  if (first.type === 'VP8X') {
    header = bytes.slice(first.start, first.end);
    header[8] = header[8]! | 0x08; // EXIF present
    rest = chunks
      .slice(1)
      .filter((chunk) => chunk.type !== 'EXIF')
      .map((chunk) => bytes.subarray(chunk.start, chunk.end));
  } else {
    const info = simpleWebpInfo(bytes, first);
    if (!info) return bytes;
    const payload = new Uint8Array(10);
    payload[0] = 0x08 | (info.alpha ? 0x10 : 0);
    const width = info.width - 1;
    const height = info.height - 1;
    payload.set([width & 0xff, (width >> 8) & 0xff, (width >> 16) & 0xff], 4);
    payload.set([height & 0xff, (height >> 8) & 0xff, (height >> 16) & 0xff], 7);
    header = riffChunk('VP8X', payload);
    rest = chunks.map((chunk) => bytes.subarray(chunk.start, chunk.end));
  }
  // EXIF comes after the image data in the extended layout.
  const body = concat([header, ...rest, exif]);
  const riff = new Uint8Array(12);
  riff.set(bytes.subarray(0, 12));
  view(riff).setUint32(4, body.length + 4, true);
  return concat([riff, body]);
}
