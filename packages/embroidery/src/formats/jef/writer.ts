// Janome JEF writer.
//
// Layout (as documented by pyembroidery and libembroidery), little-endian: offset of the stitches
// (0x74 + 8 per colour), 0x14, the date as 14 digits (YYYYMMDDhhmmss), two zero bytes, colour
// count, record count, hoop code, the design's extent from its centre (left, top, right, bottom),
// the distances from that extent to the edges of the 110 x 110, 50 x 50 and 140 x 200 mm hoops and
// a custom one (-1 where it does not fit), then one Janome chart number and one 0x0D per colour.
// Records: a stitch is dx, dy as signed bytes with y pointing up; 80 01 00 00 changes colour,
// 80 02 dx dy jumps, 80 10 ends. JEF has no trim of its own: Janome machines cut on three jumps
// in a row, so a trim is three jumps of nothing (as pyembroidery writes it), and a longer jump of
// three records or more is cut all the same.
import { EmbroideryError } from '../../errors';
import { janomeThreadChart } from '../../threads/charts';
import { writeBytePairs } from '../byte-pairs';
import { ByteWriter } from '../bytes';
import { commandEnd, commandStitch, commandTrim, type EncodedDesign } from '../encoder';
import type { FormatLimits } from '../limits';

export const jefLimits: FormatLimits = {
  maxStitchDelta: 127,
  maxJumpDelta: 127,
  maxCoordinate: 1_000_000,
  maxColourBlocks: undefined,
  trims: {
    kind: 'jumps',
    moves: [
      [0, 0],
      [0, 0],
      [0, 0],
    ],
  },
  jumpsCutFrom: 3,
  jumpsWithoutTrim: true,
  stitchAfterJump: false,
  trimAtEnd: false,
  stops: 'colour-change',
  threadColours: 'chart',
  threadChart: janomeThreadChart,
};

export interface JefWriteOptions {
  /** The date stored in the file; default 1 January 1970, so equal designs give equal bytes. */
  date?: Date;
}

/** Janome's hoops and the codes JEF names them by, smallest first; sizes in 0.1 mm. */
export const janomeHoops = [
  { code: 1, width: 500, height: 500 },
  { code: 0, width: 1100, height: 1100 },
  { code: 3, width: 1260, height: 1100 },
  { code: 2, width: 1400, height: 2000 },
  { code: 4, width: 2000, height: 2000 },
] as const;

/**
 * The smallest hoop the design fits around the machine's start (the hoop's middle), given its
 * extent to the left, top, right and bottom; a design larger than every hoop is refused rather
 * than labelled with a hoop it does not fit.
 */
function hoopCode(left: number, top: number, right: number, bottom: number): number {
  const hoop = janomeHoops.find(
    ({ width, height }) => Math.max(left, right) * 2 <= width && Math.max(top, bottom) * 2 <= height,
  );
  if (hoop) return hoop.code;
  const largest = janomeHoops[janomeHoops.length - 1]!;
  // The hoop the design needs around the machine's start: its size when it is centred.
  const width = (2 * Math.max(left, right)) / 10;
  const height = (2 * Math.max(top, bottom)) / 10;
  throw new EmbroideryError(
    'hoop-overflow',
    `The design needs a ${width} x ${height} mm hoop; the largest Janome hoop a JEF file names is ${largest.width / 10} x ${largest.height / 10} mm`,
    {
      width,
      height,
      hoopWidth: largest.width / 10,
      hoopHeight: largest.height / 10,
      format: 'JEF',
    },
  );
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
    records += kind === commandStitch ? 1 : kind === commandEnd ? 0 : kind === commandTrim ? 6 : 2;
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
  out.u32le(hoopCode(left, top, right, bottom));
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
    // Three jumps of nothing, should a trim command reach the writer.
    trim: [0x80, 0x02, 0x00, 0x00, 0x80, 0x02, 0x00, 0x00, 0x80, 0x02, 0x00, 0x00],
    colourChange: [0x80, 0x01, 0x00, 0x00],
    end: [0x80, 0x10],
    format: 'JEF',
  });
  return out.finish();
}
