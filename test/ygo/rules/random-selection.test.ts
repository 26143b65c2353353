/**
 * 003 §3.4.4 random selection (TC-76): the cards are hidden and shuffled by the duel's seeded generator, then the
 * opponent picks one by position (Super Quantal Fairy Alphan).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const LAYERS = [C.SUPER_QUANTUM_BLUE_LAYER, C.SUPER_QUANTUM_RED_LAYER, C.SUPER_QUANTUM_GREEN_LAYER];

/** Alphan's reveal with the opponent picking the hidden card at `position`; returns the monster Summoned. */
function alphan(seed: number, position: number): number {
  const s = scenario()
    .withSeed(seed)
    .monster(0, C.SUPER_QUANTAL_FAIRY_ALPHAN)
    .deck(0, ...LAYERS)
    .start();
  s.choose(/^Activate Super Quantal Fairy Alphan.*Tribute this card/);
  // The 3 cards to reveal (the last name left is not asked), then the opponent's pick.
  const asked = (x: typeof s): boolean => /^Reveal "Super Quant"|hidden cards/.test(x.decision?.prompt ?? '');
  for (let i = 0; i < 6 && !/hidden cards/.test(s.decision?.prompt ?? ''); i++) {
    if (asked(s)) s.answer([0]);
    else s.passUntil(asked);
  }
  expect(s.options()).toEqual(['Face-down card 1', 'Face-down card 2', 'Face-down card 3']);
  s.answer([position]);
  s.resolveChain();
  expect(s.codes(0, 'gy').length).toBe(3);
  return s.codes(0, 'mzone')[0]!;
}

describe('random selection of hidden cards (003 §3.4.4)', () => {
  it('the same seed hides the cards in the same order; the three positions are the three cards', () => {
    const picks = [0, 1, 2].map((p) => alphan(7, p));
    expect([...picks].sort()).toEqual([...LAYERS].sort());
    expect(alphan(7, 1)).toBe(picks[1]);
  });

  it('the hidden order depends on the seed, not on the order they were revealed in', () => {
    const firsts = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => alphan(seed, 0)));
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('Alphan is not offered without 3 different names in the Deck', () => {
    const s = scenario()
      .monster(0, C.SUPER_QUANTAL_FAIRY_ALPHAN)
      .deck(0, C.SUPER_QUANTUM_BLUE_LAYER, C.SUPER_QUANTUM_BLUE_LAYER, C.SUPER_QUANTUM_RED_LAYER)
      .start();
    expect(s.has(/^Activate Super Quantal Fairy Alphan.*Tribute this card/)).toBe(false);
  });
});
