// A virtual user: imports the k6 script once (its init context, k6-style), then runs the
// functions the runner asks for, one at a time, and reports the samples they emitted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { RunCommand, RunDone, VuWorkerData } from './protocol';
import { emit, vuState } from './vu';

const settings = workerData as VuWorkerData & { port: MessagePort };
const scope = globalThis as unknown as Record<string, unknown>;
scope.__VU = settings.vu;
scope.__ITER = 0;
scope.__ENV = { ...settings.env };
// k6's open(): a file next to the script, as text or (mode "b") bytes; init context only in k6.
scope.open = (file: string, mode?: string) => {
  const bytes = readFileSync(path.resolve(path.dirname(settings.script), file));
  return mode === 'b'
    ? bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
    : bytes.toString('utf8');
};
vuState.port = settings.port;
vuState.signal = new Int32Array(settings.signal);

const script = (await import(pathToFileURL(settings.script).href)) as Record<string, unknown>;
let errorsShown = 0;

parentPort!.on('message', (message: RunCommand | { type: 'options' }) => {
  if (message.type === 'options') {
    parentPort!.postMessage({
      type: 'options',
      options: JSON.parse(JSON.stringify(script.options ?? {})) as unknown,
    });
    return;
  }
  void run(message).then((done) => parentPort!.postMessage(done));
});
parentPort!.postMessage({ type: 'ready' });

async function run(command: RunCommand): Promise<RunDone> {
  scope.__ITER = command.iteration;
  scope.__ENV = { ...settings.env, ...command.env };
  vuState.scenario = command.scenario;
  vuState.tags = command.tags;
  vuState.groupPath = '';
  const exec = command.exec === 'default' ? script.default : script[command.exec];
  const startedAt = performance.now();
  let result: unknown;
  let error: string | undefined;
  try {
    if (typeof exec !== 'function') {
      if (command.exec !== 'setup' && command.exec !== 'teardown')
        throw new Error(`the script exports no function ${command.exec}`);
    } else {
      result = await (exec as (data: unknown) => unknown)(command.data);
    }
  } catch (thrown) {
    error = thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown);
    if (errorsShown < 3) {
      errorsShown += 1;
      console.error(`VU ${settings.vu} ${command.exec} iteration ${command.iteration}: ${error}`);
    }
  }
  if (command.exec !== 'setup' && command.exec !== 'teardown') {
    emit('iterations', 'counter', 1);
    emit('iteration_duration', 'trend', performance.now() - startedAt, {}, true);
  }
  const samples = vuState.samples;
  vuState.samples = [];
  return {
    type: 'done',
    samples,
    ...(command.exec === 'setup' ? { result: JSON.parse(JSON.stringify(result ?? null)) as unknown } : {}),
    ...(error === undefined ? {} : { error }),
  };
}
