import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../src/core/agents.ts';
import { runMatch } from '../../src/core/match.ts';
import { playReplay } from '../../src/core/replay.ts';
import type { AnyGame, GameEvent } from '../../src/core/game.ts';
import { optcgGame } from '../../src/optcg/engine.ts';
import { loadDeck } from '../../src/optcg/decks.ts';
import type { OptcgConfig, OptcgState } from '../../src/optcg/types.ts';
import { conservation, leaks } from './invariants.ts';

const game = optcgGame as unknown as AnyGame;
const decks = ['st01', 'st02', 'st03', 'st04'].map(loadDeck);
const pairings: OptcgConfig[] = [];
for (const a of decks) for (const b of decks) pairings.push({ decks: [a, b] });

describe('random games (all starter deck pairings)', () => {
  it('1,000 random-vs-random games finish without an error, cards conserved at every decision', () => {
    const reasons = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const cfg = pairings[i % pairings.length]!;
      const out = runMatch(game, cfg, i, [new RandomAgent(`a${i}`), new RandomAgent(`b${i}`)], {
        recordReplay: false,
        maxDecisions: 50_000,
        onDecision: (s) => {
          const err = conservation(s as OptcgState);
          if (err) throw new Error(`game ${i}: ${err}`);
        },
      });
      expect(out.result).not.toBeNull();
      const err = conservation(out.state as OptcgState);
      if (err) throw new Error(`game ${i} end: ${err}`);
      reasons.set(out.result!.reason, (reasons.get(out.result!.reason) ?? 0) + 1);
    }
    expect(reasons.get('damage-at-zero-life')! > 500).toBe(true);
  });

  it('replaying a game reproduces its event log byte for byte (200 games)', () => {
    for (let i = 0; i < 200; i++) {
      const cfg = pairings[(i * 7) % pairings.length]!;
      const out = runMatch(game, cfg, `r${i}`, [new RandomAgent(`x${i}`), new RandomAgent(`y${i}`)], { recordEvents: true });
      const back = playReplay(game, JSON.parse(JSON.stringify(out.replay)));
      expect(JSON.stringify(back.events)).toBe(JSON.stringify(out.events));
      expect(back.finalState).toBe(game.serialize(out.state));
      expect(back.result).toEqual(out.result);
    }
  });

  it("no hidden card identity appears in the other player's view or filtered events (200 games)", () => {
    for (let i = 0; i < 200; i++) {
      const cfg = pairings[(i * 5) % pairings.length]!;
      const state = game.create(cfg, `h${i}`) as OptcgState;
      const agents = [new RandomAgent(`p${i}`), new RandomAgent(`q${i}`)];
      let evs: GameEvent[] = game.drainEvents(state);
      for (let n = 0; n < 50_000; n++) {
        for (const p of [0, 1] as const) {
          const leak = leaks(state, p, evs);
          if (leak) throw new Error(`game ${i}, decision ${n}: ${leak}`);
        }
        const d = game.decision(state);
        if (!d) break;
        const r = game.respond(state, d.player, agents[d.player]!.act({ decision: d, state }));
        expect(r.ok).toBe(true);
        evs = game.drainEvents(state);
      }
      expect(game.result(state)).not.toBeNull();
    }
  });
});
