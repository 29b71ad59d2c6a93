import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

// The kernels run in a browser's Web Worker as well as in Node, so the files reachable from
// src/index.ts must not touch Node or the DOM. Node-only code lives in node.ts and
// codecs/sharp-codec.ts; test helpers in *.test.ts and test-images.ts.

const sourceRoot = import.meta.dirname;
const nodeOnly = new Set(['node.ts', 'codecs/sharp-codec.ts', 'test-images.ts']);

function kernelFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return kernelFiles(path);
    const name = relative(sourceRoot, path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !nodeOnly.has(name) ? [name] : [];
  });
}

describe('portability', () => {
  const files = kernelFiles(sourceRoot);

  it('finds the kernel files', () => {
    expect(files).toContain('index.ts');
    expect(files).toContain('blur.ts');
  });

  it.each(files)('%s imports only local files and uses no Node or DOM globals', (file) => {
    const text = readFileSync(join(sourceRoot, file), 'utf8');
    for (const [, specifier] of text.matchAll(/from '([^']+)'/g)) expect(specifier).toMatch(/^\.\.?\//);
    const code = text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(code).not.toMatch(
      /\b(Buffer|process|require|document|window|HTMLCanvasElement|OffscreenCanvas)\b/,
    );
  });

  it('keeps sharp out of the public entry', () => {
    const index = readFileSync(join(sourceRoot, 'index.ts'), 'utf8');
    expect(index).not.toMatch(/sharp-codec|node'/);
    expect(index).not.toMatch(/export \*/);
  });
});
