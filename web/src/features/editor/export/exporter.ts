// Exporting the open project: what the browser can write (images within its pixel budget, SVG,
// embroidery machine files) is evaluated by the editor's own graph engine and downloaded at
// once; what needs a server (worksheet PDFs, images over the budget, "export all on the
// server") is saved first and then written by a render worker as an export job, whose files are
// downloaded when it succeeds. A class with a create/destroy life cycle; never in Redux.
import { planStatistics } from '@atelier/embroidery';
import {
  effectiveControlValues,
  type GraphDocument,
  type NodeMessage,
  type RasterImage,
} from '@atelier/graph';
import type { JobJson } from '@atelier/contracts';
import { finishedJobStates } from '@atelier/contracts';
import type { AppStore } from '../../../app/store';
import { fetchJobFile, jobsApi, runJob, saveBlob } from '../../jobs';
import type { EditorSession } from '../ui/EditorSession';
import { knitChartBox } from '../preview/knitting';
import { isRasterImage, previewValue } from '../preview/previewValue';
import { zipFiles } from './zip';
import {
  imageExportRequest,
  imageExportSize,
  listExportOutputs,
  outputFileName,
  overPixelBudget,
  pixelsToMillimetres,
  worksheetPaper,
  writtenFileOf,
  type ExportOutput,
  type ServerReason,
  type WrittenFile,
} from './outputs';

/** What a server export needs of the open editor: its project and a saved version of the edits. */
export interface ExportTarget {
  /** The project's id, once it has one. */
  projectId(): string | null;
  /** The project's name (empty for an untitled one), for the file names. */
  projectName(): Promise<string>;
  /**
   * Saves whatever is unsaved and answers the project version a render worker is to read;
   * rejects when the edits could not be saved.
   */
  savedVersionId(): Promise<string>;
}

/** What the dialog shows for one output. */
export interface OutputState {
  output: ExportOutput;
  fileName: string;
  /** preparing: evaluating; ready: the browser has the file; server: a render worker writes it. */
  state: 'preparing' | 'ready' | 'server' | 'failed';
  /** Why a render worker writes it. */
  server?: ServerReason;
  /** Pixels, for images. */
  pixels?: { width: number; height: number };
  /** Millimetres: the image at its resolution, the SVG page, the design, the worksheet's paper. */
  millimetres?: { width: number; height: number };
  dotsPerInch?: number;
  /** The node's own message when it failed (translated by the dialog). */
  failure?: NodeMessage;
}

/** A server export under way, or ended. */
export interface ServerExport {
  nodeIds: string[];
  state: 'saving' | 'running' | 'downloading' | 'done' | 'failed';
  job?: JobJson;
  /** Why it failed, when not from the job itself: `save` the edits could not be saved, `start` the job could not start. */
  failure?: 'save' | 'start' | 'download' | 'job';
}

export class ExportFailure extends Error {
  constructor(
    readonly reason: 'save' | 'start' | 'download' | 'job' | 'node',
    message: string,
    readonly job?: JobJson,
    /** The node's message, when a node failed. */
    readonly nodeMessage?: NodeMessage,
  ) {
    super(message);
    this.name = 'ExportFailure';
  }
}

function describeFailure(message: NodeMessage | undefined): string {
  if (!message) return 'the node did not write its file';
  return message.detail ? `${message.code}: ${message.detail}` : message.code;
}

/** Saves bytes as a download under a file name. */
export function saveBytes(bytes: Uint8Array, fileName: string, mimeType: string) {
  saveBlob(
    new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mimeType || 'application/octet-stream' }),
    fileName,
  );
}

/** How long a running job may stay silent before it is read again instead of waiting for its events. */
const quietMilliseconds = 5000;

/** What is being done for a node's download: computed in the browser, or a job on the server. */
export type NodeActivity =
  { kind: 'browser' } | { kind: 'server'; server: ServerExport } | { kind: 'failed'; failure: ExportFailure };

