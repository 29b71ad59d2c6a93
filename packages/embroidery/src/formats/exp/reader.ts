// Melco EXP reader (layout in writer.ts). EXP stores no colours, so blocks get distinct
// stand-in colours.
import { EmbroideryError } from '../../errors';
import { fallbackThread, PlanAssembler, type ReadDesign } from '../assemble';
import { expLimits } from './writer';

export { expLimits };

const signed8 = (value: number) => (value > 127 ? value - 256 : value);

export function readExp(bytes: Uint8Array): ReadDesign {
  const plan = new PlanAssembler(fallbackThread);
  let x = 0;
  let y = 0;
  for (let at = 0; at + 2 <= bytes.length;) {
    const first = bytes[at]!;
    const second = bytes[at + 1]!;
    at += 2;
    if (first !== 0x80) {
      x += signed8(first);
      y -= signed8(second);
      plan.stitch(x, y);
      continue;
    }
    if (at + 2 > bytes.length) break;
    const dx = signed8(bytes[at]!);
    const dy = -signed8(bytes[at + 1]!);
    at += 2;
    if (second === 0x80) plan.trim();
    else if (second === 0x04) {
      x += dx;
      y += dy;
      plan.jump(x, y);
    } else if (second === 0x02) {
      x += dx;
      y += dy;
      plan.stitch(x, y);
    } else if (second === 0x01) {
      plan.colourChange();
      x += dx;
      y += dy;
      plan.jump(x, y);
    } else {
      throw new EmbroideryError(
        'unreadable-file',
        `Not a readable EXP file: unknown command 80 ${second.toString(16)}`,
        {
          format: 'EXP',
        },
      );
    }
  }
  const result = plan.finish();
  if (result.blocks.length === 0) {
    throw new EmbroideryError('unreadable-file', 'Not a readable EXP file: it has no stitches', {
      format: 'EXP',
    });
  }
  return { plan: result, name: '' };
}
