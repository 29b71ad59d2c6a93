// The production build of the server side: the gateway, the six services, the render worker and
// the one-process product compiled to JavaScript that plain `node` runs (no TypeScript loader at
// run time), each with a source map for stack traces (`node --enable-source-maps`).
//
// Each entry is bundled with the workspace code it imports (@atelier/* packages point at their
// .ts sources); third-party packages stay external and load from node_modules at run time. The
// output sits beside its sources (services/<name>/dist/main.js, workers/render/dist/main.js,
// deploy/dist/main.js), so files the code finds relative to itself (migrations, the Prisma
// schema, the render threads' entry) resolve as they do from the sources.
//
// `node deploy/bin/build-server.mjs` (part of `npm run build`) generates the Prisma clients when
// they are missing or stale, then bundles.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { generatedClientsStale, repositoryRoot } from './prepare.mjs';

export const serviceNames = ['user', 'project', 'template', 'job', 'payment', 'print'];

/** What is built: the source entry and the file written, both relative to the repository. */
export const serverEntries = [
  { source: 'services/gateway/src/main.ts', output: 'services/gateway/dist/main.js' },
  ...serviceNames.map((name) => ({
    source: `services/${name}/src/main.ts`,
    output: `services/${name}/dist/main.js`,
  })),
  { source: 'workers/render/src/main.ts', output: 'workers/render/dist/main.js' },
  // A render thread's entry: in the sources thread-entry.mjs registers tsx and loads thread.ts;
  // built, the thread's whole code is this one file under the same name.
  { source: 'workers/render/src/thread.ts', output: 'workers/render/dist/thread-entry.mjs' },
  { source: 'deploy/src/main.ts', output: 'deploy/dist/main.js' },
];

/** The directories the build writes (emptied first). */
export const serverOutputDirectories = [...new Set(serverEntries.map((entry) => path.dirname(entry.output)))];

/**
 * Where a source file's `import.meta.url` points once bundled, when not at the source file itself.
 * The render thread pool starts `./thread-entry.mjs` next to itself: built, that is the thread
 * bundle in workers/render/dist, whichever bundle (worker or one-process product) holds the pool.
 */
const importMetaAnchors = new Map([['workers/render/src/pool.ts', 'workers/render/dist/pool.js']]);

const toPosix = (file) => file.split(path.sep).join('/');
const relativeSpecifier = (from, to) => {
  const relative = toPosix(path.relative(from, to));
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/**
 * `import.meta.url`, `import.meta.dirname` and `import.meta.filename` in the repository's own
 * code keep naming the source file's location (or its anchor above) in a bundle: the code reads
 * files beside its sources (services/<name>/prisma/migrations), and one bundle holds modules
 * from many directories.
 */
function importMetaPlugin(outputFile) {
  const outputDirectory = path.dirname(outputFile);
  return {
    name: 'atelier-import-meta',
    setup(build) {
      build.onLoad({ filter: /\.(ts|mts|mjs|js)$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.')) return undefined;
        const relativeSource = toPosix(path.relative(repositoryRoot, args.path));
        const anchor = path.join(repositoryRoot, importMetaAnchors.get(relativeSource) ?? relativeSource);
        const fromBundle = JSON.stringify(relativeSpecifier(outputDirectory, anchor));
        const url = `new URL(${fromBundle}, import.meta.url).href`;
        const filename = `__atelierFileURLToPath(${url})`;
        const contents =
          `import { fileURLToPath as __atelierFileURLToPath } from 'node:url';\n` +
          `import { dirname as __atelierDirname } from 'node:path';\n` +
          text
            .replaceAll('import.meta.url', url)
            .replaceAll('import.meta.filename', filename)
            .replaceAll('import.meta.dirname', `__atelierDirname(${filename})`);
        return { contents, loader: path.extname(args.path).endsWith('ts') ? 'ts' : 'js' };
      });
    },
  };
}

/** The directory of the package a bare specifier names, found from `directory` upwards as Node does. */
function packageDirectoryFrom(directory, specifier) {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  for (let current = directory; ; current = path.dirname(current)) {
    const candidate = path.join(current, 'node_modules', name);
    if (existsSync(candidate)) return realpathSync(candidate);
    if (path.dirname(current) === current) return undefined;
  }
}

/**
 * Workspace packages (@atelier/*) are bundled; every other package stays an import resolved at
 * run time. A workspace that installs its own version of a package (packages/platform keeps a
 * newer @electric-sql/pglite than the root) gets that copy by a path relative to the bundle,
 * since the bundle's directory would find the root's.
 */
function externalPackagesPlugin(outputFile) {
  const outputDirectory = path.dirname(outputFile);
  return {
    name: 'atelier-external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData?.resolvingExternal) return undefined;
        if (args.path.startsWith('@atelier/') || path.isAbsolute(args.path)) return undefined;
        if (args.path.startsWith('node:')) return { path: args.path, external: true };
        const fromImporter = packageDirectoryFrom(args.resolveDir, args.path);
        if (!fromImporter || fromImporter === packageDirectoryFrom(outputDirectory, args.path)) {
          return { path: args.path, external: true };
        }
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: { resolvingExternal: true },
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: relativeSpecifier(outputDirectory, resolved.path), external: true };
      });
    },
  };
}

/**
 * Bundles one entry. Paths inside the bundle are computed for its place in the repository
 * layout; `outputRoot` (default: the repository) is where that layout is written, so a copy of
 * the layout elsewhere (an image directory) gets the same files.
 */
async function buildEntry(entry, outputRoot) {
  const logicalFile = path.join(repositoryRoot, entry.output);
  const writtenFile = path.join(outputRoot, entry.output);
  const result = await esbuild.build({
    absWorkingDir: repositoryRoot,
    entryPoints: [path.join(repositoryRoot, entry.source)],
    outfile: logicalFile,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    // Code that esbuild turns into require() (none today) gets Node's own.
    banner: {
      js: "import { createRequire as __atelierCreateRequire } from 'node:module';\nconst require = __atelierCreateRequire(import.meta.url);",
    },
    plugins: [externalPackagesPlugin(logicalFile), importMetaPlugin(logicalFile)],
  });
  for (const file of result.outputFiles) {
    const written = path.join(path.dirname(writtenFile), path.relative(path.dirname(logicalFile), file.path));
    mkdirSync(path.dirname(written), { recursive: true });
    writeFileSync(written, file.contents);
  }
}

/** Builds every server entry into `outputRoot` (the repository unless given). */
export async function buildServer({ outputRoot = repositoryRoot } = {}) {
  if (generatedClientsStale()) {
    process.stdout.write('Generating the database clients…\n');
    const result = spawnSync(process.execPath, [path.join(repositoryRoot, 'scripts', 'generate.mjs')], {
      cwd: repositoryRoot,
      stdio: 'inherit',
    });
    if (result.status !== 0)
      throw new Error(`Generating the database clients failed (exit ${result.status})`);
  }
  for (const directory of serverOutputDirectories) {
    rmSync(path.join(outputRoot, directory), { recursive: true, force: true });
  }
  await Promise.all(serverEntries.map((entry) => buildEntry(entry, outputRoot)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
  process.stdout.write(`Built ${serverEntries.map((entry) => entry.output).join(', ')}\n`);
}
