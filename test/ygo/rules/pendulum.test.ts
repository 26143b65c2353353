/**
 * 003 §3.2.1 Pendulum Zones, 003 §3.3.3 Pendulum Monster cards as Spells, 003 §3.3.2 Pendulum Summon and the face-up
 * Extra Deck (issue 7). Only 003 (master-rule-2020) has them.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { ygoGame } from '../../../src/ygo/game.ts';
import { pendulumScales, whyNoPendulumSummon } from '../../../src/ygo/rules/pendulum.ts';
import { inPendulumZone } from '../../../src/ygo/rules/zones.ts';
import type { RuleSetId } from '../../../src/ygo/rulesets.ts';
import { viewDuel } from '../../../src/ygo/view.ts';
import { renderDuel } from '../../../src/ygo/render.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const toOpen = (s: Scenario): Scenario =>
  s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');

/** Fire Opalhead (Scale 0) and Flash Knight (Scale 7) in the Pendulum Zones: Levels 1 to 6 can be Pendulum Summoned. */
function scalesBoard(rules: RuleSetId = 'master-rule-2020') {
  return scenario()
    .rules(rules)
    .askZones()
    .pendulumZone(0, C.FIRE_OPALHEAD, 'left')
    .pendulumZone(0, C.FLASH_KNIGHT, 'right')
    .deck(0, C.CELTIC_GUARDIAN, C.CELTIC_GUARDIAN)
    .deck(1, C.CELTIC_GUARDIAN, C.CELTIC_GUARDIAN);
}

