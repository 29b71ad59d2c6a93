// Messages between the page and the engine worker that are not evaluation: connecting the
// engine's own channel and loading node code. Evaluation itself runs over `@atelier/graph`'s
// worker protocol on a dedicated MessagePort, so the two never mix.

/** A node version to load, and where its compiled module is served. */
export interface NodeModuleRequest {
  type: string;
  version: string;
  url: string;
}

/** The graph engine's job calls a node may make (see `GraphJobs` in @atelier/graph). */
export type JobsMethod = 'create' | 'upload' | 'start' | 'get' | 'getFile' | 'cancel';

export type EngineControlMessage =
  /** Hands the worker the port the graph engine's host answers on. */
  | { kind: 'engine.connect'; port: MessagePort }
  | { kind: 'engine.load'; requestId: number; modules: NodeModuleRequest[] }
  /** The answer to a node's job call, made by the page with the signed-in user's credentials. */
  | { kind: 'engine.jobs.reply'; callId: number; ok: true; value: unknown }
  | { kind: 'engine.jobs.reply'; callId: number; ok: false; message: string };

export interface EngineLoadedReply {
  kind: 'engine.loaded';
  requestId: number;
  /** Node versions that could not be loaded, with the reason; the engine reports them as unknown. */
  failed: { type: string; version: string; reason: string }[];
}

export type EngineControlReply =
  | EngineLoadedReply
  /** A node's job call, for the page to make: the worker holds no credentials. */
  | { kind: 'engine.jobs.call'; callId: number; method: JobsMethod; args: unknown[] };

/** Where the gateway serves a node version's worker code (spec section 7, "Node"). */
export function nodeCodeUrl(type: string, version: string, origin = ''): string {
  return `${origin}/node/${encodeURIComponent(type)}/code/${encodeURIComponent(version)}?type=worker`;
}
