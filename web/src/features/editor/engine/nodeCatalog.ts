// The node definitions the editor knows on the page: the ports, controls and titles it draws
// and edits with. Definitions arrive on demand, as the engine's do: the code of a node version
// is imported from the gateway (GET /node/{id}/code/{version}) the first time a graph or the
// node menu needs it. The registry grows as they arrive; the editor lays out again then.
import type { NodeDefinition, NodeRegistry } from '@atelier/graph';
import { compareSemanticVersions } from '@atelier/graph';
import { nodeCodeUrl } from '../../engine/protocol';

export interface NodeCatalogOptions {
  /** Imports a node module; its default export is the definition. */
  importModule?: (url: string) => Promise<{ default?: unknown }>;
  /** Definitions known from the start (tests, the benchmark). */
  definitions?: readonly NodeDefinition[];
}

function isDefinition(value: unknown): value is NodeDefinition {
  const candidate = value as Partial<NodeDefinition> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.id === 'string' &&
    typeof candidate.version === 'string' &&
    Array.isArray(candidate.inputs) &&
    Array.isArray(candidate.outputs) &&
    Array.isArray(candidate.controls)
  );
}

export class NodeCatalog {
  private readonly byType = new Map<string, Map<string, NodeDefinition>>();
  private readonly loading = new Map<string, Promise<boolean>>();
  private readonly listeners = new Set<() => void>();
  private readonly importModule: (url: string) => Promise<{ default?: unknown }>;

  readonly registry: NodeRegistry = {
    get: (type, version) => this.byType.get(type)?.get(version),
    latest: (type) => {
      const versions = this.byType.get(type);
      if (!versions || versions.size === 0) return undefined;
      const sorted = [...versions.keys()].sort(compareSemanticVersions);
      const stable = sorted.filter((version) => !version.includes('-'));
      return versions.get((stable.length > 0 ? stable : sorted).at(-1)!);
    },
    versions: (type) => [...(this.byType.get(type)?.keys() ?? [])].sort(compareSemanticVersions),
  };

  constructor(options: NodeCatalogOptions = {}) {
    this.importModule =
      options.importModule ?? ((url) => import(/* @vite-ignore */ url) as Promise<{ default?: unknown }>);
    for (const definition of options.definitions ?? []) this.add(definition);
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Loads one node version; resolves false when it cannot be had (unknown, or offline). */
  load(type: string, version: string): Promise<boolean> {
    if (this.registry.get(type, version)) return Promise.resolve(true);
    const key = `${type}@${version}`;
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.importModule(nodeCodeUrl(type, version, self.location?.origin ?? ''))
        .then((module) => {
          if (!isDefinition(module.default)) return false;
          this.add(module.default);
          for (const listener of this.listeners) listener();
          return true;
        })
        .catch((error: unknown) => {
          console.error(`Loading node ${key} failed`, error);
          this.loading.delete(key);
          return false;
        });
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** Loads every node version a graph uses. */
  async loadAll(nodes: ReadonlyArray<{ type: string; version: string }>): Promise<void> {
    const unique = new Map(nodes.map((node) => [`${node.type}@${node.version}`, node]));
    await Promise.all([...unique.values()].map((node) => this.load(node.type, node.version)));
  }

  private add(definition: NodeDefinition) {
    let versions = this.byType.get(definition.id);
    if (!versions) this.byType.set(definition.id, (versions = new Map()));
    versions.set(definition.version, definition);
  }
}
