/**
 * The ONE PIECE search agent works only from what its player may know (issue 9): the determinizer keeps that
 * player's view and re-deals only the hidden cards (the opponent's hand, both decks and both Life areas), and the
 * agent's choice with a fixed seed does not change when those cards are scrambled.
 */
import { describe, expect, it } from 'vitest';
import { randomAnswer } from '../../../src/core/agents.ts';
import type { PlayerId } from '../../../src/core/decision.ts';
import { seedRng, shuffleInPlace } from '../../../src/core/rng.ts';
import { determinizeGame, evaluateGame } from '../../../src/optcg/agents/determinize.ts';
import { Scenario } from '../../../src/optcg/scenario.ts';
import { optcgSearchAgent } from '../../../src/optcg/agents/search.ts';
import { clone } from '../../../src/optcg/engine.ts';
import { optcgModule } from '../../../src/optcg/module.ts';
import type { OptcgState } from '../../../src/optcg/types.ts';
import { view } from '../../../src/optcg/view/view.ts';

const game = optcgModule.game;
const cfg = optcgModule.configFor([optcgModule.loadDeck('st01'), optcgModule.loadDeck('st02')]);

/** A game some random decisions in, stopped at a Main Phase action. */
function midGame(seed: number): OptcgState {
  const g = game.create(cfg, `search:${seed}`);
  const rng = seedRng(`walk:${seed}`);
  for (let n = 0; n < 300; n++) {
    const d = game.decision(g)!;
    if (n > 30 && d.about === 'main-action' && d.options.length > 2) break;
    game.respond(g, d.player, randomAnswer(rng, d));
  }
  game.drainEvents(g);
  return g;
}

/** The same game with the cards `p` cannot see moved around. */
function scramble(state: OptcgState, p: PlayerId, seed: string): OptcgState {
  const g = clone(state);
  g.code = [...g.code];
  const rng = seedRng(seed);
  const o = g.players[(1 - p) as PlayerId];
  const ids = [...o.hand, ...o.deck, ...o.life];
  const codes = ids.map((c) => g.code[c]!);
  shuffleInPlace(rng, codes);
  ids.forEach((c, i) => (g.code[c] = codes[i]!));
  shuffleInPlace(rng, g.players[p].deck);
  g.rng = seedRng(`${seed}:rng`);
  return g;
}

const sorted = (g: OptcgState): string[] => [...g.code].sort();

describe('the ONE PIECE determinizer (issue 9)', () => {
  it('keeps the player’s view and the cards of the game, re-deals the hidden ones, and the game plays on', () => {
    let changed = 0;
    for (let seed = 1; seed <= 5; seed++) {
      const g = midGame(seed);
      const p = g.decision!.player;
      const before = JSON.stringify(g.code);
      const det = determinizeGame(g, p, seedRng(seed));
      expect(view(det, p)).toEqual(view(g, p));
      expect(sorted(det)).toEqual(sorted(g));
      expect(JSON.stringify(g.code)).toBe(before);
      const o = det.players[(1 - p) as PlayerId];
      if (o.hand.some((c) => det.code[c] !== g.code[c])) changed++;
      for (let n = 0; n < 60 && game.decision(det); n++) {
        const d = game.decision(det)!;
        expect(game.respond(det, d.player, randomAnswer(seedRng(n), d)).ok).toBe(true);
      }
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('keeps a face-up Life card where it is: it is open to both players (001 §3-10-2-1)', () => {
    const s = Scenario.build({
      p0: { leader: 'ST01-001', stage: 'ST07-017', chars: ['ST02-002'], life: ['ST01-003', 'ST02-011', 'ST01-010'] },
      p1: { leader: 'ST02-001' },
    });
    s.choose('Activate Queen Mama Chanter').choose('Top of your Life cards').choose('Vito');
    const up = s.g.players[0].life.at(-1)!;
    for (let seed = 1; seed <= 5; seed++) {
      const det = determinizeGame(s.g, 1, seedRng(seed));
      expect(det.code[up]).toBe('ST02-002');
      expect(det.players[0].life.at(-1)).toBe(up);
      expect(view(det, 1)).toEqual(view(s.g, 1));
    }
  });

  it('evaluates a won game 1, a lost one 0, a live one in between', () => {
    const g = midGame(2);
    expect(evaluateGame(g, 0)).toBeGreaterThan(0);
    expect(evaluateGame(g, 0)).toBeLessThan(1);
    const won = clone(g);
    won.result = { winner: 1, reason: 'life', rule: '001 §1-2-1' };
    expect([evaluateGame(won, 0), evaluateGame(won, 1)]).toEqual([0, 1]);
  });
});

describe('the ONE PIECE search agent (issue 9)', () => {
  it('chooses the same with a fixed seed when the cards its player cannot see are scrambled', () => {
    for (const seed of [3, 4]) {
      const g = midGame(seed);
      const d = g.decision!;
      const choose = (state: OptcgState): readonly number[] =>
        optcgSearchAgent('fixed', { iterations: 12, depth: 20 }).act({ decision: d, state });
      const first = choose(g);
      expect(choose(scramble(g, d.player, `x${seed}`))).toEqual(first);
      expect(choose(scramble(g, d.player, `y${seed}`))).toEqual(first);
    }
  });
});
