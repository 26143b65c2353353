/**
 * 003 §3.3.2 Synchro Summon (issue 7): 1 face-up Tuner + one or more face-up non-Tuners you control whose Levels total
 * the Synchro Monster's Level go to the GY, then the Synchro Monster is Summoned from the Extra Deck; a Summon by
 * procedure that can be negated; the materials stay its materials until either moves (De-Synchro, TC-37, TC-38).
 * Master Rule 2 (000 p.9) has it; the pre-2008 rules do not.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { isNegated } from '../../../src/ygo/rules/statics.ts';
import type { RuleSetId } from '../../../src/ygo/rulesets.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

/** Junk Synchron (Lv3 Tuner), Ojama Green (Lv2) and Man-Eater Bug (Lv2) face-up; three Synchro Monsters in the Extra Deck. */
function board(rules: RuleSetId = 'master-rule-2020'): Scenario {
  return scenario()
    .rules(rules)
    .monster(0, C.JUNK_SYNCHRON)
    .monster(0, C.OJAMA_GREEN)
    .monster(0, C.MAN_EATER_BUG)
    .extra(0, C.JUNK_WARRIOR, C.GAIA_KNIGHT, C.SCRAP_ARCHFIEND)
    .deck(0, C.FERAL_IMP, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP, C.FERAL_IMP)
    .start();
}

/** Synchro Summon Junk Warrior with Junk Synchron and Ojama Green, in Attack Position; the chain resolved. */
function junkWarrior(s: Scenario): Scenario {
  s.choose('Synchro Summon Junk Warrior');
  while (s.decision?.about === 'material') s.chooseAny(/^(Junk Synchron|Ojama Green)/);
  s.choose('Attack Position');
  s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
  return s;
}

