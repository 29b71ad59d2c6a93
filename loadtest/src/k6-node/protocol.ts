// What the runner (main thread) and a virtual user (worker thread) say to each other.
import type { Sample } from './metrics';

export type WireBody =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; bytes: ArrayBuffer }
  | {
      kind: 'multipart';
      parts: Array<
        | { name: string; value: string }
        | { name: string; file: { data: ArrayBuffer | string; filename: string; contentType: string } }
      >;
    };

/** One HTTP request a virtual user waits for. */
export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: WireBody;
  timeoutMilliseconds: number;
  followRedirects: boolean;
}

export interface WireResponse {
  status: number;
  url: string;
  headers: Record<string, string>;
  body: ArrayBuffer;
  /** Transport error (connection refused, timeout); status is then 0. */
  error: string;
  timings: { duration: number; waiting: number; receiving: number; sending: number };
  sentBytes: number;
}

/** Runner to virtual user: run one function of the script. */
export interface RunCommand {
  type: 'run';
  /** 'setup', 'teardown', or the scenario's exec function ('default'). */
  exec: string;
  data: unknown;
  scenario: string;
  iteration: number;
  /** Scenario env and tags on top of the run's. */
  env: Record<string, string>;
  tags: Record<string, string>;
}

/** Virtual user to runner: the function ended. */
export interface RunDone {
  type: 'done';
  samples: Sample[];
  /** What setup() answered. */
  result?: unknown;
  error?: string;
}

export interface VuWorkerData {
  script: string;
  vu: number;
  env: Record<string, string>;
  /** Int32Array over it: 0 while a request is out, 1 when its answer is posted. */
  signal: SharedArrayBuffer;
  hooks: string;
}
