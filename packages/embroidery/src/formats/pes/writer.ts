// Brother PES version 1 writer: a PES header with one CEmbOne / CSewSeg object, which design
// software such as PE-Design reads, followed by the PEC block that machines sew from.
//
// Layout (as documented by pyembroidery and libembroidery): "#PES0001", the PEC block's offset
// (32-bit), scale-to-fit 1, hoop 1 (130 x 180 mm), 1 object, FFFF 0000; "CEmbOne" with its
// bounds, a 2 x 3 transform placing the design in the hoop, and the number of segments; FFFF
// 0000; "CSewSeg" and its segments — flag (0 stitches, 1 jump), Brother chart number, point
// count and points relative to the design's lower left, separated by 8003 — then the colour log
// (segment where each colour starts) and 0000 0000. A segment counts its points in 16 bits, so a
// longer run of stitches goes on in a further segment that starts at the point the previous one
// ended on; the segments themselves are counted in 16 bits too, and a design that needs more is
// refused. Machines sew from the PEC block, which counts no stitches.
import { EmbroideryError } from '../../errors';
import { brotherThreadChart } from '../../threads/charts';
import { ByteWriter } from '../bytes';
import { commandColourChange, commandJump, commandStitch, type EncodedDesign } from '../encoder';
import type { FormatLimits } from '../limits';
import { writePec } from './pec';

export const pesLimits: FormatLimits = {
  maxStitchDelta: 2047,
  maxJumpDelta: 2047,
  // The start's offset from the design's edge is a 12-bit number.
  maxCoordinate: 2047,
  // The PEC block stores the number of colour blocks minus one in a byte, and FF means none.
  maxColourBlocks: 255,
  trims: { kind: 'command' },
  jumpsCutFrom: undefined,
  jumpsWithoutTrim: true,
  stitchAfterJump: false,
  trimAtEnd: false,
  stops: 'colour-change',
  threadColours: 'chart',
  threadChart: brotherThreadChart,
};

/** Points a CSewSeg segment can count, and segments the CEmbOne object can count. */
export const pesMaxSegmentPoints = 0xffff;
export const pesMaxSegments = 0xffff;

/**
 * Writes the CSewSeg segments straight into the file: one per run of stitches (flag 0) and one per
 * run of jumps (flag 1, from the last stitch to where the jumps end), in Brother chart colours; a
 * run of more stitches than a segment counts goes on in the next segment from its last point.
 * Returns the number of segments and the colour log: the segment where each colour starts.
 */
function writeSegments(out: ByteWriter, design: EncodedDesign): { segments: number; colourLog: number[] } {
  const { bounds } = design;
  const colourLog: number[] = [];
  let segments = 0;
  let open: 'stitch' | 'jump' | undefined;
  let countAt = 0;
  let points = 0;
  let block = 0;
  let stitchedX = -bounds.minX;
  let stitchedY = -bounds.maxY;
  const close = () => {
    if (open) out.patchU16le(countAt, points);
    open = undefined;
  };
  const begin = (kind: 'stitch' | 'jump') => {
    close();
    const colour = design.chartNumbers[block]!;
    if (segments > 0) out.u16le(0x8003);
    if (colourLog[colourLog.length - 1] !== colour) colourLog.push(segments, colour);
    out.u16le(kind === 'jump' ? 1 : 0).u16le(colour);
    countAt = out.length;
    out.u16le(0);
    points = 0;
    segments++;
    open = kind;
  };
  for (let index = 0; index < design.length; index++) {
    const kind = design.kinds[index];
    const x = design.xs[index]! - bounds.minX;
    const y = design.ys[index]! - bounds.maxY;
    if (kind === commandStitch) {
      if (open === 'stitch' && points === pesMaxSegmentPoints) {
        begin('stitch');
        out.u16le(stitchedX).u16le(stitchedY);
        points = 1;
      } else if (open !== 'stitch') begin('stitch');
      out.u16le(x).u16le(y);
      points++;
      stitchedX = x;
      stitchedY = y;
    } else if (kind === commandJump) {
      if (open !== 'jump') {
        begin('jump');
        out.u16le(stitchedX).u16le(stitchedY).u16le(x).u16le(y);
        points = 2;
      } else {
        out.patchU16le(out.length - 4, x);
        out.patchU16le(out.length - 2, y);
      }
    } else {
      if (kind === commandColourChange) block++;
      close();
    }
  }
  close();
  if (segments > pesMaxSegments) {
    throw new EmbroideryError(
      'too-many-stitches',
      `PES holds at most ${pesMaxSegments} runs of stitches and jumps; this design has ${segments}`,
      { format: 'PES', limit: pesMaxSegments, segments },
    );
  }
  return { segments, colourLog };
}

export function writePes(design: EncodedDesign): Uint8Array {
  const out = new ByteWriter(1024 + design.length * 8);
  const { bounds } = design;
  const width = bounds.maxX - bounds.minX;
  const height = bounds.maxY - bounds.minY;
  out.ascii('#PES0001');
  const pecOffset = out.length;
  out.u32le(0);
  out.u16le(1).u16le(1).u16le(1);
  out.u16le(0xffff).u16le(0);

  out.u16le(7).ascii('CEmbOne');
  for (let index = 0; index < 8; index++) out.u16le(0);
  out.f32le(1).f32le(0).f32le(0).f32le(1);
  // Places the design in the middle of the 130 x 180 mm hoop, as Brother's software does.
  out.f32le(350 + 1300 / 2 - width / 2).f32le(100 + height + 1800 / 2 - height / 2);
  out.u16le(1).u16le(0).u16le(0).u16le(width).u16le(height);
  out.fill(0, 8);
  const segmentCountAt = out.length;
  out.u16le(0);
  out.u16le(0xffff).u16le(0);

  out.u16le(7).ascii('CSewSeg');
  const { segments, colourLog } = writeSegments(out, design);
  out.patchU16le(segmentCountAt, segments);
  out.u16le(colourLog.length / 2);
  for (const value of colourLog) out.u16le(value);
  out.u16le(0).u16le(0);

  out.patchU32le(pecOffset, out.length);
  writePec(out, design);
  return out.finish();
}
