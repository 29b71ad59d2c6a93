import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createIdentityKeys,
  createIdentitySigner,
  createServiceClient,
  DirectoryBlobStore,
  runWithRequestContext,
  type Database,
} from '@atelier/platform';
import {
  common,
  job,
  JobServiceService,
  project,
  ProjectServiceService,
  UserServiceService,
} from '@atelier/proto';
import {
  createTestDatabase,
  freePort,
  natsUrlForTests,
  uniqueTestPrefix,
  type TestDatabase,
} from '@atelier/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { clusterServices as services } from './cluster';
import { repositoryRoot } from './environment';

// What the container images hold, proved without a container runtime: deploy/bin/assemble-image.mjs
// (which the Dockerfile runs) writes the image's files into an empty directory, and every process
// the images run (the gateway, the six services, a render worker) is started from there with
// plain `node --enable-source-maps <entry>.js` against PostgreSQL and NATS, then asked through the
// gateway's front door.
//
// The Dockerfile installs the production dependencies with `npm ci --omit=dev` in that directory.
// From the network that is slow and fragile in a test, so here --copy-node-modules copies the
// same packages (those package-lock.json says the server's workspaces need in production) from
// this checkout's node_modules. No dev tool is among them: no TypeScript loader can run the code.

const natsUrl = await natsUrlForTests();
const busPrefix = uniqueTestPrefix('image');
const ada = { id: '0b7e5a2c-3d4f-4a6b-8c9d-0e1f2a3b4c5d', email: 'ada@example.com' };

