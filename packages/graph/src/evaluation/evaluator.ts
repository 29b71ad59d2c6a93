// The evaluator: pull-based, memoised and cancellable.
//
// A request names the nodes whose outputs are wanted; only they and what they read from run.
// Each result is cached under the node's key (see plan.ts), so after a change only nodes whose key
// changed run again. Work in flight is shared by key: when a newer evaluation supersedes an older
// one, it first claims the work it also needs, then the older one lets go of the rest, which is
// aborted through its AbortSignal. A node that fails marks itself and its dependants with a
// message; the evaluator itself never throws for a node's sake.
import { convertSocketValue } from '../definitions/sockets';
import { describeInvalidControlValue, wiredControlValue } from '../definitions/controls';
import type { EvaluateContext, NodeOutputs, NodeRegistry } from '../definitions/definition';
import { NodeEvaluationError, type NodeMessage } from '../definitions/messages';
import { describeInvalidSocketValue } from '../definitions/sockets';
import type { GraphDocument } from '../document/types';
import { planEvaluation, type EvaluationPlan, type EvaluationRequest, type PlannedNode } from './plan';
import { createRandom } from './random';

export type NodeStatus = 'fresh' | 'empty' | 'failed' | 'cancelled';

/** What one node produced in an evaluation. */
export interface NodeResult {
  nodeId: string;
  /**
   * fresh: the values are current; empty: there is nothing to show (spec section 3, a required
   * input is missing); failed: see the messages; cancelled: a newer evaluation took over.
   */
  status: NodeStatus;
  /** The cache key; absent for nodes that could not run. */
  key?: string;
  /** Output values by name, when fresh. Shared with the cache: never change them. */
  values: NodeOutputs;
  messages: NodeMessage[];
  /** True when the values came from an earlier evaluation. */
  fromCache: boolean;
}

export interface EvaluationResult {
  /** complete: every requested node has its outcome; cancelled: superseded or aborted. */
  status: 'complete' | 'cancelled';
  /**
   * Results by node id: every requested node, and each node they read from that was decided
   * without running, ran during this evaluation, or is still cached. Values are certain only for
   * requested nodes; others have them while they are cached.
   */
  nodes: Record<string, NodeResult>;
}

export interface ProgressEvent {
  nodeId: string;
  /** From 0 (started) to 1 (done). */
  fraction: number;
}

export interface EvaluateOptions {
  /** Aborting it cancels this evaluation. */
  signal?: AbortSignal;
  onProgress?: (event: ProgressEvent) => void;
  /**
   * Whether this evaluation cancels the one still running (default true). Turn it off for
   * evaluations that must run side by side, such as a preview and an export.
   */
  supersede?: boolean;
}

/** Where `context.resource` finds data for file ids, such as uploaded images. */
export interface ResourceStore {
  get(id: string): unknown;
}

export interface EvaluatorOptions {
  registry: NodeRegistry;
  /** How many node results the cache keeps, least recently used dropped first (default 512). */
  cacheLimit?: number;
  /**
   * How many bytes of buffers (pixels and other typed arrays) the cached results may hold in all
   * (default 256 MiB); a single result larger than this is not cached.
   */
  cacheByteLimit?: number;
  resources?: ResourceStore;
  /** A node taking longer than this gets a low-fps message (default 250 ms). */
  slowNodeMilliseconds?: number;
  /** Milliseconds from any fixed point; `performance.now` by default. */
  clock?: () => number;
}

export interface GraphEvaluator {
  evaluate(
    graph: GraphDocument,
    requests: readonly EvaluationRequest[],
    options?: EvaluateOptions,
  ): Promise<EvaluationResult>;
  /** Drops every cached result. */
  clearCache(): void;
  /** How many results the cache holds. */
  readonly cacheSize: number;
}

interface Outcome {
  status: NodeStatus;
  values: NodeOutputs;
  messages: NodeMessage[];
  fromCache: boolean;
  /** For upstream failures decided while running: the failed input's name. */
  failedInput?: string;
}

