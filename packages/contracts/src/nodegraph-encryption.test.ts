import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decryptNodegraph,
  decryptNodegraphWithFallback,
  encryptNodegraph,
  nodegraphIvLength,
  zeroUserId,
} from './nodegraph-encryption';

const userId = '6f1c2a3e-1b2c-4d5e-8f90-0a1b2c3d4e5f';
const graph = new TextEncoder().encode('{"version":"1.0.0","nodes":[],"connections":[]}');

describe('node graph encryption', () => {
  it('matches AES-256-GCM computed independently with Node crypto, key SHA-256 of the user id', async () => {
    const stored = await encryptNodegraph(graph, userId);
    const iv = stored.subarray(0, nodegraphIvLength);
    const key = createHash('sha256').update(userId, 'utf8').digest();
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const expected = Buffer.concat([cipher.update(graph), cipher.final(), cipher.getAuthTag()]);
    expect(stored.length).toBe(12 + graph.length + 16);
    expect(Buffer.from(stored.subarray(nodegraphIvLength))).toEqual(expected);
  });

  it('uses a fresh IV each time', async () => {
    const first = await encryptNodegraph(graph, userId);
    const second = await encryptNodegraph(graph, userId);
    expect(Buffer.from(first.subarray(0, 12))).not.toEqual(Buffer.from(second.subarray(0, 12)));
  });

  it('opens only with the same user id, and falls back to the zero id', async () => {
    const stored = await encryptNodegraph(graph, userId);
    expect(await decryptNodegraph(stored, userId)).toEqual(graph);
    expect(await decryptNodegraph(stored, zeroUserId)).toBeNull();

    const anonymous = await encryptNodegraph(graph, undefined);
    expect(await decryptNodegraph(anonymous, zeroUserId)).toEqual(graph);
    expect(await decryptNodegraphWithFallback(anonymous, userId)).toEqual(graph);
  });

  it('refuses bytes that were tampered with or are too short to hold IV and tag', async () => {
    const stored = await encryptNodegraph(graph, userId);
    stored[20] = stored[20]! ^ 1;
    expect(await decryptNodegraph(stored, userId)).toBeNull();
    expect(await decryptNodegraph(new Uint8Array(27), userId)).toBeNull();
  });
});
