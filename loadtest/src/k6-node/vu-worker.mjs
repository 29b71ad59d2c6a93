// A virtual user's thread: TypeScript and the k6 shim's module resolution, then the virtual user.
import { register } from 'node:module';
import { workerData } from 'node:worker_threads';

const tsx = await import('tsx/esm/api');
tsx.register();
register(workerData.hooks);
await import('./vu-main.ts');
