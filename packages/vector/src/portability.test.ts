import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The geometry runs in the browser's engine worker as well as in Node render workers, so its code
// may import nothing Node-only and touch nothing of the DOM. Tests may.
const sourceRoot = fileURLToPath(new URL('.', import.meta.url));

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const nodeBuiltins =
  /from\s+['"](node:[^'"]+|fs|path|os|url|worker_threads|child_process|crypto|buffer|stream|zlib)['"]/;
const nodeGlobals = /\b(process\.|Buffer\.|require\(|__dirname|__filename|setImmediate\()/;
const domApis = /\b(document\.|window\.|HTMLElement|HTMLCanvasElement|localStorage|DOMParser)\b/;

describe('vector portability', () => {
  it('imports no Node built-in and uses no Node or DOM global outside tests', () => {
    const offenders = sources(sourceRoot).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      const problems = [];
      if (nodeBuiltins.test(text)) problems.push('imports a Node built-in');
      if (nodeGlobals.test(text)) problems.push('uses a Node global');
      if (domApis.test(text)) problems.push('uses the DOM');
      return problems.map((problem) => `${relative(sourceRoot, path)} ${problem}`);
    });
    expect(sources(sourceRoot).length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });

  it('imports only Clipper2 and opentype.js from outside the package', () => {
    const external = new Set<string>();
    for (const path of sources(sourceRoot)) {
      for (const match of readFileSync(path, 'utf8').matchAll(/from\s+['"]([^'".][^'"]*)['"]/g))
        external.add(match[1]!);
    }
    expect([...external].sort()).toEqual(['clipper2-ts', 'opentype.js']);
  });
});
