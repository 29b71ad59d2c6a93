// The fabric a stitch preview is drawn on: the design's own fabric colour when it has one, else
// the tone from light linen to dark charcoal that keeps every thread colour readable (the best
// worst-case contrast, WCAG 2): light fabric under dark threads, dark under light ones, a grey
// between for a palette of both.
import type { StitchPlan } from '@atelier/embroidery';
import { bestBackground, type Rgb } from '../../../ui/contrast';

const linen: Rgb = { red: 244, green: 240, blue: 232 };
const charcoal: Rgb = { red: 31, green: 33, blue: 38 };
const steps = 12;

/** The fabric tones a preview may use, lightest first. */
export const fabricTones: readonly Rgb[] = Array.from({ length: steps + 1 }, (_, index) => {
  const t = index / steps;
  const mix = (from: number, to: number) => Math.round(from + (to - from) * t);
  return {
    red: mix(linen.red, charcoal.red),
    green: mix(linen.green, charcoal.green),
    blue: mix(linen.blue, charcoal.blue),
  };
});

/** The thread colours a plan sews with (blocks without a stitch left out), each once. */
export function sewnColours(plan: StitchPlan): Rgb[] {
  const colours = new Map<string, Rgb>();
  for (const block of plan.blocks) {
    if (!block.stitches.some((stitch) => stitch.kind === 'stitch')) continue;
    const { red, green, blue } = block.thread.colour;
    colours.set(`${red},${green},${blue}`, { red, green, blue });
  }
  return [...colours.values()];
}

/** The fabric behind threads of these colours: `fabric` when the design sets one. */
export function fabricColour(threads: readonly Rgb[], fabric?: Rgb): Rgb {
  return fabric ?? bestBackground(threads, fabricTones);
}
