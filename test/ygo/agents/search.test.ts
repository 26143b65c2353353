/**
 * The search agent works only from what its player may know (issue 9): the determinizer keeps that player's view,
 * re-deals only what the player cannot see, and the agent's choice with a fixed seed and an iteration budget does not
 * change when every card the player cannot see is scrambled.
 */
import { describe, expect, it } from 'vitest';
import { randomAnswer } from '../../../src/core/agents.ts';
import type { PlayerId } from '../../../src/core/decision.ts';
import { seedRng, shuffleInPlace } from '../../../src/core/rng.ts';
import { determinizeDuel, evaluateDuel } from '../../../src/ygo/agents/determinize.ts';
import { ygoSearchAgent } from '../../../src/ygo/agents/search.ts';
import { cardDef } from '../../../src/ygo/cards/registry.ts';
import { ygoGame } from '../../../src/ygo/game.ts';
import { ygoModule } from '../../../src/ygo/module.ts';
import type { DuelState } from '../../../src/ygo/state.ts';
import { viewDuel } from '../../../src/ygo/view.ts';

const deck = ygoModule.loadDeck('classic');
const cfg = ygoModule.configFor([deck, deck]);

/** A duel some random decisions in, stopped at a Main Phase action whose player's opponent holds cards. */
function midGame(seed: number): DuelState {
  const s = ygoGame.create(cfg, `search:${seed}`);
  const rng = seedRng(`walk:${seed}`);
  for (let n = 0; n < 400; n++) {
    const d = ygoGame.decision(s)!;
    const opp = s.players[(1 - d.player) as PlayerId];
    if (n > 40 && d.about === 'main-phase-action' && opp.hand.length > 0) break;
    ygoGame.respond(s, d.player, randomAnswer(rng, d));
  }
  ygoGame.drainEvents(s);
  return s;
}

/** The same duel with every card `p` cannot see moved around: the opponent's hidden codes and both Deck orders. */
function scramble(duel: DuelState, p: PlayerId, seed: string): DuelState {
  const s = ygoGame.clone(duel);
  const rng = seedRng(seed);
  const o = s.players[(1 - p) as PlayerId];
  const handAndDeck = [...o.hand, ...o.deck];
  const codes = handAndDeck.map((u) => s.cards[u]!.code);
  shuffleInPlace(rng, codes);
  handAndDeck.forEach((u, i) => (s.cards[u]!.code = codes[i]!));
  shuffleInPlace(rng, s.players[p].deck);
  s.rng = seedRng(`${seed}:rng`);
  return s;
}

const sortedCodes = (d: DuelState): number[] => d.cards.map((c) => c.code).sort((a, b) => a - b);

describe('the Yu-Gi-Oh! determinizer (issue 9)', () => {
  it('keeps the player’s view and the cards of the duel, and re-deals what the player cannot see', () => {
    let changed = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const s = midGame(seed);
      const p = s.pending!.player;
      const det = determinizeDuel(s, p, seedRng(seed));
      const { decision: _a, ...before } = viewDuel(s, p);
      const { decision: _b, ...after } = viewDuel(det, p);
      expect(after).toEqual(before);
      expect(sortedCodes(det)).toEqual(sortedCodes(s));
      // Face-down cards stay of their kind: a Set monster is a monster, a Set Spell/Trap is one.
      for (const c of det.cards) {
        if (c.faceUp || c.owner === p) continue;
        if (c.location === 'mzone') expect(cardDef(c.code).kind).toBe('monster');
        if (c.location === 'szone') expect(cardDef(c.code).kind).not.toBe('monster');
      }
      const o = (1 - p) as PlayerId;
      if (det.players[o].hand.some((u) => det.cards[u]!.code !== s.cards[u]!.code)) changed++;
      // The original is untouched, and the determinized duel plays on.
      expect(s.cards.map((c) => c.code)).toEqual(midGame(seed).cards.map((c) => c.code));
      for (let n = 0; n < 50 && ygoGame.decision(det); n++) {
        const d = ygoGame.decision(det)!;
        expect(ygoGame.respond(det, d.player, randomAnswer(seedRng(n), d)).ok).toBe(true);
      }
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('depends on the cards hidden, never on where they really are', () => {
    const s = midGame(3);
    const p = s.pending!.player;
    const a = determinizeDuel(s, p, seedRng('same'));
    const b = determinizeDuel(scramble(s, p, 'other'), p, seedRng('same'));
    expect(a.cards.map((c) => c.code)).toEqual(b.cards.map((c) => c.code));
    expect(a.players[p].deck).toEqual(b.players[p].deck);
  });

  it('evaluates a won duel 1, a lost one 0, and a live one in between', () => {
    const s = midGame(2);
    const v = evaluateDuel(s, 0);
    expect(v).toBeGreaterThan(0);
    expect(v).toBeLessThan(1);
    const won = ygoGame.clone(s);
    won.result = { winner: 0, reason: 'lp-zero', rule: '003 §3.7' };
    expect([evaluateDuel(won, 0), evaluateDuel(won, 1)]).toEqual([1, 0]);
  });
});

describe('the Yu-Gi-Oh! search agent (issue 9)', () => {
  it('chooses the same with a fixed seed when every card its player cannot see is scrambled', () => {
    for (const seed of [4, 5]) {
      const s = midGame(seed);
      const d = s.pending!;
      const choose = (state: DuelState): readonly number[] =>
        ygoSearchAgent('fixed', { iterations: 12, depth: 20 }).act({ decision: d, state });
      const first = choose(s);
      expect(choose(scramble(s, d.player, `x${seed}`))).toEqual(first);
      expect(choose(scramble(s, d.player, `y${seed}`))).toEqual(first);
      expect(first[0]).toBeLessThan(d.options.length);
    }
  });
});
