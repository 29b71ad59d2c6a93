// Brother's PEC block, the part of a PES file that machines sew from.
//
// Layout (as documented by pyembroidery and libembroidery), offsets from the block's start:
//   0   "LA:" + label (16 characters, machines show the first 8) + CR
//   20  12 spaces, FF 00, icon stride in bytes (6) and icon height (38)
//   36  12 spaces
//   48  colour blocks - 1, then one Brother chart number per block, spaces up to 512
//   512 00 00, length of the stitch section from 512 (24-bit), 31 FF F0, width and height,
//       01E0 01B0, and the start's offset from the design's top left in the 12-bit long form
//   532 stitches until FF, then one 48 x 38 one-bit icon for the whole design and one per block
// Stitches: a move of -64 to 63 per axis is one byte each (7-bit two's complement); longer moves
// take two bytes each, 1000 + flags + 12-bit value, where flag 0x20 is a trim before the move and
// 0x10 a jump. FE B0 xx changes colour.
import { EmbroideryError } from '../../errors';
import { brotherThreadChart } from '../../threads/charts';
import { ByteReader, ByteWriter } from '../bytes';
import {
  commandColourChange,
  commandEnd,
  commandJump,
  commandStitch,
  commandTrim,
  type EncodedDesign,
} from '../encoder';
import { fallbackThread, PlanAssembler, type ReadDesign } from '../assemble';

const iconWidth = 48;
const iconHeight = 38;
const iconStride = iconWidth / 8;
const jumpFlag = 0x10;
const trimFlag = 0x20;

function blankIcon(): Uint8Array {
  const icon = new Uint8Array(iconStride * iconHeight);
  const set = (x: number, y: number) => {
    icon[y * iconStride + (x >> 3)]! |= 1 << (x & 7);
  };
  for (let x = 4; x < iconWidth - 4; x++) {
    set(x, 1);
    set(x, iconHeight - 2);
  }
  for (const [y, inset] of [
    [2, 3],
    [3, 2],
    [iconHeight - 4, 2],
    [iconHeight - 3, 3],
  ] as const) {
    set(inset, y);
    set(iconWidth - 1 - inset, y);
  }
  for (let y = 4; y < iconHeight - 4; y++) {
    set(1, y);
    set(iconWidth - 2, y);
  }
  return icon;
}

/**
 * The icons: the whole design, then each colour block, as lines between consecutive penetrations
 * inside the frame. One pass over the commands draws them all.
 */
function drawIcons(design: EncodedDesign, blocks: number): Uint8Array[] {
  const icons = Array.from({ length: blocks + 1 }, blankIcon);
  const { bounds } = design;
  const width = Math.max(1, bounds.maxX - bounds.minX);
  const height = Math.max(1, bounds.maxY - bounds.minY);
  const scale = Math.min((iconWidth - 8) / width, (iconHeight - 8) / height);
  // The design's middle at the icon's middle; every pixel then lies inside the frame.
  const shiftX = iconWidth / 2 - ((bounds.minX + bounds.maxX) / 2) * scale;
  const shiftY = iconHeight / 2 - ((bounds.minY + bounds.maxY) / 2) * scale;
  const whole = icons[0]!;
  let icon = icons[1]!;
  let block = 0;
  // The previous penetration in icon pixels, or -1 when the thread does not run from one.
  let previousX = -1;
  let previousY = -1;
  const plot = (x: number, y: number) => {
    const at = y * iconStride + (x >> 3);
    const bit = 1 << (x & 7);
    whole[at]! |= bit;
    icon[at]! |= bit;
  };
  for (let index = 0; index < design.length; index++) {
    const kind = design.kinds[index];
    if (kind !== commandStitch) {
      if (kind === commandColourChange) icon = icons[++block + 1] ?? icon;
      previousX = -1;
      continue;
    }
    const px = Math.floor(design.xs[index]! * scale + shiftX);
    const py = Math.floor(design.ys[index]! * scale + shiftY);
    if (px === previousX && py === previousY) continue;
    if (previousX < 0 || (Math.abs(px - previousX) <= 1 && Math.abs(py - previousY) <= 1)) plot(px, py);
    else {
      // Bresenham's line from the previous pixel.
      const dx = Math.abs(px - previousX);
      const dy = -Math.abs(py - previousY);
      const stepX = previousX < px ? 1 : -1;
      const stepY = previousY < py ? 1 : -1;
      let error = dx + dy;
      let x = previousX;
      let y = previousY;
      for (;;) {
        plot(x, y);
        if (x === px && y === py) break;
        const doubled = 2 * error;
        if (doubled >= dy) {
          error += dy;
          x += stepX;
        }
        if (doubled <= dx) {
          error += dx;
          y += stepY;
        }
      }
    }
    previousX = px;
    previousY = py;
  }
  return icons;
}

function longForm(value: number, flags: number): number {
  return 0x8000 | (flags << 8) | (value & 0x0fff);
}

