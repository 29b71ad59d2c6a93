// Janome JEF writer.
//
// Layout (as documented by pyembroidery and libembroidery), little-endian: offset of the stitches
// (0x74 + 8 per colour), 0x14, the date as 14 digits (YYYYMMDDhhmmss), two zero bytes, colour
// count, record count, hoop code, the design's extent from its centre (left, top, right, bottom),
// the distances from that extent to the edges of the 110 x 110, 50 x 50 and 140 x 200 mm hoops and
// a custom one (-1 where it does not fit), then one Janome chart number and one 0x0D per colour.
// Records: a stitch is dx, dy as signed bytes with y pointing up; 80 01 00 00 changes colour,
// 80 02 dx dy jumps, 80 02 00 00 (a jump of nothing) trims, 80 10 ends.
import { janomeThreadChart } from '../../threads/charts';
import { writeBytePairs } from '../byte-pairs';
import { ByteWriter } from '../bytes';
import { commandEnd, commandStitch, type EncodedDesign } from '../encoder';
import type { FormatLimits } from '../limits';

export const jefLimits: FormatLimits = {
  maxStitchDelta: 127,
  maxJumpDelta: 127,
  maxCoordinate: 1_000_000,
  maxColourBlocks: undefined,
  trims: { kind: 'command' },
  jumpsCutFrom: undefined,
  jumpsWithoutTrim: true,
  stitchAfterJump: false,
  stops: 'colour-change',
  threadColours: 'chart',
  threadChart: janomeThreadChart,
};

export interface JefWriteOptions {
  /** The date stored in the file; default 1 January 1970, so equal designs give equal bytes. */
  date?: Date;
}

/** Janome's hoop codes, chosen from the design's size in 0.1 mm. */
function hoopCode(width: number, height: number): number {
  if (width < 500 && height < 500) return 1; // 50 x 50
  if (width < 1260 && height < 1100) return 3; // 126 x 110
  if (width < 1400 && height < 2000) return 2; // 140 x 200
  if (width < 2000 && height < 2000) return 4; // 200 x 200
  return 0; // 110 x 110
}

function dateDigits(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    String(date.getUTCFullYear()).padStart(4, '0') +
    two(date.getUTCMonth() + 1) +
    two(date.getUTCDate()) +
    two(date.getUTCHours()) +
    two(date.getUTCMinutes()) +
    two(date.getUTCSeconds())
  );
}

export function writeJef(design: EncodedDesign, options: JefWriteOptions = {}): Uint8Array {
  const colours = design.chartNumbers.length;
  let records = 1;
  for (let index = 0; index < design.length; index++) {
    const kind = design.kinds[index];
    records += kind === commandStitch ? 1 : kind === commandEnd ? 0 : 2;
  }
  const { bounds } = design;
  const left = -bounds.minX;
  const top = -bounds.minY;
  const right = bounds.maxX;
  const bottom = bounds.maxY;

  const out = new ByteWriter(0x74 + colours * 8 + design.length * 4);
  out.u32le(0x74 + colours * 8);
  out.u32le(0x14);
  out.ascii(dateDigits(options.date ?? new Date(0)));
  out.u8(0).u8(0);
  out.u32le(colours);
  out.u32le(records);
  out.u32le(hoopCode(left + right, top + bottom));
  out.u32le(left).u32le(top).u32le(right).u32le(bottom);
  for (const [halfWidth, halfHeight] of [
    [550, 550],
    [250, 250],
    [700, 1000],
    [700, 1000],
  ] as const) {
    const edges = [halfWidth - left, halfHeight - top, halfWidth - right, halfHeight - bottom];
    for (const edge of edges) out.u32le(edges.every((value) => value >= 0) ? edge : -1);
  }
  for (const number of design.chartNumbers) out.u32le(number);
  for (let index = 0; index < colours; index++) out.u32le(0x0d);

  writeBytePairs(out, design, {
    jump: 0x02,
    // A jump of nothing.
    trim: [0x80, 0x02, 0x00, 0x00],
    colourChange: [0x80, 0x01, 0x00, 0x00],
    end: [0x80, 0x10],
    format: 'JEF',
  });
  return out.finish();
}
