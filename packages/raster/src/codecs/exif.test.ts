import { describe, expect, it } from 'vitest';

import { exifResolution } from './exif';

/** A minimal EXIF block: TIFF header, IFD0 with XResolution (rational) and ResolutionUnit. */
function exifBlock(numerator: number, denominator: number, unit: number, littleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(6 + 8 + 2 + 2 * 12 + 4 + 8);
  bytes.set([0x45, 0x78, 0x69, 0x66, 0, 0]);
  const view = new DataView(bytes.buffer, 6);
  view.setUint16(0, littleEndian ? 0x4949 : 0x4d4d);
  view.setUint16(2, 42, littleEndian);
  view.setUint32(4, 8, littleEndian);
  view.setUint16(8, 2, littleEndian);
  // XResolution: type 5 (rational), count 1, value at offset 8 + 2 + 24 + 4 = 38.
  view.setUint16(10, 0x011a, littleEndian);
  view.setUint16(12, 5, littleEndian);
  view.setUint32(14, 1, littleEndian);
  view.setUint32(18, 38, littleEndian);
  // ResolutionUnit: type 3 (short), count 1, value inline.
  view.setUint16(22, 0x0128, littleEndian);
  view.setUint16(24, 3, littleEndian);
  view.setUint32(26, 1, littleEndian);
  view.setUint16(30, unit, littleEndian);
  view.setUint32(34, 0, littleEndian);
  view.setUint32(38, numerator, littleEndian);
  view.setUint32(42, denominator, littleEndian);
  return bytes;
}

describe('exifResolution', () => {
  it('reads inches in either byte order', () => {
    expect(exifResolution(exifBlock(300, 1, 2, true))).toBe(300);
    expect(exifResolution(exifBlock(600, 2, 2, false))).toBe(300);
  });

  it('converts centimetres and ignores resolutions without a unit', () => {
    expect(exifResolution(exifBlock(100, 1, 3, true))).toBeCloseTo(254, 10);
    expect(exifResolution(exifBlock(300, 1, 1, true))).toBeUndefined();
  });

  it('returns undefined for damaged blocks instead of throwing', () => {
    expect(exifResolution(new Uint8Array([1, 2, 3]))).toBeUndefined();
    expect(exifResolution(exifBlock(300, 0, 2, true))).toBeUndefined();
    expect(exifResolution(exifBlock(300, 1, 2, true).subarray(0, 30))).toBeUndefined();
  });
});
