// Messages between a render worker's main thread (which holds the queue, the services and the
// blob store) and an evaluation thread (which loads node code and runs the engine).
import type { GraphDocument } from '@atelier/graph';
import type { Language } from '@atelier/i18n';

/** What a job asks the thread to make. */
export type EvaluationTask =
  /** The files of these file-writing nodes. */
  | { kind: 'files'; nodeIds: string[] }
  /** A PNG of this node's output, no larger than `size` pixels either way. */
  | { kind: 'preview'; nodeId: string; size: number };

export type ToThread =
  | {
      kind: 'evaluate';
      jobId: string;
      graph: GraphDocument;
      task: EvaluationTask;
      nodeCodeDirectory: string;
      language: Language;
    }
  /** The bytes of the files the graph's file controls name, by file id (missing ones left out). */
  | { kind: 'files'; jobId: string; contents: Record<string, Uint8Array> };

/** One file a node wrote. */
export interface ThreadOutput {
  nodeId: string;
  bytes: Uint8Array;
  extension: string;
  mimeType: string;
}

/** Why a requested node wrote nothing: the node whose own failure it was, and its messages. */
export interface ThreadFailure {
  nodeId: string;
  failedNodeId: string;
  message: string;
}

export type FromThread =
  | { kind: 'ready' }
  | { kind: 'need-files'; jobId: string; fileIds: string[] }
  | { kind: 'stage'; jobId: string; stage: 'evaluating' }
  | { kind: 'progress'; jobId: string; fraction: number }
  | { kind: 'done'; jobId: string; outputs: ThreadOutput[]; failures: ThreadFailure[]; empty: string[] }
  /** The job could not be evaluated at all (node code missing or altered). */
  | { kind: 'error'; jobId: string; message: string };
