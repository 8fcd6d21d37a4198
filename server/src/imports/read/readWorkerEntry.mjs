// @ts-check
// Entry of the book readers' worker thread. A worker does not inherit the API's TypeScript
// loader, so it registers tsx itself before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./readWorker.ts');
