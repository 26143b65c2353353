/**
 * 003 §3.3.2 Xyz Summon (issue 7): face-up monsters of the same Level are attached as Xyz Materials, then the Xyz
 * Monster goes on top. Materials are not on the field: detaching is a cost that sends them to the GY; they go to the GY
 * when the Xyz Monster leaves the field, and stay attached when it is turned face-down or changes control (000 p.45).
 * A Rank is not a Level. Master Rule 2 (000 p.9) has it; the pre-2008 rules do not.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { viewDuel } from '../../../src/ygo/view.ts';
import type { RuleSetId } from '../../../src/ygo/rulesets.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

/** Three Level 4 monsters and a Level 3 face-up; Gem-Knight Pearl, Number 39: Utopia and Number 17 in the Extra Deck. */
function board(rules: RuleSetId = 'master-rule-2020'): Scenario {
  return scenario()
    .rules(rules)
    .monster(0, C.CELTIC_GUARDIAN)
    .monster(0, C.FERAL_IMP)
    .monster(0, C.MYSTICAL_ELF)
    .monster(0, C.GIANT_SOLDIER_OF_STONE)
    .extra(0, C.GEM_KNIGHT_PEARL, C.UTOPIA, C.LEVIATHAN_DRAGON)
    .start();
}

/** Xyz Summon `name` with the first materials offered, in Attack Position; back at the open state. */
function xyz(s: Scenario, name: string): Scenario {
  s.choose(new RegExp(`^Xyz Summon ${name}`));
  while (s.decision?.about === 'material') s.answer([0]);
  s.choose('Attack Position');
  s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
  return s;
}

