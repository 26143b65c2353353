// The CLI with the test games (test/support/queue-cli.ts) as a process of its own, for the queue tests' workers and
// coordinators: registers tsx (resolved from this file, so any working folder will do), then runs the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./queue-cli.ts');
