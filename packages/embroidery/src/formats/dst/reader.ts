// Tajima DST reader (layout in writer.ts). A run of three or more jumps is read as a trim, as
// machines treat it; colour changes take the threads of the header's TC lines in order.
import { EmbroideryError } from '../../errors';
import { parseHexColour, type Thread } from '../../plan/plan';
import { fallbackThread, PlanAssembler, type ReadDesign } from '../assemble';
import { dstHeaderSize, dstLimits } from './writer';

export { dstLimits };

const bit = (byte: number, position: number) => (byte >> position) & 1;

function decodeX(b0: number, b1: number, b2: number): number {
  return (
    bit(b0, 0) -
    bit(b0, 1) +
    9 * (bit(b0, 2) - bit(b0, 3)) +
    3 * (bit(b1, 0) - bit(b1, 1)) +
    27 * (bit(b1, 2) - bit(b1, 3)) +
    81 * (bit(b2, 2) - bit(b2, 3))
  );
}

/** y pointing up, as DST stores it. */
function decodeY(b0: number, b1: number, b2: number): number {
  return (
    bit(b0, 7) -
    bit(b0, 6) +
    9 * (bit(b0, 5) - bit(b0, 4)) +
    3 * (bit(b1, 7) - bit(b1, 6)) +
    27 * (bit(b1, 5) - bit(b1, 4)) +
    81 * (bit(b2, 5) - bit(b2, 4))
  );
}

export function readDst(bytes: Uint8Array): ReadDesign {
  if (bytes.length < dstHeaderSize || bytes[0] !== 0x4c || bytes[1] !== 0x41 || bytes[2] !== 0x3a) {
    throw new EmbroideryError('unreadable-file', 'Not a readable DST file: it has no DST header', {
      format: 'DST',
    });
  }
  let name = '';
  const threads: Thread[] = [];
  let header = '';
  for (let index = 0; index < dstHeaderSize && bytes[index] !== 0x1a; index++)
    header += String.fromCharCode(bytes[index]!);
  for (const line of header.split('\r')) {
    const field = line.slice(0, 2);
    const value = line.slice(3);
    if (field === 'LA') name = value.trim();
    if (field === 'TC') {
      const [hex = '', threadName = '', catalogueNumber = ''] = value.split(',');
      const colour = parseHexColour(hex);
      if (colour)
        threads.push({ colour, name: threadName.trim(), brand: '', catalogueNumber: catalogueNumber.trim() });
    }
  }

  const plan = new PlanAssembler((block) => threads[block] ?? fallbackThread(block));
  let x = 0;
  let y = 0;
  let jumps = 0;
  const endJumps = () => {
    if (jumps >= (dstLimits.jumpsCutFrom ?? Infinity)) plan.trim();
    if (jumps > 0) plan.jump(x, y);
    jumps = 0;
  };
  for (let at = dstHeaderSize; at + 3 <= bytes.length; at += 3) {
    const b0 = bytes[at]!;
    const b1 = bytes[at + 1]!;
    const b2 = bytes[at + 2]!;
    if ((b2 & 0xf3) === 0xf3) break;
    x += decodeX(b0, b1, b2);
    y -= decodeY(b0, b1, b2);
    if ((b2 & 0xc3) === 0xc3) {
      endJumps();
      plan.jump(x, y);
      plan.colourChange();
    } else if ((b2 & 0x83) === 0x83) {
      jumps++;
    } else if ((b2 & 0x43) === 0x43) {
      // Sequin mode switch: nothing to sew.
      endJumps();
    } else {
      endJumps();
      plan.stitch(x, y);
    }
  }
  endJumps();
  return { plan: plan.finish(), name };
}