describe('Xyz Summon (003 §3.3.2)', () => {
  it('is offered for the Ranks the face-up Levels can make: two Level 4s, not one Level 3', () => {
    expect(
      board()
        .options()
        .filter((o) => o.startsWith('Xyz Summon')),
    ).toEqual(['Xyz Summon Gem-Knight Pearl (your Extra Deck)', 'Xyz Summon Number 39: Utopia (your Extra Deck)']);
  });

  it('attaches the materials under the Xyz Monster: not on the field, not in the GY, shown in the view', () => {
    const s = board();
    s.choose('Xyz Summon Gem-Knight Pearl (your Extra Deck)');
    // "2 Level 4 monsters": any two of the three; once two are chosen the set is complete.
    expect(s.options().map((o) => o.split(' (')[0])).toEqual(['Celtic Guardian', 'Feral Imp', 'Mystical Elf']);
    s.choose(/^Celtic Guardian/);
    s.choose(/^Mystical Elf/);
    s.choose('Defense Position');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    const pearl = s.find(C.GEM_KNIGHT_PEARL, 'mzone');
    expect(pearl.summon).toBe('xyz');
    expect(pearl.defense).toBe(true);
    expect(pearl.properlySummoned).toBe(true);
    expect(pearl.overlay.map((u) => s.duel.cards[u]!.code)).toEqual([C.CELTIC_GUARDIAN, C.MYSTICAL_ELF]);
    expect(s.codes(0, 'overlay').sort()).toEqual([C.CELTIC_GUARDIAN, C.MYSTICAL_ELF].sort());
    expect(s.codes(0, 'gy')).toEqual([]);
    expect(s.codes(0, 'mzone').sort()).toEqual([C.FERAL_IMP, C.GIANT_SOLDIER_OF_STONE, C.GEM_KNIGHT_PEARL].sort());
    // Both players see the materials (003 §3.3.2: public, face-up).
    const seen = viewDuel(s.duel, 1).players[0].monsters.concat(viewDuel(s.duel, 1).extraMonsterZones);
    const v = seen.find((m) => m?.code === C.GEM_KNIGHT_PEARL);
    expect(v?.materials?.map((m) => m.code)).toEqual([C.CELTIC_GUARDIAN, C.MYSTICAL_ELF]);
  });

  it('a Rank is not a Level, a face-down monster is not a material', () => {
    const s = scenario()
      .monster(0, C.GEM_KNIGHT_PEARL)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.FERAL_IMP, 'set')
      .extra(0, C.UTOPIA)
      .start();
    expect(s.options().some((o) => o.startsWith('Xyz Summon'))).toBe(false);
  });

  it('when it leaves the field its materials go to the GY, never having been on the field', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.MYSTICAL_ELF)
      .extra(0, C.GEM_KNIGHT_PEARL)
      .hand(0, C.DARK_HOLE)
      .start();
    xyz(s, 'Gem-Knight Pearl');
    s.choose('Activate Dark Hole');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'gy').sort()).toEqual(
      [C.DARK_HOLE, C.GEM_KNIGHT_PEARL, C.CELTIC_GUARDIAN, C.MYSTICAL_ELF].sort(),
    );
    expect(s.codes(0, 'overlay')).toEqual([]);
    // Only the Xyz Monster was destroyed; its materials were sent by the rules from under it.
    const destroyed = s.events('destroyed').map((e) => e['code']);
    expect(destroyed).toContain(C.GEM_KNIGHT_PEARL);
    expect(destroyed).not.toContain(C.CELTIC_GUARDIAN);
  });

  it('turned face-down (Book of Moon) or taken (Change of Heart), it keeps its materials (000 p.45)', () => {
    const s = scenario()
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.MYSTICAL_ELF)
      .extra(1, C.GEM_KNIGHT_PEARL)
      .turn(1)
      .start();
    xyz(s, 'Gem-Knight Pearl');
    const pearl = s.find(C.GEM_KNIGHT_PEARL, 'mzone');
    expect(pearl.overlay).toHaveLength(2);
    const later = scenario()
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.MYSTICAL_ELF)
      .extra(1, C.GEM_KNIGHT_PEARL)
      .hand(1, C.BOOK_OF_MOON, C.CHANGE_OF_HEART)
      .turn(1)
      .start();
    xyz(later, 'Gem-Knight Pearl');
    later.choose('Activate Book of Moon');
    later.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(later.find(C.GEM_KNIGHT_PEARL, 'mzone').faceUp).toBe(false);
    expect(later.find(C.GEM_KNIGHT_PEARL, 'mzone').overlay).toHaveLength(2);
    const taken = scenario()
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.MYSTICAL_ELF)
      .extra(1, C.GEM_KNIGHT_PEARL)
      .hand(0, C.CHANGE_OF_HEART)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .turn(1)
      .start();
    xyz(taken, 'Gem-Knight Pearl');
    taken.passUntil((x) => x.duel.turnPlayer === 0 && x.has('Activate Change of Heart'), 400);
    taken.choose('Activate Change of Heart');
    taken.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    const moved = taken.find(C.GEM_KNIGHT_PEARL, 'mzone');
    expect(moved.controller).toBe(0);
    expect(moved.overlay.map((u) => taken.duel.cards[u]!.code).sort()).toEqual(
      [C.CELTIC_GUARDIAN, C.MYSTICAL_ELF].sort(),
    );
  });

  it('a negated Xyz Summon: the monster and its materials go to the GY, not properly Summoned', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.MYSTICAL_ELF)
      .extra(0, C.GEM_KNIGHT_PEARL)
      .spellTrap(1, C.SOLEMN_JUDGMENT)
      .start();
    s.choose('Xyz Summon Gem-Knight Pearl (your Extra Deck)');
    s.choose('Attack Position');
    s.passUntilOffered('Activate Solemn Judgment');
    s.choose('Activate Solemn Judgment');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.find(C.GEM_KNIGHT_PEARL, 'gy').properlySummoned).toBe(false);
    expect(s.codes(0, 'gy')).toEqual(expect.arrayContaining([C.CELTIC_GUARDIAN, C.MYSTICAL_ELF, C.GEM_KNIGHT_PEARL]));
  });

  it.each(['master-rule-2020', 'master-rule-2'] as const)('%s has Xyz Summons', (rules) => {
    expect(board(rules).has('Xyz Summon Gem-Knight Pearl (your Extra Deck)')).toBe(true);
  });

  it.each(['pre-2008', 'ocg-2005'] as const)('%s has none (002/004)', (rules) => {
    expect(
      board(rules)
        .options()
        .some((o) => o.startsWith('Xyz Summon')),
    ).toBe(false);
  });
});

