import { randomBytes } from 'node:crypto';
import { acceptsTcpConnection } from '@atelier/platform';
import { natsContainerUrl, serverSourceFor } from './containers';

// The address test machines run NATS with JetStream on, used when NATS_URL is not set.
const localNatsHost = '127.0.0.1';
const localNatsPort = 4222;

// Long enough for a loopback connection on a busy machine, short enough that a suite
// without NATS reports its skip promptly instead of hanging on discovery.
const connectTimeoutMs = 500;

/**
 * The NATS server tests should use: NATS_URL when it is set, otherwise a Testcontainers
 * container where a container runtime is present, otherwise the local server on
 * 127.0.0.1:4222 if something accepts a TCP connection there within 500 ms, otherwise
 * undefined so that the caller can skip its NATS tests and say why.
 */
export async function natsUrlForTests(): Promise<string | undefined> {
  const configured = process.env.NATS_URL;
  const source = serverSourceFor(configured);
  if (source === 'configured') return configured;
  // Where a container runtime is present: a NATS container with JetStream (see containers.ts).
  const container = source === 'testcontainers' ? await natsContainerUrl() : undefined;
  if (container) return container;
  const reachable = await acceptsTcpConnection(localNatsHost, localNatsPort, connectTimeoutMs);
  return reachable ? `nats://${localNatsHost}:${localNatsPort}` : undefined;
}

/**
 * A namespace for one test run: the given name plus a random suffix, using only letters,
 * digits, `_` and `-` so that it is valid inside NATS subjects and JetStream stream names.
 * Concurrent runs therefore never see each other's subjects or streams.
 */
export function uniqueTestPrefix(name: string): string {
  const readableName = name.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 32) || 'test';
  return `${readableName}_${randomBytes(5).toString('hex')}`;
}
