/**
 * The older rulebooks (digest 000/002/004 §13 "Worked examples and scenarios as test cases"), each run under the
 * preset of its seed: 000 → 'master-rule-2', 002 → 'pre-2008', 004 → 'ocg-2005'; where the digest (§12 item 31) says
 * the ruling is unchanged in the modern rules, under every preset. Ids keep the digest's numbering, prefixed with the
 * seed(s) the item cites.
 */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import type { RuleSetId } from '../../src/ygo/rulesets.ts';
import { ygoGame } from '../../src/ygo/game.ts';
import { matchStanding } from '../../src/ygo/match.ts';
import { ygoModule } from '../../src/ygo/module.ts';
import { scenario, type Scenario } from '../../src/ygo/scenario.ts';
import { C } from './codes.ts';
import {
  ALL_PRESETS,
  OLDER_PRESETS,
  cardNames,
  older,
  passUntilOffered,
  resolveRitual,
  toMainOpenState,
  toRitualTributes,
  underEach,
} from './helpers.ts';

const OLD: readonly RuleSetId[] = ['master-rule-2', 'pre-2008'];

/** Pass until the given turn's Main Phase 1 open state. */
function advanceTo(s: Scenario, turn: number): Scenario {
  return s.passUntil(
    (x) =>
      x.duel.turn === turn &&
      x.duel.phase === 'main1' &&
      x.duel.chain.length === 0 &&
      x.decision?.prompt.startsWith('Main Phase') === true,
    400,
  );
}

function resultOf(s: Scenario): Scenario['duel']['result'] {
  return s.duel.result;
}

/** Attack `target` (or directly) from the Battle Step and play the battle out. */
function attack(s: Scenario, label: string): Scenario {
  passUntilOffered(s, s.duel.turnPlayer, label);
  s.choose(label);
  return s.passUntil((x) => x.duel.battle === null);
}

