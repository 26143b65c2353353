import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../src/core/agents.ts';
import type { GameEvent } from '../../src/core/game.ts';
import { optcgGame as game } from '../../src/optcg/engine.ts';
import { loadDeck } from '../../src/optcg/decks.ts';
import type { OptcgConfig, OptcgState } from '../../src/optcg/types.ts';

const decks = ['st01', 'st02', 'st03', 'st04'].map(loadDeck);

interface Played {
  answers: { p: 0 | 1; a: number[] }[];
  /** Events produced after each answer (index i: after answer i). */
  events: string[];
  kinds: string[];
}

function play(cfg: OptcgConfig, seed: string): Played {
  const g = game.create(cfg, seed);
  game.drainEvents(g);
  const ag = [new RandomAgent(`${seed}a`), new RandomAgent(`${seed}b`)];
  const out: Played = { answers: [], events: [], kinds: [] };
  for (;;) {
    const d = game.decision(g);
    if (!d) break;
    out.kinds.push(g.task ? 'task' : g.battle ? 'battle' : 'other');
    const a = ag[d.player]!.act({ decision: d, state: g }).slice();
    expect(game.respond(g, d.player, a).ok).toBe(true);
    out.answers.push({ p: d.player, a });
    out.events.push(JSON.stringify(game.drainEvents(g)));
  }
  return out;
}

/** Replay to decision k, branch with clone and serialize→deserialize, continue all three identically. */
function branchAt(cfg: OptcgConfig, seed: string, run: Played, k: number): void {
  const g = game.create(cfg, seed);
  game.drainEvents(g);
  for (let i = 0; i < k; i++) game.respond(g, run.answers[i]!.p, run.answers[i]!.a);
  game.drainEvents(g);
  const copies: OptcgState[] = [g, game.clone(g), game.deserialize(game.serialize(g))];
  const finals = copies.map((s) => {
    const evs: GameEvent[][] = [];
    for (let i = k; i < run.answers.length; i++) {
      const r = game.respond(s, run.answers[i]!.p, run.answers[i]!.a);
      expect(r.ok).toBe(true);
      evs.push(game.drainEvents(s));
    }
    expect(evs.map((e) => JSON.stringify(e))).toEqual(run.events.slice(k));
    return game.serialize(s);
  });
  expect(finals[1]).toBe(finals[0]);
  expect(finals[2]).toBe(finals[0]);
}

describe('decision protocol', () => {
  it('a wrong answer returns a RuleError naming the rule and changes nothing', () => {
    const g = game.create({ decks: [decks[0]!, decks[1]!] }, 5);
    const before = game.serialize(g);
    const d = game.decision(g)!;
    const other = d.player === 0 ? 1 : 0;
    for (const [p, a] of [
      [other, [0]],
      [d.player, [5]],
      [d.player, []],
      [d.player, [0, 1]],
      [d.player, [-1]],
    ] as const) {
      const r = game.respond(g, p, [...a]);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.rule).toBe('001 §5-2-1-5');
    }
    expect(game.serialize(g)).toBe(before);
  });

  it('decision() returns a copy of the stored decision: equal, and changing it changes nothing', () => {
    const g = game.create({ decks: [decks[0]!, decks[1]!] }, 5);
    const d = game.decision(g)!;
    expect(d).toEqual(g.decision);
    expect(d).not.toBe(g.decision);
    d.options[0]!.label = 'changed';
    expect(g.decision!.options[0]!.label).not.toBe('changed');
  });

  it('clone and serialize→deserialize mid-battle and mid-resolution continue identically', () => {
    let battles = 0,
      tasks = 0;
    for (let n = 0; n < 24; n++) {
      const cfg: OptcgConfig = { decks: [decks[n % 4]!, decks[(n >> 2) % 4]!] };
      const seed = `branch${n}`;
      const run = play(cfg, seed);
      const points = new Set<number>([Math.floor(run.answers.length / 2)]);
      const b = run.kinds.indexOf('battle');
      const t = run.kinds.indexOf('task');
      const t2 = run.kinds.lastIndexOf('task');
      if (b >= 0) {
        points.add(b);
        battles++;
      }
      if (t >= 0) {
        points.add(t);
        points.add(t2);
        tasks++;
      }
      for (const k of points) branchAt(cfg, seed, run, k);
    }
    expect(battles).toBeGreaterThan(10);
    expect(tasks).toBeGreaterThan(10);
  });
});
