import { RasterError } from './errors';
import { invalidOption } from './options';

/** A colour with 8-bit channels, 0 to 255; alpha 255 is opaque. */
export interface Colour {
  readonly red: number;
  readonly green: number;
  readonly blue: number;
  readonly alpha: number;
}

/** The most colours a palette may hold (spec section 9). */
export const MAXIMUM_PALETTE_COLOURS = 16;

export function colour(red: number, green: number, blue: number, alpha = 255): Colour {
  return requireColour({ red, green, blue, alpha }, 'colour');
}

/** Reads #rgb, #rgba, #rrggbb or #rrggbbaa. */
export function colourFromHex(hex: string): Colour {
  const match = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(
    typeof hex === 'string' ? hex.trim() : '',
  );
  if (!match) throw invalidOption('colour', 'a hex colour such as #ff8800', hex);
  let digits = match[1] as string;
  if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join('');
  const channel = (index: number) => Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16);
  return {
    red: channel(0),
    green: channel(1),
    blue: channel(2),
    alpha: digits.length === 8 ? channel(3) : 255,
  };
}

/** #rrggbb for opaque colours, #rrggbbaa otherwise. */
export function colourToHex(value: Colour): string {
  const hex = (channel: number) => channel.toString(16).padStart(2, '0');
  const opaque = `#${hex(value.red)}${hex(value.green)}${hex(value.blue)}`;
  return value.alpha === 255 ? opaque : opaque + hex(value.alpha);
}

export function requireColour(value: unknown, option: string): Colour {
  if (typeof value !== 'object' || value === null) throw invalidOption(option, 'a colour', value);
  const candidate = value as Record<string, unknown>;
  for (const channel of ['red', 'green', 'blue', 'alpha'] as const) {
    const number = candidate[channel];
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > 255) {
      throw invalidOption(`${option}.${channel}`, 'a whole number from 0 to 255', number);
    }
  }
  return value as Colour;
}

export function requirePalette(value: unknown, option: string): readonly Colour[] {
  if (!Array.isArray(value) || value.length < 1 || value.length > MAXIMUM_PALETTE_COLOURS) {
    throw new RasterError(
      'invalid-option',
      `Option "${option}" must be a list of 1 to ${MAXIMUM_PALETTE_COLOURS} colours`,
      {
        option,
        expectation: `1 to ${MAXIMUM_PALETTE_COLOURS} colours`,
        value: Array.isArray(value) ? value.length : typeof value,
      },
    );
  }
  value.forEach((entry, index) => requireColour(entry, `${option}[${index}]`));
  return value as readonly Colour[];
}
