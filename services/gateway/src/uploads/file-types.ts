/**
 * What an upload may be, told apart by content, not by name: each type names its extensions
 * and media type and reads the first bytes of the file to confirm the type and, for images,
 * the pixel size its header declares. Nothing here decodes an image, so a file claiming
 * 100,000 x 100,000 pixels is refused after reading a few dozen bytes.
 */

/** What reading a file's first bytes tells. */
export type HeaderReading =
  /** The bytes so far cannot decide; read more (or, at the end of the file, it is not this type). */
  | { kind: 'need-more' }
  /** The content is of this type; images also report their declared pixel size. */
  | { kind: 'matches'; width?: number; height?: number }
  | { kind: 'mismatch' }
  /** The content is of this type but holds something refused on safety grounds. */
  | { kind: 'unsafe' };

export interface FileType {
  /** Lower-case extensions without the dot, the first being the usual one. */
  extensions: readonly string[];
  contentType: string;
  read(head: Buffer): HeaderReading;
}

const needMore: HeaderReading = { kind: 'need-more' };
const mismatch: HeaderReading = { kind: 'mismatch' };

function startsWith(head: Buffer, signature: readonly number[] | string): boolean | 'short' {
  const bytes = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  const compared = Math.min(head.length, bytes.length);
  if (!head.subarray(0, compared).equals(bytes.subarray(0, compared))) return false;
  return compared < bytes.length ? 'short' : true;
}

