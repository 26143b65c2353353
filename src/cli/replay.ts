/** `arbiter replay FILE`: play a replay file back and report how it ends. */
import { readFileSync } from 'node:fs';
import { parseReplay, playReplay, ReplayError } from '../core/replay.ts';
import { formatEvent, formatResult } from './format.ts';
import { CliError, printable, println, type Io } from './io.ts';
import type { ModuleRegistry } from './registry.ts';

export async function replayCommand(
  file: string,
  opts: { verbose?: boolean },
  registry: ModuleRegistry,
  io: Io,
): Promise<number> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CliError(`cannot read replay ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const where = (e: unknown): never => {
    if (e instanceof ReplayError) throw new ReplayError(`${file}: ${e.message}`);
    throw e;
  };
  let replay;
  try {
    replay = parseReplay(text);
  } catch (e) {
    return where(e);
  }
  if (!registry.ids().includes(replay.game))
    throw new CliError(`${file}: unknown game "${replay.game}" (known: ${registry.ids().join(', ') || 'none'})`);
  const mod = await registry.load(replay.game);
  // The config is checked before anything is played: one line per problem.
  const problems = mod.checkConfig(replay.config);
  if (problems.length > 0) {
    for (const p of problems)
      println(io.stderr, `arbiter: ${file}: ${p.rule === 'config' ? '' : `${p.rule}: `}${printable(p.message)}`);
    return 1;
  }
  println(io.stdout, `game: ${mod.game.id} (${mod.title}), seed ${String(replay.seed)}`);
  let n = 0;
  let out;
  try {
    out = playReplay(mod.game, replay, (evs) => {
      for (const e of evs) {
        if (opts.verbose) println(io.stdout, `  ${String(n).padStart(5)} ${formatEvent(e)}`);
        n++;
      }
    });
  } catch (e) {
    return where(e);
  }
  println(io.stdout, `steps: ${replay.steps.length}`);
  println(io.stdout, `events: ${out.events.length}`);
  println(io.stdout, `result: ${formatResult(out.result)}`);
  println(
    io.stdout,
    out.verified
      ? 'verified: the events and the final state match the recorded hashes'
      : 'unverified: a version 1 replay has no hashes',
  );
  // The recorded result is informational, but a mismatch means the file or the engine changed.
  if (replay.result !== undefined && JSON.stringify(replay.result) !== JSON.stringify(out.result)) {
    throw new ReplayError(
      `${file}: the replay records "${formatResult(replay.result)}" but plays back to "${formatResult(out.result)}"`,
    );
  }
  return 0;
}