let imageDirectory: string;
let dataDirectory: string;
let testDatabase: TestDatabase;
let database: Database;
let gatewayUrl: string;
const serviceAddresses = new Map<string, string>();
const children: { name: string; child: ChildProcess; output: () => string }[] = [];
const identityKeys = createIdentityKeys();

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  const result = spawnSync(command, args, { ...options, encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) {
    throw new Error(`${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

/** The environment of a process in the image: only what a container would be given. */
function imageEnvironment(settings: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: dataDirectory,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDirectory,
    BLOB_DIR: path.join(dataDirectory, 'blobs'),
    ...settings,
  };
}

/** Starts `node --enable-source-maps <entry>` in the image; resolves once its output says `ready`. */
function startFromImage(name: string, entry: string, settings: Record<string, string>, ready: string) {
  const child = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: imageDirectory,
    env: imageEnvironment(settings),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
  children.push({ name, child, output: () => output });
  return started;
}

async function stopAll() {
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** Every file of the image outside node_modules, relative to it. */
function imageFiles(directory = imageDirectory, prefix = ''): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return [];
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? imageFiles(path.join(directory, entry.name), relative) : [relative];
  });
}

const describeWithServers = natsUrl ? describe : describe.skip;

describeWithServers('the image contents, started with plain node', () => {
  beforeAll(async () => {
    // The web build, node code and Prisma clients the image takes, built when missing or stale.
    run(process.execPath, [path.join(repositoryRoot, 'deploy', 'bin', 'prepare.mjs')], {
      cwd: repositoryRoot,
    });
    imageDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-image-'));
    dataDirectory = await mkdtemp(path.join(tmpdir(), 'atelier-image-data-'));
    run(
      process.execPath,
      [
        path.join(repositoryRoot, 'deploy', 'bin', 'assemble-image.mjs'),
        imageDirectory,
        '--copy-node-modules',
      ],
      { cwd: repositoryRoot },
    );

    testDatabase = await createTestDatabase({ kind: 'postgres' });
    database = await testDatabase.open();
    const shared = { DATABASE_URL: testDatabase.url!, NATS_URL: natsUrl!, BUS_PREFIX: busPrefix };

    // What the chart's migration Job runs before a release's pods start.
    for (const name of services) {
      run(process.execPath, ['--enable-source-maps', `services/${name}/dist/main.js`, '--migrate-only'], {
        cwd: imageDirectory,
        env: imageEnvironment({ DATABASE_URL: testDatabase.url! }),
      });
    }
    // An account as the sign-in flows leave it: a row in the user service's schema.
    await database.sql.query(
      `INSERT INTO "user"."users" (id, email, accepted_terms_at) VALUES ($1, $2, now())`,
      [ada.id, ada.email],
    );

    await Promise.all(
      services.map(async (name) => {
        const address = `127.0.0.1:${await freePort()}`;
        serviceAddresses.set(name, address);
        await startFromImage(
          name,
          `services/${name}/dist/main.js`,
          { ...shared, GRPC_ADDRESS: address, SERVICE_IDENTITY_PUBLIC_KEY: identityKeys.publicKey },
          `${name} service listening on`,
        );
      }),
    );
    const port = await freePort();
    gatewayUrl = `http://127.0.0.1:${port}`;
    await Promise.all([
      startFromImage(
        'gateway',
        'services/gateway/dist/main.js',
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          NATS_URL: natsUrl!,
          BUS_PREFIX: busPrefix,
          SERVICE_IDENTITY_PRIVATE_KEY: identityKeys.privateKey,
          WEB_DIST_DIR: 'web/dist',
          NODE_CODE_DIR: 'packages/nodes/dist/node-code',
          ...Object.fromEntries(
            services.map((name) => [`${name.toUpperCase()}_SERVICE_ADDRESS`, serviceAddresses.get(name)!]),
          ),
        },
        'gateway listening',
      ),
      startFromImage(
        'render worker',
        'workers/render/dist/main.js',
        {
          NATS_URL: natsUrl!,
          BUS_PREFIX: busPrefix,
          JOB_SERVICE_ADDRESS: serviceAddresses.get('job')!,
          PROJECT_SERVICE_ADDRESS: serviceAddresses.get('project')!,
          SERVICE_IDENTITY_PRIVATE_KEY: identityKeys.privateKey,
        },
        'render worker ready',
      ),
    ]);
  }, 170_000);

  afterAll(async () => {
    await stopAll();
    await database?.close();
    await testDatabase?.drop();
    if (imageDirectory) await rm(imageDirectory, { recursive: true, force: true });
    if (dataDirectory) await rm(dataDirectory, { recursive: true, force: true });
  });

  it('holds compiled JavaScript with source maps and production packages only', () => {
    const files = imageFiles();
    expect(files.filter((file) => /\.(ts|tsx|mts|cts)$/.test(file))).toEqual([]);
    for (const entry of [
      'services/gateway/dist/main.js',
      ...services.map((name) => `services/${name}/dist/main.js`),
      'workers/render/dist/main.js',
      'workers/render/dist/thread-entry.mjs',
      'deploy/dist/main.js',
    ]) {
      expect(files).toContain(entry);
      expect(files).toContain(`${entry}.map`);
    }
    expect(files).toContain('web/dist/index.html');
    expect(files).toContain('packages/nodes/dist/node-code/manifest.json');
    // The page 3D scenes render in, bundled: render workers run it in Chromium without a bundler.
    expect(files).toContain('packages/scene/dist/render-page.js');
    expect(files).toContain('services/user/prisma/schema.prisma');
    // No transpiler, bundler or test runner is installed, so nothing could run TypeScript.
    for (const tool of ['tsx', 'typescript', 'vitest', 'esbuild', 'prisma', 'vite', 'turbo']) {
      expect(existsSync(path.join(imageDirectory, 'node_modules', tool)), tool).toBe(false);
    }
    expect(JSON.parse(readFileSync(path.join(imageDirectory, 'package.json'), 'utf8'))).not.toHaveProperty(
      'devDependencies',
    );
  });

  it('holds every entry the Dockerfile and the Helm chart start', () => {
    const dockerfile = readFileSync(path.join(repositoryRoot, 'Dockerfile'), 'utf8');
    const commands = [...dockerfile.matchAll(/^CMD (\[.*\])$/gm)].map(
      (match) => JSON.parse(match[1]!) as string[],
    );
    expect(commands).toHaveLength(2);
    const values = parseYaml(readFileSync(path.join(repositoryRoot, 'helm/atelier/values.yaml'), 'utf8')) as {
      gateway: { command: string[] };
      services: Record<string, { command: string[] }>;
      renderWorker: { command: string[] };
    };
    commands.push(
      values.gateway.command,
      values.renderWorker.command,
      ...Object.values(values.services).map((service) => service.command),
    );
    for (const command of commands) {
      expect(command.slice(0, 2)).toEqual(['node', '--enable-source-maps']);
      expect(existsSync(path.join(imageDirectory, command.at(-1)!)), command.join(' ')).toBe(true);
    }
    for (const directory of ['web/dist', 'packages/nodes/dist/node-code']) {
      expect(existsSync(path.join(imageDirectory, directory)), directory).toBe(true);
    }
  });

  it('answers /healthz and /readyz through the gateway', async () => {
    expect((await fetch(`${gatewayUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${gatewayUrl}/readyz`);
    expect(ready.status, await ready.clone().text()).toBe(200);
  });

  it('serves a signed-in API call through the gateway to a service and its database', async () => {
    const users = createServiceClient(UserServiceService, serviceAddresses.get('user')!, {
      serviceName: 'user service',
      identity: createIdentitySigner(identityKeys.privateKey),
    });
    try {
      const { session } = await users.createSession({
        userId: ada.id,
        kind: 1,
        userAgent: 'test',
        ipAddress: '127.0.0.1',
      });
      const response = await fetch(`${gatewayUrl}/user/read`, {
        headers: { accept: 'application/json', authorization: `Bearer ${session!.accessToken}` },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ email: ada.email });
    } finally {
      users.close();
    }
  });

  it('serves the web app but never a source map', async () => {
    const page = await fetch(`${gatewayUrl}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const maps = readdirSync(path.join(imageDirectory, 'web', 'dist', 'assets')).filter((file) =>
      file.endsWith('.map'),
    );
    for (const map of maps.slice(0, 3)) {
      expect((await fetch(`${gatewayUrl}/assets/${map}`)).status).toBe(404);
    }
  });

  it.each([
    {
      example: 'examples/embroidery/patch-production.json',
      name: 'Rose patch',
      files: [/\.dst$/i, /\.pdf$/i],
    },
    // A 3D product shot: the worker renders it in headless Chromium with the built render page.
    { example: 'examples/3d/design-on-tshirt.json', name: 'T-shirt', files: [/\.png$/i] },
  ])(
    'renders an export job of $name in a render worker thread started from the built thread entry',
    async ({ example, name, files }) => {
      const identity = createIdentitySigner(identityKeys.privateKey);
      const projects = createServiceClient(ProjectServiceService, serviceAddresses.get('project')!, {
        serviceName: 'project service',
        identity,
      });
      const jobs = createServiceClient(JobServiceService, serviceAddresses.get('job')!, {
        serviceName: 'job service',
        identity,
      });
      const asAda = <T>(work: () => Promise<T>) =>
        runWithRequestContext({ requestId: randomUUID(), userId: ada.id, role: 'user' }, work);
      try {
        const graph = await readFile(path.join(repositoryRoot, example));
        const blobKey = `uploads/${randomUUID()}.json`;
        await new DirectoryBlobStore(path.join(dataDirectory, 'blobs')).put(blobKey, graph, {
          contentType: 'application/json',
        });
        const { project: created } = await asAda(() =>
          projects.createProject({
            environment: common.Edition.PRO,
            state: project.ProjectState.ACTIVE,
            name,
          }),
        );
        await asAda(() =>
          projects.createProjectVersion({
            projectId: created!.id,
            nodegraph: {
              blobKey,
              name: 'nodegraph.json',
              contentType: 'application/json',
              sizeBytes: graph.byteLength,
            },
            encrypted: false,
            presets: {},
            name: '',
            milestone: false,
            editingSession: '',
          }),
        );
        const { job: queued } = await asAda(() =>
          jobs.createJob({ target: created!.id, type: 'export', name: 'Export', parameters: {} }),
        );
        await asAda(() => jobs.startJob({ jobId: queued!.id }));
        const deadline = Date.now() + 40_000;
        let current = queued!;
        while (![job.JobState.SUCCESS, job.JobState.FAILED, job.JobState.CANCELED].includes(current.state)) {
          if (Date.now() > deadline) throw new Error(`job still ${job.JobState[current.state]}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
          current = (await asAda(() => jobs.getJob({ jobId: queued!.id }))).job!;
        }
        expect(current.errorMessage).toBe('');
        expect(current.state).toBe(job.JobState.SUCCESS);
        expect(current.files.map((file) => file.content?.name)).toEqual(
          expect.arrayContaining(files.map((file) => expect.stringMatching(file))),
        );
      } finally {
        projects.close();
        jobs.close();
      }
    },
    60_000,
  );

  it('runs the whole product in one process from deploy/dist/main.js', async () => {
    const port = await freePort();
    await startFromImage(
      'product',
      'deploy/dist/main.js',
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: testDatabase.url!,
        NATS_URL: natsUrl!,
        BUS_PREFIX: `${busPrefix}_one`,
        RENDER_WORKERS: '0',
      },
      'Atelier is running at',
    );
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  }, 60_000);

  it('answers the images health check for the gateway, a service and a worker', () => {
    const check = (kind: string, settings: Record<string, string>) =>
      spawnSync(process.execPath, ['deploy/bin/healthcheck.mjs', kind], {
        cwd: imageDirectory,
        env: imageEnvironment(settings),
        encoding: 'utf8',
      });
    expect(check('gateway', { PORT: new URL(gatewayUrl).port }).status).toBe(0);
    expect(check('service', { GRPC_ADDRESS: serviceAddresses.get('user')! }).status).toBe(0);
    expect(check('worker', { NATS_URL: natsUrl! }).status).toBe(0);
    expect(check('service', { GRPC_ADDRESS: '127.0.0.1:1' }).status).toBe(1);
  });
});
