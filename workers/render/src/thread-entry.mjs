// The entry of an evaluation thread. A worker thread does not inherit the TypeScript loader of
// `node --import tsx` in time for its own entry, so it registers the loader, then loads the
// thread's code.
import { register } from 'tsx/esm/api';

register();
await import(new URL('./thread.ts', import.meta.url).href);