describe('Synchro Summon (003 §3.3.2)', () => {
  it('only Synchro Monsters whose Level the face-up Tuner and non-Tuners can make exactly are offered', () => {
    const s = board();
    // 3 + 2 = 5 (Junk Warrior, its Tuner "Junk Synchron"); 3 + 2 + 2 = 7 (Scrap Archfiend); nothing makes 6.
    expect(s.options().filter((o) => o.startsWith('Synchro Summon'))).toEqual([
      'Synchro Summon Junk Warrior (your Extra Deck)',
      'Synchro Summon Scrap Archfiend (your Extra Deck)',
    ]);
  });

  it('the materials go to the GY, then the Synchro Monster is Summoned and properly so; Junk Warrior gains the ATK of Level 2 or lower monsters', () => {
    const s = board();
    s.choose('Synchro Summon Junk Warrior');
    // Every material offered completes a legal set: the Tuner and either Level 2 (not both: 3 + 2 + 2 is 7).
    expect(s.decision?.about).toBe('material');
    expect(s.options().map((o) => o.split(' (')[0])).toEqual(['Junk Synchron', 'Ojama Green', 'Man-Eater Bug']);
    s.choose(/^Ojama Green/);
    expect(s.options().map((o) => o.split(' (')[0])).toEqual(['Junk Synchron']);
    s.choose(/^Junk Synchron/);
    s.choose('Attack Position');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    const jw = s.find(C.JUNK_WARRIOR, 'mzone');
    expect(jw.summon).toBe('synchro');
    expect(jw.properlySummoned).toBe(true);
    expect(s.codes(0, 'gy').sort()).toEqual([C.JUNK_SYNCHRON, C.OJAMA_GREEN].sort());
    // "If this card is Synchro Summoned": + the 450 ATK of Man-Eater Bug, the Level 2 monster still there.
    expect(s.atk(C.JUNK_WARRIOR)).toBe(2300 + 450);
    expect(s.events('summoning').at(-1)).toMatchObject({ kind: 'synchro' });
  });

  it('a face-down monster is not Synchro Material; two non-Tuners without a Tuner make nothing', () => {
    const facedown = scenario()
      .monster(0, C.JUNK_SYNCHRON, 'set')
      .monster(0, C.OJAMA_GREEN)
      .extra(0, C.JUNK_WARRIOR)
      .start();
    expect(facedown.has('Synchro Summon Junk Warrior (your Extra Deck)')).toBe(false);
    const noTuner = scenario()
      .monster(0, C.SANGAN)
      .monster(0, C.OJAMA_GREEN)
      .monster(0, C.MAN_EATER_BUG)
      .extra(0, C.GAIA_KNIGHT, C.SCRAP_ARCHFIEND)
      .start();
    expect(noTuner.options().some((o) => o.startsWith('Synchro Summon'))).toBe(false);
  });

  it('Junk Warrior needs "Junk Synchron" as its Tuner; another Tuner makes only the others', () => {
    const s = scenario()
      .monster(0, C.PLAGUESPREADER_ZOMBIE)
      .monster(0, C.SANGAN)
      .monster(0, C.WITCH_OF_THE_BLACK_FOREST)
      .extra(0, C.JUNK_WARRIOR, C.GAIA_KNIGHT)
      .start();
    // Plaguespreader Zombie (Lv2 Tuner) + Sangan (Lv3) = 5, but it is not Junk Synchron; + Witch (Lv4) = 6.
    expect(s.options().filter((o) => o.startsWith('Synchro Summon'))).toEqual([
      'Synchro Summon Gaia Knight, the Force of Earth (your Extra Deck)',
    ]);
  });

  it('Solemn Judgment negates it: the monster goes to the GY, not properly Summoned, the materials stay in the GY', () => {
    const s = scenario()
      .monster(0, C.JUNK_SYNCHRON)
      .monster(0, C.OJAMA_GREEN)
      .extra(0, C.JUNK_WARRIOR)
      .spellTrap(1, C.SOLEMN_JUDGMENT)
      .hand(1, C.MONSTER_REBORN)
      .start();
    s.choose('Synchro Summon Junk Warrior');
    while (s.decision?.about === 'material') s.answer([0]);
    s.choose('Attack Position');
    s.passUntilOffered('Activate Solemn Judgment');
    s.choose('Activate Solemn Judgment');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    const jw = s.find(C.JUNK_WARRIOR, 'gy');
    expect(jw.properlySummoned).toBe(false);
    expect(s.codes(0, 'gy')).toEqual(expect.arrayContaining([C.JUNK_SYNCHRON, C.OJAMA_GREEN, C.JUNK_WARRIOR]));
    expect(s.events('summoned').some((e) => e['code'] === C.JUNK_WARRIOR)).toBe(false);
  });

  it.each(['master-rule-2020', 'master-rule-2'] as const)('%s has Synchro Summons', (rules) => {
    expect(board(rules).has('Synchro Summon Junk Warrior (your Extra Deck)')).toBe(true);
  });

  it.each(['pre-2008', 'ocg-2005'] as const)('%s has none (002/004: Fusion and Ritual only)', (rules) => {
    expect(
      board(rules)
        .options()
        .some((o) => o.startsWith('Synchro Summon')),
    ).toBe(false);
  });

  it('with the Main Monster Zones full and no Extra Monster Zone (master-rule-2), a material frees the zone, and the player may choose it', () => {
    const s = scenario()
      .rules('master-rule-2')
      .askZones()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.JUNK_SYNCHRON)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.OJAMA_GREEN)
      .monster(0, C.CELTIC_GUARDIAN)
      .extra(0, C.JUNK_WARRIOR)
      .start();
    junkWarriorAsking(s);
    expect(s.find(C.JUNK_WARRIOR, 'mzone').seq).toBe(3);
  });

  it('a Synchro Material\u2019s "If … sent from the field to the GY" effect still activates after the Summon (Sangan searches)', () => {
    const s = scenario()
      .monster(0, C.JUNK_SYNCHRON)
      .monster(0, C.SANGAN)
      .extra(0, C.GAIA_KNIGHT)
      .deck(0, C.FERAL_IMP, C.CELTIC_GUARDIAN)
      .start();
    s.choose('Synchro Summon Gaia Knight, the Force of Earth (your Extra Deck)');
    while (s.decision?.about === 'material') s.answer([0]);
    s.choose('Defense Position');
    s.passUntil((x) => x.decision?.about === 'effect' || x.decision?.about === 'main-phase-action');
    expect(s.find(C.GAIA_KNIGHT, 'mzone').defense).toBe(true);
    // Sangan's search (mandatory under its current text) is on the chain after the Summon.
    expect(s.decision?.about).toBe('effect');
    s.choose(/^Feral Imp/);
    expect(s.codes(0, 'hand')).toEqual([C.FERAL_IMP]);
  });
});

/** Junk Warrior with the zone asked: its materials' zones (2 and 4) are the free ones. */
function junkWarriorAsking(s: Scenario): void {
  s.choose('Synchro Summon Junk Warrior (your Extra Deck)');
  while (s.decision?.about === 'material') s.answer([0]);
  s.choose('Attack Position');
  expect(s.decision?.about).toBe('zone');
  expect(s.ids()).toEqual(['zone:mzone:1', 'zone:mzone:3']);
  s.choose('zone:mzone:3');
  s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
}