/** A party that keeps in-flight work alive: an evaluation, or a node waiting on its inputs. */
interface Holder {
  claims: InFlight[];
  onProgress?: (key: string, fraction: number) => void;
}

interface InFlight {
  key: string;
  controller: AbortController;
  claims: number;
  settled: boolean;
  promise: Promise<Outcome>;
  holders: Set<Holder>;
}

/** The bytes of the buffers inside a value: what a cached result costs in memory, roughly. */
function bufferBytes(value: unknown, seen = new Set<object>()): number {
  if (typeof value !== 'object' || value === null || seen.has(value)) return 0;
  seen.add(value);
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (value instanceof ArrayBuffer) return value.byteLength;
  let total = 0;
  for (const item of Array.isArray(value) ? value : Object.values(value)) total += bufferBytes(item, seen);
  return total;
}

const emptyValues: NodeOutputs = Object.freeze({}) as NodeOutputs;

/** A failed outcome: the messages the node added before failing, then the failure itself. */
function failure(
  code: string,
  detail: string,
  values?: Record<string, string | number>,
  earlier: readonly NodeMessage[] = [],
): Outcome {
  const message: NodeMessage = { code, severity: 'error', detail };
  if (values) message.values = values;
  return { status: 'failed', values: emptyValues, messages: [...earlier, message], fromCache: false };
}

const cancelled: Outcome = Object.freeze({
  status: 'cancelled',
  values: emptyValues,
  messages: [],
  fromCache: false,
}) as Outcome;

