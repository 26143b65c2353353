import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';

const POT = 55144522;
const CELTIC = 91152256;
const FERAL_IMP = 41392891;
const BLUE_EYES = 89631139;

describe('Pot of Greed', () => {
  it('draws the top 2 cards of the Deck, then goes to the GY (003 §3.4.3)', () => {
    const s = scenario().hand(0, POT).deck(0, CELTIC, FERAL_IMP, BLUE_EYES).deck(1, FERAL_IMP).start();
    s.choose('Activate Pot of Greed');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.codes(0, 'hand').sort()).toEqual([CELTIC, FERAL_IMP].sort());
    expect(s.codes(0, 'deck')).toEqual([BLUE_EYES]);
    expect(s.codes(0, 'gy')).toEqual([POT]);
    expect(s.events('draw').map((e) => e['code'])).toEqual([CELTIC, FERAL_IMP]);
  });

  it('is not offered with fewer than 2 cards in the Deck (003 §3.4.3)', () => {
    const s = scenario().hand(0, POT).deck(0, CELTIC).deck(1, FERAL_IMP).start();
    expect(s.hasOption('Activate Pot of Greed')).toBe(false);
  });

  it('a Set Pot of Greed may be activated the turn it was Set (003 §3.3.3)', () => {
    const s = scenario().hand(0, POT).deck(0, CELTIC, FERAL_IMP).deck(1, FERAL_IMP).start();
    s.choose('Set Pot of Greed');
    expect(s.find(POT).location).toBe('szone');
    s.choose('Activate Pot of Greed');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.codes(0, 'hand').sort()).toEqual([CELTIC, FERAL_IMP].sort());
    expect(s.codes(0, 'gy')).toEqual([POT]);
  });
});
