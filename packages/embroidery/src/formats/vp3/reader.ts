// Pfaff / Husqvarna Viking VP3 reader (layout in writer.ts).
import { ByteReader } from '../bytes';
import { PlanAssembler, type ReadDesign } from '../assemble';
import type { Thread } from '../../plan/plan';
import { vp3Limits } from './writer';

export { vp3Limits };

const decoder = new TextDecoder();

function skipUtf16(reader: ByteReader): void {
  reader.skip(reader.u16be());
}

function utf8(reader: ByteReader): string {
  return decoder.decode(reader.slice(reader.u16be()));
}

/** 1/1000 mm to 0.1 mm. */
const toPlan = (value: number) => Math.round(value / 100);

export function readVp3(bytes: Uint8Array): ReadDesign {
  const reader = new ByteReader(bytes, 'VP3');
  if (reader.ascii(5) !== '%vsm%') reader.fail('it does not start with %vsm%');
  reader.skip(1);
  skipUtf16(reader);
  reader.skip(7);
  skipUtf16(reader);
  reader.skip(32);
  const centreX = toPlan(reader.i32be());
  const centreY = -toPlan(reader.i32be());
  reader.skip(27);
  skipUtf16(reader);
  reader.skip(24);
  skipUtf16(reader);
  const blocks = reader.u16be();

  let plan: PlanAssembler | undefined;
  for (let block = 0; block < blocks; block++) {
    reader.skip(3);
    const blockEnd = reader.u32be() + reader.position;
    const startX = centreX + toPlan(reader.i32be());
    const startY = centreY - toPlan(reader.i32be());
    const colours = reader.u8();
    reader.skip(1);
    let colour = 0;
    for (let index = 0; index < colours; index++) {
      colour = reader.u24be();
      reader.skip(3);
    }
    reader.skip(2);
    const catalogueNumber = utf8(reader);
    const name = utf8(reader);
    const brand = utf8(reader);
    const thread: Thread = {
      colour: { red: (colour >> 16) & 0xff, green: (colour >> 8) & 0xff, blue: colour & 0xff },
      name,
      brand,
      catalogueNumber,
    };
    if (plan) plan.colourChangeTo(thread);
    else plan = new PlanAssembler(() => thread);
    const blockPlan = plan;
    blockPlan.jump(startX, startY);
    reader.skip(8 + 3);
    const stitchesEnd = reader.u32be() + reader.position;
    reader.skip(3);
    let x = startX;
    let y = startY;
    let moving = false;
    while (reader.position + 2 <= stitchesEnd) {
      const first = reader.i8();
      const second = reader.i8();
      if ((first & 0xff) !== 0x80) {
        x += first;
        y += second;
        blockPlan.stitch(x, y);
        moving = false;
        continue;
      }
      if (second === 0x01) {
        const dx = reader.i16be();
        const dy = reader.i16be();
        x += dx;
        y += dy;
        if (moving || Math.abs(dx) > 255 || Math.abs(dy) > 255) {
          if (!moving) blockPlan.trim();
          blockPlan.jump(x, y);
          moving = true;
        } else blockPlan.stitch(x, y);
      } else if (second === 0x03) {
        blockPlan.trim();
        moving = true;
      }
    }
    reader.seek(blockEnd);
  }
  if (!plan) return reader.fail('it has no colour blocks');
  const result = plan.finish();
  if (result.blocks.length === 0) reader.fail('it has no stitches');
  return { plan: result, name: '' };
}
