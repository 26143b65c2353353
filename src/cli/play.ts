/**
 * `arbiter <game> play`: a duel in the terminal, against an agent (random, heuristic, search) or hotseat.
 * Reads answers line by line, so it works the same from a keyboard or a pipe.
 */
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import type { Agent } from '../core/agents.ts';
import { AgentSpecError, makeAgent, parseAgentSpec } from '../core/agent-spec.ts';
import { checkAnswerShape, decisionSummary, type Decision, type PlayerId } from '../core/decision.ts';
import type { AnyGame } from '../core/game.ts';
import type { AnyGameModule } from '../core/module.ts';
import { ReplayRecorder } from '../core/replay.ts';
import type { GameEvent } from '../core/game.ts';
import { chooseDecks } from './decks.ts';
import { formatCount, formatEvent, formatOptions, formatResult } from './format.ts';
import { CliError, println, type Io } from './io.ts';
import { checkOutputFile } from './paths.ts';

export interface PlayOptions {
  deck?: string[];
  seed: string;
  hotseat?: boolean;
  /** Write the game's replay here when it ends. */
  save?: string;
  /** Rule set id of the game. */
  rules?: string;
  /** The opponent agent as text (random, heuristic, search:200ms; src/core/agent-spec.ts). */
  opponent?: string;
}

/** What the human typed, understood. */
type Reply =
  { kind: 'answer'; answer: number[] } | { kind: 'list' } | { kind: 'quit' } | { kind: 'bad'; message: string };

export function parseReply(line: string, d: Decision): Reply {
  const text = line.trim();
  if (text === '?') return { kind: 'list' };
  if (text === 'q' || text === 'quit') return { kind: 'quit' };
  if (text === '')
    return d.min === 0
      ? { kind: 'answer', answer: [] }
      : { kind: 'bad', message: `no answer: type option numbers (${formatCount(d)}), ? to list them again, q to quit` };
  const parts = text.split(/[\s,]+/);
  const answer: number[] = [];
  for (const p of parts) {
    if (!/^\d+$/.test(p))
      return {
        kind: 'bad',
        message: `"${p}" is not an option number (${formatCount(d)}); ? lists them again, q quits`,
      };
    answer.push(Number(p));
  }
  return { kind: 'answer', answer };
}

