/**
 * 003 §2.1.1 and the `master-rule-4` preset (issue 7): 003 §2.1.1 is written as the change from Master Rule 4, under
 * which every monster Special Summoned from the Extra Deck — Fusion, Synchro and Xyz as well as Link — went to an Extra
 * Monster Zone or a Main Monster Zone a Link Arrow points to. Since April 2020 only Link Monsters and face-up Pendulum
 * Monsters are held to that; the others may use any Main Monster Zone. Nothing that would find no zone is offered.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { MASTER_RULE_2020, MASTER_RULE_4, type RuleSetId } from '../../../src/ygo/rulesets.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

/** Junk Synchron (Lv3 Tuner), Ojama Green and Man-Eater Bug (Lv2) in Main Monster Zones 1–3; Junk Warrior to Summon. */
function synchroBoard(rules: RuleSetId, extraFirst?: number): Scenario {
  let b = scenario().rules(rules).askZones();
  if (extraFirst !== undefined) b = b.monsterWith(0, extraFirst, { zone: 'extra-left' });
  return b
    .monster(0, C.JUNK_SYNCHRON)
    .monster(0, C.OJAMA_GREEN)
    .monster(0, C.MAN_EATER_BUG)
    .extra(0, C.JUNK_WARRIOR)
    .deck(0, C.FERAL_IMP, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP, C.FERAL_IMP)
    .start();
}

/** Start the Synchro Summon of Junk Warrior with Junk Synchron and Ojama Green; stop at the zone question. */
function toZoneChoice(s: Scenario): Scenario {
  s.choose('Synchro Summon Junk Warrior (your Extra Deck)');
  while (s.decision?.about === 'material') s.chooseAny(/^(Junk Synchron|Ojama Green)/);
  s.choose('Attack Position');
  return s;
}

describe('the Extra Deck zone rule under master-rule-4 (003 §2.1.1)', () => {
  it('a Synchro Monster may use any Main Monster Zone since 2020, only an Extra Monster Zone under Master Rule 4', () => {
    const now = toZoneChoice(synchroBoard('master-rule-2020'));
    expect(now.decision?.about).toBe('zone');
    // The materials' zones (1, 2), the free ones (4, 5) and both Extra Monster Zones.
    expect(now.ids()).toEqual([
      'zone:mzone:0',
      'zone:mzone:1',
      'zone:mzone:3',
      'zone:mzone:4',
      'zone:mzone:5',
      'zone:mzone:6',
    ]);
    const mr4 = toZoneChoice(synchroBoard('master-rule-4'));
    expect(mr4.ids()).toEqual(['zone:mzone:5', 'zone:mzone:6']);
    mr4.choose('zone:mzone:6');
    mr4.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(mr4.find(C.JUNK_WARRIOR, 'mzone').seq).toBe(6);
  });

  it('holding an Extra Monster Zone with nothing linked, no Synchro Summon is offered under Master Rule 4', () => {
    // Gaia Knight in the left Extra Monster Zone: a player may use only one (003 §3.2.1), and no Link Arrow points anywhere.
    expect(synchroBoard('master-rule-4', C.GAIA_KNIGHT).has('Synchro Summon Junk Warrior (your Extra Deck)')).toBe(
      false,
    );
    expect(synchroBoard('master-rule-2020', C.GAIA_KNIGHT).has('Synchro Summon Junk Warrior (your Extra Deck)')).toBe(
      true,
    );
  });

  it('a zone a Link Arrow points to is legal, and only materials that leave such a zone are offered', () => {
    // Link Spider in the left Extra Monster Zone points down to Main Monster Zone 2, where Ojama Green is. Junk
    // Synchron + Man-Eater Bug would leave that zone taken: the one legal set is Junk Synchron + Ojama Green.
    const s = synchroBoard('master-rule-4', C.LINK_SPIDER);
    s.choose('Synchro Summon Junk Warrior (your Extra Deck)');
    expect(s.decision?.about).toBe('summon-position');
    s.choose('Attack Position');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    // One legal zone: no question; Junk Warrior stands where Ojama Green was.
    expect(s.find(C.JUNK_WARRIOR, 'mzone').seq).toBe(1);
    expect(s.codes(0, 'gy').sort()).toEqual([C.JUNK_SYNCHRON, C.OJAMA_GREEN].sort());
    // Asked anyway, the player is never offered Man-Eater Bug.
    const asked = scenario()
      .rules('master-rule-4')
      .askAlways()
      .monsterWith(0, C.LINK_SPIDER, { zone: 'extra-left' })
      .monster(0, C.JUNK_SYNCHRON)
      .monster(0, C.OJAMA_GREEN)
      .monster(0, C.MAN_EATER_BUG)
      .extra(0, C.JUNK_WARRIOR)
      .start();
    asked.choose('Synchro Summon Junk Warrior (your Extra Deck)');
    expect(asked.decision?.about).toBe('material');
    expect(asked.options().map((o) => o.split(' (')[0])).toEqual(['Junk Synchron', 'Ojama Green']);
  });

  it('Polymerization is not offered when the Fusion Monster would have no zone, under Master Rule 4 only', () => {
    const board = (rules: RuleSetId): Scenario =>
      scenario()
        .rules(rules)
        .monsterWith(0, C.GAIA_KNIGHT, { zone: 'extra-right' })
        .hand(0, C.POLYMERIZATION, C.GAIA_FIERCE_KNIGHT, C.CURSE_OF_DRAGON)
        .extra(0, C.GAIA_DRAGON_CHAMPION)
        .deck(0, C.FERAL_IMP)
        .deck(1, C.FERAL_IMP)
        .start();
    expect(board('master-rule-2020').has('Activate Polymerization')).toBe(true);
    expect(board('master-rule-4').has('Activate Polymerization')).toBe(false);
  });

  it('a Fusion Summon goes to an Extra Monster Zone under Master Rule 4', () => {
    const s = scenario()
      .rules('master-rule-4')
      .askZones()
      .hand(0, C.POLYMERIZATION, C.GAIA_FIERCE_KNIGHT, C.CURSE_OF_DRAGON)
      .extra(0, C.GAIA_DRAGON_CHAMPION)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Polymerization');
    // Polymerization's own Spell & Trap Zone first (003 §3.3.3).
    s.choose('zone:szone:0');
    s.passUntil((x) => x.decision?.player === 0 && x.decision.prompt.includes('position'));
    s.choose('Attack Position');
    expect(s.ids()).toEqual(['zone:mzone:5', 'zone:mzone:6']);
  });

  it('the preset is the 2020 game but for that rule, with the card texts of its time', () => {
    const { id, title, linkedZoneRule, cardTextsAsOf, ...rest } = MASTER_RULE_4;
    const { id: _i, title: _t, linkedZoneRule: now, cardTextsAsOf: _c, ...restNow } = MASTER_RULE_2020;
    expect([id, linkedZoneRule, now, cardTextsAsOf]).toEqual([
      'master-rule-4',
      'every-extra-deck-monster',
      'link-and-pendulum',
      '2020-03',
    ]);
    expect(title).toContain('Master Rule 4');
    expect(rest).toEqual(restNow);
  });
});
