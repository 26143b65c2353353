/** Entry point of the `arbiter` command (see program.ts; bin/arbiter.js loads this file). */
import { processIo } from './io.ts';
import { main } from './program.ts';

process.exitCode = await main(process.argv.slice(2), processIo());
