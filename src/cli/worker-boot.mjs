// Entry of every worker thread the CLI starts: the CLI runs TypeScript through tsx (bin/arbiter.js), and a worker
// thread does not inherit the loader the main thread registered, so it registers tsx itself before importing its
// TypeScript entry (workerData.entry, a file URL).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
