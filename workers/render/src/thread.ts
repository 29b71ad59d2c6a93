// An evaluation thread of a render worker: loads the node code a graph pins, evaluates the
// graph with the engine the browser runs and the host resources the command line uses, and
// hands the written files back. One job at a time; the main thread terminates it to stop a job
// (cancel, time limit) and the heap limit it was started with ends it when a job allocates
// without bound.
import { parentPort } from 'node:worker_threads';
import {
  createEvaluator,
  effectiveControlValues,
  type GraphDocument,
  type NodeRegistry,
} from '@atelier/graph';
import type { Language } from '@atelier/i18n';
import { createHostResources, rootFailure } from '@atelier/nodes/node';
import { createNodeCodeLoader, NodeCodeError } from './node-code';
import { renderPreview } from './preview';
import type { EvaluationTask, FromThread, ThreadFailure, ThreadOutput, ToThread } from './protocol';

const port = parentPort;
if (!port) throw new Error('thread.ts runs as a worker thread.');

const nodeCode = createNodeCodeLoader();
const hostResourcesByLanguage = new Map<Language, Promise<Record<string, unknown>>>();
const fileWaiters = new Map<string, (contents: Record<string, Uint8Array>) => void>();

function post(message: FromThread): void {
  port!.postMessage(message);
}

function hostResources(language: Language) {
  let resources = hostResourcesByLanguage.get(language);
  if (!resources) {
    resources = createHostResources({ worksheetLanguage: language });
    hostResourcesByLanguage.set(language, resources);
  }
  return resources;
}

/** The file ids the graph's file controls name. */
function fileIdsOf(graph: GraphDocument, registry: NodeRegistry): string[] {
  const ids = new Set<string>();
  for (const node of graph.nodes) {
    const definition = registry.get(node.type, node.version);
    if (!definition) continue;
    const values = effectiveControlValues(node, definition);
    for (const control of definition.controls.flat()) {
      const fileId = values[control.id];
      if (control.kind === 'file' && typeof fileId === 'string' && fileId !== '') ids.add(fileId);
    }
  }
  return [...ids];
}

function describeFailure(messages: ReadonlyArray<{ code: string; detail?: string }>): string {
  const texts = messages.map((message) => message.detail || message.code).filter(Boolean);
  return texts.join('; ') || 'the node failed';
}

async function evaluate(
  jobId: string,
  graph: GraphDocument,
  task: EvaluationTask,
  nodeCodeDirectory: string,
  language: Language,
): Promise<void> {
  const pins = graph.nodes.map((node) => ({ type: node.type, version: node.version }));
  const loaded = await nodeCode.load(nodeCodeDirectory, pins);
  const registry: NodeRegistry = {
    get: (type, version) => loaded.get(nodeCode.keyOf(type, version)),
    latest: () => undefined,
    versions: (type) =>
      [...loaded.values()]
        .filter((definition) => definition.id === type)
        .map((definition) => definition.version),
  };

  const fileIds = fileIdsOf(graph, registry);
  let contents: Record<string, Uint8Array> = {};
  if (fileIds.length > 0) {
    const answer = new Promise<Record<string, Uint8Array>>((resolve) => fileWaiters.set(jobId, resolve));
    post({ kind: 'need-files', jobId, fileIds });
    contents = await answer;
  }
  const resources = new Map<string, unknown>(Object.entries(contents));
  for (const [id, value] of Object.entries(await hostResources(language))) resources.set(id, value);

  post({ kind: 'stage', jobId, stage: 'evaluating' });
  // Overall progress: each node of the graph counts alike, from its own fraction done.
  const fractions = new Map<string, number>();
  let lastPosted = 0;
  const evaluator = createEvaluator({ registry, resources: { get: (id) => resources.get(id) } });
  const requested = task.kind === 'files' ? task.nodeIds : [task.nodeId];
  const result = await evaluator.evaluate(
    graph,
    requested.map((nodeId) => ({ nodeId })),
    {
      onProgress(event) {
        fractions.set(event.nodeId, event.fraction);
        const now = Date.now();
        if (now - lastPosted < 200) return;
        lastPosted = now;
        let done = 0;
        for (const fraction of fractions.values()) done += fraction;
        post({ kind: 'progress', jobId, fraction: Math.min(1, done / Math.max(graph.nodes.length, 1)) });
      },
    },
  );

  const outputs: ThreadOutput[] = [];
  const failures: ThreadFailure[] = [];
  const empty: string[] = [];
  for (const nodeId of requested) {
    const node = result.nodes[nodeId];
    if (node?.status === 'failed' || !node) {
      const root = rootFailure(nodeId, result.nodes, graph);
      failures.push({ nodeId, failedNodeId: root.nodeId, message: describeFailure(root.messages) });
      continue;
    }
    if (node.status !== 'fresh') {
      empty.push(nodeId);
      continue;
    }
    if (task.kind === 'preview') {
      const png = await renderPreview(node.values, task.size);
      if (png) outputs.push({ nodeId, bytes: png, extension: 'png', mimeType: 'image/png' });
      else empty.push(nodeId);
      continue;
    }
    const file = node.values['file'] as Partial<ThreadOutput> | undefined;
    if (file && file.bytes instanceof Uint8Array && typeof file.extension === 'string') {
      outputs.push({
        nodeId,
        bytes: file.bytes,
        extension: file.extension,
        mimeType: typeof file.mimeType === 'string' ? file.mimeType : 'application/octet-stream',
      });
    } else {
      empty.push(nodeId);
    }
  }
  post({ kind: 'done', jobId, outputs, failures, empty });
}

port.on('message', (message: ToThread) => {
  if (message.kind === 'files') {
    fileWaiters.get(message.jobId)?.(message.contents);
    fileWaiters.delete(message.jobId);
    return;
  }
  evaluate(message.jobId, message.graph, message.task, message.nodeCodeDirectory, message.language).catch(
    (error: unknown) => {
      const text =
        error instanceof NodeCodeError
          ? error.message
          : `Evaluation stopped: ${error instanceof Error ? error.message : String(error)}`;
      post({ kind: 'error', jobId: message.jobId, message: text });
    },
  );
});

post({ kind: 'ready' });