// PNG (ISO/IEC 15948, section 5.2-5.3): 8-byte signature, then the IHDR chunk first: length,
// "IHDR", width and height as big-endian 32-bit integers.
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export function readPngHeader(head: Buffer): HeaderReading {
  const signature = startsWith(head, pngSignature);
  if (!signature) return mismatch;
  if (signature === 'short' || head.length < 24) return needMore;
  if (head.toString('latin1', 12, 16) !== 'IHDR') return mismatch;
  return { kind: 'matches', width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

// JPEG (ITU T.81, annex B): markers FF xx; the frame header (SOFn) holds height and width
// after the segment length and sample precision. Segments before it (APPn with EXIF
// thumbnails, tables) are skipped by their length.
const startOfFrameMarkers = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);
export function readJpegHeader(head: Buffer): HeaderReading {
  const signature = startsWith(head, [0xff, 0xd8, 0xff]);
  if (!signature) return mismatch;
  if (signature === 'short') return needMore;
  let offset = 2;
  for (;;) {
    if (offset + 1 >= head.length) return needMore;
    if (head[offset] !== 0xff) return mismatch;
    const marker = head[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    // Markers without a segment: TEM, RSTn.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    // Start of scan or end of image before any frame header: not an image we can size.
    if (marker === 0xda || marker === 0xd9 || marker === 0xd8) return mismatch;
    if (offset + 3 >= head.length) return needMore;
    const length = head.readUInt16BE(offset + 2);
    if (length < 2) return mismatch;
    if (startOfFrameMarkers.has(marker)) {
      if (offset + 9 > head.length) return needMore;
      return { kind: 'matches', height: head.readUInt16BE(offset + 5), width: head.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
}

// WebP (RFC 9649): a RIFF container of form "WEBP" whose first chunk is VP8 (lossy, RFC 6386
// frame header with 14-bit sizes), VP8L (lossless, 14-bit sizes minus one) or VP8X (extended,
// 24-bit canvas sizes minus one).
export function readWebpHeader(head: Buffer): HeaderReading {
  const riff = startsWith(head, 'RIFF');
  if (!riff) return mismatch;
  if (riff === 'short' || head.length < 16) return needMore;
  if (head.toString('latin1', 8, 12) !== 'WEBP') return mismatch;
  const chunk = head.toString('latin1', 12, 16);
  if (head.length < 30) return needMore;
  if (chunk === 'VP8 ') {
    if (head[23] !== 0x9d || head[24] !== 0x01 || head[25] !== 0x2a) return mismatch;
    return { kind: 'matches', width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (head[20] !== 0x2f) return mismatch;
    const bits = head.readUInt32LE(21);
    return { kind: 'matches', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    return { kind: 'matches', width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  }
  return mismatch;
}

// GIF (GIF89a specification, section 18): "GIF87a" or "GIF89a", then the logical screen
// width and height, little-endian 16-bit.
export function readGifHeader(head: Buffer): HeaderReading {
  const gif87 = startsWith(head, 'GIF87a');
  const gif89 = startsWith(head, 'GIF89a');
  if (!gif87 && !gif89) return mismatch;
  if (head.length < 10) return needMore;
  return { kind: 'matches', width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
}

// Radiance HDR: "#?RADIANCE" or "#?RGBE", header lines, an empty line, then the resolution
// line such as "-Y 1024 +X 2048".
export function readRadianceHeader(head: Buffer): HeaderReading {
  const radiance = startsWith(head, '#?RADIANCE');
  const rgbe = startsWith(head, '#?RGBE');
  if (!radiance && !rgbe) return mismatch;
  const text = head.toString('latin1', 0, Math.min(head.length, 65536));
  const end = text.indexOf('\n\n');
  if (end < 0) return needMore;
  const lineEnd = text.indexOf('\n', end + 2);
  if (lineEnd < 0) return needMore;
  const resolution = /^([-+])([XY]) (\d+) ([-+])([XY]) (\d+)$/.exec(text.slice(end + 2, lineEnd).trim());
  if (!resolution || resolution[2] === resolution[5]) return mismatch;
  const first = Number(resolution[3]);
  const second = Number(resolution[6]);
  return resolution[2] === 'Y'
    ? { kind: 'matches', width: second, height: first }
    : { kind: 'matches', width: first, height: second };
}

// OpenEXR (file layout, "Header"): magic 76 2f 31 01, a version field, then attributes as
// name\0 type\0 size value until an empty name; dataWindow is a box2i of four int32.
export function readExrHeader(head: Buffer): HeaderReading {
  const magic = startsWith(head, [0x76, 0x2f, 0x31, 0x01]);
  if (!magic) return mismatch;
  let offset = 8;
  for (;;) {
    const nameEnd = head.indexOf(0, offset);
    if (nameEnd < 0) return head.length - offset > 256 ? mismatch : needMore;
    if (nameEnd === offset) return mismatch; // header ended without a data window
    const typeEnd = head.indexOf(0, nameEnd + 1);
    if (typeEnd < 0 || typeEnd + 5 > head.length) return needMore;
    const name = head.toString('latin1', offset, nameEnd);
    const type = head.toString('latin1', nameEnd + 1, typeEnd);
    const size = head.readUInt32LE(typeEnd + 1);
    const valueStart = typeEnd + 5;
    if (name === 'dataWindow' && type === 'box2i' && size === 16) {
      if (valueStart + 16 > head.length) return needMore;
      const xMin = head.readInt32LE(valueStart);
      const yMin = head.readInt32LE(valueStart + 4);
      const xMax = head.readInt32LE(valueStart + 8);
      const yMax = head.readInt32LE(valueStart + 12);
      if (xMax < xMin || yMax < yMin) return mismatch;
      return { kind: 'matches', width: xMax - xMin + 1, height: yMax - yMin + 1 };
    }
    offset = valueStart + size;
  }
}

// SVG is text; it is stored, never rendered on the server. This only recognises it: what it
// may hold is decided by the sanitizer (svg-sanitizer.ts) once the whole file is in.
export function readSvgHeader(head: Buffer, complete = false): HeaderReading {
  const scanned = head
    .toString('utf8', 0, Math.min(head.length, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (scanned.length === 0) return complete ? mismatch : needMore;
  if (!scanned.startsWith('<')) return mismatch;
  if (!/<svg[\s>]/i.test(scanned)) return complete || head.length >= 4096 ? mismatch : needMore;
  return { kind: 'matches' };
}

function signatureType(signatures: ReadonlyArray<readonly number[] | string>) {
  return (head: Buffer): HeaderReading => {
    let short = false;
    for (const signature of signatures) {
      const result = startsWith(head, signature);
      if (result === true) return { kind: 'matches' };
      if (result === 'short') short = true;
    }
    return short ? needMore : mismatch;
  };
}

/** The file types POST /file/create accepts. */
export const uploadFileTypes: readonly FileType[] = [
  { extensions: ['png'], contentType: 'image/png', read: readPngHeader },
  { extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg', read: readJpegHeader },
  { extensions: ['webp'], contentType: 'image/webp', read: readWebpHeader },
  { extensions: ['gif'], contentType: 'image/gif', read: readGifHeader },
  { extensions: ['svg'], contentType: 'image/svg+xml', read: (head) => readSvgHeader(head) },
  { extensions: ['hdr'], contentType: 'image/vnd.radiance', read: readRadianceHeader },
  { extensions: ['exr'], contentType: 'image/x-exr', read: readExrHeader },
  { extensions: ['ttf'], contentType: 'font/ttf', read: signatureType([[0x00, 0x01, 0x00, 0x00], 'true']) },
  { extensions: ['otf'], contentType: 'font/otf', read: signatureType(['OTTO']) },
  { extensions: ['woff'], contentType: 'font/woff', read: signatureType(['wOFF']) },
  { extensions: ['woff2'], contentType: 'font/woff2', read: signatureType(['wOF2']) },
  { extensions: ['glb'], contentType: 'model/gltf-binary', read: signatureType(['glTF']) },
];

export const pngFileType = uploadFileTypes[0]!;

export function fileTypeOfExtension(extension: string): FileType | undefined {
  const lower = extension.toLowerCase();
  return uploadFileTypes.find((type) => type.extensions.includes(lower));
}
