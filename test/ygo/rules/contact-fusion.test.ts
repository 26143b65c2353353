/**
 * 003 §3.3.2 "Special Summon of a Fusion Monster that does not need Polymerization" (Contact Fusion, issue 7): Gladiator
 * Beast Nerokius is Special Summoned from the Extra Deck by shuffling 3 "Gladiator Beast" monsters its controller
 * controls (face-down ones too) into the Deck: no chain, not a Fusion Summon, and no Fusion card can Summon it. Its
 * effects: cannot be destroyed by battle, the opponent cannot activate anything during its battles, and at the end of a
 * Battle Phase in which it battled (003 §3.6.3 TC-133: with a damage calculation) it may return to the Extra Deck to
 * Special Summon 2 "Gladiator Beast" monsters from the Deck.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const NEROKIUS = /^Special Summon Gladiator Beast Nerokius/;
const TAG_OUT = /Gladiator Beast Nerokius .*Shuffle this card into the Extra Deck/;

/** Player 0 with three Gladiator Beast Andal on the field (the first `faceDown` of them Set) and Nerokius in the Extra Deck. */
function threeBeasts(faceDown = 0): ReturnType<typeof scenario> {
  let b = scenario().turn(0, 'main1', 2);
  for (let i = 0; i < 3; i++) b = b.monster(0, C.GLADIATOR_BEAST_ANDAL, i < faceDown ? 'set' : 'attack');
  return b
    .extra(0, C.GLADIATOR_BEAST_NEROKIUS)
    .deck(0, C.GLADIATOR_BEAST_ANDAL, C.GLADIATOR_BEAST_ANDAL, C.KURIBOH)
    .deck(1, C.KURIBOH);
}

/** Contact Fusion: the three Andal, Attack Position, then the Summon succeeds (nobody negates it). */
function summonNerokius(s: Scenario): Scenario {
  s.choose(NEROKIUS);
  s.chooseAny(/Gladiator Beast Andal/);
  s.chooseAny(/Gladiator Beast Andal/);
  s.chooseAny(/Gladiator Beast Andal/);
  s.choose('Attack Position');
  return s.resolveChain();
}

describe('Contact Fusion (003 §3.3.2)', () => {
  it('shuffles the materials from the field into the Deck and Special Summons the monster: not a Fusion Summon', () => {
    const s = summonNerokius(threeBeasts().monster(1, C.MYSTICAL_ELF).start());
    const nero = s.find(C.GLADIATOR_BEAST_NEROKIUS);
    expect(nero.location).toBe('mzone');
    expect(nero.summon).toBe('special');
    expect(nero.properlySummoned).toBe(true);
    expect(s.codes(0, 'mzone')).toEqual([C.GLADIATOR_BEAST_NEROKIUS]);
    expect(s.codes(0, 'deck').filter((c) => c === C.GLADIATOR_BEAST_ANDAL)).toHaveLength(5);
    expect(s.codes(0, 'gy')).toEqual([]);
    // No activation: nothing went on a chain.
    expect(s.events('chain-link')).toHaveLength(0);
  });

  it('may use face-down materials', () => {
    const s = summonNerokius(threeBeasts(2).start());
    expect(s.find(C.GLADIATOR_BEAST_NEROKIUS).location).toBe('mzone');
    expect(s.codes(0, 'mzone')).toEqual([C.GLADIATOR_BEAST_NEROKIUS]);
  });

  it('is not offered without all its materials on the field (one in the hand does not count)', () => {
    const s = scenario()
      .monster(0, C.GLADIATOR_BEAST_ANDAL)
      .monster(0, C.GLADIATOR_BEAST_ANDAL)
      .hand(0, C.GLADIATOR_BEAST_ANDAL)
      .extra(0, C.GLADIATOR_BEAST_NEROKIUS)
      .start();
    expect(s.has(NEROKIUS)).toBe(false);
  });

  it('cannot be Fusion Summoned by Polymerization', () => {
    const s = threeBeasts().hand(0, C.POLYMERIZATION).start();
    expect(s.has(NEROKIUS)).toBe(true);
    expect(s.has('Activate Polymerization')).toBe(false);
  });

  it('can be negated like a Normal Summon (Solemn Judgment): it is no Special Summon by an effect', () => {
    const s = threeBeasts().spellTrap(1, C.SOLEMN_JUDGMENT).start();
    s.choose(NEROKIUS);
    s.chooseAny(/Gladiator Beast Andal/);
    s.chooseAny(/Gladiator Beast Andal/);
    s.chooseAny(/Gladiator Beast Andal/);
    s.choose('Attack Position');
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Solemn Judgment'));
    s.choose('Activate Solemn Judgment');
    s.resolveChain();
    expect(s.find(C.GLADIATOR_BEAST_NEROKIUS).location).toBe('gy');
    expect(s.lp(1)).toBe(4000);
  });
});

