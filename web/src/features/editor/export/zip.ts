// Several exported files as one zip download.
import { zipSync } from 'fflate';
import { distinctFileNames } from './outputs';

/** A zip of named files; a name given twice gains -2, -3 before its extension. */
export function zipFiles(files: ReadonlyArray<{ name: string; bytes: Uint8Array }>): Uint8Array {
  const names = distinctFileNames(files.map((file) => file.name));
  const entries: Record<string, Uint8Array> = {};
  files.forEach((file, index) => {
    entries[names[index]!] = file.bytes;
  });
  return zipSync(entries, { level: 6 });
}