export function createEvaluator(options: EvaluatorOptions): GraphEvaluator {
  const { registry } = options;
  const cacheLimit = options.cacheLimit ?? 512;
  const cacheByteLimit = options.cacheByteLimit ?? 256 * 1024 * 1024;
  const slowNodeMilliseconds = options.slowNodeMilliseconds ?? 250;
  const clock = options.clock ?? (() => performance.now());
  // A Map remembers insertion order; re-inserting on every hit makes its first key the least
  // recently used one.
  const cache = new Map<string, { outcome: Outcome; bytes: number }>();
  let cachedBytes = 0;
  const inFlight = new Map<string, InFlight>();
  let currentRun: { cancel: () => void } | undefined;
  // How each recent piece of work ended, without its values, so an evaluation can report the
  // nodes its requested nodes read from. Numbered, so an evaluation tells what ran during it from
  // what ran before.
  const recent = new Map<string, { outcome: Outcome; sequence: number }>();
  const recentLimit = 4096;
  let sequence = 0;

  function record(key: string, outcome: Outcome): void {
    recent.delete(key);
    sequence += 1;
    recent.set(key, { outcome: { ...outcome, values: emptyValues }, sequence });
    while (recent.size > recentLimit) recent.delete(recent.keys().next().value!);
  }

  function forget(key: string): void {
    const entry = cache.get(key);
    if (!entry) return;
    cache.delete(key);
    cachedBytes -= entry.bytes;
  }

  function remember(key: string, outcome: Outcome): void {
    forget(key);
    const bytes = bufferBytes(outcome.values);
    if (bytes > cacheByteLimit) return;
    cache.set(key, { outcome, bytes });
    cachedBytes += bytes;
    while (cache.size > cacheLimit || cachedBytes > cacheByteLimit) forget(cache.keys().next().value!);
  }

  function recall(key: string): Outcome | undefined {
    const entry = cache.get(key);
    if (!entry) return undefined;
    cache.delete(key);
    cache.set(key, entry);
    return { ...entry.outcome, fromCache: true };
  }

  function release(holder: Holder): void {
    for (const entry of holder.claims) {
      entry.claims -= 1;
      entry.holders.delete(holder);
      if (entry.claims === 0 && !entry.settled) {
        entry.controller.abort();
        if (inFlight.get(entry.key) === entry) inFlight.delete(entry.key);
      }
    }
    holder.claims = [];
  }

  /** The outcome of a planned node: settled, cached, joined while in flight, or started. */
  function obtain(planned: PlannedNode, plan: EvaluationPlan, holder: Holder): Promise<Outcome> {
    if (planned.settled) {
      return Promise.resolve({ ...planned.settled, values: emptyValues, fromCache: false });
    }
    const key = planned.key!;
    const cached = recall(key);
    if (cached) return Promise.resolve(cached);
    const entry = inFlight.get(key) ?? start(planned, plan);
    entry.claims += 1;
    entry.holders.add(holder);
    holder.claims.push(entry);
    return entry.promise;
  }

  function start(planned: PlannedNode, plan: EvaluationPlan): InFlight {
    const key = planned.key!;
    const entry: InFlight = {
      key,
      controller: new AbortController(),
      claims: 0,
      settled: false,
      holders: new Set(),
      promise: undefined as unknown as Promise<Outcome>,
    };
    inFlight.set(key, entry);
    // Progress of the inputs goes to whoever waits for this node, up to the evaluations.
    const inputs: Holder = {
      claims: [],
      onProgress: (inputKey, fraction) => {
        for (const holder of entry.holders) holder.onProgress?.(inputKey, fraction);
      },
    };
    entry.promise = run(planned, plan, entry, inputs)
      // A fault in the engine itself still ends as a message on the node, never as a rejection.
      .catch((error: unknown) =>
        failure('unknown-error', error instanceof Error ? error.message : String(error)),
      )
      .then((outcome) => {
        record(key, outcome);
        return outcome;
      })
      .finally(() => {
        entry.settled = true;
        if (inFlight.get(key) === entry) inFlight.delete(key);
        release(inputs);
      });
    return entry;
  }

  function reportProgress(entry: InFlight, fraction: number): void {
    for (const holder of entry.holders) holder.onProgress?.(entry.key, fraction);
  }

  async function run(
    planned: PlannedNode,
    plan: EvaluationPlan,
    entry: InFlight,
    inputs: Holder,
  ): Promise<Outcome> {
    const definition = planned.definition!;
    const signal = entry.controller.signal;
    const sources = await Promise.all(
      planned.wires.map((wire) => obtain(plan.nodes.get(wire.sourceNodeId)!, plan, inputs)),
    );
    if (signal.aborted) return cancelled;

    const inputValues: Record<string, unknown> = {};
    const controls: Record<string, unknown> = { ...planned.controls };
    for (let index = 0; index < planned.wires.length; index += 1) {
      const wire = planned.wires[index]!;
      const source = sources[index]!;
      if (source.status === 'cancelled') return cancelled;
      if (source.status === 'failed') {
        return {
          ...failure('upstream-failed', `input "${wire.name}" failed, so this node cannot run`),
          failedInput: wire.name,
        };
      }
      if (source.status === 'empty') {
        const socket = definition.inputs.find((candidate) => candidate.name === wire.name);
        if (socket?.required) return { status: 'empty', values: emptyValues, messages: [], fromCache: false };
        if (wire.control) {
          // The control keeps its own value, which planning did not check while a wire drove it.
          const problem = describeInvalidControlValue(wire.control, controls[wire.name]);
          if (problem)
            return failure('invalid-parameter', `control "${wire.name}" ${problem}`, { control: wire.name });
        }
        continue;
      }
      const value = convertSocketValue(source.values[wire.output], wire.fromType, wire.toType);
      if (wire.control) {
        const controlValue = wiredControlValue(wire.control, value);
        const problem = describeInvalidControlValue(wire.control, controlValue);
        if (problem) {
          return failure('invalid-parameter', `control "${wire.name}" (driven by a wire) ${problem}`, {
            control: wire.name,
          });
        }
        controls[wire.name] = controlValue;
      } else {
        inputValues[wire.name] = value;
      }
    }

    const messages: NodeMessage[] = [];
    const seedParam = planned.params['seed'];
    const seed = typeof seedParam === 'number' ? seedParam : 0;
    const context: EvaluateContext = {
      nodeId: planned.nodeId,
      inputs: inputValues,
      controls,
      params: planned.params,
      mode: planned.mode,
      signal,
      seed,
      random: createRandom(seed),
      reportProgress: (fraction) => {
        if (!signal.aborted && Number.isFinite(fraction))
          reportProgress(entry, Math.min(1, Math.max(0, fraction)));
      },
      addMessage: (message) => {
        const added: NodeMessage = { code: message.code, severity: message.severity ?? 'warning' };
        if (message.values) added.values = { ...message.values };
        if (message.detail !== undefined) added.detail = message.detail;
        messages.push(added);
      },
      resource: (id) => options.resources?.get(id),
    };

    reportProgress(entry, 0);
    const startedAt = clock();
    let outputs: NodeOutputs | undefined;
    try {
      outputs = await definition.evaluate(context);
    } catch (error) {
      if (signal.aborted) return cancelled;
      if (error instanceof NodeEvaluationError) {
        return failure(error.code, error.message, error.values ? { ...error.values } : undefined, messages);
      }
      return failure(
        'unknown-error',
        error instanceof Error ? error.message : String(error),
        undefined,
        messages,
      );
    }
    const elapsed = clock() - startedAt;
    if (elapsed > slowNodeMilliseconds) {
      messages.push({ code: 'low-fps', severity: 'info', values: { milliseconds: Math.round(elapsed) } });
    }

    let outcome: Outcome;
    if (outputs === undefined || outputs === null) {
      outcome = { status: 'empty', values: emptyValues, messages, fromCache: false };
    } else if (typeof outputs !== 'object') {
      return failure(
        'invalid-output',
        `expected outputs by name, got ${typeof outputs}`,
        undefined,
        messages,
      );
    } else {
      for (const socket of definition.outputs) {
        const problem = describeInvalidSocketValue(socket.type, outputs[socket.name]);
        if (problem) {
          return failure(
            'invalid-output',
            `output "${socket.name}": ${problem}`,
            { output: socket.name },
            messages,
          );
        }
      }
      outcome = { status: 'fresh', values: outputs, messages, fromCache: false };
    }
    // A finished result is right for its key even when nobody waits for it any more, so it is
    // kept: the next evaluation that needs it gets it for free.
    remember(entry.key, outcome);
    reportProgress(entry, 1);
    return outcome;
  }

  /**
   * The outcome of a node that was not requested, without running anything: decided while
   * planning, run during this evaluation, or still cached. Undefined when the request did not
   * need the node to run and its result is no longer cached.
   */
  function readOutcome(planned: PlannedNode, startedAt: number): Outcome | undefined {
    if (planned.settled) return { ...planned.settled, values: emptyValues, fromCache: false };
    const key = planned.key!;
    const cached = cache.get(key)?.outcome;
    const ran = recent.get(key);
    if (ran && ran.sequence > startedAt)
      return { ...ran.outcome, values: cached?.values ?? emptyValues, fromCache: false };
    return cached ? { ...cached, fromCache: true } : undefined;
  }

  /** Names the node whose own failure caused an upstream failure, following the wires back. */
  function findCause(plan: EvaluationPlan, outcomes: Map<string, Outcome>, nodeId: string): string {
    let current = nodeId;
    for (let steps = 0; steps <= plan.order.length; steps += 1) {
      const outcome = outcomes.get(current);
      const planned = plan.nodes.get(current)!;
      if (outcome?.failedInput === undefined) return current;
      const wire = planned.wires.find((candidate) => candidate.name === outcome.failedInput);
      if (!wire) return current;
      const source = plan.nodes.get(wire.sourceNodeId)!;
      if (source.settled?.causeNodeId) return source.settled.causeNodeId;
      current = wire.sourceNodeId;
    }
    return current;
  }

  function toResult(
    plan: EvaluationPlan,
    outcomes: Map<string, Outcome>,
    nodeId: string,
    outcome: Outcome,
  ): NodeResult {
    const planned = plan.nodes.get(nodeId)!;
    let messages = outcome.messages;
    if (outcome.failedInput !== undefined) {
      const cause = findCause(plan, outcomes, nodeId);
      messages = messages.map((message) =>
        message.code === 'upstream-failed'
          ? {
              ...message,
              values: { nodeId: cause },
              detail: `node "${cause}" failed, so this node cannot run`,
            }
          : message,
      );
    }
    const result: NodeResult = {
      nodeId,
      status: outcome.status,
      values: outcome.values,
      messages,
      fromCache: outcome.fromCache,
    };
    if (planned.key !== undefined) result.key = planned.key;
    return result;
  }

  async function evaluate(
    graph: GraphDocument,
    requests: readonly EvaluationRequest[],
    evaluateOptions: EvaluateOptions = {},
  ): Promise<EvaluationResult> {
    const plan = planEvaluation(graph, registry, requests);
    const controller = new AbortController();
    const nodeIdsByKey = new Map<string, string[]>();
    for (const planned of plan.nodes.values()) {
      if (planned.key === undefined) continue;
      const ids = nodeIdsByKey.get(planned.key);
      if (ids) ids.push(planned.nodeId);
      else nodeIdsByKey.set(planned.key, [planned.nodeId]);
    }
    const holder: Holder = {
      claims: [],
      onProgress: evaluateOptions.onProgress
        ? (key, fraction) => {
            for (const nodeId of nodeIdsByKey.get(key) ?? [])
              evaluateOptions.onProgress!({ nodeId, fraction });
          }
        : undefined,
    };

    // Only the requested nodes are pulled; each pulls its inputs when it is not cached. Claiming
    // happens at once, down to the last input, before the evaluation this one supersedes lets go,
    // so work both need keeps running.
    const startedAt = sequence;
    const outcomes = new Map<string, Outcome>();
    const requested = [...new Set(requests.map((request) => request.nodeId))].filter((nodeId) =>
      plan.nodes.has(nodeId),
    );
    const pending = requested.map((nodeId) =>
      obtain(plan.nodes.get(nodeId)!, plan, holder).then((outcome) => {
        outcomes.set(nodeId, outcome);
      }),
    );
    const handle = { cancel: () => controller.abort() };
    if (evaluateOptions.supersede !== false) {
      currentRun?.cancel();
      currentRun = handle;
    }

    const abandoned = new Promise<'cancelled'>((resolve) => {
      if (controller.signal.aborted) resolve('cancelled');
      controller.signal.addEventListener('abort', () => resolve('cancelled'), { once: true });
    });
    const external = evaluateOptions.signal;
    const forwardAbort = () => controller.abort();
    if (external?.aborted) controller.abort();
    external?.addEventListener('abort', forwardAbort, { once: true });

    try {
      const finished = await Promise.race([Promise.all(pending).then(() => 'complete' as const), abandoned]);
      for (const nodeId of plan.order) {
        if (outcomes.has(nodeId)) continue;
        const outcome = readOutcome(plan.nodes.get(nodeId)!, startedAt);
        if (outcome) outcomes.set(nodeId, outcome);
        else if (finished === 'cancelled') outcomes.set(nodeId, cancelled);
      }
      const nodes: Record<string, NodeResult> = {};
      for (const nodeId of plan.order) {
        const outcome = outcomes.get(nodeId);
        if (outcome) nodes[nodeId] = toResult(plan, outcomes, nodeId, outcome);
      }
      return { status: finished, nodes };
    } finally {
      external?.removeEventListener('abort', forwardAbort);
      if (currentRun === handle) currentRun = undefined;
      release(holder);
    }
  }

  return {
    evaluate,
    clearCache() {
      cache.clear();
      cachedBytes = 0;
    },
    get cacheSize() {
      return cache.size;
    },
  };
}
