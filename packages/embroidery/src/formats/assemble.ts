// Builds a stitch plan from the commands a reader meets, so every reader shares one
// interpretation: consecutive jumps become one, repeated trims one, and a colour change starts
// a new block with the file's next thread.
import type { ColourBlock, Stitch, StitchPlan, Thread } from '../plan/plan';

/** What a reader gives back. */
export interface ReadDesign {
  plan: StitchPlan;
  /** The design's name where the file stores one, else empty. */
  name: string;
}

/** Threads for files that store none: distinct colours a preview can tell apart. */
const fallbackColours = [
  [0, 0, 0],
  [220, 40, 40],
  [30, 90, 200],
  [40, 160, 60],
  [240, 180, 0],
  [140, 60, 170],
  [0, 160, 170],
  [230, 110, 20],
] as const;

export function fallbackThread(index: number): Thread {
  const [red, green, blue] = fallbackColours[index % fallbackColours.length]!;
  return { colour: { red, green, blue }, name: '', brand: '', catalogueNumber: '' };
}

export class PlanAssembler {
  private readonly blocks: { thread: Thread; stitches: Stitch[] }[] = [];
  x = 0;
  y = 0;
  /** Whether thread runs into the fabric: a stitch since the last trim or colour change. */
  private attached = false;

  constructor(private readonly threadOf: (block: number) => Thread) {
    this.blocks.push({ thread: threadOf(0), stitches: [] });
  }

  private get current(): Stitch[] {
    return this.blocks[this.blocks.length - 1]!.stitches;
  }

  stitch(x: number, y: number): void {
    this.x = x;
    this.y = y;
    this.attached = true;
    this.current.push({ x, y, kind: 'stitch' });
  }

  jump(x: number, y: number): void {
    if (x === this.x && y === this.y) return;
    this.x = x;
    this.y = y;
    const stitches = this.current;
    const last = stitches[stitches.length - 1];
    if (last?.kind === 'jump') {
      last.x = x;
      last.y = y;
    } else stitches.push({ x, y, kind: 'jump' });
  }

  /** A trim; one without thread to cut (before the first stitch, say) means nothing and is left out. */
  trim(): void {
    if (!this.attached) return;
    this.attached = false;
    this.current.push({ x: this.x, y: this.y, kind: 'trim' });
  }

  colourChange(): void {
    this.attached = false;
    this.blocks.push({ thread: this.threadOf(this.blocks.length), stitches: [] });
  }

  /** Starts the next block with a given thread (for formats that name each block's thread). */
  colourChangeTo(thread: Thread): void {
    this.attached = false;
    this.blocks.push({ thread, stitches: [] });
  }

  setThread(thread: Thread): void {
    this.blocks[this.blocks.length - 1]!.thread = thread;
  }

  finish(): StitchPlan {
    const blocks: ColourBlock[] = this.blocks.filter((block) => block.stitches.length > 0);
    return { blocks };
  }
}
