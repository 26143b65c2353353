import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';
import { isNegated } from '../../../src/ygo/rules/statics.ts';

const DECK = [C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN, C.MYSTIC_TOMATO, C.GIANT_RAT, C.CELTIC_GUARDIAN];

describe('Called by the Grave', () => {
  it('chained to Ash Blossom: banishes it from the GY and its activated effect resolves negated', () => {
    const s = scenario()
      .monster(0, C.RAIDEN)
      .hand(0, C.CALLED_BY_THE_GRAVE)
      .deck(0, ...DECK)
      .hand(1, C.ASH_BLOSSOM)
      .start();
    s.choose(/^Activate Raiden/);
    s.choose(/Activate Ash Blossom/);
    s.choose(/Activate Called by the Grave/);
    s.resolveChain();
    expect(s.codes(1, 'banished')).toEqual([C.ASH_BLOSSOM]);
    // Ash's negation was negated: Raiden milled the top 2 cards.
    expect(s.codes(0, 'deck')).toHaveLength(4);
    expect(s.codes(0, 'gy').sort()).toEqual([C.CALLED_BY_THE_GRAVE, DECK[0]!, DECK[1]!].sort());
  });

  it('negates the effects on the field of monsters with the same original name until the end of the next turn', () => {
    const s = scenario()
      .hand(0, C.CALLED_BY_THE_GRAVE)
      .deck(0, ...DECK)
      .monster(1, C.RAIDEN)
      .gy(1, C.RAIDEN)
      .deck(1, ...DECK)
      .start();
    const onField = s.find(C.RAIDEN, 'mzone');
    s.choose(/Activate Called by the Grave/);
    s.resolveChain();
    expect(s.codes(1, 'banished')).toEqual([C.RAIDEN]);
    expect(isNegated(s.duel, onField)).toBe(true);
    // Player 1's turn (the next one): still negated, so Raiden's effect is not offered.
    s.passUntil((x) => x.state.turn === 4 && x.state.phase === 'main1');
    expect(isNegated(s.duel, onField)).toBe(true);
    expect(s.has(/Activate Raiden/)).toBe(false);
    s.passUntil((x) => x.state.turn === 5);
    expect(isNegated(s.duel, onField)).toBe(false);
  });

  it("targets only a monster in the opponent's GY", () => {
    const s = scenario().hand(0, C.CALLED_BY_THE_GRAVE).gy(0, C.RAIDEN).gy(1, C.POT_OF_GREED).start();
    expect(s.has(/Activate Called by the Grave/)).toBe(false);
  });
});