describe('Xyz Materials as costs (003 §3.3.2)', () => {
  function leviathan(): Scenario {
    const s = scenario()
      .monster(0, C.GIANT_SOLDIER_OF_STONE)
      .monster(0, C.SPIRIT_REAPER)
      .extra(0, C.LEVIATHAN_DRAGON)
      .start();
    return xyz(s, 'Number 17: Leviathan Dragon');
  }

  it('Number 17: detach 1 (to the GY, the player choosing which) for +500 ATK, once per turn', () => {
    const s = leviathan();
    s.choose(/^Activate Number 17: Leviathan Dragon/);
    expect(s.decision?.about).toBe('cost');
    s.choose(/^Spirit Reaper/);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.atk(C.LEVIATHAN_DRAGON)).toBe(2500);
    expect(s.codes(0, 'gy')).toEqual([C.SPIRIT_REAPER]);
    expect(s.events('detach').map((e) => e['code'])).toEqual([C.SPIRIT_REAPER]);
    expect(s.has(/^Activate Number 17/)).toBe(false);
  });

  it('Number 17 with no material cannot attack directly (its own condition)', () => {
    const bare = scenario().monster(0, C.LEVIATHAN_DRAGON).turn(0, 'battle').start();
    // Placed by the scenario without materials: no direct attack.
    expect(bare.options().some((o) => o.startsWith('Attack directly'))).toBe(false);
  });

  it('Number 39: Utopia detaches 1 to negate an attack; with no material, targeted for an attack it is destroyed', () => {
    const s = scenario()
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.MYSTICAL_ELF)
      .extra(1, C.UTOPIA)
      .monster(0, C.SUMMONED_SKULL)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .turn(1)
      .start();
    xyz(s, 'Number 39: Utopia');
    s.passUntil((x) => x.duel.turnPlayer === 0 && x.has('Enter the Battle Phase'), 400);
    s.choose('Enter the Battle Phase');
    s.passUntil((x) => x.has(/^Attack Number 39/));
    s.choose(/^Attack Number 39/);
    s.passUntilOffered(/^Activate Number 39: Utopia/);
    s.choose(/^Activate Number 39: Utopia/);
    expect(s.options()).toEqual([
      'Celtic Guardian (material of Number 39: Utopia (your Monster Zone 1))',
      'Mystical Elf (material of Number 39: Utopia (your Monster Zone 1))',
    ]);
    s.choose(/^Celtic Guardian/);
    s.passUntil((x) => x.duel.chain.length === 0);
    expect(s.duel.battle?.negated ?? true).toBe(true);
    expect(s.find(C.UTOPIA, 'mzone').overlay).toHaveLength(1);
    expect(s.lp(1)).toBe(8000);
    expect(s.codes(1, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
    // With no material left (placed without any here), being targeted for an attack destroys it.
    const bare = scenario().monster(1, C.UTOPIA).monster(0, C.SUMMONED_SKULL).turn(0, 'battle').start();
    bare.choose(/^Attack Number 39/);
    bare.passUntil((x) => x.duel.chain.length === 0 && x.find(C.UTOPIA).location !== 'mzone');
    expect(bare.find(C.UTOPIA).location).toBe('gy');
    expect(bare.events('destroyed').map((e) => e['code'])).toEqual([C.UTOPIA]);
  });
});
