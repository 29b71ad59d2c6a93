// Pfaff / Husqvarna Viking VP3 writer.
//
// Layout (as documented by pyembroidery and libembroidery), big-endian, positions in 1/1000 mm
// with y pointing up: "%vsm%" 00 and the producer string (UTF-16); a file block 00 02 00 with
// its length, the extent, the record count, the number of colour blocks and one design; a design
// block 00 03 00 with its length, centre, extents and producer; then one colour block 00 05 00
// per thread, each with its length, its start relative to the centre, the thread (colour,
// catalogue number, name and brand) and a stitch block 00 01 00 with its length, 0A F6 00 and
// the records. Records move from the block's start in 0.1 mm with y pointing down: dx dy as
// signed bytes, or 80 01 dx dy 80 02 with 16-bit moves; 80 03 trims. There is no jump of its
// own: a long move after a trim is a jump, and a move longer than 255 always is one.
import { ByteWriter } from '../bytes';
import {
  commandColourChange,
  commandEnd,
  commandJump,
  commandStitch,
  commandTrim,
  type EncodedDesign,
} from '../encoder';
import type { FormatLimits } from '../limits';

export const vp3Limits: FormatLimits = {
  maxStitchDelta: 255,
  maxJumpDelta: 32_767,
  maxCoordinate: 1_000_000,
  // The file block counts colour blocks in one byte.
  maxColourBlocks: 255,
  trims: { kind: 'command' },
  jumpsCutFrom: undefined,
  jumpsWithoutTrim: false,
  stitchAfterJump: true,
  trimAtEnd: true,
  stops: 'colour-change',
  threadColours: 'rgb',
};

export const vp3Producer = 'Produced by     Software Ltd';

function utf16(out: ByteWriter, text: string): void {
  out.u16be(text.length * 2);
  for (let index = 0; index < text.length; index++) out.u16be(text.charCodeAt(index));
}

const encoder = new TextEncoder();

function utf8(out: ByteWriter, text: string): void {
  const bytes = encoder.encode(text);
  out.u16be(bytes.length);
  out.bytes(bytes);
}

/** Patches the 32-bit length at `at` with the distance from its end to here. */
function closeBlock(out: ByteWriter, at: number): void {
  out.patchU32be(at, out.length - at - 4);
}

export function writeVp3(design: EncodedDesign): Uint8Array {
  const { bounds } = design;
  const centreX = Math.round((bounds.minX + bounds.maxX) / 2);
  const centreY = Math.round((bounds.minY + bounds.maxY) / 2);
  const halfWidth = Math.round((bounds.maxX - bounds.minX) / 2);
  const halfHeight = Math.round((bounds.maxY - bounds.minY) / 2);

  // Command ranges of the colour blocks.
  const ranges: [number, number][] = [];
  let from = 0;
  for (let index = 0; index < design.length; index++) {
    const kind = design.kinds[index];
    if (kind === commandColourChange || kind === commandEnd) {
      ranges.push([from, index]);
      from = index + 1;
    }
  }

  const out = new ByteWriter(1024 + design.length * 3);
  out.ascii('%vsm%').u8(0);
  utf16(out, vp3Producer);
  out.u8(0).u8(2).u8(0);
  const fileBlock = out.length;
  out.u32be(0);
  utf16(out, '');
  out
    .u32be(bounds.maxX * 100)
    .u32be(-bounds.minY * 100)
    .u32be(bounds.minX * 100)
    .u32be(-bounds.maxY * 100);
  out.u32be(design.length - 1);
  out.u8(0).u8(ranges.length).u8(12).u8(0);
  out.u8(1);

  out.u8(0).u8(3).u8(0);
  const designBlock = out.length;
  out.u32be(0);
  out.u32be(centreX * 100).u32be(-centreY * 100);
  out.u8(0).u8(0).u8(0);
  out
    .u32be(-halfWidth * 100)
    .u32be(halfWidth * 100)
    .u32be(-halfHeight * 100)
    .u32be(halfHeight * 100);
  out.u32be(2 * halfWidth * 100).u32be(2 * halfHeight * 100);
  utf16(out, '');
  out.u8(0x64).u8(0x64);
  out.u32be(4096).u32be(0).u32be(0).u32be(4096);
  out.ascii('xxPP').u8(1).u8(0);
  utf16(out, vp3Producer);
  out.u16be(ranges.length);

  let x = 0;
  let y = 0;
  ranges.forEach(([first, last], block) => {
    // The block starts where its first stitch is sewn from: after the moves that lead there.
    let index = first;
    while (index < last && design.kinds[index] !== commandStitch) {
      if (design.kinds[index] === commandJump) {
        x = design.xs[index]!;
        y = design.ys[index]!;
      }
      index++;
    }
    const startX = x;
    const startY = y;
    let endX = startX;
    let endY = startY;
    for (let scan = index; scan < last; scan++) {
      endX = design.xs[scan]!;
      endY = design.ys[scan]!;
    }
    const thread = design.threads[block]!;

    out.u8(0).u8(5).u8(0);
    const colourBlock = out.length;
    out.u32be(0);
    out.u32be((startX - centreX) * 100).u32be(-(startY - centreY) * 100);
    out
      .u8(1)
      .u8(0)
      .u24be((thread.colour.red << 16) | (thread.colour.green << 8) | thread.colour.blue);
    out.u8(0).u16be(0).u8(5).u8(0x28);
    utf8(out, thread.catalogueNumber);
    utf8(out, thread.name);
    utf8(out, thread.brand);
    out.u32be((endX - startX) * 100).u32be(-(endY - startY) * 100);
    out.u8(0).u8(1).u8(0);
    const stitchBlock = out.length;
    out.u32be(0);
    out.u8(0x0a).u8(0xf6).u8(0x00);
    for (; index < last; index++) {
      const kind = design.kinds[index];
      const toX = design.xs[index]!;
      const toY = design.ys[index]!;
      const dx = toX - x;
      const dy = toY - y;
      if (kind === commandTrim) out.u8(0x80).u8(0x03);
      else if (kind === commandStitch && Math.abs(dx) <= 127 && Math.abs(dy) <= 127) out.u8(dx).u8(dy);
      else if (kind === commandStitch || kind === commandJump) {
        out.u8(0x80).u8(0x01).u16be(dx).u16be(dy).u8(0x80).u8(0x02);
      }
      x = toX;
      y = toY;
    }
    closeBlock(out, stitchBlock);
    out.u8(0);
    closeBlock(out, colourBlock);
  });
  closeBlock(out, designBlock);
  closeBlock(out, fileBlock);
  return out.finish();
}
