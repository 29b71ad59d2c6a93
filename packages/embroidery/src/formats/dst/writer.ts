// Tajima DST writer.
//
// Layout (Tajima's DST as documented by pyembroidery and libembroidery): a 512-byte ASCII header
// of CR-terminated fields — LA (label, 16 characters), ST (records), CO (colour changes), +X -X
// +Y -Y (extent from the start in 0.1 mm, y pointing up), AX AY (end point relative to the
// start), MX MY (end of a previous file, 0 here), PD (******) — then, in the extended header,
// one "TC:#rrggbb,name,catalogue number" line per thread while they fit, a 0x1A byte and spaces
// up to byte 512. Then 3-byte records: each axis in balanced ternary with digits worth 1, 3, 9,
// 27 and 81 (so at most ±121 per record), jump and colour-change flags in the third byte, and
// 00 00 F3 to end. DST has no trim command: machines cut on a run of jumps, so a trim is written
// as three tiny jumps that add up to nothing.
import { hexColour } from '../../plan/plan';
import { ByteWriter } from '../bytes';
import { commandColourChange, commandEnd, commandJump, commandStitch, type EncodedDesign } from '../encoder';
import type { FormatLimits } from '../limits';

export const dstLimits: FormatLimits = {
  maxStitchDelta: 121,
  maxJumpDelta: 121,
  maxCoordinate: 99_999,
  // CO has three digits.
  maxColourBlocks: 1000,
  trims: {
    kind: 'jumps',
    moves: [
      [2, 2],
      [-4, -4],
      [2, 2],
    ],
  },
  jumpsCutFrom: 3,
  jumpsWithoutTrim: true,
  stitchAfterJump: false,
  trimAtEnd: false,
  stops: 'colour-change',
  threadColours: 'header',
};

export const dstHeaderSize = 512;

/** Bits of one axis value, -121 to 121, in the three record bytes. */
function ternaryTable(bits: {
  [weight: number]: readonly [byte: number, plusBit: number, minusBit: number];
}): Uint32Array {
  const table = new Uint32Array(243);
  for (let value = -121; value <= 121; value++) {
    let rest = value;
    const bytes = [0, 0, 0];
    for (const weight of [81, 27, 9, 3, 1]) {
      const [byte, plusBit, minusBit] = bits[weight]!;
      const half = (weight - 1) / 2;
      if (rest > half) {
        bytes[byte]! |= 1 << plusBit;
        rest -= weight;
      } else if (rest < -half) {
        bytes[byte]! |= 1 << minusBit;
        rest += weight;
      }
    }
    table[value + 121] = bytes[0]! | (bytes[1]! << 8) | (bytes[2]! << 16);
  }
  return table;
}

const xBits = ternaryTable({ 1: [0, 0, 1], 3: [1, 0, 1], 9: [0, 2, 3], 27: [1, 2, 3], 81: [2, 2, 3] });
/** For y pointing up, as DST has it. */
const yBits = ternaryTable({ 1: [0, 7, 6], 3: [1, 7, 6], 9: [0, 5, 4], 27: [1, 5, 4], 81: [2, 5, 4] });

/** The three bytes of a stitch or jump moving (dx, dy) with y pointing down, as a 24-bit number. */
export function dstRecord(dx: number, dy: number, jump: boolean): number {
  if (dx < -121 || dx > 121 || dy < -121 || dy > 121) {
    throw new RangeError(`A DST record moves at most 121 per axis, not (${dx}, ${dy})`);
  }
  return xBits[dx + 121]! | yBits[-dy + 121]! | ((jump ? 0x83 : 0x03) << 16);
}

/** Header text without the characters that end a field, a thread line's parts or the header. */
function headerText(text: string): string {
  return [...text].map((character) => ('\r\n,\u001a'.includes(character) ? ' ' : character)).join('');
}

function signed(value: number): string {
  return (value < 0 ? '-' : '+') + String(Math.abs(value)).padStart(5, ' ');
}

export function writeDst(design: EncodedDesign): Uint8Array {
  const { kinds, xs, ys, length, bounds } = design;
  let colourChanges = 0;
  for (let index = 0; index < length; index++) if (kinds[index] === commandColourChange) colourChanges++;
  const endX = length > 0 ? xs[length - 1]! : 0;
  const endY = length > 0 ? ys[length - 1]! : 0;

  const out = new ByteWriter(dstHeaderSize + length * 3);
  out.ascii(`LA:${headerText(design.name).slice(0, 16).padEnd(16, ' ')}\r`);
  out.ascii(`ST:${String(Math.max(0, length - 1)).padStart(7, ' ')}\r`);
  out.ascii(`CO:${String(colourChanges).padStart(3, ' ')}\r`);
  out.ascii(`+X:${String(bounds.maxX).padStart(5, ' ')}\r`);
  out.ascii(`-X:${String(-bounds.minX).padStart(5, ' ')}\r`);
  out.ascii(`+Y:${String(-bounds.minY).padStart(5, ' ')}\r`);
  out.ascii(`-Y:${String(bounds.maxY).padStart(5, ' ')}\r`);
  out.ascii(`AX:${signed(endX)}\r`);
  out.ascii(`AY:${signed(-endY)}\r`);
  out.ascii(`MX:${signed(0)}\r`);
  out.ascii(`MY:${signed(0)}\r`);
  out.ascii('PD:******\r');
  for (const thread of design.threads) {
    const line = `TC:${hexColour(thread.colour)},${headerText(thread.name)},${headerText(thread.catalogueNumber)}\r`;
    // Leave room for the 0x1A that ends the header text.
    if (out.length + line.length > dstHeaderSize - 1) break;
    out.ascii(line);
  }
  out.u8(0x1a);
  out.fill(0x20, dstHeaderSize - out.length);

  let x = 0;
  let y = 0;
  for (let index = 0; index < length; index++) {
    const kind = kinds[index];
    const toX = xs[index]!;
    const toY = ys[index]!;
    if (kind === commandStitch || kind === commandJump) {
      const record = dstRecord(toX - x, toY - y, kind === commandJump);
      out.u8x3(record & 0xff, (record >> 8) & 0xff, record >> 16);
      x = toX;
      y = toY;
    } else if (kind === commandColourChange) {
      out.u8x3(0x00, 0x00, 0xc3);
    } else if (kind === commandEnd) {
      out.u8x3(0x00, 0x00, 0xf3);
    } else {
      throw new RangeError('DST has no trim command: encode the design with dstLimits first');
    }
  }
  return out.finish();
}
