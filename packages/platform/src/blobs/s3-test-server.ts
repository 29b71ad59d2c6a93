// An S3-compatible server on a free loopback port for tests, in a process of its own: s3rver
// signs its listing continuation tokens with DES, which Node's OpenSSL 3 offers only with the
// legacy provider, a flag of the process it runs in (s3-test-server-process.ts).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The credentials s3rver checks request signatures against. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  close(): Promise<void>;
}

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

export async function startS3TestServer(bucket = 'atelier-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'atelier-s3-'));
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      '--import',
      'tsx',
      path.join(import.meta.dirname, 's3-test-server-process.ts'),
      directory,
      bucket,
    ],
    { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const endpoint = await new Promise<string>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout });
      lines.once('line', (line) => resolve((JSON.parse(line) as { endpoint: string }).endpoint));
      child.once('exit', (code) =>
        reject(new Error(`The S3 test server stopped at start (exit code ${code}).`)),
      );
      setTimeout(() => reject(new Error('The S3 test server did not start within 30 s.')), 30_000).unref();
    });
    return {
      endpoint,
      bucket,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      async close() {
        child.kill('SIGTERM');
        await exited;
        await rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}
