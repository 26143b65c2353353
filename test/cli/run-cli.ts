/** Runs the CLI in-process against the toy game, capturing its output. */
import { Readable, Writable } from 'node:stream';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/program.ts';
import type { ModuleRegistry } from '../../src/cli/registry.ts';
import type { AnyGameModule } from '../../src/core/module.ts';
import { toyModule } from '../support/toy-game.ts';

export const toyRegistry: ModuleRegistry = {
  ids: () => ['toy'],
  load: async (id) => {
    if (id !== 'toy') throw new Error(`unknown game "${id}"`);
    return toyModule as unknown as AnyGameModule;
  },
  // Worker threads (simulate --workers) import the toy game from its file.
  source: (id) =>
    id === 'toy'
      ? { url: new URL('../support/toy-game.ts', import.meta.url).href, exportName: 'toyModule' }
      : undefined,
};

class Sink extends Writable {
  text = '';
  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export async function cli(
  argv: string[],
  stdin = '',
  opts: { tty?: boolean; registry?: ModuleRegistry } = {},
): Promise<CliRun> {
  const out = new Sink(),
    err = new Sink();
  if (opts.tty) Object.assign(out, { isTTY: true, columns: 100 });
  const code = await main(
    argv,
    { stdin: Readable.from(stdin === '' ? [] : [stdin]), stdout: out, stderr: err },
    opts.registry ?? toyRegistry,
  );
  return { code, out: out.text, err: err.text };
}

export const tempDir = (): string => mkdtempSync(join(tmpdir(), 'arbiter-cli-'));

/** stderr of a failed run is exactly one `arbiter: …` line. */
export function oneErrorLine(r: CliRun): string {
  const lines = r.err.split('\n').filter((l) => l !== '');
  if (lines.length !== 1 || !lines[0]!.startsWith('arbiter: '))
    throw new Error(`expected one "arbiter: …" line on stderr, got:\n${r.err}`);
  return lines[0]!;
}
