import type { Dirent } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

// The directory store's own file names beside a blob: its description, and the bytes of a
// write still under way (`<blob>.<uuid>.partial`), renamed to the blob once complete.
export const metadataSuffix = '.meta.json';
export const partialPattern = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.partial$/;

/** One file under a blob directory, with the key-like path it has below the root. */
export interface WalkedFile {
  /** Path below the root with `/` between parts, as keys are written. */
  relativePath: string;
  absolutePath: string;
  size: number;
  modifiedAt: Date;
}

/**
 * Every regular file below `directory`, depth first. A directory or file that disappears while
 * it is walked (a delete running at the same time) is passed over, not an error.
 */
export async function* walkFiles(root: string, directory: string): AsyncGenerator<WalkedFile> {
  let entries: Dirent[];
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if (isGone(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const absolutePath = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      yield* walkFiles(root, absolutePath);
      continue;
    }
    if (!entry.isFile()) continue;
    try {
      const info = await stat(absolutePath);
      yield {
        relativePath: path.relative(root, absolutePath).split(path.sep).join('/'),
        absolutePath,
        size: info.size,
        modifiedAt: info.mtime,
      };
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  }
}

/** What kind of file the directory store keeps at a path. */
export function kindOfFile(relativePath: string): 'blob' | 'metadata' | 'partial' {
  if (partialPattern.test(relativePath)) return 'partial';
  if (relativePath.endsWith(metadataSuffix)) return 'metadata';
  return 'blob';
}

/**
 * Removes, below `directory`, the files unfinished writes left behind that were last written
 * before `olderThan`: bytes of a write that never completed (the process stopped mid-upload),
 * and descriptions whose blob is not there (a crash between writing the description and
 * renaming the bytes into place, or in the middle of a delete). Returns their paths below the root.
 */
export async function removeUnfinishedFiles(
  root: string,
  directory: string,
  olderThan: Date,
): Promise<string[]> {
  const removed: string[] = [];
  for await (const file of walkFiles(root, directory)) {
    if (file.modifiedAt.getTime() >= olderThan.getTime()) continue;
    const kind = kindOfFile(file.relativePath);
    if (kind === 'blob') continue;
    if (kind === 'metadata' && (await exists(file.absolutePath.slice(0, -metadataSuffix.length)))) continue;
    await rm(file.absolutePath, { force: true });
    removed.push(file.relativePath);
  }
  return removed;
}

async function exists(absolutePath: string): Promise<boolean> {
  try {
    await stat(absolutePath);
    return true;
  } catch (error) {
    if (isGone(error)) return false;
    throw error;
  }
}

function isGone(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
