// The record layout EXP and JEF share: a stitch is two signed bytes, dx and dy with y pointing
// up; 0x80 in the first byte starts a command of four bytes. The two differ only in their
// command codes.
import { ByteWriter } from './bytes';
import { commandColourChange, commandJump, commandStitch, commandTrim, type EncodedDesign } from './encoder';

export interface BytePairCodes {
  /** The second byte of a jump, which two bytes of movement follow. */
  jump: number;
  /** The four bytes of a trim. */
  trim: readonly number[];
  /** The four bytes of a colour change. */
  colourChange: readonly number[];
  /** The bytes that end the file, if any. */
  end: readonly number[];
  /** The format's name, for the error when a record is too long. */
  format: string;
}

/** Writes the commands as byte-pair records after whatever `out` holds already. */
export function writeBytePairs(out: ByteWriter, design: EncodedDesign, codes: BytePairCodes): void {
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
        throw new RangeError(`A ${codes.format} record moves at most 127 per axis, not (${dx}, ${dy})`);
      }
      if (kind === commandJump) out.u8(0x80).u8(codes.jump);
      out.u8(dx).u8(-dy);
    } else if (kind === commandTrim) for (const byte of codes.trim) out.u8(byte);
    else if (kind === commandColourChange) for (const byte of codes.colourChange) out.u8(byte);
    x = toX;
    y = toY;
  }
  for (const byte of codes.end) out.u8(byte);
}
