import type { FileType, HeaderReading } from './file-types';
import { fileTypeOfExtension } from './file-types';

// JSON (RFC 8259) is text whose first character past an optional byte order mark and white
// space opens an object or an array for the inputs a job reads (settings, palettes, data).
// The job parses it; here it is only told apart from something else with a .json name.
export function readJsonHeader(head: Buffer): HeaderReading {
  const text = head
    .toString('utf8', 0, Math.min(head.length, 1024))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.length === 0) return { kind: 'need-more' };
  return text.startsWith('{') || text.startsWith('[') ? { kind: 'matches' } : { kind: 'mismatch' };
}

export const jsonFileType: FileType = {
  extensions: ['json'],
  contentType: 'application/json',
  read: readJsonHeader,
};

/** What a job takes as an input file: images, SVG and JSON. */
const imageExtensions = ['png', 'jpg', 'jpeg', 'webp', 'gif', 'svg'];

export function jobInputFileType(extension: string): FileType | undefined {
  const lower = extension.toLowerCase();
  if (jsonFileType.extensions.includes(lower)) return jsonFileType;
  return imageExtensions.includes(lower) ? fileTypeOfExtension(lower) : undefined;
}
