import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The session secret of the one-machine product when SESSION_SECRET is unset: made once and
 * kept beside the embedded database (readable by its owner only), so sign-ins survive a restart.
 */
export async function readOrCreateSessionSecret(dataDirectory: string): Promise<string> {
  const file = path.join(dataDirectory, 'session-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not made yet.
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDirectory, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
