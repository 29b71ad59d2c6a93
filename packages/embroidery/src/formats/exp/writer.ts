// Melco EXP writer.
//
// Layout (as documented by pyembroidery and libembroidery): no header, only 2-byte records. A
// stitch is dx, dy as signed bytes with y pointing up (so -127 to 127: 0x80 marks a command);
// 80 04 dx dy jumps, 80 01 00 00 changes colour (machines stop), 80 80 07 00 trims. The file
// stores no thread colours.
import { ByteWriter } from '../bytes';
import { writeBytePairs } from '../byte-pairs';
import type { EncodedDesign } from '../encoder';
import type { FormatLimits } from '../limits';

export const expLimits: FormatLimits = {
  maxStitchDelta: 127,
  maxJumpDelta: 127,
  maxCoordinate: 1_000_000,
  maxColourBlocks: undefined,
  trims: { kind: 'command' },
  jumpsCutFrom: undefined,
  jumpsWithoutTrim: true,
  stitchAfterJump: false,
  trimAtEnd: false,
  stops: 'colour-change',
  threadColours: 'none',
};

export function writeExp(design: EncodedDesign): Uint8Array {
  const out = new ByteWriter(design.length * 4);
  writeBytePairs(out, design, {
    jump: 0x04,
    trim: [0x80, 0x80, 0x07, 0x00],
    colourChange: [0x80, 0x01, 0x00, 0x00],
    end: [],
    format: 'EXP',
  });
  return out.finish();
}