describe('De-Synchro and the material status (003 §3.3.2)', () => {
  function withDeSynchro(extra: (s: Scenario) => void): Scenario {
    const s = scenario()
      .monster(0, C.JUNK_SYNCHRON)
      .monster(0, C.OJAMA_GREEN)
      .extra(0, C.JUNK_WARRIOR)
      .hand(0, C.DE_SYNCHRO, C.MONSTER_REBORN, C.FERAL_IMP)
      .spellTrap(0, C.RAIGEKI_BREAK)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    junkWarrior(s);
    extra(s);
    s.choose('Activate De-Synchro');
    s.passUntil((x) => x.decision?.about === 'effect' || x.decision?.about === 'main-phase-action');
    return s;
  }

  it('returns Junk Warrior to the Extra Deck and Special Summons both its materials', () => {
    const s = withDeSynchro(() => {});
    expect(s.decision?.kind).toBe('yes-no');
    s.choose('Yes');
    s.choose('Attack Position');
    s.choose('Defense Position');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'extra')).toContain(C.JUNK_WARRIOR);
    expect(s.codes(0, 'mzone').sort()).toEqual([C.JUNK_SYNCHRON, C.OJAMA_GREEN].sort());
    expect(s.find(C.OJAMA_GREEN, 'mzone').defense).toBe(true);
  });

  it('TC-37: Junk Synchron revived and destroyed is no longer a material: nothing is Special Summoned', () => {
    const s = withDeSynchro((x) => {
      x.choose('Activate Monster Reborn');
      x.choose(/^Junk Synchron/);
      x.passUntil((y) => y.decision?.about === 'summon-position' || y.decision?.kind === 'select-option');
      x.choose('Attack Position');
      x.passUntil((y) => y.duel.chain.length === 0 && y.decision?.about === 'main-phase-action');
      x.choose('Activate Raigeki Break');
      x.choose(/^Feral Imp/);
      x.choose(/^Junk Synchron/);
      x.passUntil((y) => y.duel.chain.length === 0 && y.decision?.about === 'main-phase-action');
      expect(x.codes(0, 'gy')).toContain(C.JUNK_SYNCHRON);
    });
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'extra')).toContain(C.JUNK_WARRIOR);
    expect(s.codes(0, 'mzone')).toEqual([]);
    expect(s.codes(0, 'gy')).toEqual(expect.arrayContaining([C.JUNK_SYNCHRON, C.OJAMA_GREEN]));
  });

  it('TC-38: Junk Warrior destroyed and revived has no materials: De-Synchro cannot Special Summon Junk Synchron', () => {
    const s = withDeSynchro((x) => {
      x.choose('Activate Raigeki Break');
      x.choose(/^Feral Imp/);
      // Junk Warrior is the only other card on the field: the target is not asked.
      x.passUntil((y) => y.duel.chain.length === 0 && y.decision?.about === 'main-phase-action');
      x.choose('Activate Monster Reborn');
      x.choose(/^Junk Warrior/);
      x.passUntil((y) => y.decision?.kind === 'select-option');
      x.choose('Attack Position');
      x.passUntil((y) => y.duel.chain.length === 0 && y.decision?.about === 'main-phase-action');
      expect(x.find(C.JUNK_WARRIOR, 'mzone').summon).toBe('special');
    });
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'extra')).toContain(C.JUNK_WARRIOR);
    expect(s.codes(0, 'mzone')).toEqual([]);
  });
});

describe('Junk Synchron (003 §3.4.4: "it has its effects negated")', () => {
  it('Special Summons a Level 2 or lower monster from the GY in Defense Position, its effects negated while it stays', () => {
    const s = scenario().hand(0, C.JUNK_SYNCHRON).gy(0, C.DECOY_DRAGON).start();
    s.choose('Normal Summon Junk Synchron (your hand)');
    s.passUntil((x) => x.decision?.about === 'trigger-select' || x.decision?.about === 'main-phase-action');
    s.choose(/Special Summon 1 Level 2/);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    const decoy = s.find(C.DECOY_DRAGON, 'mzone');
    expect(decoy.defense).toBe(true);
    expect(isNegated(s.duel, decoy)).toBe(true);
  });
});
