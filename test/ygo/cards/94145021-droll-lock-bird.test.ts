import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';
import { whyNotActivatable } from '../../../src/ygo/rules/activation.ts';

const DECK = [C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN, C.MYSTIC_TOMATO, C.GIANT_RAT, C.CELTIC_GUARDIAN];

describe('Droll & Lock Bird', () => {
  it('after a search: no card can be added from either Main Deck to the hand for the rest of the turn', () => {
    const s = scenario()
      .hand(0, C.POT_OF_DUALITY, C.NEKROZ_OF_CLAUSOLAS, C.POT_OF_GREED)
      .deck(0, C.NEKROZ_MIRROR, ...DECK)
      .hand(1, C.DROLL_LOCK_BIRD)
      .deck(1, ...DECK)
      .start();
    s.choose(/Activate Pot of Duality/);
    s.passUntil((x) => x.decision?.about === 'effect');
    s.answer([0]);
    s.passUntil((x) => x.player === 1 && x.has(/Activate Droll/));
    s.choose(/Activate Droll/);
    s.resolveChain();
    expect(s.codes(1, 'gy')).toEqual([C.DROLL_LOCK_BIRD]);
    expect(s.state.locks.filter((l) => l.kind === 'cannot-add-from-deck').map((l) => l.player)).toEqual([1, 0]);
    // A search and a draw by a card effect are refused now (003 §3.4.1: they could not do what they say).
    s.toOpenState();
    const clausolas = s.find(C.NEKROZ_OF_CLAUSOLAS).uid;
    expect(whyNotActivatable(s.duel, 0, clausolas, 0, 'open')?.code).toBe('CANNOT_ADD_FROM_DECK');
    expect(whyNotActivatable(s.duel, 0, s.find(C.POT_OF_GREED).uid, 0, 'open')?.code).toBe('CANNOT_DRAW');
    // Next turn the lock is over: player 1 draws in their Draw Phase.
    s.passUntil((x) => x.state.turn === 4 && x.state.phase === 'main1');
    expect(s.codes(1, 'hand')).toHaveLength(1);
    expect(s.state.locks.some((l) => l.kind === 'cannot-add-from-deck')).toBe(false);
  });

  it("answers a draw by a card effect (Pot of Greed), but not the opponent's Draw Phase draw nor your own adds", () => {
    const s = scenario()
      .hand(0, C.POT_OF_GREED, C.DROLL_LOCK_BIRD)
      .deck(0, ...DECK)
      .hand(1, C.DROLL_LOCK_BIRD)
      .deck(1, ...DECK)
      .askAlways()
      .start();
    s.choose(/Activate Pot of Greed/);
    let ownOffered = false;
    s.passUntil((x) => {
      if (x.player === 0 && x.has(/Activate Droll/)) ownOffered = true;
      return x.player === 1 && x.has(/Activate Droll/);
    });
    // Only the opponent of the player whose hand got the cards may use it.
    expect(s.has(/Activate Droll/)).toBe(true);
    expect(ownOffered).toBe(false);
    const own = scenario()
      .turn(1, 'draw', 4)
      .hand(0, C.DROLL_LOCK_BIRD)
      .deck(0, ...DECK)
      .hand(1, C.POT_OF_GREED)
      .deck(1, ...DECK)
      .askAlways()
      .start();
    let offered = false;
    own.passUntil((x) => {
      if (x.player === 0 && x.has(/Activate Droll/)) offered = true;
      return x.state.phase === 'main1' && x.player === 1;
    });
    expect(own.codes(1, 'hand')).toHaveLength(2);
    expect(offered).toBe(false);
    // Outside the Draw Phase, player 1's draw by a card effect is answered.
    own.choose(/Activate Pot of Greed/);
    own.passUntil((x) => x.player === 0 && x.has(/Activate Droll/));
    expect(own.has(/Activate Droll/)).toBe(true);
  });
});
