// Reads the resolution an EXIF block records (TIFF 6.0 tags XResolution 282 and ResolutionUnit
// 296 in IFD0; Exif 2.32, CIPA DC-008). WebP keeps its dpi only there, and sharp does not report
// it, so the codec reads it itself. Pure: works on bytes with a DataView.

const X_RESOLUTION = 0x011a;
const RESOLUTION_UNIT = 0x0128;
const RATIONAL = 5;
const SHORT = 3;

/** Dots per inch from an EXIF block (optionally starting with "Exif\0\0"), or undefined if absent. */
export function exifResolution(exif: Uint8Array): number | undefined {
  let start = 0;
  if (exif.length >= 6 && String.fromCharCode(...exif.subarray(0, 4)) === 'Exif') start = 6;
  if (exif.length < start + 8) return undefined;
  const view = new DataView(exif.buffer, exif.byteOffset + start, exif.length - start);
  const order = view.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return undefined;
  const little = order === 0x4949;
  if (view.getUint16(2, little) !== 42) return undefined;
  const directory = view.getUint32(4, little);
  if (directory + 2 > view.byteLength) return undefined;
  const entries = view.getUint16(directory, little);
  let resolution: number | undefined;
  let unit = 2;
  for (let entry = 0; entry < entries; entry++) {
    const offset = directory + 2 + entry * 12;
    if (offset + 12 > view.byteLength) return undefined;
    const tag = view.getUint16(offset, little);
    const type = view.getUint16(offset + 2, little);
    if (tag === X_RESOLUTION && type === RATIONAL) {
      const valueOffset = view.getUint32(offset + 8, little);
      if (valueOffset + 8 > view.byteLength) return undefined;
      const denominator = view.getUint32(valueOffset + 4, little);
      if (denominator > 0) resolution = view.getUint32(valueOffset, little) / denominator;
    } else if (tag === RESOLUTION_UNIT && type === SHORT) {
      unit = view.getUint16(offset + 8, little);
    }
  }
  if (resolution === undefined || !(resolution > 0)) return undefined;
  // Unit 3 is centimetres; 1 (none) says nothing about physical size.
  if (unit === 3) return resolution * 2.54;
  return unit === 2 ? resolution : undefined;
}
