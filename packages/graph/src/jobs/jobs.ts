// The graph engine's job calls (spec section 7: jobs create, upload, start, get, get file,
// cancel), offered to nodes as a host resource so a node can hand heavy work to the render-worker
// farm and receive its result. The engine only passes the resource through: the browser's host
// provides it over the gateway's REST calls with the signed-in user's credentials, a render
// worker over its own calls as the job's owner. Nothing here knows a particular node or host.

/** The resource id under which hosts offer the job calls (`context.resource(jobsResourceId)`). */
export const jobsResourceId = 'atelier:jobs';

export type GraphJobState = 'created' | 'queued' | 'inprogress' | 'success' | 'failed' | 'canceled';

export interface GraphJobFile {
  id: string;
  role: 'input' | 'output';
  name: string;
  contentType: string;
  size: number;
}

export interface GraphJob {
  id: string;
  type: string;
  state: GraphJobState;
  /** 0 to 1. */
  progress: number;
  /** The worker's stage word (waiting, loading, evaluating, writing, done). */
  stage: string;
  /** Why it failed, as a word (node_failed, timed_out, ...); empty unless failed. */
  errorReason: string;
  errorMessage: string;
  files: GraphJobFile[];
}

export interface GraphJobRequest {
  /** A project or project version id the caller may read. */
  target: string;
  /** The job's kind, e.g. `export`. */
  type: string;
  name?: string;
  parameters?: Record<string, unknown>;
}

