// Headless evaluation of a stored graph: the engine and node library the browser runs, with
// sharp as the image codec and files read from disk. Writes the file of every node that writes
// one (image, vector and embroidery exports, embroidery worksheets). Used by the command line;
// render workers evaluate the same way.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  createEvaluator,
  effectiveControlValues,
  parseGraph,
  validateGraph,
  type GraphDocument,
  type GraphIssue,
  type NodeMessage,
  type NodeRegistry,
} from '@atelier/graph';
import type { ImageCodec } from '@atelier/raster';
import type { Language } from '@atelier/i18n';
import { createHostResources } from '../host-resources';
import { nodeRegistry, type NodeType } from '../registry';
import { fileWritingNodeTypes as contractFileWritingNodeTypes, type WrittenFile } from '@atelier/contracts';
import { exportQuality, type ExportQuality } from './quality';

/**
 * Node types that write a file: their values hold, beside the sockets, `file` with the bytes,
 * extension and mime type (and, for images, size and resolution). The list is the one the
 * editor's export dialog and render workers use; the check below keeps it to real node types.
 */
export const fileWritingNodeTypes: readonly NodeType[] =
  contractFileWritingNodeTypes satisfies readonly NodeType[];

/** The file among a file-writing node's values. */
export type { WrittenFile };

function writtenFileOf(values: Readonly<Record<string, unknown>>): WrittenFile | undefined {
  const file = values['file'] as Partial<WrittenFile> | undefined;
  return file && file.bytes instanceof Uint8Array && typeof file.extension === 'string'
    ? (file as WrittenFile)
    : undefined;
}

/** Why a graph file could not be evaluated at all. */
export class GraphFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GraphFileError';
  }
}

export interface GraphFileOptions {
  /** The graph file (the stored JSON format, spec section 3). */
  graphPath: string;
  /** Where export nodes' files are written; created when missing. */
  outputDirectory: string;
  /**
   * Files that file controls name, by file id. A file id without an entry is read as a path
   * relative to the graph file's folder.
   */
  files?: Readonly<Record<string, string>>;
  registry?: NodeRegistry;
  codec?: ImageCodec;
  /** Further resources for the nodes, by id (a worksheet writer with the user's language, say). */
  hostResources?: Readonly<Record<string, unknown>>;
  /** The language worksheets are written in; American English by default. */
  worksheetLanguage?: Language;
  /** Measure the stitch quality of every embroidery export (plan and file read back). */
  quality?: boolean;
}

export interface ExportOutcome {
  nodeId: string;
  /** The file written, when the export succeeded; size and resolution for images. */
  file?: {
    path: string;
    bytes: number;
    mimeType: string;
    width?: number;
    height?: number;
    dotsPerInch?: number;
  };
  /** Why it did not: the export node's own messages, or those of the node that failed first. */
  failure?: { nodeId: string; messages: NodeMessage[] };
  /** The stitch quality of an embroidery export, when asked for. */
  quality?: ExportQuality;
}

export interface GraphFileEvaluation {
  graph: GraphDocument;
  /** Problems that keep parts of the graph from evaluating (unknown types or versions stop it earlier). */
  issues: GraphIssue[];
  exports: ExportOutcome[];
  milliseconds: number;
}

/** Keeps letters, digits, underscore and hyphen, as node preview file names do (spec section 5). */
export function safeFileStem(nodeId: string): string {
  const stem = nodeId.replace(/[^A-Za-z0-9_-]/g, '');
  return stem === '' ? 'export' : stem;
}

