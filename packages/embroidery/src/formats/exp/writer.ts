// Melco EXP writer.
//
// Layout (as documented by pyembroidery and libembroidery): no header, only 2-byte records. A
// stitch is dx, dy as signed bytes with y pointing up (so -127 to 127: 0x80 marks a command);
// 80 04 dx dy jumps, 80 01 00 00 changes colour (machines stop), 80 80 07 00 trims. The file
// stores no thread colours.
import { ByteWriter } from '../bytes';
import { commandColourChange, commandJump, commandStitch, commandTrim, type EncodedDesign } from '../encoder';
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
  stops: 'colour-change',
  threadColours: 'none',
};

export function writeExp(design: EncodedDesign): Uint8Array {
  const out = new ByteWriter(design.length * 4);
  let x = 0;
  let y = 0;
  for (let index = 0; index < design.length; index++) {
    const kind = design.kinds[index];
    const toX = design.xs[index]!;
    const toY = design.ys[index]!;
    const dx = toX - x;
    const dy = toY - y;
    if (kind === commandStitch || kind === commandJump) {
      if (Math.abs(dx) > 127 || Math.abs(dy) > 127) {
        throw new RangeError(`An EXP record moves at most 127 per axis, not (${dx}, ${dy})`);
      }
      if (kind === commandJump) out.u8(0x80).u8(0x04);
      out.u8(dx).u8(-dy);
    } else if (kind === commandTrim) out.u8(0x80).u8(0x80).u8(0x07).u8(0x00);
    else if (kind === commandColourChange) out.u8(0x80).u8(0x01).u8(0x00).u8(0x00);
    x = toX;
    y = toY;
  }
  return out.finish();
}
