// A Node worker thread serving the test registry, for the protocol's end-to-end test.
import { parentPort } from 'node:worker_threads';
import { createWorkerHost } from '../worker/host';
import { createTestRegistry } from './test-registry';

if (!parentPort) throw new Error('this module runs as a worker thread');
createWorkerHost(parentPort, createTestRegistry().registry);