async function readGraphFile(graphPath: string): Promise<GraphDocument> {
  let text: string;
  try {
    text = await readFile(graphPath, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
    throw new GraphFileError(`Cannot read ${graphPath}: ${reason}.`);
  }
  const parsed = parseGraph(text);
  if (!parsed.ok) {
    const notJson = parsed.problems.length === 1 && parsed.problems[0]!.path === '(graph)';
    const lines = parsed.problems.slice(0, 20).map((problem) => `  ${problem.path}: ${problem.message}`);
    throw new GraphFileError(
      notJson
        ? `${graphPath} is not JSON: ${parsed.problems[0]!.message.replace(/^not valid JSON: /, '')}`
        : `${graphPath} is not a graph:\n${lines.join('\n')}`,
    );
  }
  return parsed.graph;
}

/** Reads the bytes of every file a file control of the graph names. */
async function readControlFiles(
  graph: GraphDocument,
  registry: NodeRegistry,
  baseDirectory: string,
  files: Readonly<Record<string, string>>,
): Promise<Map<string, Uint8Array>> {
  const contents = new Map<string, Uint8Array>();
  for (const node of graph.nodes) {
    const definition = registry.get(node.type, node.version);
    if (!definition) continue;
    const values = effectiveControlValues(node, definition);
    for (const control of definition.controls.flat()) {
      const fileId = values[control.id];
      if (control.kind !== 'file' || typeof fileId !== 'string' || fileId === '' || contents.has(fileId))
        continue;
      const filePath = path.resolve(baseDirectory, files[fileId] ?? fileId);
      try {
        contents.set(fileId, new Uint8Array(await readFile(filePath)));
      } catch {
        // Left out: the node then reports the missing file on itself and the rest evaluates.
      }
    }
  }
  return contents;
}

/** The first node whose own failure made this one fail (following upstream-failed messages). */
export function rootFailure(
  nodeId: string,
  results: Record<string, { status: string; messages: NodeMessage[] }>,
  graph: GraphDocument,
): { nodeId: string; messages: NodeMessage[] } {
  const seen = new Set<string>();
  let current = nodeId;
  for (;;) {
    seen.add(current);
    const result = results[current];
    const upstream = result?.messages.find((message) => message.code === 'upstream-failed');
    if (!result || !upstream) return { nodeId: current, messages: result?.messages ?? [] };
    const failedSource = graph.connections
      .filter((connection) => connection.to.nodeId === current)
      .map((connection) => connection.from.nodeId)
      .find((source) => results[source]?.status === 'failed' && !seen.has(source));
    if (!failedSource) return { nodeId: current, messages: result.messages };
    current = failedSource;
  }
}

/**
 * Evaluates a graph file and writes each file-writing node's file as `<node id>.<extension>`
 * in the output directory. Throws `GraphFileError` for a file that is missing, not JSON, not a
 * graph, or names a node type or version this engine does not have; failures of single nodes
 * come back in the outcome, and every other export still runs.
 */
export async function evaluateGraphFile(options: GraphFileOptions): Promise<GraphFileEvaluation> {
  const registry = options.registry ?? nodeRegistry;
  const graph = await readGraphFile(options.graphPath);
  const issues = validateGraph(graph, registry);
  const unknown = issues.filter(
    (issue) => issue.code === 'unknown-node-type' || issue.code === 'unknown-node-version',
  );
  if (unknown.length > 0) {
    throw new GraphFileError(
      `${options.graphPath} uses nodes this engine does not have:\n${unknown
        .map((issue) => `  ${issue.message}`)
        .join('\n')}`,
    );
  }
  const files = await readControlFiles(
    graph,
    registry,
    path.dirname(path.resolve(options.graphPath)),
    options.files ?? {},
  );
  const resources = new Map<string, unknown>(files);
  const hostResources = await createHostResources({
    graph,
    worksheetLanguage: options.worksheetLanguage,
    codec: options.codec,
  });
  for (const [id, value] of Object.entries(hostResources)) resources.set(id, value);
  for (const [id, value] of Object.entries(options.hostResources ?? {})) resources.set(id, value);
  const evaluator = createEvaluator({ registry, resources: { get: (id) => resources.get(id) } });
  const exportNodeIds = graph.nodes
    .filter((node) => (fileWritingNodeTypes as readonly string[]).includes(node.type))
    .map((node) => node.id);
  const startedAt = performance.now();
  const result = await evaluator.evaluate(
    graph,
    exportNodeIds.map((nodeId) => ({ nodeId })),
  );
  const milliseconds = performance.now() - startedAt;

  await mkdir(options.outputDirectory, { recursive: true });
  const exports: ExportOutcome[] = [];
  const usedNames = new Set<string>();
  for (const nodeId of exportNodeIds) {
    const node = result.nodes[nodeId];
    const file = node?.status === 'fresh' ? writtenFileOf(node.values) : undefined;
    if (!node || !file) {
      exports.push({ nodeId, failure: rootFailure(nodeId, result.nodes, graph) });
      continue;
    }
    // Two ids that differ only in characters a file name drops must not overwrite each other.
    let stem = safeFileStem(nodeId);
    for (let suffix = 2; usedNames.has(stem); suffix += 1) stem = `${safeFileStem(nodeId)}-${suffix}`;
    usedNames.add(stem);
    const filePath = path.join(options.outputDirectory, `${stem}.${file.extension}`);
    await writeFile(filePath, file.bytes);
    const quality = options.quality ? exportQuality(graph, registry, result.nodes, nodeId) : undefined;
    exports.push({
      ...(quality ? { quality } : {}),
      nodeId,
      file: {
        path: filePath,
        bytes: file.bytes.byteLength,
        mimeType: file.mimeType,
        ...(file.width !== undefined
          ? { width: file.width, height: file.height, dotsPerInch: file.dotsPerInch }
          : {}),
      },
    });
  }
  return { graph, issues, exports, milliseconds };
}
