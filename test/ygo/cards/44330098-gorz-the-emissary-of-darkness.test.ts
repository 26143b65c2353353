/**
 * Gorz the Emissary of Darkness: from the hand when its controller (with no cards) takes damage from an opponent's
 * card; a Token with the battle damage as ATK/DEF, or the effect damage dealt back. 003 §3.4.3 TC-50: of two in the
 * hand only one may be activated.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const GORZ = /Gorz the Emissary of Darkness \(your hand\)/;

describe('Gorz the Emissary of Darkness', () => {
  it('battle damage: Gorz and an Emissary of Darkness Token with ATK/DEF equal to the damage', () => {
    const s = scenario()
      .turn(1)
      .hand(0, C.GORZ)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.choose(/Attack directly with Celtic Guardian/);
    s.passUntil((x) => x.decision?.player === 0 && x.has(GORZ));
    s.choose(GORZ);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 1);
    expect(s.codes(0, 'mzone').sort()).toEqual([C.GORZ, C.EMISSARY_OF_DARKNESS_TOKEN].sort());
    expect(s.atk(C.EMISSARY_OF_DARKNESS_TOKEN)).toBe(1400);
    expect(s.def(C.EMISSARY_OF_DARKNESS_TOKEN)).toBe(1400);
  });

  it('effect damage: the opponent takes as much', () => {
    const s = scenario()
      .turn(1)
      .hand(0, C.GORZ)
      .monster(1, C.RED_EYES_B_DRAGON)
      .hand(1, C.INFERNO_FIRE_BLAST)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Inferno Fire Blast');
    s.passUntil((x) => x.decision?.player === 0 && x.has(GORZ));
    s.choose(GORZ);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 1);
    expect(s.lp(0)).toBe(8000 - 2400);
    expect(s.lp(1)).toBe(8000 - 2400);
    expect(s.codes(0, 'mzone')).toEqual([C.GORZ]);
  });

  it('not while its controller controls a card', () => {
    const s = scenario()
      .turn(1)
      .hand(0, C.GORZ)
      .spellTrap(0, C.IMPERIAL_IRON_WALL, true)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.choose(/Attack directly with Celtic Guardian/);
    let seen = false;
    s.passUntil((x) => {
      if (x.decision?.player === 0 && x.has(GORZ)) seen = true;
      return x.duel.battle === null;
    });
    expect(seen).toBe(false);
    expect(s.lp(0)).toBe(8000 - 1400);
  });
});
