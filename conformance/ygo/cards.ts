/** 003 §3.3.1–§3.3.2: card contents and monster categories (TC-17 … TC-24). */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { scenario } from '../../src/ygo/scenario.ts';
import { C } from './codes.ts';
import { passUntilOffered, tc, toMainOpenState } from './helpers.ts';
import { viewDuel } from '../../src/ygo/view.ts';
import { effectOf, gainedEffects } from '../../src/ygo/rules/gained.ts';
import { nameOf } from '../../src/ygo/rules/identity.ts';
import { isEffectMonster } from '../../src/ygo/rules/card-types.ts';

export const cardContentCases: ConformanceCase[] = [
  tc(
    17,
    'Number 8: Heraldic King Genom-Heritage treated as Number 39: Utopia → its effect counts as Utopia’s (003 §3.3.1)',
    () => {
      // Materials placed (no "Heraldic Beast" monster is implemented; the example is about the copy).
      const s = scenario()
        .monsterWith(0, C.GENOM_HERITAGE, { summon: 'xyz' })
        .xyzMaterials(0, C.GENOM_HERITAGE, C.FERAL_IMP, C.FERAL_IMP)
        .monsterWith(1, C.UTOPIA, { summon: 'xyz' })
        .xyzMaterials(1, C.UTOPIA, C.CELTIC_GUARDIAN, C.CELTIC_GUARDIAN)
        .deck(0, C.FERAL_IMP, C.FERAL_IMP)
        .deck(1, C.FERAL_IMP, C.FERAL_IMP)
        .start();
      s.choose(/Take the name, ATK and effect/);
      toMainOpenState(s);
      assert.equal(nameOf(s.duel, s.find(C.GENOM_HERITAGE)), C.UTOPIA);
      assert.equal(s.atk(C.GENOM_HERITAGE), 2500);
      assert.equal(s.atk(C.UTOPIA), 0);
      // Its effect is now Utopia's: it negates an attack by detaching its own material.
      s.choose('Enter the Battle Phase');
      s.choose(/^Attack Number 39: Utopia/);
      passUntilOffered(s, 0, 'negate the attack');
      s.choose(/negate the attack/);
      s.answer([0]);
      s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'battle-step-action');
      assert.equal(s.find(C.GENOM_HERITAGE).overlay.length, 1);
      assert.equal(s.lp(1), 8000);
    },
  ),
  tc(18, 'Giant Pairfish renamed after using its effect cannot use it again that turn (003 §3.3.1)', () => {
    const s = scenario()
      .monster(0, C.GIANT_PAIRFISH)
      .hand(0, C.CELTIC_GUARDIAN, C.HERO_MASK)
      .deck(0, C.FERAL_IMP, C.MYSTERY_SHELL_DRAGON, C.ELEMENTAL_HERO_AVIAN, C.FERAL_IMP)
      .start();
    // Discard Celtic Guardian; Special Summon Mystery Shell Dragon.
    s.choose(/^Activate Giant Pairfish/);
    s.resolveChain();
    assert.ok(s.codes(0, 'mzone').includes(C.MYSTERY_SHELL_DRAGON));
    // Hero Mask: Giant Pairfish's name becomes "Elemental HERO Avian" until the End Phase.
    s.choose(/^Activate Hero Mask/);
    s.choose(/Giant Pairfish/);
    s.resolveChain();
    assert.equal(
      viewDuel(s.duel, 1).players[0].monsters.find((m) => m?.code === C.GIANT_PAIRFISH)?.name,
      'Elemental HERO Avian',
    );
    // Once per turn by name is not reset by the name change.
    assert.equal(s.has(/^Activate Giant Pairfish/), false);
  }),
  tc(
    19,
    'Superheavy Samurai Ogre Shutendoji ("also treated as a Superheavy Samurai card") is a legal target for Superheavy Samurai Soulbeads (003 §3.3.1)',
    () => {
      const s = scenario()
        .monster(0, C.SHUTENDOJI)
        .monster(0, C.FERAL_IMP)
        .hand(0, C.SOULBEADS)
        .deck(0, C.FERAL_IMP, C.FERAL_IMP)
        .askAlways()
        .start();
      s.choose(/^Activate Superheavy Samurai Soulbeads/);
      // Shutendoji is offered as the target; Feral Imp (no "Superheavy Samurai") is not.
      s.passUntil((x) => x.decision?.about === 'target');
      assert.ok(s.has(/Superheavy Samurai Ogre Shutendoji/));
      assert.equal(s.has(/Feral Imp/), false);
      s.choose(/Superheavy Samurai Ogre Shutendoji/);
      s.resolveChain();
      const beads = s.find(C.SOULBEADS);
      assert.deepEqual([beads.location, beads.equipTarget], ['szone', s.find(C.SHUTENDOJI, 'mzone').uid]);
    },
  ),
  tc(
    20,
    'Giant Rat cannot Special Summon Fortune Lady Earth ("?" ATK is undetermined in the Deck) (003 §3.3.1)',
    () => {
      const s = scenario()
        .turn(1, 'battle')
        .monster(1, C.CELTIC_GUARDIAN)
        .monster(0, C.GIANT_RAT)
        .deck(0, C.FORTUNE_LADY_EARTH, C.CELTIC_GUARDIAN)
        .hand(1, C.SWORDS_OF_REVEALING_LIGHT)
        .start();
      passUntilOffered(s, 1, 'Attack Giant Rat');
      s.choose('Attack Giant Rat');
      // 1400 vs 1400: both destroyed; Giant Rat's controller may Special Summon an EARTH monster with 1500 or less ATK.
      passUntilOffered(s, 0, 'Giant Rat');
      s.choose('Giant Rat');
      s.passUntil((x) => x.decision?.kind === 'select-cards' || x.find(C.CELTIC_GUARDIAN, 'mzone', 0) !== undefined);
      // Fortune Lady Earth's "?" ATK is undetermined in the Deck: it is not a candidate.
      assert.equal(s.has('Fortune Lady Earth'), false);
      if (s.decision?.kind === 'select-cards') s.choose('Celtic Guardian');
      s.passUntil((x) => x.duel.battle === null);
      // The only candidate, Celtic Guardian, was Special Summoned; Fortune Lady Earth stays in the Deck.
      assert.equal(s.find(C.CELTIC_GUARDIAN, 'mzone', 0).location, 'mzone');
      assert.equal(s.find(C.FORTUNE_LADY_EARTH).location, 'deck');
    },
  ),
  tc(
    21,
    'Gem-Knight Pearl Xyz Summoned with Gagaga Head and Gagaga Magician gains a draw effect → it is an Effect Monster (003 §3.3.2)',
    () => {
      // Placed as Xyz Summoned with both as materials (Gagaga Head's Summon as a Level 4 monster is not implemented).
      const s = scenario()
        .monsterWith(0, C.GEM_KNIGHT_PEARL, { summon: 'xyz' })
        .xyzMaterials(0, C.GEM_KNIGHT_PEARL, C.GAGAGA_HEAD, C.GAGAGA_MAGICIAN)
        .start();
      const pearl = s.find(C.GEM_KNIGHT_PEARL);
      const gained = gainedEffects(s.duel, pearl);
      assert.equal(gained.length, 1);
      assert.match(effectOf(s.duel, pearl.code, gained[0]!)!.label, /Draw 1 card/);
      assert.equal(isEffectMonster(s.duel, pearl), true);
    },
  ),
  tc(22, 'Mystic Plasma Zone gives Decode Talker +500 ATK and its DEF part is ignored (003 §3.3.2)', () => {
    const s = scenario()
      .monsterWith(0, C.DECODE_TALKER, { zone: 'extra-left', summon: 'link' })
      .hand(0, C.MYSTIC_PLASMA_ZONE)
      .start();
    assert.equal(s.atk(C.DECODE_TALKER), 2300, 'it points to no monster');
    s.choose('Activate Mystic Plasma Zone');
    toMainOpenState(s);
    // A DARK monster: +500 ATK; a Link Monster has no DEF, so "decrease DEF by 400" has nothing to apply to.
    assert.equal(s.atk(C.DECODE_TALKER), 2800);
    const seen = viewDuel(s.duel, 1).extraMonsterZones[0];
    assert.equal(seen?.atk, 2800);
    assert.equal(seen?.def, undefined);
  }),
  tc(
    23,
    'A Pendulum Zone card destroyed under Dimensional Fissure is a Spell → not banished, goes face-up to the Extra Deck (003 §3.3.2)',
    () => {
      // Dragong (a Pendulum Normal Monster) in player 1's left Pendulum Zone; Dimensional Fissure face-up; player 0
      // destroys the Pendulum Zone card with Dust Tornado, then a Pendulum Monster in a Monster Zone with Dark Hole.
      const s = scenario()
        .pendulumZone(1, C.DRAGONG, 'left')
        .spellTrap(0, C.DIMENSIONAL_FISSURE, true)
        .spellTrap(0, C.DUST_TORNADO)
        .hand(0, C.DARK_HOLE)
        .monster(1, C.FLASH_KNIGHT)
        .start();
      s.choose('Activate Dust Tornado');
      toMainOpenState(s);
      // 003 §3.2.1: a Pendulum Zone card is a Spell: Dimensional Fissure ("any monster") does not apply to it.
      const d = s.find(C.DRAGONG);
      assert.equal(d.location, 'extra');
      assert.equal(d.faceUp, true);
      assert.deepEqual(
        viewDuel(s.duel, 0).players[1].extraFaceUp.map((v) => v.code),
        [C.DRAGONG],
        'face-up Extra Deck cards are public',
      );
      // A Pendulum Monster in a Monster Zone is a monster: Dimensional Fissure banishes it (003 §3.3.2: banishing
      // effects override the trip to the Extra Deck).
      s.choose('Activate Dark Hole');
      toMainOpenState(s);
      assert.equal(s.find(C.FLASH_KNIGHT).location, 'banished');
    },
  ),
  tc(
    24,
    'Solemn Judgment negates the Normal Summon of a Pendulum Monster → it goes to the GY, not the Extra Deck (003 §3.3.2)',
    () => {
      const s = scenario().hand(0, C.DRAGONG).spellTrap(1, C.SOLEMN_JUDGMENT).start();
      s.choose('Normal Summon Dragong');
      passUntilOffered(s, 1, 'Activate Solemn Judgment');
      s.choose('Activate Solemn Judgment');
      toMainOpenState(s);
      // 003 §3.3.2: the monster of a negated Summon was never on the field.
      assert.equal(s.find(C.DRAGONG).location, 'gy');
      // Destroyed from the field instead (Dark Hole on a Summoned one), it goes face-up to the Extra Deck.
      const t = scenario().monster(0, C.DRAGONG).hand(0, C.DARK_HOLE).start();
      t.choose('Activate Dark Hole');
      toMainOpenState(t);
      assert.equal(t.find(C.DRAGONG).location, 'extra');
      assert.equal(t.find(C.DRAGONG).faceUp, true);
    },
  ),
];
