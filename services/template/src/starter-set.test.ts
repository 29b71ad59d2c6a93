import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { projectCategories } from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { starterDirectory, starterTemplates } from './starter-set';

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..');
let output: string;

beforeAll(async () => {
  output = await mkdtemp(path.join(tmpdir(), 'atelier-starter-'));
});
afterAll(async () => {
  await rm(output, { recursive: true, force: true });
});

/** Width and height from a PNG's IHDR chunk, read by hand: signature, length, "IHDR", then two big-endian numbers. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the starter set', () => {
  it('has one template per gallery category, each with a fixed id of its own', () => {
    expect(starterTemplates.map((starter) => starter.category).sort()).toEqual([...projectCategories].sort());
    expect(new Set(starterTemplates.map((starter) => starter.id)).size).toBe(starterTemplates.length);
  });

  it('holds exactly the graph and preview of each template, the graph a copy of its example', async () => {
    const files = (await readdir(starterDirectory)).sort();
    expect(files).toEqual(
      starterTemplates.flatMap((starter) => [`${starter.key}.json`, `${starter.key}.png`]).sort(),
    );
    for (const starter of starterTemplates) {
      const copy = await readFile(path.join(starterDirectory, `${starter.key}.json`));
      const example = await readFile(path.join(repositoryRoot, starter.example));
      expect(copy.equals(example), `${starter.key}.json differs from ${starter.example}`).toBe(true);
      const preview = pngSize(await readFile(path.join(starterDirectory, `${starter.key}.png`)));
      expect(preview).toEqual({ width: 320, height: 320 });
    }
  });

  // Each graph runs through the product's engine as `npm run graph -- eval` runs it (the 3D one
  // renders in headless Chromium), and writes its exports.
  it.each(starterTemplates.map((starter) => [starter.key, starter] as const))(
    'evaluates %s with the product’s own nodes',
    async (key, starter) => {
      const directory = path.join(output, key);
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', 'packages/nodes/src/cli/main.ts', 'eval', starter.example, '--out', directory],
        { cwd: repositoryRoot, env: { ...process.env, INIT_CWD: repositoryRoot }, timeout: 120_000 },
      );
      expect(stdout).not.toContain('not written');
      expect((await readdir(directory)).length).toBeGreaterThan(0);
    },
    150_000,
  );
});
