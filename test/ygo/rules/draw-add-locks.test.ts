/** Locks on drawing and on adding from the Main Deck (003 §3.4.4): Pot of Extravagance, Droll & Lock Bird. */
import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';
import { lockPlayer } from '../../../src/ygo/rules/lingering.ts';
import { draw, toHand } from '../../../src/ygo/rules/moves.ts';
import { Reason } from '../../../src/ygo/state.ts';

const DECK = [C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN];

describe('draw and add-from-Deck locks', () => {
  it('"cannot draw by card effects": an effect draws nothing (and no one loses for it); the rules still draw', () => {
    const s = scenario()
      .deck(0, ...DECK)
      .start();
    lockPlayer(s.duel, 0, 'cannot-draw-by-effect');
    expect(draw(s.duel, 0, 2, Reason.EFFECT)).toEqual([]);
    expect(s.codes(0, 'deck')).toHaveLength(3);
    expect(draw(s.duel, 0, 1, Reason.RULE)).toHaveLength(1);
    expect(s.codes(0, 'hand')).toEqual([C.SANGAN]);
  });

  it('"cannot be added from the Main Deck": searches and draws of the locked player leave the card in the Deck', () => {
    const s = scenario()
      .deck(0, ...DECK)
      .gy(0, C.GIANT_RAT)
      .start();
    lockPlayer(s.duel, 0, 'cannot-add-from-deck');
    toHand(s.duel, [s.find(C.KURIBOH).uid, s.find(C.GIANT_RAT).uid], Reason.EFFECT, 0);
    // The GY card is added (not from the Deck); the Deck card stays.
    expect(s.codes(0, 'hand')).toEqual([C.GIANT_RAT]);
    expect(s.find(C.KURIBOH).location).toBe('deck');
    expect(draw(s.duel, 0, 1, Reason.RULE)).toEqual([]);
    expect(s.duel.result).toBeNull();
  });
});
