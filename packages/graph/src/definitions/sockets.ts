import { gradientStepLimit, paletteColourLimit } from '../constants';

/** What a wire carries. */
export type SocketType =
  | 'image'
  | 'vector'
  | 'scene'
  | 'text'
  | 'number'
  | 'colour'
  | 'palette'
  | 'gradient'
  | 'stitchPlan'
  | 'knitChart'
  | 'cutJob'
  | 'document';

export const socketTypes: readonly SocketType[] = [
  'image',
  'vector',
  'scene',
  'text',
  'number',
  'colour',
  'palette',
  'gradient',
  'stitchPlan',
  'knitChart',
  'cutJob',
  'document',
];

/** An RGBA colour, each channel 0 to 255. */
export interface Colour {
  red: number;
  green: number;
  blue: number;
  alpha: number;
}

/** One step of a gradient: a colour at a position from 0 (start) to 1 (end). */
export interface GradientStep {
  position: number;
  colour: Colour;
}

/**
 * The value of an image socket: straight (not premultiplied) RGBA pixels, row after row from the
 * top left, with the resolution that gives the image its physical size.
 */
export interface RasterImage {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
  dotsPerInch: number;
}

/**
 * Which input types each output type may feed. Every type feeds itself; the other entries are
 * conversions the evaluator performs on the way (`convertSocketValue`): a number shown as text,
 * a colour as a palette of one.
 */
export const socketCompatibility: Readonly<Record<SocketType, readonly SocketType[]>> = {
  image: ['image'],
  vector: ['vector'],
  scene: ['scene'],
  text: ['text'],
  number: ['number', 'text'],
  colour: ['colour', 'palette'],
  palette: ['palette'],
  gradient: ['gradient'],
  stitchPlan: ['stitchPlan'],
  knitChart: ['knitChart'],
  cutJob: ['cutJob'],
  document: ['document'],
};

/** True when an output of type `from` may be wired into an input of type `to`. */
export function canFeed(from: SocketType, to: SocketType): boolean {
  return socketCompatibility[from].includes(to);
}

/** Turns a value of one socket type into another that `socketCompatibility` allows. */
export function convertSocketValue(value: unknown, from: SocketType, to: SocketType): unknown {
  if (from === to) return value;
  if (from === 'number' && to === 'text') return String(value);
  if (from === 'colour' && to === 'palette') return [value];
  throw new RangeError(`${from} output cannot feed ${to} input`);
}

function isColour(value: unknown): value is Colour {
  if (typeof value !== 'object' || value === null) return false;
  const colour = value as Record<string, unknown>;
  return (['red', 'green', 'blue', 'alpha'] as const).every((channel) => {
    const level = colour[channel];
    return typeof level === 'number' && level >= 0 && level <= 255;
  });
}

/**
 * Checks a value against the socket types whose shape the engine knows (the others belong to
 * their domain packages) and returns what is wrong with it, or undefined when it is fine.
 */
export function describeInvalidSocketValue(type: SocketType, value: unknown): string | undefined {
  switch (type) {
    case 'number':
      if (typeof value !== 'number') return `expected a number, got ${typeof value}`;
      if (!Number.isFinite(value)) return `expected a finite number, got ${value}`;
      return undefined;
    case 'text':
      return typeof value === 'string' ? undefined : `expected text, got ${typeof value}`;
    case 'colour':
      return isColour(value) ? undefined : 'expected a colour with red, green, blue and alpha from 0 to 255';
    case 'palette':
      if (!Array.isArray(value) || !value.every(isColour)) return 'expected a list of colours';
      if (value.length > paletteColourLimit)
        return `a palette holds at most ${paletteColourLimit} colours, got ${value.length}`;
      return undefined;
    case 'gradient':
      if (
        !Array.isArray(value) ||
        !value.every(
          (step: unknown) =>
            typeof step === 'object' &&
            step !== null &&
            typeof (step as GradientStep).position === 'number' &&
            (step as GradientStep).position >= 0 &&
            (step as GradientStep).position <= 1 &&
            isColour((step as GradientStep).colour),
        )
      )
        return 'expected a list of gradient steps with positions from 0 to 1';
      if (value.length > gradientStepLimit)
        return `a gradient holds at most ${gradientStepLimit} steps, got ${value.length}`;
      return undefined;
    case 'image': {
      if (typeof value !== 'object' || value === null) return 'expected an image';
      const image = value as Partial<RasterImage>;
      if (
        !Number.isInteger(image.width) ||
        !Number.isInteger(image.height) ||
        image.width! < 1 ||
        image.height! < 1
      )
        return 'an image needs a whole-number width and height of at least 1';
      if (!(image.pixels instanceof Uint8ClampedArray))
        return 'an image needs RGBA pixels in a Uint8ClampedArray';
      if (image.pixels.length !== image.width! * image.height! * 4)
        return `an image of ${image.width}x${image.height} needs ${image.width! * image.height! * 4} bytes, got ${image.pixels.length}`;
      if (typeof image.dotsPerInch !== 'number' || !(image.dotsPerInch > 0))
        return 'an image needs a positive resolution (dots per inch)';
      return undefined;
    }
    default:
      return value === undefined ? `expected a ${type}, got nothing` : undefined;
  }
}
