// The thread a plan leaves on the fabric, as lines: what a preview draws.
import type { Point } from '../geometry';
import { planUnitsPerMillimetre, type StitchPlan, type Thread } from './plan';

export interface ThreadLines {
  thread: Thread;
  /** Each line runs through consecutive penetrations, in millimetres; jumps and trims break it. */
  lines: Point[][];
}

/** The sewn thread of every colour block as polylines in millimetres. */
export function threadLines(plan: StitchPlan): ThreadLines[] {
  return plan.blocks.map((block) => {
    const lines: Point[][] = [];
    let line: Point[] = [];
    const close = () => {
      if (line.length > 1) lines.push(line);
      line = [];
    };
    for (const stitch of block.stitches) {
      if (stitch.kind === 'stitch') {
        line.push({ x: stitch.x / planUnitsPerMillimetre, y: stitch.y / planUnitsPerMillimetre });
      } else if (stitch.kind !== 'stop') close();
    }
    close();
    return { thread: block.thread, lines };
  });
}