export interface GraphJobUpload {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The job calls a host offers its nodes. */
export interface GraphJobs {
  create(request: GraphJobRequest): Promise<GraphJob>;
  /** Attaches an input file; only before the job starts. */
  upload(jobId: string, file: GraphJobUpload): Promise<GraphJobFile>;
  start(jobId: string): Promise<GraphJob>;
  get(jobId: string): Promise<GraphJob>;
  getFile(jobId: string, fileId: string): Promise<Uint8Array>;
  cancel(jobId: string): Promise<GraphJob>;
}

/** Why a job a node ran did not succeed. */
export class GraphJobError extends Error {
  constructor(
    message: string,
    readonly job: GraphJob | undefined,
  ) {
    super(message);
    this.name = 'GraphJobError';
  }
}

const finished: readonly GraphJobState[] = ['success', 'failed', 'canceled'];

function delay(milliseconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, milliseconds);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface RunJobOptions {
  /** Input files attached before the start. */
  inputs?: readonly GraphJobUpload[];
  /** The node's abort signal: the job is canceled when the result is no longer wanted. */
  signal?: AbortSignal;
  /** Called with the job's fraction done as it changes (a node passes its reportProgress). */
  onProgress?: (fraction: number) => void;
  /** Between two looks at the job; default 250 ms, growing to 2 s while nothing changes. */
  pollIntervalMilliseconds?: number;
}

export interface CompletedGraphJob {
  job: GraphJob;
  /** The output files' bytes by file name. */
  outputs: Map<string, Uint8Array>;
}

/**
 * Creates a job, attaches its inputs, starts it and waits until it ends; answers the outputs of
 * a successful job and throws `GraphJobError` for a failed or canceled one. Aborting the signal
 * cancels the job on the farm.
 */
export async function runGraphJob(
  jobs: GraphJobs,
  request: GraphJobRequest,
  options: RunJobOptions = {},
): Promise<CompletedGraphJob> {
  const { signal } = options;
  let job = await jobs.create(request);
  try {
    for (const input of options.inputs ?? []) await jobs.upload(job.id, input);
    job = await jobs.start(job.id);
    const shortest = options.pollIntervalMilliseconds ?? 250;
    let wait = shortest;
    let lastProgress = -1;
    while (!finished.includes(job.state)) {
      await delay(wait, signal);
      const next = await jobs.get(job.id);
      const changed = next.state !== job.state || next.progress !== job.progress;
      wait = changed ? shortest : Math.min(wait * 2, Math.max(shortest, 2000));
      job = next;
      if (job.progress !== lastProgress) {
        lastProgress = job.progress;
        options.onProgress?.(job.progress);
      }
    }
  } catch (error) {
    if (signal?.aborted) await jobs.cancel(job.id).catch(() => undefined);
    throw error;
  }
  if (job.state !== 'success') {
    const detail = (job.errorMessage || job.errorReason || job.state).replace(/\.$/, '');
    throw new GraphJobError(
      `The ${job.type} job ${job.state === 'canceled' ? 'was canceled' : `failed: ${detail}`}.`,
      job,
    );
  }
  const outputs = new Map<string, Uint8Array>();
  for (const file of job.files.filter((entry) => entry.role === 'output')) {
    outputs.set(file.name, await jobs.getFile(job.id, file.id));
  }
  return { job, outputs };
}

export interface GatewayJobsOptions {
  /** The gateway's address, e.g. `https://atelier.example` (no trailing slash needed). */
  baseUrl: string;
  /** Headers for every call (the bearer token, the CSRF header); called per request. */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
  fetch?: typeof fetch;
  /** Whether the browser sends its cookies; default 'include'. */
  credentials?: 'include' | 'same-origin' | 'omit';
}

interface JobJsonShape {
  id: string;
  type: string;
  state: GraphJobState;
  progress: number;
  progress_message?: string;
  error?: string | null;
  error_reason?: string | null;
  files?: Array<{ id: string; role: 'input' | 'output'; name: string; content_type: string; size: number }>;
}

function fileOf(file: NonNullable<JobJsonShape['files']>[number]): GraphJobFile {
  return { id: file.id, role: file.role, name: file.name, contentType: file.content_type, size: file.size };
}

function jobOf(json: JobJsonShape): GraphJob {
  return {
    id: json.id,
    type: json.type,
    state: json.state,
    progress: json.progress,
    stage: json.progress_message ?? '',
    errorReason: json.error_reason ?? '',
    errorMessage: json.error ?? '',
    files: (json.files ?? []).map(fileOf),
  };
}

/** The job calls over the gateway's REST surface (spec section 7, Jobs). */
export function createGatewayJobs(options: GatewayJobsOptions): GraphJobs {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function call(method: string, path: string, body?: FormData, json?: unknown): Promise<Response> {
    const headers: Record<string, string> = { ...(await options.headers?.()) };
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    const response = await doFetch(`${base}${path}`, {
      method,
      headers,
      credentials: options.credentials ?? 'include',
      body: json !== undefined ? JSON.stringify(json) : body,
    });
    if (!response.ok) {
      let message = `${method} ${path} answered ${response.status}`;
      try {
        const error = (await response.json()) as { message?: string };
        if (error.message) message = error.message;
      } catch {
        // Not the error shape: keep the status line.
      }
      throw new GraphJobError(message, undefined);
    }
    return response;
  }
  const id = (value: string) => encodeURIComponent(value);

  return {
    async create(request) {
      const response = await call('POST', '/job/create', undefined, {
        target: request.target,
        type: request.type,
        name: request.name ?? '',
        parameters: request.parameters ?? {},
      });
      return jobOf((await response.json()) as JobJsonShape);
    },
    async upload(jobId, file) {
      const form = new FormData();
      form.append(
        'file',
        new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType }),
        file.name,
      );
      const response = await call('POST', `/job/${id(jobId)}/file`, form);
      return fileOf((await response.json()) as NonNullable<JobJsonShape['files']>[number]);
    },
    async start(jobId) {
      return jobOf((await (await call('POST', `/job/${id(jobId)}/start`)).json()) as JobJsonShape);
    },
    async get(jobId) {
      return jobOf((await (await call('GET', `/job/${id(jobId)}`)).json()) as JobJsonShape);
    },
    async getFile(jobId, fileId) {
      const response = await call('GET', `/job/${id(jobId)}/file/${id(fileId)}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async cancel(jobId) {
      return jobOf((await (await call('POST', `/job/${id(jobId)}/cancel`)).json()) as JobJsonShape);
    },
  };
}
