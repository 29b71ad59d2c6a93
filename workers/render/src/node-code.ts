// Node code at the versions a graph pins, from the node code directory the gateway serves the
// browser from (GET /node/{id}/code/{version}): the same modules, checked against the
// manifest's sha256 before they run, so a job evaluates exactly what the browser would.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { adoptLoadedDefinition, isNodeDefinition, type NodeDefinition } from '@atelier/graph';

interface ManifestFile {
  file: string;
  sha256: string;
}

interface NodeCodeManifest {
  format: number;
  nodes: Record<string, { latest: string; versions: Record<string, { worker?: ManifestFile }> }>;
}

/** Node code that is missing, altered or not a node definition: the job cannot run here. */
export class NodeCodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NodeCodeError';
  }
}

async function readManifest(directory: string): Promise<NodeCodeManifest> {
  try {
    return JSON.parse(await readFile(path.join(directory, 'manifest.json'), 'utf8')) as NodeCodeManifest;
  } catch (error) {
    throw new NodeCodeError(`Cannot read the node code manifest in ${directory}: ${String(error)}`);
  }
}

/**
 * Loads node definitions by type and version and keeps them for later jobs of this thread. A
 * module is imported from the very bytes whose hash was checked, so what runs is what the
 * manifest names.
 */
export function createNodeCodeLoader() {
  const loaded = new Map<string, NodeDefinition>();
  const keyOf = (type: string, version: string) => `${type}@${version}`;

  async function loadOne(directory: string, manifest: NodeCodeManifest, type: string, version: string) {
    const entry = manifest.nodes[type]?.versions[version]?.worker;
    if (!entry) throw new NodeCodeError(`No node code for ${type} ${version}.`);
    const file = path.resolve(directory, entry.file);
    if (!file.startsWith(path.resolve(directory) + path.sep))
      throw new NodeCodeError(`The node code of ${type} ${version} lies outside its directory.`);
    const bytes = await readFile(file).catch(() => {
      throw new NodeCodeError(`The node code of ${type} ${version} is missing (${entry.file}).`);
    });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (sha256 !== entry.sha256)
      throw new NodeCodeError(`The node code of ${type} ${version} does not match its manifest.`);
    const module = (await import(`data:text/javascript;base64,${bytes.toString('base64')}`)) as {
      default?: unknown;
    };
    const definition = module.default;
    if (!isNodeDefinition(definition) || definition.id !== type || definition.version !== version)
      throw new NodeCodeError(`The module ${entry.file} does not define ${type} ${version}.`);
    // Host resources (codec, worksheet writer) reach the nodes through the evaluator's resource
    // store, since they differ from job to job (the worksheet's language) while code is kept.
    return adoptLoadedDefinition(definition);
  }

  return {
    /** The definitions of every node of the graph, loading those not yet loaded. */
    async load(
      directory: string,
      pins: ReadonlyArray<{ type: string; version: string }>,
    ): Promise<Map<string, NodeDefinition>> {
      const missing = pins.filter((pin) => !loaded.has(keyOf(pin.type, pin.version)));
      if (missing.length > 0) {
        const manifest = await readManifest(directory);
        for (const pin of missing) {
          const key = keyOf(pin.type, pin.version);
          if (!loaded.has(key)) loaded.set(key, await loadOne(directory, manifest, pin.type, pin.version));
        }
      }
      return loaded;
    },
    keyOf,
  };
}
