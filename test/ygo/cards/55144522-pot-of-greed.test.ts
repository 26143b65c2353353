import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Pot of Greed', () => {
  it('draws the top 2 cards of the Deck, then goes to the GY (003 §3.4.3)', () => {
    const s = scenario()
      .hand(0, C.POT_OF_GREED)
      .deck(0, C.CELTIC_GUARDIAN, C.FERAL_IMP, C.BLUE_EYES)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Pot of Greed');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.codes(0, 'hand').sort()).toEqual([C.CELTIC_GUARDIAN, C.FERAL_IMP].sort());
    expect(s.codes(0, 'deck')).toEqual([C.BLUE_EYES]);
    expect(s.codes(0, 'gy')).toEqual([C.POT_OF_GREED]);
    expect(s.events('draw').map((e) => e['code'])).toEqual([C.CELTIC_GUARDIAN, C.FERAL_IMP]);
  });

  it('is not offered with fewer than 2 cards in the Deck (003 §3.4.3)', () => {
    const s = scenario().hand(0, C.POT_OF_GREED).deck(0, C.CELTIC_GUARDIAN).deck(1, C.FERAL_IMP).start();
    expect(s.has('Activate Pot of Greed')).toBe(false);
  });

  it('a Set Pot of Greed may be activated the turn it was Set (003 §3.3.3)', () => {
    const s = scenario().hand(0, C.POT_OF_GREED).deck(0, C.CELTIC_GUARDIAN, C.FERAL_IMP).deck(1, C.FERAL_IMP).start();
    s.choose('Set Pot of Greed');
    expect(s.find(C.POT_OF_GREED).location).toBe('szone');
    s.choose('Activate Pot of Greed');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.codes(0, 'hand').sort()).toEqual([C.CELTIC_GUARDIAN, C.FERAL_IMP].sort());
    expect(s.codes(0, 'gy')).toEqual([C.POT_OF_GREED]);
  });
});
