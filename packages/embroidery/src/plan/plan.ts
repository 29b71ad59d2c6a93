// The stitch plan: what a machine sews, in 0.1 mm units (the step of every common machine format)
// with y pointing down. It is the value of the graph's `stitchPlan` socket.

/** A thread colour, each channel 0 to 255. */
export interface ThreadColour {
  red: number;
  green: number;
  blue: number;
}

export interface Thread {
  colour: ThreadColour;
  /** The thread's name in its chart, such as "Salmon Pink"; may be empty. */
  name: string;
  /** The maker, such as "Madeira" or "Brother"; may be empty. */
  brand: string;
  /** The number in the maker's chart, such as "1147"; may be empty. */
  catalogueNumber: string;
}

/**
 * One entry of a colour block.
 * - `stitch`: the needle goes down at (x, y), sewing thread from the previous needle position
 *   (the first stitch of a design, or one right after a jump, only anchors the thread).
 * - `jump`: the frame moves to (x, y) without sewing.
 * - `trim`: the thread is cut at (x, y), the current position.
 * - `stop`: the machine pauses at (x, y), the current position (for appliqué, say).
 */
export type StitchKind = 'stitch' | 'jump' | 'trim' | 'stop';

export interface Stitch {
  x: number;
  y: number;
  kind: StitchKind;
}

/** Everything sewn with one thread; a colour change separates consecutive blocks. */
export interface ColourBlock {
  thread: Thread;
  stitches: readonly Stitch[];
}

export interface StitchPlan {
  blocks: readonly ColourBlock[];
}

/** Plan units per millimetre. */
export const planUnitsPerMillimetre = 10;

export function sameThread(a: Thread, b: Thread): boolean {
  return (
    a.colour.red === b.colour.red &&
    a.colour.green === b.colour.green &&
    a.colour.blue === b.colour.blue &&
    a.name === b.name &&
    a.brand === b.brand &&
    a.catalogueNumber === b.catalogueNumber
  );
}

/** A thread known only by its colour. */
export function threadOfColour(colour: ThreadColour): Thread {
  return {
    colour: { red: colour.red, green: colour.green, blue: colour.blue },
    name: '',
    brand: '',
    catalogueNumber: '',
  };
}

/** `#rrggbb` for a thread colour. */
export function hexColour(colour: ThreadColour): string {
  const hex = (value: number) =>
    Math.max(0, Math.min(255, Math.round(value)))
      .toString(16)
      .padStart(2, '0');
  return `#${hex(colour.red)}${hex(colour.green)}${hex(colour.blue)}`;
}

/** Parses `#rgb` or `#rrggbb` (the `#` optional); undefined when it is neither. */
export function parseHexColour(text: string): ThreadColour | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match) return undefined;
  let digits = match[1]!;
  if (digits.length === 3) digits = [...digits].map((digit) => digit + digit).join('');
  const value = Number.parseInt(digits, 16);
  return { red: (value >> 16) & 0xff, green: (value >> 8) & 0xff, blue: value & 0xff };
}

/** True when the plan has no stitch at all. */
export function isEmptyPlan(plan: StitchPlan): boolean {
  return !plan.blocks.some((block) => block.stitches.some((stitch) => stitch.kind === 'stitch'));
}

/** Every entry of the plan shifted by (dx, dy) plan units. */
export function translatePlan(plan: StitchPlan, dx: number, dy: number): StitchPlan {
  return {
    blocks: plan.blocks.map((block) => ({
      thread: block.thread,
      stitches: block.stitches.map((stitch) => ({ x: stitch.x + dx, y: stitch.y + dy, kind: stitch.kind })),
    })),
  };
}
