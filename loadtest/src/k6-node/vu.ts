// A virtual user's side of the shim: its identity, the group it is in, the samples it has
// emitted, and HTTP requests made synchronously (as k6 makes them) by waiting on the runner,
// which sends them with fetch on its own thread.
import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { MetricType, Sample } from './metrics';
import type { WireRequest, WireResponse } from './protocol';

interface VuState {
  port?: MessagePort;
  signal?: Int32Array;
  groupPath: string;
  scenario: string;
  /** Scenario tags, on every sample. */
  tags: Record<string, string>;
  samples: Sample[];
}

export const vuState: VuState = { groupPath: '', scenario: '', tags: {}, samples: [] };

export function emit(
  metric: string,
  type: MetricType,
  value: number,
  tags: Record<string, string> = {},
  isTime = false,
) {
  vuState.samples.push({
    metric,
    type,
    value,
    tags: { ...vuState.tags, scenario: vuState.scenario, group: vuState.groupPath, ...tags },
    ...(isTime ? { isTime } : {}),
  });
}

/** Sends a request through the runner and blocks this thread until it answers. */
export function requestSync(request: WireRequest): WireResponse {
  const { port, signal } = vuState;
  if (!port || !signal) throw new Error('k6/http is only usable inside a virtual user');
  Atomics.store(signal, 0, 0);
  port.postMessage(request);
  Atomics.wait(signal, 0, 0);
  const received = receiveMessageOnPort(port);
  if (!received) throw new Error('the runner answered no request');
  return received.message as WireResponse;
}

/** Blocks this thread, as k6's sleep blocks its virtual user. */
export function blockFor(milliseconds: number) {
  if (milliseconds > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, milliseconds);
}