describe('Pendulum Zones (003 §3.2.1, §3.3.3)', () => {
  it('a Pendulum Monster is activated from the hand to an end Spell & Trap Zone and is a Spell there', () => {
    const s = scenario().askZones().hand(0, C.FLASH_KNIGHT).start();
    // It may also be Normal Summoned or Set as a monster, but never Set in a Spell & Trap Zone (003 §3.3.3).
    expect(s.options().filter((o) => o.startsWith('Set '))).toEqual(['Set Flash Knight (your hand)']);
    expect(s.decision?.options.some((o) => o.id?.startsWith('set-spell:'))).toBe(false);
    s.choose(/^Activate Flash Knight/);
    // Only the two Pendulum Zones are offered.
    expect(s.decision?.about).toBe('zone');
    expect(s.decision?.options.map((o) => o.id)).toEqual(['zone:szone:0', 'zone:szone:4']);
    s.choose('zone:szone:4');
    toOpen(s);
    const k = s.find(C.FLASH_KNIGHT);
    expect([k.location, k.seq, k.faceUp]).toEqual(['szone', 4, true]);
    expect(inPendulumZone(s.duel, k)).toBe(true);
  });

  it('is not offered when both Pendulum Zones are used, and never under master-rule-2 (no Pendulum Zones)', () => {
    const full = scalesBoard().hand(0, C.DRAGONG).start();
    expect(full.has(/^Activate Dragong/)).toBe(false);
    const old = scenario().rules('master-rule-2').hand(0, C.DRAGONG).start();
    expect(old.has(/^Activate Dragong/)).toBe(false);
    expect(old.has('Normal Summon Dragong (your hand)')).toBe(true);
  });

  it('its activation is a Spell Card activation: Magic Jammer negates it and the card goes to the GY, not the Extra Deck', () => {
    const s = scenario().hand(0, C.DRAGONG).spellTrap(1, C.MAGIC_JAMMER).hand(1, C.CELTIC_GUARDIAN).start();
    s.choose(/^Activate Dragong/);
    s.passUntil((x) => x.decision?.player === 1 && x.has(/^Activate Magic Jammer/));
    s.choose(/^Activate Magic Jammer/);
    while (s.decision?.about === 'cost') s.answer([0]);
    toOpen(s);
    // 003 §3.3.3: negated, it was never on the field.
    expect(s.find(C.DRAGONG).location).toBe('gy');
  });

  it('a Pendulum Effect is used only in the Pendulum Zone, as a Spell effect (Master Pendulum, the Dracoslayer)', () => {
    const s = scenario()
      .pendulumZone(0, C.MASTER_PENDULUM_THE_DRACOSLAYER, 'left')
      .pendulumZone(1, C.DRAGONG, 'right')
      .pendulumZone(1, C.FLASH_KNIGHT, 'left')
      .spellTrap(1, C.SOLEMN_STRIKE)
      .start();
    s.choose(/^Activate Master Pendulum, the Dracoslayer/);
    // Targets: the cards in Pendulum Zones (its own too).
    expect(s.options()).toEqual([
      'Master Pendulum, the Dracoslayer (your Spell & Trap Zone 1)',
      "Flash Knight (opponent's Spell & Trap Zone 1)",
      "Dragong (opponent's Spell & Trap Zone 5)",
    ]);
    s.choose(/^Dragong/);
    // Solemn Strike answers monster effects only: a Pendulum Effect is a Spell effect (003 §3.3.3).
    let offered = false;
    s.passUntil((x) => {
      if (x.decision?.player === 1 && x.has(/^Activate Solemn Strike/)) offered = true;
      return x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action';
    });
    expect(offered).toBe(false);
    expect(s.find(C.SOLEMN_STRIKE).location).toBe('szone');
    expect([s.find(C.DRAGONG).location, s.find(C.DRAGONG).faceUp]).toEqual(['extra', true]);
    // "Once, while this card is in your Pendulum Zone".
    expect(s.has(/^Activate Master Pendulum/)).toBe(false);
    // As a monster it has no such effect.
    const m = scenario().monster(0, C.MASTER_PENDULUM_THE_DRACOSLAYER).pendulumZone(1, C.DRAGONG, 'right').start();
    expect(m.has(/^Activate Master Pendulum/)).toBe(false);
  });

  it('a trigger Pendulum Effect triggers from the Pendulum Zone only (Sea Dragoons of Draconia)', () => {
    const battle = (sea: 'pz' | 'monster'): Scenario => {
      const b = scenario().turn(0, 'battle').monster(0, C.CELTIC_GUARDIAN).monster(1, C.MYSTICAL_ELF);
      if (sea === 'pz') b.pendulumZone(0, C.SEA_DRAGOONS_OF_DRACONIA, 'right');
      else b.monster(0, C.SEA_DRAGOONS_OF_DRACONIA, 'defense');
      const s = b.hand(0, C.CURSE_OF_DRAGON).deck(0, C.FERAL_IMP).deck(1, C.FERAL_IMP).start();
      s.passUntil((x) => x.has(/^Attack Mystical Elf .* with Celtic Guardian/));
      s.choose(/^Attack Mystical Elf .* with Celtic Guardian/);
      let offered = false;
      s.passUntil((x) => {
        if (x.has(/Sea Dragoons of Draconia/)) offered = true;
        return offered || (x.duel.battle === null && x.decision?.about === 'battle-step-action');
      });
      if (offered) {
        s.choose(/Sea Dragoons of Draconia/);
        s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0 && x.duel.summoning.length === 0);
      }
      return s;
    };
    const pz = battle('pz');
    expect(pz.find(C.MYSTICAL_ELF).location).toBe('gy');
    expect(pz.find(C.CURSE_OF_DRAGON).location).toBe('mzone');
    // As a monster it is a Normal Monster: nothing triggers.
    const mz = battle('monster');
    expect(mz.find(C.MYSTICAL_ELF).location).toBe('gy');
    expect(mz.find(C.CURSE_OF_DRAGON).location).toBe('hand');
  });

  it('the Pendulum Scales are those of the left and right Pendulum Zone cards', () => {
    const s = scalesBoard().start();
    expect(pendulumScales(s.duel, 0)).toEqual([0, 7]);
    expect(pendulumScales(s.duel, 1)).toBeNull();
  });
});

