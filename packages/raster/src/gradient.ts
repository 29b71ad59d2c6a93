import { requireColour, type Colour } from './colour';
import { RasterError } from './errors';
import { invalidOption, requireNumber, requireNumberInRange } from './options';

/** The most steps a gradient may hold (spec section 9). */
export const MAXIMUM_GRADIENT_STEPS = 32;

export interface GradientStop {
  /** Where the colour sits along the gradient, 0 (start) to 1 (end). */
  readonly position: number;
  readonly colour: Colour;
}

export interface Gradient {
  /** 1 to MAXIMUM_GRADIENT_STEPS stops, in any order; two stops at one position make a hard edge. */
  readonly stops: readonly GradientStop[];
}

/** Checks a gradient and returns its stops sorted by position (stable, so hard edges keep their order). */
export function requireGradient(value: unknown, option: string): GradientStop[] {
  const stops = (value as Gradient | undefined)?.stops;
  if (!Array.isArray(stops) || stops.length < 1 || stops.length > MAXIMUM_GRADIENT_STEPS) {
    throw new RasterError(
      'invalid-option',
      `Option "${option}" must be a gradient of 1 to ${MAXIMUM_GRADIENT_STEPS} steps`,
      {
        option,
        expectation: `1 to ${MAXIMUM_GRADIENT_STEPS} steps`,
        value: Array.isArray(stops) ? stops.length : typeof stops,
      },
    );
  }
  stops.forEach((stop: unknown, index) => {
    if (typeof stop !== 'object' || stop === null)
      throw invalidOption(`${option}.stops[${index}]`, 'a stop', stop);
    requireNumberInRange((stop as GradientStop).position, `${option}.stops[${index}].position`, 0, 1);
    requireColour((stop as GradientStop).colour, `${option}.stops[${index}].colour`);
  });
  return [...(stops as GradientStop[])].sort((first, second) => first.position - second.position);
}

/**
 * The gradient's colour at `position` (0 to 1; outside, the end colours continue). Colours mix
 * premultiplied by alpha, as CSS gradients do (CSS Images Module Level 3, "Coloring the
 * Gradient Line"), so a fade to transparent does not pass through grey.
 */
function sampleSorted(
  stops: readonly GradientStop[],
  position: number,
  target: Uint8ClampedArray,
  offset: number,
): void {
  let index = -1;
  while (index + 1 < stops.length && stops[index + 1].position <= position) index++;
  if (index < 0 || index === stops.length - 1) {
    const colour = stops[index < 0 ? 0 : index].colour;
    target[offset] = colour.red;
    target[offset + 1] = colour.green;
    target[offset + 2] = colour.blue;
    target[offset + 3] = colour.alpha;
    return;
  }
  const from = stops[index];
  const to = stops[index + 1];
  const fraction = (position - from.position) / (to.position - from.position);
  const mix = (first: number, second: number) => first + (second - first) * fraction;
  const alpha = mix(from.colour.alpha, to.colour.alpha);
  target[offset + 3] = alpha;
  if (alpha === 0) {
    target[offset] = target[offset + 1] = target[offset + 2] = 0;
    return;
  }
  const channel = (first: number, second: number) =>
    mix(first * from.colour.alpha, second * to.colour.alpha) / alpha;
  target[offset] = channel(from.colour.red, to.colour.red);
  target[offset + 1] = channel(from.colour.green, to.colour.green);
  target[offset + 2] = channel(from.colour.blue, to.colour.blue);
}

/** The colour at `position` along the gradient. */
export function sampleGradient(gradient: Gradient, position: number): Colour {
  const stops = requireGradient(gradient, 'gradient');
  const sample = new Uint8ClampedArray(4);
  sampleSorted(stops, requireNumber(position, 'position'), sample, 0);
  return { red: sample[0], green: sample[1], blue: sample[2], alpha: sample[3] };
}

/** `size` RGBA entries sampling the gradient evenly from position 0 (first) to 1 (last). */
export function gradientLookupTable(gradient: Gradient, size = 256): Uint8ClampedArray {
  const stops = requireGradient(gradient, 'gradient');
  const table = new Uint8ClampedArray(size * 4);
  for (let entry = 0; entry < size; entry++)
    sampleSorted(stops, size === 1 ? 0 : entry / (size - 1), table, entry * 4);
  return table;
}