/** Writes the PEC block of an encoded design (chart numbers from the Brother chart). */
export function writePec(out: ByteWriter, design: EncodedDesign): void {
  const start = out.length;
  const label = design.name.replace(/[\r\n]/g, ' ').slice(0, 8);
  out.ascii(`LA:${label.padEnd(16, ' ')}\r`);
  out.fill(0x20, 12).u8(0xff).u8(0x00).u8(iconStride).u8(iconHeight);
  out.fill(0x20, 12);
  const blocks = design.chartNumbers.length;
  out.u8(blocks - 1);
  for (const number of design.chartNumbers) out.u8(number);
  out.fill(0x20, start + 512 - out.length);

  const { bounds } = design;
  const section = out.length;
  out.u8(0).u8(0);
  out.u24le(0);
  out.u8(0x31).u8(0xff).u8(0xf0);
  out.u16le(bounds.maxX - bounds.minX).u16le(bounds.maxY - bounds.minY);
  out.u16le(0x1e0).u16le(0x1b0);
  out.u16be(longForm(-bounds.minX, jumpFlag));
  out.u16be(longForm(-bounds.minY, jumpFlag));

  let x = 0;
  let y = 0;
  let pendingTrim = false;
  let secondColour = true;
  const flushTrim = () => {
    if (!pendingTrim) return;
    out.u16be(longForm(0, trimFlag)).u16be(longForm(0, trimFlag));
    pendingTrim = false;
  };
  for (let index = 0; index < design.length; index++) {
    const kind = design.kinds[index];
    const toX = design.xs[index]!;
    const toY = design.ys[index]!;
    const dx = toX - x;
    const dy = toY - y;
    switch (kind) {
      case commandStitch:
        flushTrim();
        if (dx >= -64 && dx <= 63 && dy >= -64 && dy <= 63) out.u8(dx & 0x7f).u8(dy & 0x7f);
        else out.u16be(longForm(dx, 0)).u16be(longForm(dy, 0));
        break;
      case commandJump: {
        const flag = pendingTrim ? trimFlag : jumpFlag;
        pendingTrim = false;
        out.u16be(longForm(dx, flag)).u16be(longForm(dy, flag));
        break;
      }
      case commandTrim:
        pendingTrim = true;
        break;
      case commandColourChange:
        flushTrim();
        out
          .u8(0xfe)
          .u8(0xb0)
          .u8(secondColour ? 2 : 1);
        secondColour = !secondColour;
        break;
      case commandEnd:
        flushTrim();
        break;
    }
    x = toX;
    y = toY;
  }
  out.u8(0xff);
  // The stitch section's length has 24 bits; a wrapped length would send machines astray.
  if (out.length - section > 0xffffff) {
    throw new EmbroideryError(
      'too-many-stitches',
      `PES holds at most ${0xffffff} bytes of stitches; this design needs ${out.length - section}`,
      { format: 'PES', limit: 0xffffff },
    );
  }
  out.patchU24le(section + 2, out.length - section);

  for (const icon of drawIcons(design, blocks)) out.bytes(icon);
}

function signed7(value: number): number {
  return value > 63 ? value - 128 : value;
}

function signed12(value: number): number {
  const bits = value & 0x0fff;
  return bits > 0x7ff ? bits - 0x1000 : bits;
}

/** Reads a PEC block starting at `start`; `format` names the file in messages. */
export function readPec(bytes: Uint8Array, start: number, format: string): ReadDesign {
  const reader = new ByteReader(bytes, format);
  reader.seek(start);
  if (reader.ascii(3) !== 'LA:') reader.fail('the PEC block has no label');
  const name = reader.ascii(16).trim();
  reader.seek(start + 48);
  const count = reader.u8() + 1;
  const threads = Array.from(reader.slice(count), (number, block) =>
    number >= 1 && number <= brotherThreadChart.length
      ? brotherThreadChart[number - 1]!
      : fallbackThread(block),
  );
  reader.seek(start + 514);
  const end = start + 512 + reader.u24le();
  if (end > bytes.length) reader.fail('the stitch section runs past the end');
  reader.seek(start + 532);

  const plan = new PlanAssembler((block) => threads[block] ?? fallbackThread(block));
  let x = 0;
  let y = 0;
  while (reader.position < end) {
    const first = reader.u8();
    if (first === 0xff) break;
    const second = reader.u8();
    if (first === 0xfe && second === 0xb0) {
      reader.skip(1);
      plan.colourChange();
      continue;
    }
    let jump = false;
    let trim = false;
    let dx: number;
    let next = second;
    if (first & 0x80) {
      if (first & trimFlag) trim = true;
      if (first & jumpFlag) jump = true;
      dx = signed12((first << 8) | second);
      next = reader.u8();
    } else dx = signed7(first);
    let dy: number;
    if (next & 0x80) {
      if (next & trimFlag) trim = true;
      if (next & jumpFlag) jump = true;
      dy = signed12((next << 8) | reader.u8());
    } else dy = signed7(next);
    x += dx;
    y += dy;
    if (trim) {
      plan.trim();
      plan.jump(x, y);
    } else if (jump) plan.jump(x, y);
    else plan.stitch(x, y);
  }
  const result = plan.finish();
  if (result.blocks.length === 0) {
    throw new EmbroideryError('unreadable-file', `Not a readable ${format} file: it has no stitches`, {
      format,
    });
  }
  return { plan: result, name };
}