export async function playCommand(mod: AnyGameModule, opts: PlayOptions, io: Io): Promise<number> {
  const game: AnyGame = mod.game;
  if (opts.save !== undefined) checkOutputFile(opts.save, '--save');
  const { names, decks } = chooseDecks(mod, opts.deck);
  const config = mod.configFor(decks, opts.rules !== undefined ? { rules: opts.rules } : {});
  const state = game.create(config, opts.seed);
  const humans: readonly boolean[] = opts.hotseat ? [true, true] : [true, false];
  let opponent: Agent;
  try {
    opponent = makeAgent(mod, parseAgentSpec(opts.opponent ?? 'random'), `${opts.seed}:opponent`);
  } catch (e) {
    if (e instanceof AgentSpecError) throw new CliError(e.message);
    throw e;
  }
  const recorder = new ReplayRecorder(game.id, config, opts.seed);
  /** Events not shown yet: each answer's events go to the recorder at once and to the screen at the next question. */
  const unseen: GameEvent[] = game.drainEvents(state);
  recorder.started(unseen);
  const answered = (p: PlayerId, answer: number[]): void => {
    const evs = game.drainEvents(state);
    recorder.step(p, answer, evs);
    for (const e of evs) unseen.push(e);
  };

  const rl = createInterface({ input: io.stdin, terminal: false });
  // Taken at once so no piped line is lost before the first question.
  const lines = rl[Symbol.asyncIterator]();
  // A terminal echoes what is typed; piped answers are echoed here so the transcript reads the same.
  const echo = !(io.stdin as { isTTY?: boolean }).isTTY;
  const ask = async (prompt: string): Promise<string | null> => {
    io.stdout.write(prompt);
    const next = await lines.next();
    if (next.done) return null;
    if (echo) io.stdout.write(`${next.value}\n`);
    return next.value;
  };

  /** Events as the given player may see them. */
  const showEvents = (viewer: PlayerId): void => {
    for (const e of unseen.splice(0)) {
      const seen = game.eventFor(e, viewer);
      if (seen) println(io.stdout, `  · ${formatEvent(seen)}`);
    }
  };
  const save = (): void => {
    if (opts.save) writeFileSync(opts.save, JSON.stringify(recorder.finish(game, state)));
  };

  println(
    io.stdout,
    `${mod.title}: ${names[0]} (player 0) vs ${names[1]} (player 1), seed ${opts.seed}${opts.hotseat ? ', hotseat' : ', you are player 0'}`,
  );
  let atKeyboard: PlayerId = 0;
  try {
    for (let d = game.decision(state); d !== null; d = game.decision(state)) {
      // Hotseat: the screen is cleared before the keyboard passes, so neither player sees the other's hand or prompts.
      if (opts.hotseat && d.player !== atKeyboard) {
        atKeyboard = d.player;
        io.stdout.write(io.stdout.isTTY ? '\x1b[2J\x1b[H' : '\n');
        println(io.stdout, `--- player ${d.player} at the keyboard ---`);
      }
      // Events are shown to whoever decides next (in hotseat, to the one at the keyboard).
      showEvents(humans[d.player] ? d.player : 0);
      if (!humans[d.player]) {
        const answer = [...opponent.act({ decision: d, state })];
        // Only what the human may know of the opponent's decision: its prompt may name hidden cards.
        const seen = decisionSummary(d);
        println(io.stdout, `player ${d.player} (random) decides: ${seen.about ?? seen.kind}`);
        const res = game.respond(state, d.player, answer);
        // The random agent only picks offered options; a refusal is the game's bug.
        if (!res.ok) throw res.error;
        answered(d.player, answer);
        continue;
      }
      const tryAnswer = (answer: number[]): string | null => {
        const res = game.respond(state, d.player, answer);
        if (!res.ok) return res.error.message;
        answered(d.player, answer);
        return null;
      };
      const got = await askHuman(mod, state, d, ask, tryAnswer, io);
      if (got === 'eof') {
        println(io.stdout, '\nend of input: game abandoned');
        save();
        return 0;
      }
      if (got === 'quit') {
        // The surrender is a rules event (003 §3.1.4, 001 §1-2-3), recorded in the replay so it plays back to the same result.
        const res = game.surrender(state, d.player);
        if (res.ok) recorder.surrendered(d.player, game.drainEvents(state));
        println(io.stdout, `player ${d.player} surrenders; player ${1 - d.player} wins`);
        save();
        return 0;
      }
    }
    const viewer: PlayerId = 0;
    showEvents(viewer);
    println(io.stdout);
    println(io.stdout, mod.renderView(game.view(state, viewer), viewer, null));
    println(io.stdout, `result: ${formatResult(game.result(state))}`);
    save();
    return 0;
  } finally {
    rl.close();
  }
}

/** Ask until the game accepts the human's answer (a refusal changes nothing, so just ask again), or they quit, or input ends. */
async function askHuman(
  mod: AnyGameModule,
  state: unknown,
  d: Decision,
  ask: (prompt: string) => Promise<string | null>,
  tryAnswer: (answer: number[]) => string | null,
  io: Io,
): Promise<'answered' | 'quit' | 'eof'> {
  const game = mod.game;
  const show = (): void => {
    println(io.stdout);
    println(io.stdout, mod.renderView(game.view(state, d.player), d.player, d));
    println(io.stdout, `[player ${d.player}] ${d.prompt} (${d.rule}); ${formatCount(d)}:`);
    println(io.stdout, formatOptions(d));
  };
  show();
  for (;;) {
    const line = await ask('> ');
    if (line === null) return 'eof';
    const reply = parseReply(line, d);
    if (reply.kind === 'list') {
      show();
      continue;
    }
    if (reply.kind === 'quit') return 'quit';
    if (reply.kind === 'bad') {
      println(io.stdout, reply.message);
      continue;
    }
    const refused = checkAnswerShape(d, d.player, reply.answer)?.message ?? tryAnswer(reply.answer);
    if (refused === null) return 'answered';
    println(io.stdout, refused);
  }
}
