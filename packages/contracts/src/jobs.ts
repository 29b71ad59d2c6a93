// Production jobs as the web app, the gateway and the render workers see them (spec sections 3,
// 4 and 7). A job works on a project (its current version when a worker takes it) or one project
// version, and writes its outputs as job files the owner downloads.
import { knitFileWritingNodeTypes, knitProductionNodeTypes } from './production/knit';
import { jacquardFileWritingNodeTypes, jacquardProductionNodeTypes } from './production/jacquard';
import { plotterFileWritingNodeTypes, plotterProductionNodeTypes } from './production/plotter';

/** The job states of spec section 4. */
export const jobStates = ['created', 'queued', 'inprogress', 'success', 'failed', 'canceled'] as const;
export type JobStateName = (typeof jobStates)[number];

/** States a job does not leave by itself. */
export const finishedJobStates: readonly JobStateName[] = ['success', 'failed', 'canceled'];

/**
 * What a job produces.
 * - `export`: the files of chosen export nodes of a version (`parameters.nodeIds`; every node
 *   that writes a file when absent).
 * - `production`: every production output of a version: embroidery files and worksheets (and
 *   the knitting and plotter outputs once those exist).
 * - `preview`: the project preview and node previews, rendered from the design's output node.
 */
export const jobKinds = ['export', 'production', 'preview'] as const;
export type JobKind = (typeof jobKinds)[number];

/** What a worker is doing, reported with the fraction done; the web app translates the word. */
export const jobStages = ['waiting', 'loading', 'evaluating', 'writing', 'done'] as const;
export type JobStage = (typeof jobStages)[number];

/** Why a job failed, as a word the web app translates. */
export const jobFailureReasons = [
  'node_failed',
  'timed_out',
  'out_of_memory',
  'delivery_limit',
  'target_not_found',
  'nothing_to_export',
  'worker_error',
] as const;
export type JobFailureReason = (typeof jobFailureReasons)[number];

/**
 * Node types that write a file: their values hold, beside the sockets, `file` (WrittenFile).
 * The editor's export list, the command line and render workers all go by this list.
 */
export const fileWritingNodeTypes = [
  'image.export',
  'vector.export',
  'embroidery.export',
  'embroidery.worksheet',
  ...knitFileWritingNodeTypes,
  ...jacquardFileWritingNodeTypes,
  ...plotterFileWritingNodeTypes,
] as const;
export type FileWritingNodeType = (typeof fileWritingNodeTypes)[number];

export function isFileWritingNodeType(type: string): type is FileWritingNodeType {
  return (fileWritingNodeTypes as readonly string[]).includes(type);
}

/** What a `production` job writes: the machine files and worksheets of every production family. */
export const productionNodeTypes: readonly FileWritingNodeType[] = [
  'embroidery.export',
  'embroidery.worksheet',
  ...knitProductionNodeTypes,
  ...jacquardProductionNodeTypes,
  ...plotterProductionNodeTypes,
];

/** The file among a file-writing node's values. */
export interface WrittenFile {
  bytes: Uint8Array;
  extension: string;
  mimeType: string;
  /** Images: pixels. Vector files: millimetres. */
  width?: number;
  height?: number;
  dotsPerInch?: number;
}

/** Parameters of an `export` or `production` job. */
export interface ExportJobParameters {
  /** The export nodes to write; every node that writes a file when absent. */
  nodeIds?: string[];
  /** The language worksheets are written in (de, en-GB, en-US, fr, it); American English by default. */
  language?: string;
  /** The project's name, for the file names. */
  projectName?: string;
}

/**
 * The job that renders a print file for a print order: the project's final image output,
 * fitted into the print area's pixel size and written as a PNG carrying the area's dpi. The
 * print routes create it; the jobs list shows it among other jobs.
 */
export const printFileJobType = 'print-file';

/** Parameters of a `print-file` job: the print area of the product's placement. */
export interface PrintFileJobParameters {
  /** Pixels. */
  width: number;
  height: number;
  dotsPerInch: number;
  /** front, back or default. */
  placement: string;
}

/** A job file as GET /job/{id} lists it. */
export interface JobFileJson {
  id: string;
  role: 'input' | 'output';
  name: string;
  content_type: string;
  size: number;
  created_at: string | null;
}

/** A job as the gateway answers it (GET /job/{id}, the list, and the event stream). */
export interface JobJson {
  id: string;
  target: string;
  type: string;
  name: string;
  state: JobStateName;
  parameters: Record<string, unknown>;
  /** 0 to 1. */
  progress: number;
  /** The stage the worker reported last (a JobStage word, or empty). */
  progress_message: string;
  /** The failure in English, for logs and support. */
  error: string | null;
  /** The failure as a JobFailureReason word, for the user's language. */
  error_reason: string | null;
  project_version_id: string | null;
  attempts: number;
  result: Record<string, unknown> | null;
  files: JobFileJson[];
  created_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  updated_at: string | null;
}

/** The bus work queue the job service fills and render workers consume. */
export const renderQueueName = 'render';

/** Bus subjects of jobs, each with `{ jobId, ownerId }` (queued also with the job's type). */
export const jobSubjects = {
  queued: 'job.queued',
  /** A user canceled the job: the render worker holding it stops its work. */
  canceled: 'job.canceled',
  /** After every change of a job: the gateway re-reads it as its owner for the event stream. */
  changed: 'job.changed',
} as const;

/** The server-sent event stream of the caller's jobs: each message is `event: job`, data a JobJson. */
export const jobEventsPath = '/job/events';
export const jobEventName = 'job';

/** Keeps letters (any script), digits, underscore and hyphen; spaces become hyphens. */
function fileNamePart(text: string): string {
  return text
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}_-]/gu, '')
    .replace(/-+/g, '-')
    .slice(0, 80);
}

/**
 * The name of an exported file, the same in a browser download and a job file: the project's
 * name and the export node's id, e.g. `Rose-patch-export1.dst`.
 */
export function exportFileName(projectName: string, nodeId: string, extension: string): string {
  const project = fileNamePart(projectName) || 'Untitled';
  const node = fileNamePart(nodeId) || 'export';
  const suffix = extension.replace(/[^A-Za-z0-9]/g, '').toLowerCase() || 'bin';
  return `${project}-${node}.${suffix}`;
}
