/**
 * `arbiter engine --stdio`: the engine protocol (src/core/engine-protocol.ts) over standard input and output, one
 * JSON request per line in, one JSON response per line out, in order. A ready line comes first; the process ends
 * when standard input closes. Nothing but protocol lines is written to standard output.
 */
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { EngineSession, type ModuleSet } from '../core/engine-protocol.ts';
import { CliError, type Io } from './io.ts';

export async function engineCommand(opts: { stdio?: boolean }, modules: ModuleSet, io: Io): Promise<number> {
  if (!opts.stdio) throw new CliError('engine needs --stdio (JSON lines on standard input and output)');
  const session = new EngineSession(modules);
  const write = async (line: string): Promise<void> => {
    // Wait for a slow reader rather than buffer without bound.
    if (!io.stdout.write(`${line}\n`)) await once(io.stdout, 'drain');
  };
  await write(JSON.stringify(session.ready()));
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    // Blank lines (a trailing newline, a keep-alive) are not requests.
    if (line.trim() === '') continue;
    await write(await session.handleLine(line));
  }
  return 0;
}
