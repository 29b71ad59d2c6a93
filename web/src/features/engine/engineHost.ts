// The worker side of the engine: a graph engine host whose registry grows as node code arrives
// from the gateway. Kept apart from the worker entry so it runs under test on any
// MessagePort-like scope.
import {
  adoptLoadedDefinition,
  createWorkerHost,
  isNodeDefinition,
  jobsResourceId,
  type GraphJobs,
  type MessageEndpoint,
  type NodeDefinition,
  type NodeRegistry,
  type WorkerHost,
} from '@atelier/graph';
import type { EngineControlMessage, EngineControlReply, EngineLoadedReply, JobsMethod } from './protocol';

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

  // A node's job calls (`context.resource(jobsResourceId)`) go to the page, which makes them with
  // the signed-in user's credentials; the worker holds none.
  const pendingJobCalls = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextCallId = 1;
  const callPage = (method: JobsMethod, args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      const callId = nextCallId++;
      pendingJobCalls.set(callId, { resolve, reject });
      const call: EngineControlReply = { kind: 'engine.jobs.call', callId, method, args };
      scope.postMessage(call);
    });
  const jobs: GraphJobs = {
    create: (request) => callPage('create', [request]) as ReturnType<GraphJobs['create']>,
    upload: (jobId, file) => callPage('upload', [jobId, file]) as ReturnType<GraphJobs['upload']>,
    start: (jobId) => callPage('start', [jobId]) as ReturnType<GraphJobs['start']>,
    get: (jobId) => callPage('get', [jobId]) as ReturnType<GraphJobs['get']>,
    getFile: (jobId, fileId) => callPage('getFile', [jobId, fileId]) as ReturnType<GraphJobs['getFile']>,
    cancel: (jobId) => callPage('cancel', [jobId]) as ReturnType<GraphJobs['cancel']>,
  };
  const hostResources = { [jobsResourceId]: jobs, ...options.hostResources };

  async function load(message: Extract<EngineControlMessage, { kind: 'engine.load' }>) {
    const failed: EngineLoadedReply['failed'] = [];
    await Promise.all(
      message.modules.map(async ({ type, version, url }) => {
        if (definitions.has(type, version)) return;
        try {
          const loaded = (await options.importModule(url)).default;
          if (!isNodeDefinition(loaded) || loaded.id !== type || loaded.version !== version) {
            throw new Error(`the module at ${url} does not define ${type} ${version}`);
          }
          definitions.add(adoptLoadedDefinition(loaded, hostResources));
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
    } else if (message?.kind === 'engine.jobs.reply') {
      const pending = pendingJobCalls.get(message.callId);
      pendingJobCalls.delete(message.callId);
      if (message.ok) pending?.resolve(message.value);
      else pending?.reject(new Error(message.message));
    }
  });
  scope.start?.();
  return () => host?.close();
}
