// A node code directory for tests: the real node modules, built from the current sources the
// way `npm start` builds them, plus a few test nodes that misbehave on purpose. Each test node
// passes a stitch plan through, so it sits between a stitch node and a real export node:
// - test.slow: waits `seconds`, staying responsive (reports progress, obeys its abort signal);
// - test.throw: throws;
// - test.loop: loops for ever;
// - test.allocate: allocates without bound;
// - test.crash: kills its whole process, as a native crash would.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot } from './product';

function testNodeModule(id: string, controls: string, body: string): string {
  return `const definition = {
  id: ${JSON.stringify(id)},
  version: '1.0.0',
  family: 'embroidery',
  title: ${JSON.stringify(id)},
  inputs: [{ name: 'title', type: 'stitchPlan', label: 'plan', required: true }],
  outputs: [{ name: 'plan', type: 'stitchPlan', label: 'plan' }],
  controls: [${controls}],
  async evaluate(context) {
${body}
    return { plan: context.inputs.title };
  },
};
export default definition;
`;
}

export const testNodeModules: Record<string, string> = {
  'test.slow': testNodeModule(
    'test.slow',
    `[{ id: 'seconds', kind: 'number', label: 'seconds', default: 5 }]`,
    `    const total = Number(context.controls.seconds) * 1000;
    const started = Date.now();
    while (Date.now() - started < total) {
      if (context.signal.aborted) return undefined;
      context.reportProgress((Date.now() - started) / total);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }`,
  ),
  'test.throw': testNodeModule('test.throw', '', `    throw new Error('the needle snapped');`),
  'test.loop': testNodeModule('test.loop', '', `    for (;;) {}`),
  'test.allocate': testNodeModule(
    'test.allocate',
    '',
    `    const hoard = [];
    for (let round = 0; ; round += 1) hoard.push(new Array(1000000).fill(round));`,
  ),
  'test.crash': testNodeModule('test.crash', '', `    process.kill(process.pid, 'SIGKILL');`),
};

function newestSourceModification(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'generated'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceModification(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Builds (or reuses, when the sources have not changed since) the test node code directory and
 * answers its path. Test files running side by side share one build.
 */
export async function testNodeCodeDirectory(): Promise<string> {
  const sources = newestSourceModification(path.join(repositoryRoot, 'packages'));
  const key = createHash('sha256')
    .update(String(sources))
    .update(JSON.stringify(testNodeModules))
    .digest('hex')
    .slice(0, 16);
  const directory = path.join(tmpdir(), `atelier-render-node-code-${key}`);
  if (existsSync(path.join(directory, 'manifest.json'))) return directory;

  const building = `${directory}.${randomBytes(4).toString('hex')}.partial`;
  const built = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repositoryRoot, 'packages/nodes/scripts/build-node-code.ts'),
      '--out',
      building,
    ],
    { cwd: repositoryRoot, encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(`building the node code failed: ${built.stderr}`);
  const manifestPath = path.join(building, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
    nodes: Record<string, unknown>;
  };
  for (const [id, source] of Object.entries(testNodeModules)) {
    const file = `${id}/1.0.0.worker.js`;
    await mkdir(path.join(building, id), { recursive: true });
    await writeFile(path.join(building, file), source);
    manifest.nodes[id] = {
      latest: '1.0.0',
      versions: {
        '1.0.0': {
          worker: {
            file,
            sha256: createHash('sha256').update(source).digest('hex'),
            bytes: Buffer.byteLength(source),
          },
        },
      },
    };
  }
  await writeFile(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  try {
    await rename(building, directory);
  } catch {
    // Another test file finished the same build first.
    await rm(building, { recursive: true, force: true });
  }
  return directory;
}

/**
 * The running-stitch ellipse example with a test node between its stitches and its DST export,
 * written to a file in the folder given.
 */
export async function graphWithTestNode(
  folder: string,
  testNodeType: keyof typeof testNodeModules,
  controls: Array<{ id: string; value: unknown }> = [],
): Promise<string> {
  const graph = JSON.parse(
    await readFile(path.join(repositoryRoot, 'examples/embroidery/running-stitch-ellipse.json'), 'utf8'),
  ) as {
    nodes: Array<Record<string, unknown>>;
    connections: Array<{
      id: number;
      from: { nodeId: string; output: string };
      to: { nodeId: string; input: string };
    }>;
  };
  graph.nodes.splice(2, 0, {
    id: 'poison',
    type: testNodeType,
    version: '1.0.0',
    options: { x: 400, y: 0, selectedUnit: null },
    controls: controls.length > 0 ? [controls] : [],
    params: {},
  });
  graph.connections = [
    { id: 1, from: { nodeId: 'ellipse', output: 'vector' }, to: { nodeId: 'running', input: 'title' } },
    { id: 2, from: { nodeId: 'running', output: 'plan' }, to: { nodeId: 'poison', input: 'title' } },
    { id: 3, from: { nodeId: 'poison', output: 'plan' }, to: { nodeId: 'ellipse-exp', input: 'title' } },
  ];
  const file = path.join(folder, `${testNodeType}-${randomBytes(3).toString('hex')}.json`);
  await writeFile(file, JSON.stringify(graph, null, 2));
  return file;
}
