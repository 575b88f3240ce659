// Worker entry used only when the service runs from its TypeScript source through tsx (the
// tests, `node --import tsx src/server.ts`). Node 20 does not apply the ES-module loader
// hooks of `--import tsx` inside worker threads, so a worker could not load a `.ts` module:
// this plain module registers tsx in the worker, then loads the TypeScript worker module
// named in workerData and hands on its default export. Production runs the compiled
// `dist/` JavaScript and never loads this file (see runners.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const workerModule = await import(workerData.sourceModule);
export default workerModule.default;