describe('Pendulum Summon (003 §3.3.2)', () => {
  it('Summons any number of monsters with Levels strictly between the Scales from the hand, at the same time', () => {
    const s = scalesBoard()
      .hand(0, C.DRAGONG, C.MANDRAGON, C.DARK_MAGICIAN, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.SOLEMN_JUDGMENT)
      .start();
    s.choose('Pendulum Summon');
    expect(s.decision?.about).toBe('pendulum-summon');
    // Dark Magician is Level 7: not strictly between 0 and 7.
    expect(s.options()).toEqual(['Dragong (your hand)', 'Mandragon (your hand)', 'Celtic Guardian (your hand)']);
    s.choose(/^Dragong/);
    expect(s.options()).toContain('Done');
    s.choose(/^Mandragon/);
    s.choose('Done');
    s.choose('Attack Position');
    s.choose('Defense Position');
    s.choose('zone:mzone:0');
    s.choose('zone:mzone:1');
    // One Summon of both: the opponent's Summon-negation window sees them together.
    s.passUntil((x) => x.decision?.player === 1 && x.decision.about === 'summon-negation');
    expect(s.duel.summoning.map((u) => s.duel.cards[u]!.code).sort()).toEqual([C.DRAGONG, C.MANDRAGON].sort());
    s.passUntil((x) => x.duel.summoning.length === 0);
    toOpen(s);
    const d = s.find(C.DRAGONG);
    const m = s.find(C.MANDRAGON);
    expect([d.location, d.seq, d.defense, d.summon]).toEqual(['mzone', 0, false, 'pendulum']);
    expect([m.location, m.seq, m.defense, m.summon]).toEqual(['mzone', 1, true, 'pendulum']);
    expect(s.codes(0, 'hand').sort()).toEqual([C.CELTIC_GUARDIAN, C.DARK_MAGICIAN].sort());
    // 003 §3.3.2: once per turn.
    expect(s.has('Pendulum Summon')).toBe(false);
    expect(whyNoPendulumSummon(s.duel, 0)?.code).toBe('PENDULUM_SUMMON_ONCE_PER_TURN');
  });

  it('negated (Solemn Judgment), all its monsters go to the GY, not the Extra Deck, and the Pendulum Summon stays used', () => {
    const s = scalesBoard().hand(0, C.DRAGONG, C.MANDRAGON).spellTrap(1, C.SOLEMN_JUDGMENT).start();
    s.choose('Pendulum Summon');
    s.choose(/^Dragong/);
    s.choose(/^Mandragon/);
    while (s.decision?.about === 'summon-position' || s.decision?.about === 'zone') s.answer([0]);
    s.passUntil((x) => x.decision?.player === 1 && x.has(/^Activate Solemn Judgment/));
    s.choose(/^Activate Solemn Judgment/);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'gy').sort()).toEqual([C.DRAGONG, C.MANDRAGON].sort());
    expect(s.codes(0, 'extra')).toEqual([]);
    expect(s.duel.players[0].summons).toBe(0);
    expect(whyNoPendulumSummon(s.duel, 0)?.code).toBe('PENDULUM_SUMMON_ONCE_PER_TURN');
  });

  it('needs both Pendulum Zones; not offered without a monster in range; never under master-rule-2', () => {
    const one = scenario().pendulumZone(0, C.FIRE_OPALHEAD, 'left').hand(0, C.DRAGONG).start();
    expect(one.has('Pendulum Summon')).toBe(false);
    expect(whyNoPendulumSummon(one.duel, 0)?.code).toBe('NO_PENDULUM_SCALES');
    const none = scalesBoard().hand(0, C.DARK_MAGICIAN).start();
    expect(none.has('Pendulum Summon')).toBe(false);
    expect(whyNoPendulumSummon(none.duel, 0)?.code).toBe('NOTHING_TO_PENDULUM_SUMMON');
    const old = scalesBoard('master-rule-2').hand(0, C.DRAGONG).start();
    expect(old.has('Pendulum Summon')).toBe(false);
    expect(whyNoPendulumSummon(old.duel, 0)?.code).toBe('NO_PENDULUM_SUMMON');
    // Under master-rule-2 the end Spell & Trap Zones are no Pendulum Zones: no Scales.
    expect(pendulumScales(old.duel, 0)).toBeNull();
  });

  it('a face-up Pendulum Monster from the Extra Deck goes only to an Extra Monster Zone', () => {
    const s = scalesBoard().extraFaceUp(0, C.DRAGONG).hand(0, C.MANDRAGON).start();
    s.choose('Pendulum Summon');
    expect(s.options()).toEqual(['Mandragon (your hand)', 'Dragong (your Extra Deck)']);
    s.choose(/^Dragong/);
    s.choose(/^Mandragon/);
    s.choose('Attack Position');
    s.choose('Attack Position');
    // The Extra Deck monster is placed first: the Extra Monster Zones only.
    expect(s.decision?.options.map((o) => o.id)).toEqual(['zone:mzone:5', 'zone:mzone:6']);
    s.choose('zone:mzone:6');
    expect(s.decision?.options.map((o) => o.id)).toEqual([
      'zone:mzone:0',
      'zone:mzone:1',
      'zone:mzone:2',
      'zone:mzone:3',
      'zone:mzone:4',
    ]);
    s.choose('zone:mzone:2');
    toOpen(s);
    expect([s.find(C.DRAGONG).location, s.find(C.DRAGONG).seq]).toEqual(['mzone', 6]);
    expect([s.find(C.MANDRAGON).location, s.find(C.MANDRAGON).seq]).toEqual(['mzone', 2]);
  });

  it('with the Extra Monster Zone used, only to a Main Monster Zone a Link Arrow points to; none left: not offered', () => {
    // Link Spider in the left Extra Monster Zone points down to Main Monster Zone 2.
    const s = scalesBoard()
      .monsterWith(0, C.LINK_SPIDER, { zone: 'extra-left', summon: 'link' })
      .extraFaceUp(0, C.DRAGONG, C.FLASH_KNIGHT)
      .start();
    s.choose('Pendulum Summon');
    // Two Extra Deck monsters but one linked zone: after one, the other no longer fits, so the choice ends.
    expect(s.options()).toEqual(['Dragong (your Extra Deck)', 'Flash Knight (your Extra Deck)']);
    s.choose(/^Dragong/);
    expect(s.decision?.about).toBe('summon-position');
    s.choose('Attack Position');
    // A single legal zone: taken without asking.
    toOpen(s);
    expect([s.find(C.DRAGONG).location, s.find(C.DRAGONG).seq]).toEqual(['mzone', 1]);
    const blocked = scalesBoard()
      .monsterWith(0, C.LINK_SPIDER, { zone: 'extra-left', summon: 'link' })
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.CELTIC_GUARDIAN)
      .extraFaceUp(0, C.DRAGONG)
      .start();
    expect(blocked.has('Pendulum Summon')).toBe(false);
  });

  it('a zone a hand monster needs is not offered to an Extra Deck monster that can go elsewhere', () => {
    // The opponent's Decode Talker in the right Extra Monster Zone points up to Main Monster Zone 4, the only free
    // Main Monster Zone; the left Extra Monster Zone is free.
    const s = scalesBoard()
      .monsterWith(1, C.DECODE_TALKER, { zone: 'extra-right', summon: 'link' })
      .monsterWith(0, C.CELTIC_GUARDIAN, { mainZone: 0 })
      .monsterWith(0, C.CELTIC_GUARDIAN, { mainZone: 1 })
      .monsterWith(0, C.CELTIC_GUARDIAN, { mainZone: 2 })
      .monsterWith(0, C.CELTIC_GUARDIAN, { mainZone: 4 })
      .hand(0, C.MANDRAGON)
      .extraFaceUp(0, C.DRAGONG)
      .start();
    s.choose('Pendulum Summon');
    s.choose(/^Mandragon/);
    s.choose(/^Dragong/);
    s.choose('Attack Position');
    s.choose('Attack Position');
    // Dragong could use the linked zone 4 or the Extra Monster Zone, but Mandragon needs zone 4: no zone question.
    expect(s.decision?.about).not.toBe('zone');
    toOpen(s);
    expect([s.find(C.DRAGONG).location, s.find(C.DRAGONG).seq]).toEqual(['mzone', 5]);
    expect([s.find(C.MANDRAGON).location, s.find(C.MANDRAGON).seq]).toEqual(['mzone', 3]);
  });
});