export class Exporter {
  private readonly activities = new Map<string, NodeActivity>();
  private readonly listeners = new Set<() => void>();
  private readonly aborter = new AbortController();

  constructor(
    private readonly session: EditorSession,
    private readonly store: Pick<AppStore, 'dispatch' | 'getState' | 'subscribe'>,
    /** The project this editor saves to; also what a print order renders its print file from. */
    readonly target: ExportTarget | undefined,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** What is under way for a node's file, if anything. */
  activity(nodeId: string): NodeActivity | undefined {
    return this.activities.get(nodeId);
  }

  private setActivity(nodeIds: readonly string[], activity: NodeActivity | undefined) {
    for (const nodeId of nodeIds) {
      if (activity) this.activities.set(nodeId, activity);
      else this.activities.delete(nodeId);
    }
    for (const listener of this.listeners) listener();
  }

  destroy() {
    this.aborter.abort();
    this.listeners.clear();
  }

  /**
   * Downloads one export node's file: written in the browser when it can be, else by a render
   * worker. Rejects with an ExportFailure (also kept as the node's activity until the next try).
   */
  async download(nodeId: string, language: string): Promise<void> {
    const output = this.outputs().find((candidate) => candidate.nodeId === nodeId);
    if (!output) throw new ExportFailure('node', `${nodeId} is not an export node`);
    this.setActivity([nodeId], { kind: 'browser' });
    try {
      const prepared = (await this.prepare([output], this.aborter.signal)).get(nodeId)!;
      if (prepared.state.state === 'ready' && prepared.file) {
        saveBytes(prepared.file.bytes, prepared.state.fileName, prepared.file.mimeType);
        this.setActivity([nodeId], undefined);
        return;
      }
      if (prepared.state.state === 'failed')
        throw new ExportFailure(
          'node',
          describeFailure(prepared.state.failure),
          undefined,
          prepared.state.failure,
        );
      const { files } = await this.runOnServer([nodeId], language, (server) =>
        this.setActivity([nodeId], { kind: 'server', server }),
      );
      const file = Exporter.fileFor(files, prepared.state.fileName);
      if (!file) throw new ExportFailure('download', 'the job wrote no file for this node');
      saveBytes(file.bytes, file.name, file.mimeType);
      this.setActivity([nodeId], undefined);
    } catch (error) {
      const failure =
        error instanceof ExportFailure
          ? error
          : new ExportFailure('node', error instanceof Error ? error.message : String(error));
      this.setActivity([nodeId], { kind: 'failed', failure });
      throw failure;
    }
  }

  /**
   * Downloads several outputs as one zip (a single output as its own file): the browser's
   * files at once, the rest from one export job (or every output from the job when `onServer`).
   */
  async downloadMany(
    outputs: readonly ExportOutput[],
    options: { language: string; onServer?: boolean; onUpdate?: (server: ServerExport) => void },
  ): Promise<void> {
    const nodeIds = outputs.map((output) => output.nodeId);
    this.setActivity(nodeIds, { kind: 'browser' });
    try {
      const projectName = await this.name();
      const files: Array<{ name: string; bytes: Uint8Array; mimeType: string }> = [];
      let serverIds = nodeIds;
      if (!options.onServer) {
        const prepared = await this.prepare(outputs, this.aborter.signal);
        serverIds = [];
        for (const output of outputs) {
          const entry = prepared.get(output.nodeId)!;
          if (entry.state.state === 'ready' && entry.file)
            files.push({
              name: entry.state.fileName,
              bytes: entry.file.bytes,
              mimeType: entry.file.mimeType,
            });
          else if (entry.state.state === 'server') serverIds.push(output.nodeId);
          else
            throw new ExportFailure(
              'node',
              `${output.nodeId}: ${describeFailure(entry.state.failure)}`,
              undefined,
              entry.state.failure,
            );
        }
      }
      if (serverIds.length > 0) {
        const result = await this.runOnServer(serverIds, options.language, (server) => {
          this.setActivity(serverIds, { kind: 'server', server });
          options.onUpdate?.(server);
        });
        files.push(...result.files);
      }
      if (files.length === 1) saveBytes(files[0]!.bytes, files[0]!.name, files[0]!.mimeType);
      else if (files.length > 1)
        saveBytes(
          zipFiles(files),
          outputFileName(projectName, { nodeId: 'export', extension: 'zip' }),
          'application/zip',
        );
      this.setActivity(nodeIds, undefined);
    } catch (error) {
      const failure =
        error instanceof ExportFailure
          ? error
          : new ExportFailure('node', error instanceof Error ? error.message : String(error));
      this.setActivity(nodeIds, { kind: 'failed', failure });
      throw failure;
    }
  }

  /** Whether exports that need a server can run (a project that saves). */
  get canUseServer(): boolean {
    return this.target !== undefined;
  }

  /** The project's name for file names (read again each time: it may have been renamed); empty while it has none. */
  async name(): Promise<string> {
    try {
      return this.target ? await this.target.projectName() : '';
    } catch (error) {
      console.error('Reading the project name failed', error);
      return '';
    }
  }

  /** A node of the open graph and its definition's title key, if loaded. */
  node(nodeId: string): { type: string; title?: string } | undefined {
    const node = this.session.editor.document.nodes.find((candidate) => candidate.id === nodeId);
    if (!node) return undefined;
    return { type: node.type, title: this.session.editor.registry.get(node.type, node.version)?.title };
  }

  /** The exports of the open graph, in document order. */
  outputs(document: GraphDocument = this.session.editor.document): ExportOutput[] {
    const registry = this.session.editor.registry;
    return listExportOutputs(document, (node) => {
      const definition = registry.get(node.type, node.version);
      return definition ? effectiveControlValues(node, definition) : undefined;
    });
  }

  private controlsOf(nodeId: string): Record<string, unknown> {
    const node = this.session.editor.document.nodes.find((candidate) => candidate.id === nodeId);
    const definition = node ? this.session.editor.registry.get(node.type, node.version) : undefined;
    return node && definition ? effectiveControlValues(node, definition) : {};
  }

  /** The node wired into an export's input. */
  private sourceOf(nodeId: string): string | undefined {
    return this.session.editor.document.connections.find(
      (connection) => connection.to.nodeId === nodeId && connection.to.input === 'title',
    )?.from.nodeId;
  }

  /**
   * Works out each output's size and state: evaluates in the browser what it can write (images
   * only after their size is known to be within the budget), so the files are ready to save.
   */
  async prepare(
    outputs: readonly ExportOutput[],
    signal?: AbortSignal,
  ): Promise<Map<string, { state: OutputState; file?: WrittenFile }>> {
    const projectName = await this.name();
    const prepared = new Map<string, { state: OutputState; file?: WrittenFile }>();
    const base = (output: ExportOutput): OutputState => ({
      output,
      fileName: outputFileName(projectName, output),
      state: 'preparing',
    });
    // Images: their source first, for the size the export will have.
    const images = outputs.filter((output) => output.type === 'image.export');
    const sources = new Map<string, string>();
    for (const output of images) {
      const source = this.sourceOf(output.nodeId);
      if (source) sources.set(output.nodeId, source);
    }
    const sourceResult =
      sources.size > 0
        ? await this.session.previews.evaluateNodes([...new Set(sources.values())], { signal })
        : undefined;
    const inBrowser: ExportOutput[] = [];
    for (const output of outputs) {
      const state = base(output);
      if (output.type === 'embroidery.worksheet' || output.type === 'knit.worksheet') {
        const paper =
          worksheetPaper[String(this.controlsOf(output.nodeId)['paper'])] ?? worksheetPaper['A4']!;
        prepared.set(output.nodeId, {
          state: { ...state, state: 'server', server: 'pdf', millimetres: paper },
        });
        continue;
      }
      if (output.type === 'image.export') {
        const sourceId = sources.get(output.nodeId);
        const value = sourceId ? sourceResult?.nodes[sourceId] : undefined;
        const image = value?.status === 'fresh' ? Object.values(value.values).find(isRasterImage) : undefined;
        if (image) {
          const size = imageExportSize(
            image as RasterImage,
            imageExportRequest(this.controlsOf(output.nodeId)),
          );
          const described: OutputState = {
            ...state,
            pixels: { width: size.width, height: size.height },
            millimetres: {
              width: pixelsToMillimetres(size.width, size.dotsPerInch),
              height: pixelsToMillimetres(size.height, size.dotsPerInch),
            },
            dotsPerInch: size.dotsPerInch,
          };
          if (overPixelBudget(size)) {
            prepared.set(output.nodeId, { state: { ...described, state: 'server', server: 'pixelBudget' } });
            continue;
          }
          prepared.set(output.nodeId, { state: described });
        } else prepared.set(output.nodeId, { state });
      } else prepared.set(output.nodeId, { state });
      inBrowser.push(output);
    }
    if (inBrowser.length === 0) return prepared;
    const result = await this.session.previews.evaluateNodes(
      inBrowser.map((output) => output.nodeId),
      { signal },
    );
    for (const output of inBrowser) {
      const entry = prepared.get(output.nodeId)!;
      const node = result.nodes[output.nodeId];
      const file = node?.status === 'fresh' ? writtenFileOf(node.values) : undefined;
      if (!node || !file) {
        const message =
          node?.messages.find((candidate) => candidate.severity === 'error') ?? node?.messages[0];
        prepared.set(output.nodeId, {
          state: {
            ...entry.state,
            state: 'failed',
            failure: message ?? { code: 'unknown-error', severity: 'error', detail: result.status },
          },
        });
        continue;
      }
      const fileName = outputFileName(projectName, { nodeId: output.nodeId, extension: file.extension });
      const described: OutputState = { ...entry.state, fileName, state: 'ready' };
      if (output.type === 'image.export' && file.width && file.height && file.dotsPerInch) {
        described.pixels = { width: file.width, height: file.height };
        described.dotsPerInch = file.dotsPerInch;
        described.millimetres = {
          width: pixelsToMillimetres(file.width, file.dotsPerInch),
          height: pixelsToMillimetres(file.height, file.dotsPerInch),
        };
      } else if (
        (output.type === 'vector.export' || output.type === 'plotter.export') &&
        file.width !== undefined &&
        file.height !== undefined
      ) {
        described.millimetres = { width: file.width, height: file.height };
      } else if (output.type === 'jacquard.export' && file.width && file.height) {
        // One pixel per end and pick.
        described.pixels = { width: file.width, height: file.height };
      } else if (output.type === 'knit.export') {
        const value = previewValue(node.values);
        if (value?.kind === 'knit') {
          const box = knitChartBox(value.chart);
          if (box) described.millimetres = { width: box.maxX, height: box.maxY };
        }
      } else if (output.type === 'embroidery.export') {
        const value = previewValue(node.values);
        if (value?.kind === 'stitches') {
          try {
            const statistics = planStatistics(value.plan);
            described.millimetres = { width: statistics.width, height: statistics.height };
          } catch (error) {
            console.error('Measuring the design failed', error);
          }
        }
      }
      prepared.set(output.nodeId, { state: described, file });
    }
    return prepared;
  }

  /**
   * Runs an export job for nodes on the server: saves the edits first, then creates and starts
   * the job on the saved version and follows it until it ends. Resolves with the finished job;
   * rejects with an ExportFailure.
   */
  async runOnServer(
    nodeIds: readonly string[],
    language: string,
    onUpdate: (update: ServerExport) => void,
    signal?: AbortSignal,
  ): Promise<{ job: JobJson; files: Array<{ name: string; bytes: Uint8Array; mimeType: string }> }> {
    const base = { nodeIds: [...nodeIds] };
    if (!this.target)
      throw new ExportFailure('save', 'this editor does not save, so nothing can export on the server');
    onUpdate({ ...base, state: 'saving' });
    let versionId: string;
    try {
      versionId = await this.target.savedVersionId();
    } catch (error) {
      onUpdate({ ...base, state: 'failed', failure: 'save' });
      throw new ExportFailure('save', error instanceof Error ? error.message : String(error));
    }
    const projectName = await this.name();
    let job: JobJson;
    try {
      job = await runJob(this.store.dispatch, {
        target: versionId,
        type: 'export',
        name: projectName ? `${projectName}: ${nodeIds.join(', ')}` : nodeIds.join(', '),
        parameters: { nodeIds: [...nodeIds], language, projectName },
      });
    } catch (error) {
      onUpdate({ ...base, state: 'failed', failure: 'start' });
      throw new ExportFailure('start', error instanceof Error ? error.message : JSON.stringify(error));
    }
    onUpdate({ ...base, state: 'running', job });
    job = await this.follow(
      job,
      (update) => onUpdate({ ...base, state: 'running', job: update }),
      signal ?? this.aborter.signal,
    );
    if (job.state !== 'success') {
      onUpdate({ ...base, state: 'failed', failure: 'job', job });
      throw new ExportFailure('job', job.error ?? `the job ended ${job.state}`, job);
    }
    onUpdate({ ...base, state: 'downloading', job });
    try {
      const files = [];
      for (const file of job.files.filter((candidate) => candidate.role === 'output')) {
        const fetched = await fetchJobFile(job.id, file);
        files.push({
          name: fetched.name,
          mimeType: file.content_type,
          bytes: new Uint8Array(await fetched.blob.arrayBuffer()),
        });
      }
      onUpdate({ ...base, state: 'done', job });
      return { job, files };
    } catch (error) {
      onUpdate({ ...base, state: 'failed', failure: 'download', job });
      throw new ExportFailure(
        'download',
        error instanceof Error ? error.message : JSON.stringify(error),
        job,
      );
    }
  }

  /**
   * Follows a job until it ends, reporting each change of state or progress. The job's changes
   * are pushed by the jobs event stream into the job's cache entry, which this holds open and
   * watches; the job is read again only if nothing came for a while (the stream may be down).
   */
  private follow(job: JobJson, onUpdate: (job: JobJson) => void, signal: AbortSignal): Promise<JobJson> {
    const store = this.store;
    const subscription = store.dispatch(jobsApi.endpoints.getJob.initiate(job.id));
    const select = jobsApi.endpoints.getJob.select(job.id);
    return new Promise<JobJson>((resolve, reject) => {
      let current = job;
      let quiet: ReturnType<typeof setTimeout> | undefined;
      const finish = (outcome: () => void) => {
        stop();
        if (quiet) clearTimeout(quiet);
        signal.removeEventListener('abort', abort);
        subscription.unsubscribe();
        outcome();
      };
      const check = () => {
        const cached = select(store.getState() as never).data as JobJson | undefined;
        if (cached && cached !== current && cached.id === job.id) {
          if (cached.state !== current.state || cached.progress !== current.progress) onUpdate(cached);
          current = cached;
          wake();
        }
        if (finishedJobStates.includes(current.state)) finish(() => resolve(current));
      };
      const wake = () => {
        if (quiet) clearTimeout(quiet);
        quiet = setTimeout(() => {
          void subscription.refetch();
          wake();
        }, quietMilliseconds);
      };
      const abort = () => finish(() => reject(new ExportFailure('job', 'the export was closed')));
      const stop = store.subscribe(check);
      signal.addEventListener('abort', abort, { once: true });
      wake();
      check();
    });
  }

  /** The file a job wrote for an output: by its name, else the only one. */
  static fileFor<T extends { name: string }>(files: readonly T[], fileName: string): T | undefined {
    return files.find((file) => file.name === fileName) ?? (files.length === 1 ? files[0] : undefined);
  }
}
