import * as opentypeModule from 'opentype.js';
import type { Font } from 'opentype.js';
import { VectorError } from '../errors';
import { fontData } from './font-data';
import { bundledFontFiles, type BundledFontId } from './font-files';

// The fonts that ship with the package, read with opentype.js. Every one is under the SIL Open Font
// License 1.1; its licence text lies beside the font file in fonts/.

// opentype.js ships ES modules for bundlers and a UMD build that Node loads as CommonJS, whose
// functions then sit on the default export.
const opentype: typeof opentypeModule =
  typeof (opentypeModule as { parse?: unknown }).parse === 'function'
    ? opentypeModule
    : (opentypeModule as unknown as { default: typeof opentypeModule }).default;

export type { BundledFontId };

export interface BundledFont {
  readonly id: BundledFontId;
  readonly family: string;
  readonly weight: 400 | 700;
  readonly style: 'normal';
  /** A short description of the font's character, for a font picker. */
  readonly classification: 'sans-serif' | 'serif' | 'script';
  readonly licence: 'OFL-1.1';
}

export const bundledFonts: readonly BundledFont[] = [
  {
    id: 'lato-regular',
    family: 'Lato',
    weight: 400,
    style: 'normal',
    classification: 'sans-serif',
    licence: 'OFL-1.1',
  },
  {
    id: 'lato-bold',
    family: 'Lato',
    weight: 700,
    style: 'normal',
    classification: 'sans-serif',
    licence: 'OFL-1.1',
  },
  {
    id: 'noto-serif-regular',
    family: 'Noto Serif',
    weight: 400,
    style: 'normal',
    classification: 'serif',
    licence: 'OFL-1.1',
  },
  {
    id: 'noto-serif-bold',
    family: 'Noto Serif',
    weight: 700,
    style: 'normal',
    classification: 'serif',
    licence: 'OFL-1.1',
  },
  {
    id: 'pacifico-regular',
    family: 'Pacifico',
    weight: 400,
    style: 'normal',
    classification: 'script',
    licence: 'OFL-1.1',
  },
];

export const bundledFontIds = Object.keys(bundledFontFiles) as BundledFontId[];

export const defaultFontId: BundledFontId = 'lato-regular';

/** A font ready for laying out text. */
export type ParsedFont = Font;

function decodeBase64(text: string): ArrayBuffer {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes.buffer;
}

/** Reads TrueType, OpenType or WOFF bytes. Throws `invalid-font` when they are not a font. */
export function parseFont(bytes: ArrayBuffer | Uint8Array): ParsedFont {
  const buffer =
    bytes instanceof Uint8Array
      ? bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
      : bytes;
  try {
    const font = opentype.parse(buffer);
    if (!font.supported) throw new Error('the font has no outlines opentype.js can read');
    return font;
  } catch (error) {
    throw new VectorError(
      'invalid-font',
      `The font could not be read: ${(error as Error).message}`,
      {},
      error,
    );
  }
}

const parsedFonts = new Map<BundledFontId, ParsedFont>();

/** A bundled font by id, parsed once and kept for later calls. */
export function loadBundledFont(id: string): ParsedFont {
  if (!(id in bundledFontFiles)) {
    throw new VectorError(
      'invalid-font',
      `There is no bundled font "${id}"; choose one of ${bundledFontIds.join(', ')}`,
      {
        font: id,
      },
    );
  }
  const fontId = id as BundledFontId;
  let font = parsedFonts.get(fontId);
  if (!font) {
    font = parseFont(decodeBase64(fontData[fontId]!));
    parsedFonts.set(fontId, font);
  }
  return font;
}
