import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@atelier/platform';

const ownerOnly = 0o700;

/**
 * Makes a directory of the product's data (the embedded database, blobs, the session secret)
 * owner-only: created 0700, and an existing one, made by an older version or under a loose umask,
 * tightened at start with a log line, so no other account on the machine can read e-mail
 * addresses out of the write-ahead log or write the database files. Returns how many entries
 * were tightened. Symbolic links are left alone (their own mode means nothing).
 */
export async function secureDataDirectory(
  directory: string,
  logger: Logger,
  options: { quiet?: boolean } = {},
): Promise<number> {
  await mkdir(directory, { recursive: true, mode: ownerOnly });
  let tightened = 0;
  const visit = async (entry: string) => {
    const status = await lstat(entry);
    if (status.isSymbolicLink()) return;
    const mode = status.mode & 0o777;
    // Directories keep full access for their owner; files keep the owner's own bits.
    const wanted = status.isDirectory() ? ownerOnly : mode & ownerOnly;
    if (mode !== wanted) {
      await chmod(entry, wanted);
      tightened += 1;
    }
    if (status.isDirectory()) {
      for (const name of await readdir(entry)) await visit(path.join(entry, name));
    }
  };
  await visit(directory);
  if (tightened > 0 && !options.quiet) {
    logger.warn(
      { directory, tightened },
      'data directory: files and folders other accounts could read or write were made owner-only',
    );
  }
  return tightened;
}

/**
 * Files the product writes from now on are owner-only whatever umask it was started with: the
 * embedded database creates its files with the process umask, and so would anything else.
 */
export function restrictNewFilesToOwner(): void {
  process.umask(process.umask() | 0o077);
}
