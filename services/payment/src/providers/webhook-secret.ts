import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The file beside the product's other data that holds the test-mode webhook signing secret. */
export const testWebhookSecretFileName = 'payment-test-webhook-secret';

/**
 * The install's test-mode webhook signing secret: made once at random and kept in the data
 * directory, readable by its owner only, so that no two installs share one and nothing in the
 * code can sign an event. A Stripe deployment uses STRIPE_WEBHOOK_SECRET instead.
 */
export async function readOrCreateTestWebhookSecret(dataDirectory: string): Promise<string> {
  const file = path.join(dataDirectory, testWebhookSecretFileName);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (/^whsec_[A-Za-z0-9]{32,}$/.test(stored)) return stored;
  } catch {
    // Not made yet.
  }
  const secret = `whsec_${randomBytes(32).toString('hex')}`;
  await mkdir(dataDirectory, { recursive: true, mode: 0o700 });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
}