describe('Gladiator Beast Nerokius', () => {
  it('battled: at the end of the Battle Phase it returns to the Extra Deck and Special Summons 2 "Gladiator Beast" monsters', () => {
    const s = summonNerokius(threeBeasts().monster(1, C.MYSTICAL_ELF).start());
    s.choose('Enter the Battle Phase');
    s.choose(/^Attack Mystical Elf/);
    s.passUntil((x) => x.has(TAG_OUT));
    expect(s.find(C.MYSTICAL_ELF).location).toBe('gy');
    s.choose(TAG_OUT);
    s.passUntil((x) => x.decision?.prompt.startsWith('Special Summon 2') === true);
    s.chooseAny(/Gladiator Beast Andal/, /Gladiator Beast Andal/);
    s.choose('Attack Position');
    s.choose('Defense Position');
    s.passUntil((x) => x.duel.phase === 'main2');
    expect(s.find(C.GLADIATOR_BEAST_NEROKIUS).location).toBe('extra');
    expect(s.codes(0, 'mzone')).toEqual([C.GLADIATOR_BEAST_ANDAL, C.GLADIATOR_BEAST_ANDAL]);
    expect(s.cards(0, 'mzone').filter((c) => c.defense)).toHaveLength(1);
  });

  it('cannot be destroyed by battle, and the opponent cannot activate cards while it attacks', () => {
    const s = summonNerokius(threeBeasts().monster(1, C.BLUE_EYES).spellTrap(1, C.MIRROR_FORCE).start());
    s.choose('Enter the Battle Phase');
    s.choose(/^Attack Blue-Eyes White Dragon/);
    // The opponent is never offered Mirror Force during this battle.
    let offered = false;
    s.passUntil((x) => {
      if (x.decision?.player === 1 && x.has('Activate Mirror Force')) offered = true;
      return x.duel.battle === null;
    });
    expect(offered).toBe(false);
    expect(s.find(C.GLADIATOR_BEAST_NEROKIUS).location).toBe('mzone');
    expect(s.lp(0)).toBe(8000 - 200);
  });

  it('TC-133: its target destroyed at the start of the Damage Step → no battle, no end-of-Battle-Phase effect', () => {
    const s = summonNerokius(threeBeasts().hand(0, C.SUPER_RUSH_HEADLONG).monster(1, C.MYSTICAL_ELF).start());
    s.choose(/^Activate Super Rush Headlong/);
    s.choose('LIGHT');
    s.resolveChain();
    s.choose('Enter the Battle Phase');
    s.choose(/^Attack Mystical Elf/);
    let offered = false;
    s.passUntil((x) => {
      if (x.has(TAG_OUT)) offered = true;
      return x.duel.phase === 'main2';
    });
    expect(offered).toBe(false);
    expect(s.find(C.MYSTICAL_ELF).location).toBe('gy');
    expect(s.events('damage-calculation')).toHaveLength(0);
    expect(s.find(C.GLADIATOR_BEAST_NEROKIUS).location).toBe('mzone');
  });
});
