import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The engine runs in browser Web Workers as well as in Node, so its code may import nothing
// Node-only and nothing of the DOM's rendering side. Tests and the Node worker fixture may.
const sourceRoot = fileURLToPath(new URL('.', import.meta.url));

function engineSources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : engineSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const nodeBuiltins =
  /from\s+['"](node:[^'"]+|fs|path|os|url|worker_threads|child_process|crypto|buffer|stream)['"]/;
const nodeGlobals = /\b(process\.|Buffer\.|require\(|__dirname|__filename|setImmediate\()/;
const domApis = /\b(document\.|window\.|HTMLElement|HTMLCanvasElement|localStorage)\b/;

describe('engine portability', () => {
  it('imports no Node built-in and uses no Node or DOM global outside tests', () => {
    const offenders = engineSources(sourceRoot).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      const problems = [];
      if (nodeBuiltins.test(text)) problems.push('imports a Node built-in');
      if (nodeGlobals.test(text)) problems.push('uses a Node global');
      if (domApis.test(text)) problems.push('uses the DOM');
      return problems.map((problem) => `${relative(sourceRoot, path)} ${problem}`);
    });
    expect(engineSources(sourceRoot).length).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });

  it('imports only zod from outside the package', () => {
    const external = new Set<string>();
    for (const path of engineSources(sourceRoot)) {
      for (const match of readFileSync(path, 'utf8').matchAll(/from\s+['"]([^'".][^'"]*)['"]/g))
        external.add(match[1]!);
    }
    expect([...external]).toEqual(['zod']);
  });
});
