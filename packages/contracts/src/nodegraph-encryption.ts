/**
 * The stored form of a project's graph file (spec section 5): AES-GCM with a 12-byte random IV
 * written before the ciphertext, the key being the SHA-256 digest of the owner's user id, or of
 * the zero id when there is no user. The web app encrypts before it uploads nodegraph.json and
 * decrypts what GET /project/version/{id}/nodegraph returns; the project service checks an
 * upload by decrypting it and re-encrypts a graph for the new owner of a clone.
 *
 * The key is derived from an identifier, not a secret: this keeps graphs unreadable at rest
 * to anyone who does not know whose they are, it does not protect them from the server.
 * Written against Web Crypto only, so the browser and Node run the same code.
 */

/** Used for the key when a graph belongs to nobody (not signed in). */
export const zeroUserId = '00000000-0000-0000-0000-000000000000';

/** Bytes of the random initialisation vector in front of the ciphertext. */
export const nodegraphIvLength = 12;

/** AES-GCM appends a 16-byte authentication tag to the ciphertext. */
const authenticationTagLength = 16;

type EncryptionKey = Awaited<ReturnType<typeof globalThis.crypto.subtle.importKey>>;

async function keyOf(
  userId: string | null | undefined,
  usage: 'encrypt' | 'decrypt',
): Promise<EncryptionKey> {
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(userId && userId !== '' ? userId : zeroUserId),
  );
  return globalThis.crypto.subtle.importKey('raw', digest, { name: 'AES-GCM' }, false, [usage]);
}

/** Encrypts a graph file for a user: 12 random IV bytes, then the AES-GCM ciphertext and tag. */
export async function encryptNodegraph(
  plain: Uint8Array,
  userId: string | null | undefined,
): Promise<Uint8Array<ArrayBuffer>> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(nodegraphIvLength));
  const key = await keyOf(userId, 'encrypt');
  const ciphertext = new Uint8Array(
    await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new Uint8Array(plain)),
  );
  const stored = new Uint8Array(nodegraphIvLength + ciphertext.length);
  stored.set(iv, 0);
  stored.set(ciphertext, nodegraphIvLength);
  return stored;
}

/** Decrypts with one user's key; null when the bytes were not encrypted with it. */
export async function decryptNodegraph(
  stored: Uint8Array,
  userId: string | null | undefined,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (stored.length < nodegraphIvLength + authenticationTagLength) return null;
  const key = await keyOf(userId, 'decrypt');
  try {
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: new Uint8Array(stored.subarray(0, nodegraphIvLength)) },
      key,
      new Uint8Array(stored.subarray(nodegraphIvLength)),
    );
    return new Uint8Array(plain);
  } catch {
    return null;
  }
}

/**
 * Decrypts with the user's key, falling back to the zero id's key (graphs saved before the
 * user was known); null when neither opens it.
 */
export async function decryptNodegraphWithFallback(
  stored: Uint8Array,
  userId: string | null | undefined,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const withUserKey = await decryptNodegraph(stored, userId);
  if (withUserKey || !userId || userId === zeroUserId) return withUserKey;
  return decryptNodegraph(stored, zeroUserId);
}
