import { existsSync } from 'node:fs';
import path from 'node:path';

// Where a container runtime is present, the integration harness starts PostgreSQL and NATS with
// Testcontainers instead of looking for servers on this machine. DATABASE_URL and NATS_URL still
// win when set, and TESTCONTAINERS=0 turns the containers off. The `testcontainers` package is
// not a dependency of this workspace (no machine of this project has a container runtime):
// install it where one exists (npm install -D -w @atelier/testing testcontainers). Without it,
// or without a runtime, nothing here runs and the harness uses the local servers as before.

export type ServerSource = 'configured' | 'testcontainers' | 'local';

/**
 * How the harness gets one server: the configured URL when there is one, else containers when a
 * container runtime answers on a socket here and they are not turned off, else the local server.
 */
export function chooseServerSource(options: {
  configuredUrl: string | undefined;
  /** The TESTCONTAINERS variable: 0, false or off turns containers off. */
  testcontainers: string | undefined;
  containerRuntime: boolean;
}): ServerSource {
  if (options.configuredUrl !== undefined && options.configuredUrl !== '') return 'configured';
  if (['0', 'false', 'off'].includes((options.testcontainers ?? '').trim().toLowerCase())) return 'local';
  return options.containerRuntime ? 'testcontainers' : 'local';
}

/** Whether a Docker-compatible runtime is reachable: DOCKER_HOST, or one of the usual sockets. */
export function containerRuntimePresent(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
): boolean {
  if (env.DOCKER_HOST) return true;
  const sockets = ['/var/run/docker.sock'];
  if (env.XDG_RUNTIME_DIR) sockets.push(path.join(env.XDG_RUNTIME_DIR, 'docker.sock'));
  if (env.HOME) sockets.push(path.join(env.HOME, '.docker', 'run', 'docker.sock'));
  return sockets.some((socket) => exists(socket));
}

/** The source of one server for this process, from its environment and this machine. */
export function serverSourceFor(configuredUrl: string | undefined): ServerSource {
  return chooseServerSource({
    configuredUrl,
    testcontainers: process.env.TESTCONTAINERS,
    containerRuntime: containerRuntimePresent(),
  });
}

/** The part of the testcontainers package used here. */
interface StartedContainer {
  getHost(): string;
  getMappedPort(port: number): number;
}
interface ContainerBuilder {
  withEnvironment(environment: Record<string, string>): ContainerBuilder;
  withCommand(command: string[]): ContainerBuilder;
  withExposedPorts(...ports: number[]): ContainerBuilder;
  withWaitStrategy(strategy: unknown): ContainerBuilder;
  start(): Promise<StartedContainer>;
}
interface Testcontainers {
  GenericContainer: new (image: string) => ContainerBuilder;
  Wait: { forLogMessage(message: RegExp | string, times?: number): unknown };
}

async function loadTestcontainers(): Promise<Testcontainers | undefined> {
  // A name in a variable: the package is optional, so neither TypeScript nor the bundler of the
  // test runner may insist on finding it.
  const name = 'testcontainers';
  try {
    return (await import(name)) as Testcontainers;
  } catch {
    console.warn(
      'A container runtime is present but the testcontainers package is not installed: using local servers.',
    );
    return undefined;
  }
}

// One container of each per process; Testcontainers' reaper removes them when the process ends.
let postgres: Promise<string | undefined> | undefined;
let nats: Promise<string | undefined> | undefined;

/** postgres:// URL of a PostgreSQL container (user postgres, trust), or undefined without the package. */
export function postgresContainerUrl(): Promise<string | undefined> {
  postgres ??= (async () => {
    const testcontainers = await loadTestcontainers();
    if (!testcontainers) return undefined;
    const { GenericContainer, Wait } = testcontainers;
    const container = await new GenericContainer('postgres:16-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    return `postgres://postgres@${container.getHost()}:${container.getMappedPort(5432)}/postgres`;
  })();
  return postgres;
}

/** nats:// URL of a NATS container with JetStream, or undefined without the package. */
export function natsContainerUrl(): Promise<string | undefined> {
  nats ??= (async () => {
    const testcontainers = await loadTestcontainers();
    if (!testcontainers) return undefined;
    const { GenericContainer, Wait } = testcontainers;
    const container = await new GenericContainer('nats:2.10-alpine')
      .withCommand(['--jetstream'])
      .withExposedPorts(4222)
      .withWaitStrategy(Wait.forLogMessage(/Server is ready/))
      .start();
    return `nats://${container.getHost()}:${container.getMappedPort(4222)}`;
  })();
  return nats;
}