describe('the face-up Extra Deck (003 §3.2.1, §3.3.2)', () => {
  it('a Pendulum Monster destroyed in a Monster Zone goes face-up to the Extra Deck; views show it to both', () => {
    const s = scenario()
      .monster(0, C.DRAGONG)
      .monster(1, C.CELTIC_GUARDIAN)
      .hand(0, C.DARK_HOLE)
      .extra(0, C.LINK_SPIDER)
      .start();
    s.choose(/^Activate Dark Hole/);
    toOpen(s);
    const d = s.find(C.DRAGONG);
    expect([d.location, d.faceUp]).toEqual(['extra', true]);
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('gy');
    // The log says where it went (a public event).
    expect(s.events('to-extra').map((e) => (e as { code?: number }).code)).toEqual([C.DRAGONG]);
    const opp = viewDuel(s.duel, 1).players[0];
    // The opponent sees the face-up card, and only a count of the Extra Deck (the face-down Link Spider stays hidden).
    expect(opp.extra).toBe(2);
    expect(opp.extraFaceUp.map((v) => v.code)).toEqual([C.DRAGONG]);
    expect(JSON.stringify(viewDuel(s.duel, 1))).not.toContain(`"code":${C.LINK_SPIDER}`);
    expect(renderDuel(viewDuel(s.duel, 1), 1, null)).toContain('Extra Deck: 2 (face-up: Dragong)');
    const own = viewDuel(s.duel, 0).players[0];
    expect(Array.isArray(own.extra) && own.extra.map((v) => [v.code, v.faceUp])).toEqual([
      [C.LINK_SPIDER, false],
      [C.DRAGONG, true],
    ]);
  });

  it('a Pendulum Zone card is a Spell/Trap for Dust Tornado; destroyed, it goes face-up to the Extra Deck', () => {
    const t = scenario()
      .pendulumZone(1, C.DRAGONG, 'left')
      .spellTrap(0, C.DUST_TORNADO)
      .hand(1, C.CELTIC_GUARDIAN)
      .start();
    t.choose(/^Activate Dust Tornado/);
    toOpen(t);
    expect([t.find(C.DRAGONG).location, t.find(C.DRAGONG).faceUp]).toEqual(['extra', true]);
  });

  it('under master-rule-2 a Pendulum Monster goes to the GY like any monster', () => {
    const s = scenario().rules('master-rule-2').monster(0, C.DRAGONG).hand(0, C.DARK_HOLE).start();
    s.choose(/^Activate Dark Hole/);
    toOpen(s);
    expect(s.find(C.DRAGONG).location).toBe('gy');
  });

  it('a duel with a face-up Extra Deck card survives serialize/deserialize; a face-up non-Pendulum there is refused', () => {
    const s = scalesBoard().extraFaceUp(0, C.DRAGONG).extra(0, C.LINK_SPIDER).start();
    const text = ygoGame.serialize(s.duel);
    expect(ygoGame.serialize(ygoGame.deserialize(text))).toBe(text);
    const raw = JSON.parse(text) as { cards: { code: number; faceUp: boolean }[] };
    raw.cards.find((c) => c.code === C.LINK_SPIDER)!.faceUp = true;
    expect(() => ygoGame.deserialize(JSON.stringify(raw))).toThrow(/face-up in the Extra Deck/);
  });
});
