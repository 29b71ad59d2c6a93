// Builds the code the gateway serves at GET /node/{id}/code/{version}: one browser ES module per
// node version, bundled with the kernels it calls, whose default export is the node definition.
// The browser's engine worker imports these on demand, so a graph loads only the node code it
// uses. Also writes `manifest.json` (what exists, with content hashes) and `menu.json` (the node
// menu). Run with `node --import tsx packages/nodes/scripts/build-node-code.ts [--out <dir>]`;
// `npm start` and `npm test` run it through deploy/bin/prepare.mjs when the sources changed.
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type Plugin } from 'esbuild';
import type { NodeDefinition } from '@atelier/graph';
import { allNodeDefinitions, nodeMenu } from '../src/index';

const packageDirectory = path.resolve(import.meta.dirname, '..');
export const defaultOutputDirectory = path.join(packageDirectory, 'dist', 'node-code');

/** The code types served for a node version; `worker` is what the engine evaluates. */
export const nodeCodeTypes = ['worker'] as const;

export interface NodeCodeFile {
  /** Relative to the output directory. */
  file: string;
  sha256: string;
  bytes: number;
}

export interface NodeCodeManifest {
  format: 1;
  nodes: Record<
    string,
    { latest: string; versions: Record<string, Record<(typeof nodeCodeTypes)[number], NodeCodeFile>> }
  >;
}

/** Every source file of a node family folder that may define nodes (not tests, not registries). */
async function familySources(): Promise<string[]> {
  const sourceDirectory = path.join(packageDirectory, 'src');
  const families = (await readdir(sourceDirectory, { withFileTypes: true })).filter(
    (entry) => entry.isDirectory() && !['support', 'cli'].includes(entry.name),
  );
  const files: string[] = [];
  for (const family of families) {
    for (const entry of await readdir(path.join(sourceDirectory, family.name))) {
      if (entry.endsWith('.ts') && !entry.endsWith('.test.ts') && entry !== 'registry.ts')
        files.push(path.join(sourceDirectory, family.name, entry));
    }
  }
  return files.sort();
}

/** Where each definition is exported from: the file and the export's name. */
async function locateDefinitions(): Promise<Map<NodeDefinition, { file: string; exportName: string }>> {
  const wanted = new Set(allNodeDefinitions);
  const found = new Map<NodeDefinition, { file: string; exportName: string }>();
  for (const file of await familySources()) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (wanted.has(value as NodeDefinition) && !found.has(value as NodeDefinition))
        found.set(value as NodeDefinition, { file, exportName });
    }
  }
  const missing = allNodeDefinitions.filter((definition) => !found.has(definition));
  if (missing.length > 0) {
    throw new Error(
      `no source file exports ${missing.map((definition) => `${definition.id}@${definition.version}`).join(', ')}`,
    );
  }
  return found;
}

/**
 * Marks the workspace packages as free of side effects, as their sources are (module-level code
 * only declares), so that a node's module keeps only the kernels and engine parts it uses; the
 * packages do not say so in their package.json, and without it every module would carry the
 * whole engine and kernel library.
 */
const packagesDirectory = path.resolve(packageDirectory, '..');
const workspaceWithoutSideEffects: Plugin = {
  name: 'workspace-without-side-effects',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, async (arguments_) => {
      if (arguments_.pluginData === 'resolving' || arguments_.kind === 'entry-point') return undefined;
      const resolved = await builder.resolve(arguments_.path, {
        kind: arguments_.kind,
        resolveDir: arguments_.resolveDir,
        importer: arguments_.importer,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0) return undefined;
      const inWorkspace =
        resolved.path.startsWith(packagesDirectory + path.sep) &&
        !resolved.path.includes(`${path.sep}node_modules${path.sep}`);
      return inWorkspace ? { path: resolved.path, sideEffects: false } : undefined;
    });
  },
};

export async function buildNodeCode(outputDirectory = defaultOutputDirectory): Promise<NodeCodeManifest> {
  const locations = await locateDefinitions();
  await rm(outputDirectory, { recursive: true, force: true });
  // One small entry module a node version, re-exporting its definition as the default export;
  // a single build over all of them shares the work of resolving and parsing the sources.
  const entryDirectory = path.join(outputDirectory, '.entries');
  await mkdir(entryDirectory, { recursive: true });
  const entryPoints = await Promise.all(
    allNodeDefinitions.map(async (definition) => {
      const { file, exportName } = locations.get(definition)!;
      const entry = path.join(entryDirectory, `${definition.id}@${definition.version}.ts`);
      await writeFile(entry, `export { ${exportName} as default } from ${JSON.stringify(file)};\n`);
      return { in: entry, out: `${definition.id}/${definition.version}.worker` };
    }),
  );
  const result = await build({
    entryPoints,
    outdir: outputDirectory,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    // Libraries that also run on servers (glTF reading) import Node's own modules only on paths a
    // node never takes in a browser or worker: they stay imports, unresolved, instead of failing
    // the build.
    external: ['node:*'],
    write: false,
    logLevel: 'silent',
    plugins: [workspaceWithoutSideEffects],
  });
  await rm(entryDirectory, { recursive: true, force: true });

  const manifest: NodeCodeManifest = { format: 1, nodes: {} };
  for (const output of result.outputFiles) {
    const relativeFile = path.relative(outputDirectory, output.path).split(path.sep).join('/');
    const match = /^(.+)\/([^/]+)\.worker\.js$/.exec(relativeFile);
    if (!match) throw new Error(`unexpected build output ${relativeFile}`);
    const [, id, version] = match as unknown as [string, string, string];
    await mkdir(path.dirname(output.path), { recursive: true });
    await writeFile(output.path, output.contents);
    const entry = (manifest.nodes[id] ??= { latest: '', versions: {} });
    entry.versions[version] = {
      worker: {
        file: relativeFile,
        sha256: createHash('sha256').update(output.contents).digest('hex'),
        bytes: output.contents.byteLength,
      },
    };
  }
  for (const entry of nodeMenu.families.flatMap((family) =>
    family.categories.flatMap((category) => category.nodes),
  )) {
    manifest.nodes[entry.id]!.latest = entry.version;
  }
  await writeFile(path.join(outputDirectory, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(path.join(outputDirectory, 'menu.json'), `${JSON.stringify(nodeMenu, null, 2)}\n`);
  return manifest;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const outputDirectory = path.resolve(values.out ?? defaultOutputDirectory);
  const startedAt = performance.now();
  const manifest = await buildNodeCode(outputDirectory);
  const count = Object.values(manifest.nodes).reduce(
    (total, node) => total + Object.keys(node.versions).length,
    0,
  );
  process.stdout.write(
    `Built ${count} node modules into ${path.relative(process.cwd(), outputDirectory) || '.'} in ${Math.round(performance.now() - startedAt)} ms\n`,
  );
}
