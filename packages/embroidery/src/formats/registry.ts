// The one list of machine formats: extension, MIME type, limits, reader and writer.
import { EmbroideryError } from '../errors';
import type { StitchPlan } from '../plan/plan';
import type { ReadDesign } from './assemble';
import { encodeForFormat, type EncodedDesign, type EncodeOptions, type EncoderNote } from './encoder';
import type { FormatLimits } from './limits';
import { readDst } from './dst/reader';
import { dstLimits, writeDst } from './dst/writer';
import { readExp } from './exp/reader';
import { expLimits, writeExp } from './exp/writer';
import { readJef } from './jef/reader';
import { jefLimits, writeJef } from './jef/writer';
import { readPes } from './pes/reader';
import { pesLimits, writePes } from './pes/writer';
import { readVp3 } from './vp3/reader';
import { vp3Limits, writeVp3 } from './vp3/writer';

export type EmbroideryFormatId = 'dst' | 'pes' | 'exp' | 'jef' | 'vp3';

export interface EmbroideryFormat {
  id: EmbroideryFormatId;
  /** Short name for messages, such as "DST". */
  name: string;
  /** The machine family the format comes from. */
  maker: string;
  /** Without the dot. */
  extension: string;
  mimeType: string;
  limits: FormatLimits;
  read(bytes: Uint8Array): ReadDesign;
  write(design: EncodedDesign, options?: { date?: Date }): Uint8Array;
}

export const embroideryFormats = {
  dst: {
    id: 'dst',
    name: 'DST',
    maker: 'Tajima',
    extension: 'dst',
    mimeType: 'application/x-dst',
    limits: dstLimits,
    read: readDst,
    write: writeDst,
  },
  pes: {
    id: 'pes',
    name: 'PES',
    maker: 'Brother',
    extension: 'pes',
    mimeType: 'application/x-pes',
    limits: pesLimits,
    read: readPes,
    write: writePes,
  },
  exp: {
    id: 'exp',
    name: 'EXP',
    maker: 'Melco',
    extension: 'exp',
    mimeType: 'application/x-exp',
    limits: expLimits,
    read: readExp,
    write: writeExp,
  },
  jef: {
    id: 'jef',
    name: 'JEF',
    maker: 'Janome',
    extension: 'jef',
    mimeType: 'application/x-jef',
    limits: jefLimits,
    read: readJef,
    write: (design, options) => writeJef(design, options),
  },
  vp3: {
    id: 'vp3',
    name: 'VP3',
    maker: 'Pfaff / Husqvarna Viking',
    extension: 'vp3',
    mimeType: 'application/x-vp3',
    limits: vp3Limits,
    read: readVp3,
    write: writeVp3,
  },
} as const satisfies Record<EmbroideryFormatId, EmbroideryFormat>;

export const embroideryFormatIds = Object.keys(embroideryFormats) as EmbroideryFormatId[];

export function isEmbroideryFormatId(value: unknown): value is EmbroideryFormatId {
  return typeof value === 'string' && Object.hasOwn(embroideryFormats, value);
}

/** The format for a file name or extension (case does not matter). */
export function formatForFileName(fileName: string): EmbroideryFormat {
  const extension = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1) : fileName;
  const id = extension.toLowerCase();
  if (!isEmbroideryFormatId(id)) {
    throw new EmbroideryError('unknown-format', `No embroidery format has the extension "${extension}"`, {
      extension,
    });
  }
  return embroideryFormats[id];
}

export interface ExportOptions extends Omit<EncodeOptions, 'formatName'> {
  /** Stored by formats that keep a date (JEF); default 1 January 1970 so equal designs give equal bytes. */
  date?: Date;
}

export interface ExportResult {
  bytes: Uint8Array;
  format: EmbroideryFormat;
  /** What the encoder changed to fit the format. */
  notes: EncoderNote[];
  /** The prepared design the bytes hold. */
  design: EncodedDesign;
}

/** Encodes a plan for a format and writes the file. */
export function exportDesign(
  plan: StitchPlan,
  formatId: EmbroideryFormatId,
  options: ExportOptions = {},
): ExportResult {
  if (!isEmbroideryFormatId(formatId)) {
    throw new EmbroideryError('unknown-format', `Unknown embroidery format "${String(formatId)}"`, {
      extension: String(formatId),
    });
  }
  const format: EmbroideryFormat = embroideryFormats[formatId];
  const design = encodeForFormat(plan, format.limits, { ...options, formatName: format.name });
  return { bytes: format.write(design, { date: options.date }), format, notes: design.notes, design };
}

/** Reads a machine file, choosing the reader by the file's name. */
export function importDesign(bytes: Uint8Array, fileName: string): ReadDesign {
  return formatForFileName(fileName).read(bytes);
}
