// The page's handle on the graph engine: a Web Worker running `@atelier/graph`'s host, with the
// node code a graph needs loaded from the gateway before it is evaluated. A class with a
// create/destroy life cycle; it never lives in the Redux store.
import {
  createGatewayJobs,
  createWorkerClient,
  type GraphJobs,
  type EvaluateOptions,
  type EvaluationRequest,
  type EvaluationResult,
  type GraphDocument,
  type WorkerClient,
} from '@atelier/graph';
import {
  nodeCodeUrl,
  type EngineControlMessage,
  type EngineControlReply,
  type EngineLoadedReply,
  type NodeModuleRequest,
} from './protocol';
import { accessToken, csrfHeaderName, readCsrfToken } from '../auth/accessToken';

/** What the engine needs of its worker: a browser `Worker`, or a MessagePort under test. */
export interface EngineWorker {
  postMessage(message: unknown, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  start?(): void;
  terminate?(): void;
}

export interface GraphEngineOptions {
  /**
   * The job calls nodes may make (spec section 7, the graph engine's jobs calls); by default the
   * gateway's, with the signed-in user's credentials. Nodes reach them through `jobsResourceId`.
   */
  jobs?: GraphJobs;
  /** The worker; by default the engine's own module worker (`engine.worker.ts`). */
  worker?: EngineWorker;
  /** Where a node version's code is served; by default the gateway's GET /node/{id}/code/{version}. */
  codeUrl?: (type: string, version: string) => string;
}

/** A node version that could not be loaded; its nodes then fail as unknown and the rest evaluates. */
export interface NodeLoadFailure {
  type: string;
  version: string;
  reason: string;
}

/** The gateway's job calls with the signed-in user's token and CSRF header, as the app's API sends them. */
function defaultJobs(): GraphJobs {
  return createGatewayJobs({
    baseUrl: globalThis.location?.origin ?? '',
    headers: () => {
      const headers: Record<string, string> = {};
      const token = accessToken.current();
      if (token) headers['Authorization'] = `Bearer ${token}`;
      const csrf = readCsrfToken();
      if (csrf) headers[csrfHeaderName] = csrf;
      return headers;
    },
  });
}

function defaultWorker(): EngineWorker {
  return new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module', name: 'graph-engine' });
}

export class GraphEngine {
  private readonly worker: EngineWorker;
  private readonly client: WorkerClient;
  private readonly port: MessagePort;
  private readonly codeUrl: (type: string, version: string) => string;
  /** Node versions loaded or being loaded, by `type@version`. */
  private readonly loading = new Map<string, Promise<NodeLoadFailure | undefined>>();
  private readonly pendingLoads = new Map<number, (reply: EngineLoadedReply) => void>();
  private nextRequestId = 1;
  private destroyed = false;
  private readonly jobs: GraphJobs;
  private readonly onControlReply = (event: MessageEvent) => {
    const reply = event.data as EngineControlReply;
    if (reply?.kind === 'engine.jobs.call') {
      void this.answerJobCall(reply);
      return;
    }
    if (reply?.kind !== 'engine.loaded') return;
    this.pendingLoads.get(reply.requestId)?.(reply);
    this.pendingLoads.delete(reply.requestId);
  };

  private constructor(options: GraphEngineOptions) {
    this.worker = options.worker ?? defaultWorker();
    this.jobs = options.jobs ?? defaultJobs();
    this.codeUrl =
      options.codeUrl ?? ((type, version) => nodeCodeUrl(type, version, self.location?.origin ?? ''));
    this.worker.addEventListener('message', this.onControlReply);
    this.worker.start?.();
    // Evaluation gets a channel of its own, so its messages never meet the loader's.
    const channel = new MessageChannel();
    const connect: EngineControlMessage = { kind: 'engine.connect', port: channel.port2 };
    this.worker.postMessage(connect, [channel.port2]);
    this.port = channel.port1;
    this.client = createWorkerClient(this.port);
  }

  /** Makes a node's job call for the worker and sends the answer back. */
  private async answerJobCall(call: Extract<EngineControlReply, { kind: 'engine.jobs.call' }>) {
    let answer: EngineControlMessage;
    try {
      const method = this.jobs[call.method] as (...args: unknown[]) => Promise<unknown>;
      const value = await method.apply(this.jobs, call.args);
      answer = { kind: 'engine.jobs.reply', callId: call.callId, ok: true, value };
    } catch (error) {
      answer = {
        kind: 'engine.jobs.reply',
        callId: call.callId,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      };
    }
    if (!this.destroyed) this.worker.postMessage(answer, []);
  }

  /** Starts an engine in its worker. */
  static create(options: GraphEngineOptions = {}): GraphEngine {
    return new GraphEngine(options);
  }

  /**
   * Loads the code of every node version the graph uses that is not loaded yet. Resolves with
   * the versions that could not be loaded (an unknown type or version, a network failure).
   */
  async loadNodesOf(graph: GraphDocument): Promise<NodeLoadFailure[]> {
    const wanted = new Map<string, { type: string; version: string }>();
    for (const node of graph.nodes)
      wanted.set(`${node.type}@${node.version}`, { type: node.type, version: node.version });
    const missing: NodeModuleRequest[] = [];
    for (const [key, { type, version }] of wanted) {
      if (!this.loading.has(key)) missing.push({ type, version, url: this.codeUrl(type, version) });
    }
    if (missing.length > 0) {
      const requestId = this.nextRequestId++;
      const reply = new Promise<EngineLoadedReply>((resolve) => this.pendingLoads.set(requestId, resolve));
      for (const module of missing) {
        const key = `${module.type}@${module.version}`;
        const outcome = reply.then((answer) => {
          const failure = answer.failed.find(
            (failed) => failed.type === module.type && failed.version === module.version,
          );
          // A failed load may succeed later (the network came back): forget it, so it is tried again.
          if (failure) this.loading.delete(key);
          return failure;
        });
        this.loading.set(key, outcome);
      }
      const load: EngineControlMessage = { kind: 'engine.load', requestId, modules: missing };
      this.worker.postMessage(load, []);
    }
    const outcomes = await Promise.all([...wanted.keys()].map((key) => this.loading.get(key)));
    return outcomes.filter((outcome): outcome is NodeLoadFailure => outcome !== undefined);
  }

  /** Loads the graph's node code, then evaluates the requested nodes in the worker. */
  async evaluate(
    graph: GraphDocument,
    requests: readonly EvaluationRequest[],
    options?: EvaluateOptions,
  ): Promise<EvaluationResult> {
    if (this.destroyed) throw new Error('the graph engine has been destroyed');
    await this.loadNodesOf(graph);
    return this.client.evaluate(graph, requests, options);
  }

  /** Data for a file id (an upload's bytes, or decoded pixels); its buffers move to the worker. */
  putResource(resourceId: string, value: unknown): void {
    this.client.putResource(resourceId, value);
  }

  dropResource(resourceId: string): void {
    this.client.dropResource(resourceId);
  }

  clearCache(): void {
    this.client.clearCache();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.client.close();
    this.port.close();
    this.worker.removeEventListener('message', this.onControlReply);
    for (const resolve of this.pendingLoads.values())
      resolve({ kind: 'engine.loaded', requestId: 0, failed: [] });
    this.pendingLoads.clear();
    this.worker.terminate?.();
  }
}