export const olderRuleCases: ConformanceCase[] = [
  older(
    1,
    '002',
    'Dark Hole, Magic Jammer chained, Seven Tools of the Bandit chained → Jammer negated, all monsters destroyed (002 p.38)',
    underEach(['pre-2008'], (rules) => {
      const s = scenario()
        .rules(rules)
        .hand(0, C.DARK_HOLE)
        .monster(0, C.CELTIC_GUARDIAN)
        .spellTrap(0, C.SEVEN_TOOLS)
        .monster(1, C.FERAL_IMP)
        .spellTrap(1, C.MAGIC_JAMMER)
        .hand(1, C.KURIBOH)
        .start();
      s.choose('Activate Dark Hole');
      passUntilOffered(s, 1, 'Activate Magic Jammer');
      s.choose('Activate Magic Jammer');
      passUntilOffered(s, 0, 'Activate Seven Tools');
      s.choose('Activate Seven Tools');
      toMainOpenState(s);
      // Costs stay paid: Kuriboh discarded, 1000 LP.
      assert.equal(s.lp(0), 7000);
      assert.deepEqual(s.codes(1, 'gy').sort(), [C.KURIBOH, C.MAGIC_JAMMER, C.FERAL_IMP].sort());
      assert.deepEqual(s.codes(0, 'mzone'), []);
      assert.deepEqual(s.codes(1, 'mzone'), []);
      assert.equal(s.find(C.DARK_HOLE).location, 'gy');
    }),
  ),
  older(
    2,
    '000',
    'The chain table of 000 p.40 (labelled Heavy Storm, but "destroy 1" at Spell Speed 2 fits Mystical Space Typhoon: run with the Typhoon), Magic Jammer, Seven Tools → the Typhoon resolves',
    underEach(['master-rule-2'], (rules) => {
      const s = scenario()
        .rules(rules)
        .hand(0, C.MST)
        .spellTrap(0, C.SEVEN_TOOLS)
        .spellTrap(1, C.MAGIC_JAMMER)
        .spellTrap(1, C.MIRROR_FORCE)
        .hand(1, C.KURIBOH)
        .start();
      s.choose('Activate Mystical Space Typhoon');
      s.choose("opponent's Spell & Trap Zone 2");
      s.choose('Activate Magic Jammer');
      passUntilOffered(s, 0, 'Activate Seven Tools');
      s.choose('Activate Seven Tools');
      toMainOpenState(s);
      assert.equal(s.find(C.MIRROR_FORCE).location, 'gy');
      assert.equal(s.find(C.MAGIC_JAMMER).location, 'gy');
      assert.equal(s.find(C.MST).location, 'gy');
      assert.equal(s.lp(0), 7000);
    }),
  ),
  older(
    3,
    '000/002',
    'Level 5–6 needs 1 Tribute, Level 7+ needs 2, for both Summon and Set',
    underEach(ALL_PRESETS, (rules) => {
      const none = scenario().rules(rules).hand(0, C.SUMMONED_SKULL, C.DARK_MAGICIAN).start();
      assert.equal(none.has('Normal Summon Summoned Skull') || none.has('Set Summoned Skull'), false);
      const one = scenario()
        .rules(rules)
        .hand(0, C.SUMMONED_SKULL, C.DARK_MAGICIAN)
        .monster(0, C.CELTIC_GUARDIAN)
        .start();
      assert.ok(one.has('Normal Summon Summoned Skull') && one.has('Set Summoned Skull'));
      assert.equal(one.has('Normal Summon Dark Magician') || one.has('Set Dark Magician'), false);
      const two = scenario()
        .rules(rules)
        .hand(0, C.DARK_MAGICIAN)
        .monster(0, C.CELTIC_GUARDIAN)
        .monster(0, C.FERAL_IMP)
        .start();
      two.choose('Set Dark Magician');
      two.choose('Celtic Guardian', 'Feral Imp');
      assert.equal(two.find(C.DARK_MAGICIAN).location, 'mzone');
      assert.equal(two.find(C.DARK_MAGICIAN).faceUp, false);
      assert.deepEqual(two.codes(0, 'gy').sort(), [C.CELTIC_GUARDIAN, C.FERAL_IMP].sort());
    }),
  ),
  older(
    4,
    '000',
    'Synchro: Level 3 + Level 2, one a Tuner, makes a Level 5 Synchro Monster (000 p.9)',
    // 000 p.9 (the OCR does not show which is the Tuner): Junk Synchron (Level 3 Tuner) + Ojama Green (Level 2).
    underEach(['master-rule-2', 'master-rule-2020'], (rules) => {
      const s = scenario()
        .rules(rules)
        .monster(0, C.JUNK_SYNCHRON)
        .monster(0, C.OJAMA_GREEN)
        .monster(0, C.SANGAN)
        .extra(0, C.JUNK_WARRIOR, C.SCRAP_ARCHFIEND)
        .start();
      // No set of these makes Level 7 with one Tuner (3 + 2 + 3 = 8): only the Level 5 is offered.
      assert.deepEqual(
        s.options().filter((o) => o.startsWith('Synchro Summon')),
        ['Synchro Summon Junk Warrior (your Extra Deck)'],
      );
      // Junk Synchron + Ojama Green is the only legal set (Sangan, Level 3, cannot join a Level 5 with the Level 3
      // Tuner): nothing to choose.
      s.choose('Synchro Summon Junk Warrior (your Extra Deck)');
      while (s.decision?.about === 'material') s.answer([0]);
      s.choose('Attack Position');
      toMainOpenState(s);
      assert.equal(s.find(C.JUNK_WARRIOR).location, 'mzone');
      assert.equal(s.find(C.JUNK_WARRIOR).summon, 'synchro');
      assert.deepEqual(s.codes(0, 'gy').sort(), [C.JUNK_SYNCHRON, C.OJAMA_GREEN].sort());
      assert.equal(s.find(C.SANGAN).location, 'mzone');
    }),
  ),
  older(
    5,
    '000/002/004',
    "Replay: the opponent's monster count changes after the declaration → new target or cancel; a cancelled attacker cannot attack again (004: nor change position)",
    underEach(ALL_PRESETS, (rules) => {
      // (A Spell in hand keeps a decision open in Main Phase 2.)
      const s = scenario()
        .rules(rules)
        .turn(0, 'battle')
        .monster(0, C.SUMMONED_SKULL)
        .hand(0, C.POT_OF_GREED)
        .spellTrap(1, C.CALL_OF_THE_HAUNTED)
        .gy(1, C.CELTIC_GUARDIAN)
        .start();
      passUntilOffered(s, 0, 'Attack directly');
      s.choose('Attack directly');
      passUntilOffered(s, 1, 'Activate Call of the Haunted');
      s.choose('Activate Call of the Haunted');
      s.passUntil((x) => x.decision?.prompt.startsWith('Replay') === true);
      assert.ok(s.has('Attack Celtic Guardian') && s.has('Cancel the attack'));
      s.choose('Cancel the attack');
      // The cancelled attack counts: no second attack with it this turn…
      s.passUntil(
        (x) => (x.decision?.player === 0 && x.has('Attack')) || (x.duel.phase === 'main2' && x.decision?.player === 0),
      );
      assert.equal(s.duel.phase, 'main2', 'the cancelled attacker must not be offered another attack');
      assert.equal(s.events('attack').length, 1);
      // …and no position change in Main Phase 2.
      assert.equal(s.has('Change the battle position of Summoned Skull'), false);
      assert.equal(s.lp(1), 8000);
    }),
  ),
  older(
    6,
    '000/002',
    "Battle table (figures illustrative): ATK beats ATK → difference to the loser's controller; ATK below DEF → difference to the attacker's controller; equal ATK → both destroyed",
    underEach(ALL_PRESETS, (rules) => {
      const a = scenario().rules(rules).turn(0, 'battle').monster(0, C.CELTIC_GUARDIAN).monster(1, C.FERAL_IMP).start();
      attack(a, 'Attack Feral Imp');
      assert.equal(a.lp(1), 8000 - 100);
      assert.deepEqual(a.codes(1, 'gy'), [C.FERAL_IMP]);
      const b = scenario()
        .rules(rules)
        .turn(0, 'battle')
        .monster(0, C.FERAL_IMP)
        .monster(1, C.GIANT_SOLDIER_OF_STONE, 'defense')
        .start();
      attack(b, 'Attack Giant Soldier of Stone');
      assert.equal(b.lp(0), 8000 - 700);
      assert.deepEqual(b.codes(0, 'mzone'), [C.FERAL_IMP]);
      assert.deepEqual(b.codes(1, 'mzone'), [C.GIANT_SOLDIER_OF_STONE]);
      const c = scenario()
        .rules(rules)
        .turn(0, 'battle')
        .monster(0, C.CELTIC_GUARDIAN)
        .monster(1, C.CELTIC_GUARDIAN)
        .start();
      attack(c, 'Attack Celtic Guardian');
      assert.deepEqual(c.codes(0, 'gy'), [C.CELTIC_GUARDIAN]);
      assert.deepEqual(c.codes(1, 'gy'), [C.CELTIC_GUARDIAN]);
      assert.equal(c.lp(0) + c.lp(1), 16000);
    }),
  ),
  older(
    7,
    '000/002',
    'An attacked face-down Man-Eater Bug is flipped face-up Defense, its DEF is used, its Flip effect resolves after damage calculation and cannot target itself (certain to be destroyed)',
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario()
        .rules(rules)
        .turn(0, 'battle')
        .monster(0, C.CELTIC_GUARDIAN)
        .monster(1, C.MAN_EATER_BUG, 'set')
        .start();
      passUntilOffered(s, 0, 'Attack');
      s.choose('Attack');
      s.passUntil((x) => x.decision?.kind === 'select-cards' || x.duel.battle === null);
      // 1400 ATK vs 600 DEF: no battle damage.
      assert.equal(s.lp(1), 8000);
      const types = s.log.map((e) => e.type);
      assert.ok(
        types.indexOf('damage-calculation') >= 0 && types.indexOf('damage-calculation') < types.lastIndexOf('activate'),
        'the Flip effect activates after damage calculation',
      );
      assert.equal(s.has('Man-Eater Bug'), false, 'Man-Eater Bug, destroyed by battle, must not be a legal target');
      // Its only legal target is the attacker: both end in the GY.
      s.passUntil((x) => x.duel.battle === null);
      assert.equal(s.find(C.CELTIC_GUARDIAN).location, 'gy');
      assert.equal(s.find(C.MAN_EATER_BUG).location, 'gy');
    }),
  ),
  older(
    8,
    '000/004',
    '0 ATK vs 0 ATK: nothing is destroyed',
    underEach(['master-rule-2', 'ocg-2005', 'master-rule-2020'], (rules) => {
      const s = scenario().rules(rules).turn(0, 'battle').monster(0, C.OJAMA_GREEN).monster(1, C.OJAMA_GREEN).start();
      attack(s, 'Attack Ojama Green');
      assert.deepEqual(s.codes(0, 'mzone'), [C.OJAMA_GREEN]);
      assert.deepEqual(s.codes(1, 'mzone'), [C.OJAMA_GREEN]);
      assert.equal(s.lp(0) + s.lp(1), 16000);
    }),
  ),
  older(
    9,
    '000/002',
    'A card that allows 2 attacks overrides the rule',
    underEach(OLD, (rules) => {
      // Mataza the Zapper: "This card can make a second attack during each Battle Phase."
      const s = scenario().rules(rules).turn(0, 'battle').monster(0, C.MATAZA_THE_ZAPPER).start();
      attack(s, 'Attack directly');
      attack(s, 'Attack directly');
      assert.equal(s.lp(1), 8000 - 2 * 1300);
      assert.equal(s.has('Attack directly'), false, 'no third attack');
    }),
  ),
  older(
    10,
    '000/002',
    '"Each player draws": the turn player draws first (shown with Hand Destruction: each player sends 2, then draws 2)',
    underEach(OLD, (rules) => {
      const t = scenario()
        .rules(rules)
        .hand(0, C.HAND_DESTRUCTION, C.CELTIC_GUARDIAN, C.FERAL_IMP)
        .hand(1, C.KURIBOH, C.GIANT_RAT)
        .deck(0, C.DARK_MAGICIAN, C.BLUE_EYES)
        .deck(1, C.SUMMONED_SKULL, C.JINZO)
        .start();
      t.choose('Activate Hand Destruction');
      toMainOpenState(t);
      assert.deepEqual(
        t.events('draw').map((e) => e['player']),
        [0, 0, 1, 1],
      );
    }),
  ),
  older(
    11,
    '000/002',
    "Simultaneous SS1 triggers: the turn player's are Chain Link 1 and up, the opponent's above them, mandatory or optional alike (002 p.43), so the opponent's resolve first; 003 (SEGOC) puts mandatory ones first",
    () => {
      // Both mandatory (Dark Hole destroys Sangan and Witch of the Black Forest): the same order in every version.
      underEach(ALL_PRESETS, (rules) => {
        const s = scenario()
          .rules(rules)
          .hand(0, C.DARK_HOLE)
          .monster(0, C.SANGAN)
          .deck(0, C.MYSTIC_TOMATO)
          .monster(1, C.WITCH_OF_THE_BLACK_FOREST)
          .deck(1, C.MAN_EATER_BUG)
          .start();
        s.choose('Activate Dark Hole');
        toMainOpenState(s);
        const acts = s.events('activate').filter((e) => e['code'] !== C.DARK_HOLE);
        assert.deepEqual(
          acts.map((e) => [e['code'], e['chainLink']]),
          [
            [C.SANGAN, 1],
            [C.WITCH_OF_THE_BLACK_FOREST, 2],
          ],
        );
        const resolved = s
          .events('resolve')
          .map((e) => e['code'])
          .filter((c) => c !== C.DARK_HOLE);
        assert.deepEqual(resolved, [C.WITCH_OF_THE_BLACK_FOREST, C.SANGAN]);
        assert.deepEqual(s.codes(0, 'hand'), [C.MYSTIC_TOMATO]);
        assert.deepEqual(s.codes(1, 'hand'), [C.MAN_EATER_BUG]);
      })();
      // The turn player's optional trigger (Lunalight Crimson Fox) and the opponent's mandatory one (Witch), both
      // destroyed by the opponent's Icarus Attack: 000/002 → the turn player's first; 003 SEGOC → the mandatory one first.
      const expected: Record<string, [number, number][]> = {
        'master-rule-2': [
          [C.LUNALIGHT_CRIMSON_FOX, 1],
          [C.WITCH_OF_THE_BLACK_FOREST, 2],
        ],
        'pre-2008': [
          [C.LUNALIGHT_CRIMSON_FOX, 1],
          [C.WITCH_OF_THE_BLACK_FOREST, 2],
        ],
        'master-rule-2020': [
          [C.WITCH_OF_THE_BLACK_FOREST, 1],
          [C.LUNALIGHT_CRIMSON_FOX, 2],
        ],
      };
      underEach(['master-rule-2020', 'master-rule-2', 'pre-2008'], (rules) => {
        const s = scenario()
          .rules(rules)
          .monster(0, C.LUNALIGHT_CRIMSON_FOX)
          .hand(0, C.POT_OF_GREED)
          .deck(0, C.SANGAN, C.KURIBOH)
          .monster(1, C.WITCH_OF_THE_BLACK_FOREST)
          .monster(1, C.DD_CROW)
          .monster(1, C.CELTIC_GUARDIAN)
          .spellTrap(1, C.ICARUS_ATTACK)
          .deck(1, C.MAN_EATER_BUG)
          .start();
        passUntilOffered(s, 1, 'Activate Icarus Attack');
        s.choose('Activate Icarus Attack');
        s.choose('Witch of the Black Forest', 'Lunalight Crimson Fox');
        s.passUntil((x) => x.has('Lunalight Crimson Fox'));
        s.choose('Lunalight Crimson Fox');
        toMainOpenState(s);
        const acts = s.events('activate').filter((e) => e['code'] !== C.ICARUS_ATTACK);
        assert.deepEqual(
          acts.map((e) => [e['code'], e['chainLink']]),
          expected[rules],
        );
      })();
    },
  ),
  older(
    12,
    '000/002',
    '"Draw 2" with an "each time you draw" card counts as 1 (Trade-In with Solemn Wishes)',
    underEach(OLD, (rules) => {
      const s = scenario()
        .rules(rules)
        .spellTrap(0, C.SOLEMN_WISHES, true)
        .hand(0, C.TRADE_IN, C.BLUE_EYES)
        .deck(0, C.DARK_MAGICIAN, C.SANGAN)
        .start();
      s.choose('Activate Trade-In');
      toMainOpenState(s);
      assert.equal(s.codes(0, 'hand').length, 2);
      assert.equal(s.lp(0), 8500);
    }),
  ),
  older(
    13,
    '000/002',
    '"For 3 of your opponent\'s turns" counts the opponent\'s turns only (Swords of Revealing Light)',
    underEach(ALL_PRESETS, (rules) => {
      const filler = Array.from({ length: 8 }, () => C.CELTIC_GUARDIAN);
      const s = scenario()
        .rules(rules)
        .hand(0, C.SWORDS_OF_REVEALING_LIGHT)
        .monster(1, C.BLUE_EYES)
        .deck(0, ...filler)
        .deck(1, ...filler)
        .start();
      s.choose('Activate Swords of Revealing Light');
      // Turn 3 is the activator's; the opponent's turns are 4, 6 and 8.
      advanceTo(s, 8);
      assert.deepEqual(s.codes(0, 'szone'), [C.SWORDS_OF_REVEALING_LIGHT]);
      advanceTo(s, 9);
      assert.deepEqual(s.codes(0, 'szone'), []);
      assert.deepEqual(s.codes(0, 'gy'), [C.SWORDS_OF_REVEALING_LIGHT]);
    }),
  ),
  older(
    14,
    '000',
    'An Xyz Monster leaving the field sends all its materials to the GY; flipped face-down or taken, they stay attached (000 p.45)',
    underEach(['master-rule-2'], (rules) => {
      const s = scenario()
        .rules(rules)
        .monster(1, C.CELTIC_GUARDIAN)
        .monster(1, C.MYSTICAL_ELF)
        .extra(1, C.GEM_KNIGHT_PEARL)
        .hand(1, C.BOOK_OF_MOON)
        .hand(0, C.CHANGE_OF_HEART, C.DARK_HOLE)
        .deck(0, C.FERAL_IMP, C.FERAL_IMP)
        .deck(1, C.FERAL_IMP, C.FERAL_IMP)
        .turn(1)
        .start();
      s.choose('Xyz Summon Gem-Knight Pearl (your Extra Deck)');
      s.choose('Attack Position');
      toMainOpenState(s);
      const pearl = s.find(C.GEM_KNIGHT_PEARL);
      assert.equal(pearl.overlay.length, 2);
      // Flipped face-down: the materials stay.
      s.choose('Activate Book of Moon');
      toMainOpenState(s);
      assert.equal(pearl.faceUp, false);
      assert.equal(pearl.overlay.length, 2);
      // Taken by the opponent: the materials go with it.
      s.passUntil((x) => x.duel.turnPlayer === 0 && x.has('Activate Change of Heart'), 400);
      s.choose('Activate Change of Heart');
      toMainOpenState(s);
      assert.equal(pearl.controller, 0);
      assert.equal(pearl.overlay.length, 2);
      // Leaving the field: all of them to the GY (their owner's).
      s.choose('Activate Dark Hole');
      toMainOpenState(s);
      assert.equal(pearl.location, 'gy');
      assert.deepEqual(
        s.codes(1, 'gy').sort(),
        [C.BOOK_OF_MOON, C.CELTIC_GUARDIAN, C.GEM_KNIGHT_PEARL, C.MYSTICAL_ELF].sort(),
      );
    }),
  ),
  older(
    15,
    '000',
    'A Token cannot be Xyz Material; a destroyed Token is removed from the duel (000 p.45)',
    underEach(['master-rule-2', 'master-rule-2020'], (rules) => {
      // A Level 4 Token (One-Time Passcode's Security Token) beside Level 4 monsters.
      const s = scenario()
        .rules(rules)
        .spellTrap(0, C.ONE_TIME_PASSCODE)
        .hand(0, C.DARK_HOLE)
        .monster(0, C.CELTIC_GUARDIAN)
        .extra(0, C.GEM_KNIGHT_PEARL)
        .start();
      s.choose('Activate One-Time Passcode');
      toMainOpenState(s);
      assert.ok(s.find(C.SECURITY_TOKEN).location === 'mzone', 'the Token is on the field');
      // Celtic Guardian and the Token are the only Level 4 monsters: no Xyz Summon with the Token.
      assert.equal(s.has('Xyz Summon Gem-Knight Pearl (your Extra Deck)'), false);
      s.choose('Activate Dark Hole');
      toMainOpenState(s);
      // Destroyed, the Token vanishes: not in the GY, not banished, in no zone.
      assert.equal(s.find(C.SECURITY_TOKEN).location, 'gone');
      assert.deepEqual(s.codes(0, 'gy').sort(), [C.CELTIC_GUARDIAN, C.DARK_HOLE, C.ONE_TIME_PASSCODE].sort());
    }),
  ),
  older(
    16,
    '000/002',
    "A new Field Spell destroys the old one, even the opponent's (older rules); modern: the opponent's is unaffected",
    () => {
      for (const rules of ['master-rule-2', 'pre-2008', 'ocg-2005'] as const) {
        const s = scenario().rules(rules).hand(0, C.MYSTIC_PLASMA_ZONE).spellTrap(1, C.YAMI, true).start();
        s.choose('Activate Mystic Plasma Zone');
        toMainOpenState(s);
        assert.equal(s.find(C.YAMI).location, 'gy', `[${rules}] the opponent's Field Spell is destroyed`);
        assert.ok(
          s.log.some((e) => e.type === 'destroyed' && e['code'] === C.YAMI),
          `[${rules}] destroyed, not just sent`,
        );
      }
      const m = scenario().hand(0, C.MYSTIC_PLASMA_ZONE).spellTrap(1, C.YAMI, true).start();
      m.choose('Activate Mystic Plasma Zone');
      toMainOpenState(m);
      assert.equal(m.find(C.YAMI).location, 'fzone', "[master-rule-2020] the opponent's Field Spell stays");
    },
  ),
  older(
    17,
    '000/002',
    'With 5 cards in the Spell & Trap Zone no Spell can be activated (or Set) from the hand, except a Field Spell',
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario()
        .rules(rules)
        .spellTrap(0, C.MIRROR_FORCE)
        .spellTrap(0, C.TRAP_HOLE)
        .spellTrap(0, C.MAGIC_CYLINDER)
        .spellTrap(0, C.SAKURETSU_ARMOR)
        .spellTrap(0, C.TORRENTIAL_TRIBUTE)
        .hand(0, C.POT_OF_GREED, C.YAMI)
        .deck(0, C.CELTIC_GUARDIAN, C.FERAL_IMP)
        .start();
      assert.equal(s.has('Activate Pot of Greed'), false);
      assert.equal(s.has('Set Pot of Greed'), false);
      assert.ok(s.has('Activate Yami'));
    }),
  ),
  older(
    18,
    '000/002',
    'Glossary: equipped monster destroyed → Equip destroyed; a negated activation\'s cost stays paid; a taken monster goes to its owner\'s GY; a Tributed monster is not "destroyed"',
    underEach(ALL_PRESETS, (rules) => {
      // Equip Card destroyed with its monster.
      const a = scenario().rules(rules).monster(0, C.CELTIC_GUARDIAN).hand(0, C.AXE_OF_DESPAIR, C.DARK_HOLE).start();
      a.choose('Activate Axe of Despair');
      toMainOpenState(a);
      a.choose('Activate Dark Hole');
      toMainOpenState(a);
      assert.equal(a.find(C.AXE_OF_DESPAIR).location, 'gy');
      assert.ok(a.log.some((e) => e.type === 'destroyed' && e['code'] === C.AXE_OF_DESPAIR));
      // A negated activation's cost stays paid.
      const b = scenario()
        .rules(rules)
        .hand(0, C.POT_OF_GREED)
        .deck(0, C.SANGAN, C.FERAL_IMP)
        .spellTrap(1, C.SOLEMN_JUDGMENT)
        .spellTrap(0, C.SEVEN_TOOLS)
        .start();
      b.choose('Activate Pot of Greed');
      passUntilOffered(b, 1, 'Activate Solemn Judgment');
      b.choose('Activate Solemn Judgment');
      passUntilOffered(b, 0, 'Activate Seven Tools');
      b.choose('Activate Seven Tools');
      toMainOpenState(b);
      assert.equal(b.lp(1), 4000);
      assert.equal(b.lp(0), 7000);
      assert.equal(b.codes(0, 'hand').length, 2);
      // A taken monster goes to its owner's GY.
      const c = scenario().rules(rules).hand(0, C.CHANGE_OF_HEART, C.DARK_HOLE).monster(1, C.FERAL_IMP).start();
      c.choose('Activate Change of Heart');
      toMainOpenState(c);
      c.choose('Activate Dark Hole');
      toMainOpenState(c);
      assert.deepEqual(c.codes(1, 'gy'), [C.FERAL_IMP]);
      // A Tributed monster is sent to the GY, not destroyed.
      const d = scenario().rules(rules).hand(0, C.SUMMONED_SKULL).monster(0, C.CELTIC_GUARDIAN).start();
      d.choose('Normal Summon Summoned Skull');
      d.choose('Celtic Guardian');
      toMainOpenState(d);
      assert.deepEqual(d.codes(0, 'gy'), [C.CELTIC_GUARDIAN]);
      assert.equal(
        d.log.some((e) => e.type === 'destroyed'),
        false,
      );
    }),
  ),
  older(
    19,
    '000/002/004',
    'Deck-out: a player loses only when required to draw from an empty Deck; searching an empty Deck does not lose',
    underEach(ALL_PRESETS, (rules) => {
      // Sangan's mandatory search of an empty Deck finds nothing, and nobody loses for it.
      const s = scenario().rules(rules).hand(0, C.DARK_HOLE).monster(0, C.SANGAN).start();
      s.choose('Activate Dark Hole');
      toMainOpenState(s);
      assert.equal(s.find(C.SANGAN).location, 'gy');
      assert.equal(s.duel.result, null);
      // The opponent, with an empty Deck, must draw in its Draw Phase: it loses.
      s.passUntil((x) => x.duel.result !== null);
      const result = resultOf(s);
      assert.equal(result?.winner, 0);
      assert.equal(result?.reason, 'deck-out');
    }),
  ),
  older(
    20,
    '000/002',
    'Simultaneous LP 0: the duel is a draw',
    underEach(OLD, (rules) => {
      // Double-Edged Sword: "both players take any battle damage from attacks involving the equipped monster".
      // Celtic Guardian 1400 + 2000 attacks directly: 3400 to both players at 3000 LP.
      const s = scenario()
        .rules(rules)
        .turn(0, 'battle')
        .monster(0, C.CELTIC_GUARDIAN)
        .attach(0, C.DOUBLE_EDGED_SWORD, C.CELTIC_GUARDIAN)
        .lp(0, 3000)
        .lp(1, 3000)
        .start();
      passUntilOffered(s, 0, 'Attack directly');
      s.choose('Attack directly');
      s.passUntil((x) => x.duel.result !== null);
      assert.deepEqual([s.lp(0), s.lp(1)], [0, 0]);
      assert.equal(s.duel.result?.winner, null);
    }),
  ),
  older(
    21,
    '000/002',
    "Match results: W-W and W-D-D win; W-L-D and D-D-D are draws; the previous duel's loser chooses who goes first",
    () => {
      assert.deepEqual([matchStanding([0, 0]).over, matchStanding([0, 0]).winner], [true, 0]);
      assert.deepEqual([matchStanding([1, null, null]).over, matchStanding([1, null, null]).winner], [true, 1]);
      assert.deepEqual([matchStanding([0, 1, null]).over, matchStanding([0, 1, null]).winner], [true, null]);
      assert.deepEqual(
        [matchStanding([null, null, null]).over, matchStanding([null, null, null]).winner],
        [true, null],
      );
      assert.equal(matchStanding([0, 1]).over, false);
      // The loser of the previous Duel (here player 1) chooses first or second; no coin toss.
      const deck = ygoModule.loadDeck('classic');
      const duel = ygoGame.create({ ...ygoModule.configFor([deck, deck]), rules: 'pre-2008', chooser: 1 }, 'S-21');
      const d = ygoGame.decision(duel)!;
      assert.equal(d.player, 1);
      assert.deepEqual(
        d.options.map((o) => o.label),
        ['Go first', 'Go second'],
      );
      ygoGame.respond(duel, 1, [1]);
      assert.equal(duel.firstPlayer, 0);
    },
  ),
  older(22, '004', 'Victory Dragon after losing 2 duels: too late, the match is lost', () => {
    // Victory Dragon's direct attack to 0 LP wins the Match, not only the Duel …
    const s = scenario()
      .rules('ocg-2005')
      .lp(1, 2000)
      .monster(0, C.VICTORY_DRAGON)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.choose(/Attack directly with Victory Dragon/);
    s.passUntil((x) => x.duel.result !== null);
    assert.deepEqual([s.duel.result!.winner, s.duel.result!.reason], [0, 'match-win']);
    // … so after losing Duel 1 it rescues the Match in Duel 2 …
    assert.deepEqual([matchStanding([1, 0], 0).over, matchStanding([1, 0], 0).winner], [true, 0]);
    // … but after losing two Duels the Match is over: there is no Duel left to play it in (004).
    assert.deepEqual([matchStanding([1, 1]).over, matchStanding([1, 1]).winner], [true, 1]);
  }),
  older(
    23,
    '002',
    "Standby Phase with several cards: the turn player's chain comes first, then the opponent's (002 p.27; 003 §3.6.3 likewise: turn player first, phase triggers one at a time)",
    underEach(['pre-2008', 'master-rule-2020'], (rules) => {
      // Dark Contract with the Witch (the turn player's) and Burning Land (the opponent's) both apply in this Standby Phase.
      const s = scenario()
        .rules(rules)
        .turn(0, 'standby')
        .spellTrap(0, C.DARK_CONTRACT_WITH_THE_WITCH, true)
        .spellTrap(1, C.BURNING_LAND, true)
        .start();
      s.passUntil((x) => x.duel.phase === 'main1');
      assert.equal(s.lp(0), 8000 - 1000 - 500);
      // Two chains, the turn player's resolved first: each card is Chain Link 1 of its own chain.
      assert.deepEqual(
        s.events('activate').map((e) => [e['code'], e['chainLink']]),
        [
          [C.DARK_CONTRACT_WITH_THE_WITCH, 1],
          [C.BURNING_LAND, 1],
        ],
      );
      assert.deepEqual(
        s.events('resolve').map((e) => e['code']),
        [C.DARK_CONTRACT_WITH_THE_WITCH, C.BURNING_LAND],
      );
    }),
  ),
  older(
    24,
    '000/002',
    "Set-turn restrictions: Set Quick-Play and Traps not the turn they are Set; a Set Normal Spell works that turn, never in the opponent's turn",
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario()
        .rules(rules)
        .spellTrap(0, C.MST, false, true)
        .spellTrap(0, C.MIRROR_FORCE, false, true)
        .spellTrap(0, C.POT_OF_GREED, false, true)
        .spellTrap(1, C.YAMI, true)
        .deck(0, C.CELTIC_GUARDIAN, C.FERAL_IMP)
        .start();
      assert.equal(s.has('Activate Mystical Space Typhoon'), false);
      assert.equal(s.has('Activate Mirror Force'), false);
      assert.ok(s.has('Activate Pot of Greed'));
      // In the opponent's turn: a Quick-Play Set earlier works; a Set Normal Spell never does.
      const t = scenario()
        .rules(rules)
        .turn(1)
        .spellTrap(0, C.MST)
        .spellTrap(0, C.POT_OF_GREED)
        .spellTrap(1, C.YAMI, true)
        .deck(0, C.CELTIC_GUARDIAN, C.FERAL_IMP)
        .start();
      passUntilOffered(t, 0, 'Activate Mystical Space Typhoon');
      assert.equal(t.has('Activate Pot of Greed'), false);
    }),
  ),
  older(
    25,
    '000/002',
    'Flip Summon: face-down Defense → face-up Attack only; not the turn it was Set; it uses up the position change',
    underEach(ALL_PRESETS, (rules) => {
      const setNow = scenario().rules(rules).monster(0, C.CELTIC_GUARDIAN, 'set', true).start();
      assert.equal(setNow.has('Flip Summon'), false);
      const s = scenario().rules(rules).monster(0, C.CELTIC_GUARDIAN, 'set').start();
      s.choose('Flip Summon Celtic Guardian');
      toMainOpenState(s);
      const c = s.find(C.CELTIC_GUARDIAN);
      assert.equal(c.faceUp, true);
      assert.equal(c.defense, false);
      assert.equal(s.has('Change the battle position of Celtic Guardian'), false);
    }),
  ),
  older(
    26,
    '000/002',
    'A monster that attacked cannot change position in Main Phase 2',
    underEach(ALL_PRESETS, (rules) => {
      // (A Spell in hand keeps a decision open in Main Phase 2.)
      const s = scenario().rules(rules).turn(0, 'battle').monster(0, C.CELTIC_GUARDIAN).hand(0, C.POT_OF_GREED).start();
      attack(s, 'Attack directly');
      assert.equal(s.lp(1), 8000 - 1400);
      s.passUntil((x) => x.duel.phase === 'main2' && x.decision?.player === 0);
      assert.equal(s.duel.phase, 'main2');
      assert.equal(
        s.has('Change the battle position of Celtic Guardian'),
        false,
        'the attacker must not change position in Main Phase 2',
      );
    }),
  ),
  older(
    27,
    '000/002',
    'End Phase with 8 cards in hand: the player chooses 2 to discard',
    underEach(ALL_PRESETS, (rules) => {
      const hand = [
        C.CELTIC_GUARDIAN,
        C.FERAL_IMP,
        C.SANGAN,
        C.KURIBOH,
        C.GIANT_RAT,
        C.MYSTIC_TOMATO,
        C.DARK_MAGICIAN,
        C.BLUE_EYES,
      ];
      const s = scenario()
        .rules(rules)
        .hand(0, ...hand)
        .start();
      s.passUntil((x) => x.decision?.prompt.startsWith('Hand limit') === true);
      assert.equal(s.decision?.player, 0);
      assert.equal(s.decision?.min, 2);
      assert.equal(s.decision?.max, 2);
      s.choose('Dark Magician', 'Blue-Eyes');
      assert.equal(s.codes(0, 'hand').length, 6);
      assert.deepEqual(s.codes(0, 'gy').sort(), [C.DARK_MAGICIAN, C.BLUE_EYES].sort());
    }),
  ),
  older(
    28,
    '000/002',
    'Ritual Summon: Tributes from hand and/or field with total Level equal to the required Level',
    underEach(OLDER_PRESETS, (rules) => {
      // Black Luster Ritual: Celtic Guardian on the field + Feral Imp in the hand, 4 + 4 = 8, both from the hand.
      const s = scenario()
        .rules(rules)
        .hand(0, C.BLACK_LUSTER_RITUAL, C.BLACK_LUSTER_SOLDIER, C.FERAL_IMP)
        .monster(0, C.CELTIC_GUARDIAN)
        .start();
      toRitualTributes(s, 'Black Luster Ritual');
      resolveRitual(s);
      assert.equal(s.find(C.BLACK_LUSTER_SOLDIER).location, 'mzone');
      assert.equal(s.find(C.BLACK_LUSTER_SOLDIER).summon, 'ritual');
      assert.deepEqual(s.codes(0, 'gy').sort(), [C.CELTIC_GUARDIAN, C.FERAL_IMP, C.BLACK_LUSTER_RITUAL].sort());
      // The Ritual Monster must be in the hand.
      const gy = scenario()
        .rules(rules)
        .hand(0, C.BLACK_LUSTER_RITUAL, C.BLUE_EYES)
        .gy(0, C.BLACK_LUSTER_SOLDIER)
        .start();
      assert.equal(gy.has('Activate Black Luster Ritual'), false);
      // §12 item 21, per card: Nekroz Mirror says "exactly" (Celtic Guardian, 4, overshoots Level 3) …
      const exact = scenario()
        .rules(rules)
        .askAlways()
        .hand(0, C.NEKROZ_MIRROR, C.NEKROZ_OF_CLAUSOLAS, C.CELTIC_GUARDIAN, C.GIANT_SOLDIER_OF_STONE)
        .start();
      toRitualTributes(exact, 'Nekroz Mirror');
      exact.choose('Nekroz of Clausolas');
      assert.deepEqual(cardNames(exact), ['Giant Soldier of Stone']);
      // … Black Luster Ritual says "8 or more": Curse of Dragon + Celtic Guardian (9) is accepted.
      const more = scenario()
        .rules(rules)
        .hand(0, C.BLACK_LUSTER_RITUAL, C.BLACK_LUSTER_SOLDIER, C.CURSE_OF_DRAGON, C.CELTIC_GUARDIAN)
        .start();
      toRitualTributes(more, 'Black Luster Ritual');
      resolveRitual(more);
      assert.equal(more.find(C.BLACK_LUSTER_SOLDIER).location, 'mzone');
      assert.deepEqual(
        more.codes(0, 'gy').sort(),
        [C.CURSE_OF_DRAGON, C.CELTIC_GUARDIAN, C.BLACK_LUSTER_RITUAL].sort(),
      );
    }),
  ),
  older(
    29,
    '000/002',
    'A Fusion Monster in the GY that was never Fusion Summoned cannot be revived by an effect (Monster Reborn on Gaia the Dragon Champion)',
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario().rules(rules).hand(0, C.MONSTER_REBORN).gy(0, C.GAIA_DRAGON_CHAMPION).start();
      assert.equal(s.has('Activate Monster Reborn'), false);
      const t = scenario()
        .rules(rules)
        .hand(0, C.MONSTER_REBORN)
        .gy(0, C.GAIA_DRAGON_CHAMPION, C.CELTIC_GUARDIAN)
        .start();
      t.choose('Activate Monster Reborn');
      assert.ok(!t.has('Gaia the Dragon Champion'));
    }),
  ),
  older(
    30,
    '000/002',
    'Nothing can be chained to a Summon, a Tribute or a cost: after a Tribute Summon the opponent may only start a new chain',
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario()
        .rules(rules)
        .hand(0, C.SUMMONED_SKULL)
        .monster(0, C.CELTIC_GUARDIAN)
        .spellTrap(1, C.MST)
        .spellTrap(0, C.YAMI, true)
        .start();
      s.choose('Normal Summon Summoned Skull');
      s.choose('Celtic Guardian');
      passUntilOffered(s, 1, 'Activate Mystical Space Typhoon');
      assert.equal(s.duel.chain.length, 0);
      assert.deepEqual(s.codes(0, 'mzone'), [C.SUMMONED_SKULL]);
      assert.deepEqual(s.codes(0, 'gy'), [C.CELTIC_GUARDIAN]);
    }),
  ),
  older(
    31,
    '000/002',
    '"Before you end the phase I activate…" is legal: declaring the end passes priority',
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario().rules(rules).spellTrap(1, C.MST).spellTrap(0, C.YAMI, true).start();
      s.choose('Go to the End Phase');
      assert.equal(s.decision?.player, 1);
      assert.equal(s.duel.phase, 'main1');
      assert.ok(s.has('Activate Mystical Space Typhoon'));
      s.choose('Activate Mystical Space Typhoon');
      s.passUntil((x) => x.duel.phase !== 'main1');
      assert.equal(s.find(C.YAMI).location, 'gy');
    }),
  ),
];
