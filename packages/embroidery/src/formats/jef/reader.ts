// Janome JEF reader (layout in writer.ts). A run of three or more jumps is read as a trim, as
// machines treat it, and so is a run with a jump of nothing in it (older files, this product's
// among them, wrote a trim as one jump of nothing; a move never is one).
import { janomeThreadChart } from '../../threads/charts';
import { ByteReader } from '../bytes';
import { fallbackThread, PlanAssembler, type ReadDesign } from '../assemble';
import { jefLimits } from './writer';

export { jefLimits };

const signed8 = (value: number) => (value > 127 ? value - 256 : value);

export function readJef(bytes: Uint8Array): ReadDesign {
  const reader = new ByteReader(bytes, 'JEF');
  const stitchOffset = reader.u32le();
  if (reader.u32le() !== 0x14) reader.fail('its header does not start as a JEF header does');
  reader.seek(24);
  const colours = reader.u32le();
  if (colours > 10_000 || 0x74 + colours * 8 > stitchOffset) reader.fail('its colour table is damaged');
  reader.seek(0x74);
  const threads = Array.from({ length: colours }, (_, block) => {
    const number = Math.abs(reader.i32le());
    return number >= 1 && number <= janomeThreadChart.length
      ? janomeThreadChart[number - 1]!
      : fallbackThread(block);
  });
  reader.seek(stitchOffset);

  const plan = new PlanAssembler((block) => threads[block] ?? fallbackThread(block));
  let x = 0;
  let y = 0;
  // The run of jump records being read: how many, and whether one of them moved nowhere.
  let jumps = 0;
  let jumpOfNothing = false;
  const endJumps = () => {
    if (jumps === 0) return;
    if (jumps >= (jefLimits.jumpsCutFrom ?? Infinity) || jumpOfNothing) plan.trim();
    plan.jump(x, y);
    jumps = 0;
    jumpOfNothing = false;
  };
  while (reader.remaining >= 2) {
    const first = reader.u8();
    const second = reader.u8();
    if (first !== 0x80) {
      endJumps();
      x += signed8(first);
      y -= signed8(second);
      plan.stitch(x, y);
      continue;
    }
    if (second === 0x10) break;
    if (reader.remaining < 2) break;
    const dx = signed8(reader.u8());
    const dy = -signed8(reader.u8());
    if (second === 0x02) {
      jumps++;
      if (dx === 0 && dy === 0) jumpOfNothing = true;
      x += dx;
      y += dy;
    } else if (second === 0x01) {
      endJumps();
      plan.colourChange();
    } else reader.fail(`unknown command 80 ${second.toString(16)}`);
  }
  endJumps();
  const result = plan.finish();
  if (result.blocks.length === 0) reader.fail('it has no stitches');
  return { plan: result, name: '' };
}
