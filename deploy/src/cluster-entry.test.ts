import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryCommand } from './cluster';
import { repositoryRoot } from './environment';

// How `npm run cluster` starts each process: the sources through tsx, or with --built the
// JavaScript `npm run build` writes beside them, run by plain node.
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'atelier-cluster-entry-'));
  await mkdir(path.join(root, 'workers', 'render', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'workers', 'render', 'dist', 'main.js'), '');
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('entryCommand', () => {
  it('runs a part from its TypeScript source through tsx', () => {
    expect(entryCommand('project')).toEqual({
      command: process.execPath,
      args: ['--import', 'tsx', path.join(repositoryRoot, 'services', 'project', 'src', 'main.ts')],
    });
    expect(entryCommand('gateway').args.at(-1)).toBe(
      path.join(repositoryRoot, 'services', 'gateway', 'src', 'main.ts'),
    );
  });

  it('runs the built JavaScript with source maps when asked, and says what is missing when it is not built', () => {
    expect(entryCommand('render', { built: true, root })).toEqual({
      command: process.execPath,
      args: ['--enable-source-maps', path.join(root, 'workers', 'render', 'dist', 'main.js')],
    });
    expect(() => entryCommand('user', { built: true, root })).toThrow(
      'services/user/dist/main.js is missing: run npm run build first',
    );
  });
});
