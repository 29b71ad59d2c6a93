// Starts a TypeScript worker entry in a Node worker thread. Node 20 does not apply loader hooks
// given through a worker's execArgv (`--import tsx`) to the worker's own entry module, so the
// worker registers tsx itself before importing the entry named in its workerData.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
