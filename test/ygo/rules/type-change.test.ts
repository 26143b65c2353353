/**
 * 003 §3.4.4 Type changes (issue 7): DNA Surgery makes every face-up monster on the field the declared Type while
 * it is face-up; filters read the current Type (rules/identity.ts) and Equip conditions are re-checked continuously
 * (003 §3.3.3, TC-52).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { typeOf } from '../../../src/ygo/rules/identity.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

/** Celtic Guardian (Warrior, 1400/1200) with Magnum Shield; DNA Surgery Set. */
function board(): Scenario {
  return scenario()
    .monster(0, C.CELTIC_GUARDIAN)
    .attach(0, C.MAGNUM_SHIELD, C.CELTIC_GUARDIAN)
    .spellTrap(0, C.DNA_SURGERY)
    .monster(1, C.FERAL_IMP)
    .hand(0, C.MAGNUM_SHIELD)
    .deck(0, C.FERAL_IMP, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP, C.FERAL_IMP)
    .start();
}

function dna(s: Scenario, type: string): Scenario {
  s.choose('Activate DNA Surgery');
  s.choose(type);
  return s.resolveChain();
}

describe('DNA Surgery and Magnum Shield (003 §3.4.4, §3.3.3)', () => {
  it('Magnum Shield gives a Warrior in Attack Position ATK equal to its original DEF', () => {
    const s = board();
    expect(s.atk(C.CELTIC_GUARDIAN)).toBe(2600);
  });

  it('Magnum Shield on a monster turned into a Spellcaster by DNA Surgery is destroyed (TC-52)', () => {
    const s = dna(board(), 'Spellcaster');
    const guardian = s.find(C.CELTIC_GUARDIAN, 'mzone');
    expect(typeOf(s.duel, guardian)).toBe('Spellcaster');
    expect(typeOf(s.duel, s.find(C.FERAL_IMP, 'mzone', 1))).toBe('Spellcaster');
    expect(s.codes(0, 'gy')).toEqual([C.MAGNUM_SHIELD]);
    expect(s.atk(C.CELTIC_GUARDIAN)).toBe(1400);
    // Nor can Magnum Shield be equipped to it now: no Warrior on the field, so it cannot be activated.
    expect(s.has(/^Activate Magnum Shield/)).toBe(false);
  });

  it('declaring Warrior keeps Magnum Shield equipped', () => {
    const s = dna(board(), 'Warrior');
    expect(s.codes(0, 'szone')).toContain(C.MAGNUM_SHIELD);
    expect(s.atk(C.CELTIC_GUARDIAN)).toBe(2600);
    // Feral Imp (a Fiend) is a Warrior now: Magnum Shield may be equipped to it.
    s.choose(/^Activate Magnum Shield/);
    expect(s.options().some((o) => o.includes('Feral Imp'))).toBe(true);
  });

  it('the Type change applies only on the field and ends when DNA Surgery leaves it', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .spellTrap(0, C.DNA_SURGERY)
      .hand(0, C.MST)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    dna(s, 'Spellcaster');
    const guardian = s.find(C.CELTIC_GUARDIAN, 'mzone');
    expect(typeOf(s.duel, guardian)).toBe('Spellcaster');
    // 003 §3.4.4: in the Deck a card has its printed Type.
    expect(typeOf(s.duel, s.find(C.FERAL_IMP, 'deck', 0))).toBe('Fiend');
    s.choose('Activate Mystical Space Typhoon');
    if (s.decision?.about === 'target') s.choose(/DNA Surgery/);
    s.resolveChain();
    expect(s.codes(0, 'gy')).toContain(C.DNA_SURGERY);
    expect(typeOf(s.duel, guardian)).toBe('Warrior');
  });

  it('"destroy all face-up monsters of the declared Type" reads the changed Type (Tribe-Infecting Virus)', () => {
    const s = scenario()
      .monster(0, C.TRIBE_INFECTING_VIRUS)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(1, C.FERAL_IMP)
      .spellTrap(0, C.DNA_SURGERY)
      .hand(0, C.FERAL_IMP)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    dna(s, 'Zombie');
    s.choose(/^Activate Tribe-Infecting Virus/);
    s.choose('Zombie');
    s.resolveChain();
    // Every face-up monster is a Zombie now, Tribe-Infecting Virus (an Aqua) included.
    expect(s.codes(0, 'mzone')).toEqual([]);
    expect(s.codes(1, 'mzone')).toEqual([]);
  });

  it('a monster made a Fairy gains what "Fairy-Type monsters you control" gain (Sonata the Melodious Diva)', () => {
    const s = scenario()
      .monsterWith(0, C.SONATA, { summon: 'special' })
      .monster(0, C.CELTIC_GUARDIAN)
      .spellTrap(0, C.DNA_SURGERY)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    expect(s.atk(C.CELTIC_GUARDIAN)).toBe(1400);
    dna(s, 'Fairy');
    expect([s.atk(C.CELTIC_GUARDIAN), s.def(C.CELTIC_GUARDIAN)]).toEqual([1900, 1700]);
  });
});
