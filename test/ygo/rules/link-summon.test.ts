/**
 * 003 §3.3.2 Link Summon and 003 §2.1.1/§3.2.1 Link Arrows (issue 7): face-up materials as many as the Link Rating
 * (a Link Monster may count as its Link Rating), to the GY; the Link Monster goes face-up Attack Position to an Extra
 * Monster Zone or a Main Monster Zone a Link Arrow points to, and never changes position. Only 003 has it.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { linkedZones, pointedZones } from '../../../src/ygo/rules/link.ts';
import type { RuleSetId } from '../../../src/ygo/rulesets.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

/**
 * Decode Talker Link Summoned from Man-Eater Bug, Decoy Dragon and Junk Synchron (zones 1–3) to the right Extra Monster
 * Zone; Celtic Guardian and Beaver Warrior in zones 4 and 5; the opponent has two Feral Imps and a Set Raigeki Break.
 */
function decodeBoard(): Scenario {
  const s = scenario()
    .askZones()
    .monster(0, C.MAN_EATER_BUG)
    .monster(0, C.DECOY_DRAGON)
    .monster(0, C.JUNK_SYNCHRON)
    .monster(0, C.CELTIC_GUARDIAN)
    .monster(0, C.BEAVER_WARRIOR)
    .monster(1, C.FERAL_IMP)
    .monster(1, C.FERAL_IMP)
    .extra(0, C.DECODE_TALKER)
    .spellTrap(1, C.RAIGEKI_BREAK)
    .hand(1, C.KURIBOH)
    .deck(0, C.FERAL_IMP, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP, C.FERAL_IMP)
    .start();
  // The three Effect Monsters are the only set: nothing to choose but the zone.
  return link(s, 'Decode Talker', 'zone:mzone:6');
}

/** Link Summon `name` with the first materials offered; back at the open state. */
function link(s: Scenario, name: string, zone?: string): Scenario {
  s.choose(new RegExp(`^Link Summon ${name}`));
  while (s.decision?.about === 'material') s.answer([0]);
  if (zone) s.choose(zone);
  s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
  return s;
}

function spiderBoard(rules: RuleSetId = 'master-rule-2020'): Scenario {
  return scenario()
    .rules(rules)
    .askZones()
    .monster(0, C.CELTIC_GUARDIAN)
    .hand(0, C.BEAVER_WARRIOR)
    .extra(0, C.LINK_SPIDER)
    .start();
}

describe('Link Summon (003 §3.3.2)', () => {
  it('Link Spider from 1 Normal Monster goes to an Extra Monster Zone (no Link Arrow points anywhere yet)', () => {
    const s = spiderBoard();
    s.choose('Link Summon Link Spider (your Extra Deck)');
    // No position question: a Link Monster is always in Attack Position. Only the Extra Monster Zones are legal.
    expect(s.decision?.about).toBe('zone');
    expect(s.ids()).toEqual(['zone:mzone:5', 'zone:mzone:6']);
    s.choose('zone:mzone:5');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    const spider = s.find(C.LINK_SPIDER, 'mzone');
    expect(spider.seq).toBe(5);
    expect(spider.summon).toBe('link');
    expect(spider.defense).toBe(false);
    expect(s.codes(0, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
    // Its bottom arrow, from the left Extra Monster Zone, points to player 0's second Main Monster Zone.
    expect(pointedZones(s.duel, spider.uid)).toEqual([{ player: 0, seq: 1 }]);
    expect(linkedZones(s.duel, 0)).toEqual([1]);
    // A Link Monster never changes its battle position.
    expect(s.options().some((o) => o.startsWith('Change the battle position of Link Spider'))).toBe(false);
  });

  it('Link Spider Special Summons a Normal Monster only to the zone it points to', () => {
    const s = spiderBoard();
    s.choose('Link Summon Link Spider (your Extra Deck)');
    s.choose('zone:mzone:6');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    // From the right Extra Monster Zone (column 3), the arrow points to Main Monster Zone 4 (seq 3).
    s.choose(/^Activate Link Spider/);
    s.passUntil((x) => x.decision?.kind === 'select-option');
    s.choose('Defense Position');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    const beaver = s.find(C.BEAVER_WARRIOR, 'mzone');
    expect(beaver.seq).toBe(3);
    expect(beaver.defense).toBe(true);
  });

  it('Decode Talker needs 2+ Effect Monsters whose count makes Link-3; it gains 500 ATK per monster it points to', () => {
    const two = scenario().monster(0, C.MAN_EATER_BUG).monster(0, C.DECOY_DRAGON).extra(0, C.DECODE_TALKER).start();
    expect(two.has('Link Summon Decode Talker (your Extra Deck)')).toBe(false);
    const s = decodeBoard();
    const dt = s.find(C.DECODE_TALKER, 'mzone');
    // Right Extra Monster Zone (column 3): top → the opponent's seq 1, bottom-left → seq 2, bottom-right → seq 4.
    expect(pointedZones(s.duel, dt.uid)).toEqual([
      { player: 1, seq: 1 },
      { player: 0, seq: 2 },
      { player: 0, seq: 4 },
    ]);
    // It points to Beaver Warrior (seq 4) and the opponent's second Feral Imp (seq 1).
    expect(s.atk(C.DECODE_TALKER)).toBe(2300 + 500 + 500);
    expect(s.codes(0, 'gy').sort()).toEqual([C.MAN_EATER_BUG, C.DECOY_DRAGON, C.JUNK_SYNCHRON].sort());
  });

  it('a second Link Monster: the player holds an Extra Monster Zone already, so only zones a Link Arrow points to', () => {
    const s = scenario()
      .askZones()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.MYSTICAL_ELF)
      .extra(0, C.LINK_SPIDER, C.LINK_SPIDER)
      .start();
    s.chooseAny('Link Summon Link Spider (your Extra Deck)');
    while (s.decision?.about === 'material') s.choose(/^Celtic Guardian/);
    s.choose('zone:mzone:5');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    // The first Spider points to seq 1 (Mystical Elf's zone): using Mystical Elf frees it.
    s.chooseAny('Link Summon Link Spider (your Extra Deck)');
    expect(s.decision?.about === 'zone' ? s.ids() : ['zone:mzone:1']).toEqual(['zone:mzone:1']);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'mzone')).toEqual([C.LINK_SPIDER, C.LINK_SPIDER]);
    expect(
      s
        .cards(0, 'mzone')
        .map((c) => c.seq)
        .sort(),
    ).toEqual([1, 5]);
  });

  it.each(['master-rule-2', 'pre-2008', 'ocg-2005'] as const)('%s has no Link Summon', (rules) => {
    expect(
      spiderBoard(rules)
        .options()
        .some((o) => o.startsWith('Link Summon')),
    ).toBe(false);
  });

  it('Decode Talker negates an opponent\u2019s activation that targets a card you control, Tributing a monster it points to', () => {
    const s = decodeBoard();
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Raigeki Break'));
    s.choose('Activate Raigeki Break');
    s.choose(/^Decode Talker/);
    s.passUntil((x) => x.decision?.player === 0 && x.has(/^Activate Decode Talker/));
    s.choose(/^Activate Decode Talker/);
    s.passUntil((x) => x.duel.chain.length === 0);
    // Beaver Warrior, the one monster of ours it points to, was Tributed; Raigeki Break was negated and destroyed.
    expect(s.find(C.BEAVER_WARRIOR).location).toBe('gy');
    expect(s.find(C.RAIGEKI_BREAK).location).toBe('gy');
    expect(s.find(C.DECODE_TALKER).location).toBe('mzone');
    expect(s.events('negate-activation').length).toBe(1);
  });
});
