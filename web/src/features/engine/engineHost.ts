// The worker side of the engine: a graph engine host whose registry grows as node code arrives
// from the gateway. Kept apart from the worker entry so it runs under test on any
// MessagePort-like scope.
import {
  adoptLoadedDefinition,
  createWorkerHost,
  isNodeDefinition,
  type MessageEndpoint,
  type NodeDefinition,
  type NodeRegistry,
  type WorkerHost,
} from '@atelier/graph';
import type { EngineControlMessage, EngineControlReply } from './protocol';

/** The resource id under which image nodes look for the host's codec (see @atelier/nodes). */
export const imageCodecResourceId = 'atelier:image-codec';

export interface EngineHostOptions {
  /** Imports a node module by URL; its default export is the node definition. */
  importModule(url: string): Promise<{ default?: unknown }>;
  /** Resources the host itself provides to every node, such as the image codec. */
  hostResources?: Readonly<Record<string, unknown>>;
}

/** The worker's own scope: `self` in a Web Worker, or a MessagePort under test. */
export interface EngineScope {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  start?(): void;
}

/** A registry that node code is added to while the engine runs. */
function growingRegistry() {
  const byType = new Map<string, Map<string, NodeDefinition>>();
  const registry: NodeRegistry = {
    get: (type, version) => byType.get(type)?.get(version),
    // Graphs pin versions; `latest` only serves callers that ask for the newest loaded one.
    latest: (type) => [...(byType.get(type)?.values() ?? [])].at(-1),
    versions: (type) => [...(byType.get(type)?.keys() ?? [])],
  };
  return {
    registry,
    has: (type: string, version: string) => byType.get(type)?.has(version) ?? false,
    add(definition: NodeDefinition) {
      let versions = byType.get(definition.id);
      if (!versions) byType.set(definition.id, (versions = new Map()));
      versions.set(definition.version, definition);
    },
  };
}

/**
 * Serves the engine on a worker scope: connects the graph engine's host when the page sends
 * its port, and loads node modules when asked. Returns a function that stops it.
 */
export function serveEngine(scope: EngineScope, options: EngineHostOptions): () => void {
  const definitions = growingRegistry();
  let host: WorkerHost | undefined;

  async function load(message: Extract<EngineControlMessage, { kind: 'engine.load' }>) {
    const failed: EngineControlReply['failed'] = [];
    await Promise.all(
      message.modules.map(async ({ type, version, url }) => {
        if (definitions.has(type, version)) return;
        try {
          const loaded = (await options.importModule(url)).default;
          if (!isNodeDefinition(loaded) || loaded.id !== type || loaded.version !== version) {
            throw new Error(`the module at ${url} does not define ${type} ${version}`);
          }
          definitions.add(adoptLoadedDefinition(loaded, options.hostResources));
        } catch (error) {
          failed.push({ type, version, reason: error instanceof Error ? error.message : String(error) });
        }
      }),
    );
    const reply: EngineControlReply = { kind: 'engine.loaded', requestId: message.requestId, failed };
    scope.postMessage(reply);
  }

  scope.addEventListener('message', (event) => {
    const message = event.data as EngineControlMessage;
    if (message?.kind === 'engine.connect') {
      host?.close();
      host = createWorkerHost(message.port as unknown as MessageEndpoint, definitions.registry);
    } else if (message?.kind === 'engine.load') {
      void load(message);
    }
  });
  scope.start?.();
  return () => host?.close();
}
