// What the container images hold, written into an empty directory: the server built from the
// sources (see build-server.mjs), the web build and node code the gateway serves, the files the code reads at
// run time (each service's migrations and Prisma schema), and the package.json files and lock
// file of the workspaces the server runs on, so that `npm ci --omit=dev` there installs their
// production dependencies and nothing else. The Dockerfile runs this in its build stage and copies
// the directory into the runtime stage.
//
//   node deploy/bin/assemble-image.mjs <empty directory>                     (what the Dockerfile runs)
//   node deploy/bin/assemble-image.mjs <empty directory> --copy-node-modules
//
// --copy-node-modules also copies, from this checkout's node_modules, exactly the packages
// `npm ci --omit=dev` would install there (read from package-lock.json): the same tree without
// the network, for the image contents test.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, serviceNames } from './build-server.mjs';
import { repositoryRoot } from './prepare.mjs';

const readJson = (file) => JSON.parse(readFileSync(path.join(repositoryRoot, file), 'utf8'));

/** Every workspace of the repository by package name: its directory relative to the root. */
function workspaceDirectories() {
  const lock = readJson('package-lock.json');
  const directories = new Map();
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (location.startsWith('node_modules/@atelier/') && entry.link) {
      directories.set(location.slice('node_modules/'.length), entry.resolved);
    }
  }
  return directories;
}

/**
 * The workspaces the server needs at run time: @atelier/deploy (the one-process product) and
 * the workspaces it depends on, through their production dependencies.
 */
export function serverWorkspaces() {
  const directories = workspaceDirectories();
  const found = new Map();
  const visit = (name) => {
    if (found.has(name)) return;
    const directory = directories.get(name);
    if (!directory) throw new Error(`${name} is not a workspace of this repository`);
    found.set(name, directory);
    const manifest = readJson(path.join(directory, 'package.json'));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      if (directories.has(dependency)) visit(dependency);
    }
  };
  visit('@atelier/deploy');
  return [...found.values()].sort();
}

/**
 * The node_modules locations (as package-lock.json names them) that `npm ci --omit=dev` installs
 * for the server workspaces: their dependencies, optional and peer dependencies, and those of
 * every package reached, each resolved the way Node finds it (the nearest node_modules upwards).
 */
export function productionPackageLocations(workspaces = serverWorkspaces()) {
  const lock = readJson('package-lock.json');
  const packages = lock.packages;
  const found = new Set();
  const resolveFrom = (location, name) => {
    for (let base = location; ;) {
      const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (base === '') return undefined;
      const inner = base.lastIndexOf('/node_modules/');
      base = inner >= 0 ? base.slice(0, inner) : '';
    }
  };
  const visit = (location) => {
    const entry = packages[location];
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter(
        (name) => !entry.peerDependenciesMeta?.[name]?.optional,
      ),
    ];
    for (const name of names) {
      const target = resolveFrom(location, name);
      if (!target) {
        // An optional dependency for another platform, or an optional peer: npm skips it too.
        if (entry.optionalDependencies?.[name] || entry.peerDependencies?.[name]) continue;
        throw new Error(`${name}, needed by ${location || 'the root'}, is not in package-lock.json`);
      }
      if (found.has(target)) continue;
      const targetEntry = packages[target];
      if (targetEntry.link) continue; // a workspace: its own dependencies are visited as one
      found.add(target);
      visit(target);
    }
  };
  for (const workspace of workspaces) visit(workspace);
  return [...found].sort();
}

/** The root package.json of the image: the server workspaces only, no scripts or dev tools. */
function imageRootManifest(workspaces) {
  const manifest = readJson('package.json');
  return {
    name: manifest.name,
    private: true,
    type: manifest.type,
    engines: manifest.engines,
    workspaces,
    overrides: manifest.overrides,
  };
}

const copyOptions = { recursive: true, dereference: false, verbatimSymlinks: true };

/** Copies one path of the repository into the image directory, when it exists. */
function copyPath(target, relative, filter) {
  const source = path.join(repositoryRoot, relative);
  if (!existsSync(source)) return false;
  mkdirSync(path.dirname(path.join(target, relative)), { recursive: true });
  cpSync(source, path.join(target, relative), { ...copyOptions, filter });
  return true;
}

export async function assembleImage(target, { copyNodeModules = false } = {}) {
  if (existsSync(target) && readdirSync(target).length > 0) throw new Error(`${target} is not empty`);
  mkdirSync(target, { recursive: true });
  const workspaces = serverWorkspaces();

  writeFileSync(
    path.join(target, 'package.json'),
    `${JSON.stringify(imageRootManifest(workspaces), null, 2)}\n`,
  );
  copyPath(target, 'package-lock.json');
  for (const workspace of workspaces) copyPath(target, path.join(workspace, 'package.json'));

  // The server, built from the sources straight into the image layout, with its source maps.
  await buildServer({ outputRoot: target });
  // Read at run time beside the code: migrations (and the schema a check compares them with).
  for (const name of serviceNames) copyPath(target, path.join('services', name, 'prisma'));
  // The images' HEALTHCHECK.
  copyPath(target, 'deploy/bin/healthcheck.mjs');
  // The page headless Chromium renders 3D scenes in, bundled now from the sources (the image has
  // neither the sources nor a bundler).
  const pageBuild = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repositoryRoot, 'packages', 'scene', 'scripts', 'build-render-page.ts')],
    { cwd: repositoryRoot, encoding: 'utf8' },
  );
  if (pageBuild.status !== 0) throw new Error(`Building the 3D render page failed:\n${pageBuild.stderr}`);
  // Served by the gateway (and read by render workers): the web app and the node code; and the
  // 3D render page.
  for (const built of ['web/dist', 'packages/nodes/dist/node-code', 'packages/scene/dist']) {
    if (!copyPath(target, built)) throw new Error(`Not built: ${built} (run npm run build first)`);
  }

  if (copyNodeModules) {
    const locations = productionPackageLocations(workspaces);
    for (const location of locations) {
      // Nested node_modules are packages of their own in the list (or not installed at all).
      const root = path.join(repositoryRoot, location);
      copyPath(target, location, (source) => {
        const inside = path.relative(root, source);
        return !inside.split(path.sep).includes('node_modules');
      });
    }
    // The workspace links npm makes: node_modules/@atelier/<name> -> the workspace.
    for (const [name, directory] of workspaceDirectories()) {
      if (!workspaces.includes(directory)) continue;
      const link = path.join(target, 'node_modules', name);
      mkdirSync(path.dirname(link), { recursive: true });
      cpSync(path.join(repositoryRoot, 'node_modules', name), link, copyOptions);
    }
  }
  return { workspaces };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [target] = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
  if (!target) {
    process.stderr.write(
      'Usage: node deploy/bin/assemble-image.mjs <empty directory> [--copy-node-modules]\n',
    );
    process.exit(2);
  }
  const { workspaces } = await assembleImage(path.resolve(target), {
    copyNodeModules: process.argv.includes('--copy-node-modules'),
  });
  process.stdout.write(`Assembled the image contents in ${target} (workspaces: ${workspaces.join(', ')})\n`);
}
