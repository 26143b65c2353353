/**
 * 003 §3.3.2 "the player chooses the Monster Zone", and 003 §3.3.3 the same for Spell & Trap Zones (issue 11
 * item 5): a `select-zone` decision among the legal zones, skipped when exactly one is legal, asked before anything
 * moves (Tributes and materials free their zones for the choice).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import type { RuleSetId } from '../../../src/ygo/rulesets.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

/** The zone ids offered by the pending zone choice. */
function zonesOffered(s: Scenario): string[] {
  expect(s.decision?.about).toBe('zone');
  expect(s.decision?.kind).toBe('select-zone');
  return s.ids();
}

const MAIN = (...seqs: number[]): string[] => seqs.map((q) => `zone:mzone:${q}`);
const SPELL = (...seqs: number[]): string[] => seqs.map((q) => `zone:szone:${q}`);

describe('the player chooses the zone (003 §3.3.2, §3.3.3)', () => {
  it('a Normal Summon asks among the free Main Monster Zones and goes where chosen', () => {
    const s = scenario().askZones().hand(0, C.FERAL_IMP).monster(0, C.CELTIC_GUARDIAN).start();
    s.choose('Normal Summon Feral Imp');
    expect(zonesOffered(s)).toEqual(MAIN(1, 2, 3, 4));
    expect(s.decision?.rule).toBe('003 §3.3.2');
    s.choose({ id: 'zone:mzone:3' });
    expect(s.find(C.FERAL_IMP, 'mzone').seq).toBe(3);
    expect(s.duel.players[0].mzone[3]).toBe(s.find(C.FERAL_IMP).uid);
  });

  it('a Set monster too; with one free zone nothing is asked', () => {
    const s = scenario().askZones().hand(0, C.FERAL_IMP).turn(0);
    for (let i = 0; i < 4; i++) s.monster(0, C.CELTIC_GUARDIAN);
    const d = s.start();
    d.choose('Set Feral Imp');
    // Straight back to the Main Phase: the one free zone (the fifth) was taken without a question.
    expect(d.decision?.about).not.toBe('zone');
    expect(d.find(C.FERAL_IMP, 'mzone').seq).toBe(4);
  });

  it('a Tribute frees its zone for the choice (the Tribute is chosen first)', () => {
    const b = scenario().askZones().hand(0, C.SUMMONED_SKULL);
    for (let i = 0; i < 4; i++) b.monster(0, C.CELTIC_GUARDIAN);
    const s = b.start();
    s.choose('Normal Summon Summoned Skull');
    s.answer([1]); // the Celtic Guardian in zone 2
    expect(zonesOffered(s)).toEqual(MAIN(1, 4));
    s.choose({ id: 'zone:mzone:1' });
    expect(s.find(C.SUMMONED_SKULL, 'mzone').seq).toBe(1);
    expect(s.codes(0, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
  });

  it('with the Main Monster Zones full, the Tribute Summon goes to the Tribute\u2019s zone without a question', () => {
    const b = scenario().askZones().hand(0, C.SUMMONED_SKULL);
    for (let i = 0; i < 5; i++) b.monster(0, C.CELTIC_GUARDIAN);
    const s = b.start();
    s.choose('Normal Summon Summoned Skull');
    s.answer([2]);
    expect(s.decision?.about).not.toBe('zone');
    expect(s.find(C.SUMMONED_SKULL, 'mzone').seq).toBe(2);
  });

  it('Setting a Spell and activating one from the hand ask for the Spell & Trap Zone', () => {
    const s = scenario()
      .askZones()
      .askAlways()
      .hand(0, C.POT_OF_GREED, C.MST)
      .spellTrap(0, C.TRAP_HOLE)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose('Set Mystical Space Typhoon');
    expect(zonesOffered(s)).toEqual(SPELL(1, 2, 3, 4));
    expect(s.decision?.rule).toBe('003 §3.3.3');
    s.choose({ id: 'zone:szone:4' });
    expect(s.find(C.MST, 'szone').seq).toBe(4);
    s.choose('Activate Pot of Greed');
    expect(zonesOffered(s)).toEqual(SPELL(1, 2, 3));
    // Nothing has moved while the zone is being chosen.
    expect(s.find(C.POT_OF_GREED).location).toBe('hand');
    s.choose({ id: 'zone:szone:2' });
    // On the chain, in the chosen zone.
    expect(s.duel.chain[0]?.uid).toBe(s.find(C.POT_OF_GREED).uid);
    expect(s.find(C.POT_OF_GREED, 'szone').seq).toBe(2);
  });

  it('a Special Summon by an effect asks its controller (Monster Reborn)', () => {
    const s = scenario()
      .askZones()
      .hand(0, C.MONSTER_REBORN)
      .monster(0, C.CELTIC_GUARDIAN)
      .gy(1, C.SUMMONED_SKULL)
      .start();
    s.choose('Activate Monster Reborn');
    s.choose({ id: 'zone:szone:0' });
    s.passUntil((x) => x.has('Attack Position'));
    s.choose('Attack Position');
    expect(zonesOffered(s)).toEqual(MAIN(1, 2, 3, 4));
    expect(s.decision?.player).toBe(0);
    s.choose({ id: 'zone:mzone:2' });
    const skull = s.find(C.SUMMONED_SKULL, 'mzone');
    expect([skull.seq, skull.controller]).toEqual([2, 0]);
  });

  it('several monsters Summoned at once: each zone is chosen before any moves, none twice (Puppet Master)', () => {
    const s = scenario()
      .askZones()
      .hand(0, C.PUPPET_MASTER)
      .monster(0, C.CELTIC_GUARDIAN)
      .gy(0, C.SUMMONED_SKULL, C.ARCHFIEND_OF_GILFER)
      .start();
    s.choose('Normal Summon Puppet Master');
    s.choose('Celtic Guardian');
    s.choose({ id: 'zone:mzone:4' });
    s.passUntil((x) => x.has(/Puppet Master .*: Pay 2000 LP/));
    s.choose(/Puppet Master .*: Pay 2000 LP/);
    s.passUntil((x) => x.decision?.about === 'zone');
    expect(zonesOffered(s)).toEqual(MAIN(0, 1, 2, 3));
    s.choose({ id: 'zone:mzone:0' });
    expect(s.codes(0, 'gy').sort()).toEqual([C.ARCHFIEND_OF_GILFER, C.CELTIC_GUARDIAN, C.SUMMONED_SKULL].sort());
    expect(zonesOffered(s)).toEqual(MAIN(1, 2, 3));
    s.choose({ id: 'zone:mzone:3' });
    const seqs = [C.SUMMONED_SKULL, C.ARCHFIEND_OF_GILFER].map((c) => s.find(c, 'mzone').seq).sort();
    expect(seqs).toEqual([0, 3]);
  });

  it('taking control: the new controller chooses the zone (Change of Heart)', () => {
    const s = scenario()
      .askZones()
      .hand(0, C.CHANGE_OF_HEART)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(1, C.SUMMONED_SKULL)
      .start();
    s.choose('Activate Change of Heart');
    s.choose({ id: 'zone:szone:0' });
    s.passUntil((x) => x.decision?.about === 'zone');
    expect(zonesOffered(s)).toEqual(MAIN(1, 2, 3, 4));
    s.choose({ id: 'zone:mzone:4' });
    const skull = s.find(C.SUMMONED_SKULL, 'mzone');
    expect([skull.controller, skull.seq]).toEqual([0, 4]);
  });

  const fusionZones = (rules: RuleSetId): string[] => {
    const s = scenario()
      .rules(rules)
      .askZones()
      .hand(0, C.POLYMERIZATION, C.GAIA_FIERCE_KNIGHT, C.CURSE_OF_DRAGON)
      .extra(0, C.GAIA_DRAGON_CHAMPION)
      .start();
    s.choose('Activate Polymerization');
    s.choose({ id: 'zone:szone:0' });
    s.passUntil((x) => x.decision?.about === 'effect' && x.decision.player === 0);
    while (s.decision?.kind === 'select-cards') s.answer([0]);
    s.choose('Attack Position');
    const zones = zonesOffered(s);
    s.answer([zones.length - 1]);
    return zones;
  };

  it('a Fusion Monster may go to an Extra Monster Zone where there are some (master-rule-2020), not under master-rule-2', () => {
    expect(fusionZones('master-rule-2020')).toEqual([...MAIN(0, 1, 2, 3, 4), 'zone:mzone:5', 'zone:mzone:6']);
    expect(fusionZones('master-rule-2')).toEqual(MAIN(0, 1, 2, 3, 4));
  });

  it('the chosen Extra Monster Zone is where the Fusion Monster stands; then no second one is offered', () => {
    const s = scenario()
      .askZones()
      .hand(0, C.POLYMERIZATION, C.POLYMERIZATION, C.GAIA_FIERCE_KNIGHT, C.CURSE_OF_DRAGON)
      .hand(0, C.GAIA_FIERCE_KNIGHT, C.CURSE_OF_DRAGON)
      .extra(0, C.GAIA_DRAGON_CHAMPION, C.GAIA_DRAGON_CHAMPION)
      .start();
    const fuse = (): string[] => {
      s.chooseAny('Activate Polymerization');
      s.answer([0]);
      s.passUntil((x) => x.decision?.about === 'effect' && x.decision.player === 0);
      while (s.decision?.kind === 'select-cards') s.answer([0]);
      s.choose('Attack Position');
      return zonesOffered(s);
    };
    expect(fuse()).toContain('zone:mzone:6');
    s.choose({ id: 'zone:mzone:6' });
    expect(s.duel.emz[1]).toBe(s.find(C.GAIA_DRAGON_CHAMPION, 'mzone').uid);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    // 003 §3.2.1: one Extra Monster Zone per player.
    expect(fuse()).toEqual(MAIN(0, 1, 2, 3, 4));
  });

  it('an answer that is not a zone offered is refused and changes nothing', () => {
    const s = scenario().askZones().hand(0, C.FERAL_IMP).start();
    s.choose('Normal Summon Feral Imp');
    const before = JSON.stringify(s.duel);
    const r = s.game.respond(s.duel, 0, [5]);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(s.duel)).toBe(before);
  });

  it('a scenario that does not ask for zones takes the first one offered (the leftmost free zone)', () => {
    const s = scenario().hand(0, C.FERAL_IMP).monster(0, C.CELTIC_GUARDIAN).start();
    s.choose('Normal Summon Feral Imp');
    expect(s.decision?.about).not.toBe('zone');
    expect(s.find(C.FERAL_IMP, 'mzone').seq).toBe(1);
  });
});
