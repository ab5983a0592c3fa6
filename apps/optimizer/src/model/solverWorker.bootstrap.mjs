// The solver pool's thread entry: a worker thread does not inherit the parent's TypeScript loader (Node 20 does not
// apply `--import tsx` to workers), so the thread registers tsx itself, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./solverWorker.ts');
