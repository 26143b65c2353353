/** 003 §2: rule changes and selected rulings (TC-01 … TC-08). */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { scenario } from '../../src/ygo/scenario.ts';
import { C } from './codes.ts';
import { ALL_PRESETS, passUntilOffered, tc, toMainOpenState, underEach } from './helpers.ts';

export const ruleChangeCases: ConformanceCase[] = [
  tc(
    1,
    'Sangan Tributed for Crush Card Virus, banished by a chained D.D. Crow → no Sangan trigger (003 §2.1.2) [every preset]',
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario()
        .rules(rules)
        .monster(0, C.SANGAN)
        .spellTrap(0, C.CRUSH_CARD_VIRUS)
        .deck(0, C.MYSTIC_TOMATO)
        .hand(1, C.DD_CROW)
        .start();
      s.choose('Activate Crush Card Virus');
      // The Tribute is the cost: Sangan is in the GY before anyone may respond.
      assert.deepEqual(s.codes(0, 'gy'), [C.SANGAN]);
      s.passUntil((x) => x.decision?.player === 1 && x.has('Activate D.D. Crow'));
      // Sangan is the only card in the opponent's GY: the target is forced.
      s.choose('Activate D.D. Crow');
      s.passUntil(
        (x) =>
          x.duel.chain.length === 0 && !x.duel.resolving && x.decision?.player === 0 && x.decision.kind === 'action',
      );
      assert.deepEqual(s.codes(0, 'banished'), [C.SANGAN]);
      // Sangan met its trigger condition but left the GY before it could activate: no search (even though mandatory).
      assert.equal(s.has('Sangan'), false);
      assert.deepEqual(s.codes(0, 'hand'), []);
      assert.deepEqual(s.codes(0, 'deck'), [C.MYSTIC_TOMATO]);
    }),
  ),
  tc(
    2,
    'A.I.dle Reborn on Achichi @Ignister in answer to Torrential Tribute → Achichi destroyed mid-chain, its ① cannot activate (003 §2.1.2)',
    () => {
      const s = scenario()
        .hand(0, C.CELTIC_GUARDIAN)
        .spellTrap(0, C.AIDLE_REBORN)
        .gy(0, C.ACHICHI)
        .deck(0, C.PIKARI)
        .spellTrap(1, C.TORRENTIAL_TRIBUTE)
        .start();
      s.choose('Normal Summon Celtic Guardian');
      passUntilOffered(s, 1, 'Activate Torrential Tribute');
      s.choose('Activate Torrential Tribute');
      passUntilOffered(s, 0, 'Activate A.I.dle Reborn');
      s.choose('Activate A.I.dle Reborn');
      toMainOpenState(s);
      // Achichi was Special Summoned (CL2), then destroyed by Torrential Tribute (CL1) before it could activate.
      assert.ok(s.events('special-summon').some((e) => e['code'] === C.ACHICHI));
      assert.equal(s.find(C.ACHICHI).location, 'gy');
      assert.equal(s.events('activate').filter((e) => e['code'] === C.ACHICHI).length, 0);
      assert.deepEqual(s.codes(0, 'deck'), [C.PIKARI]);
      // Control: Summoned at open state, its ① activates.
      const t = scenario().spellTrap(0, C.AIDLE_REBORN).gy(0, C.ACHICHI).deck(0, C.PIKARI).start();
      t.choose('Activate A.I.dle Reborn');
      passUntilOffered(t, 0, 'Add 1 Level 4 or lower');
      t.choose('Add 1 Level 4 or lower');
      toMainOpenState(t);
      assert.deepEqual(t.codes(0, 'hand'), [C.PIKARI]);
    },
  ),
  tc(
    3,
    'Acid Trap Hole flips Snowman Eater and Sets it again → no flip effect (003 §2.1.2; with its real DEF 1900 Acid Trap Hole destroys it instead, which the same rule covers)',
    () => {
      const s = scenario()
        .spellTrap(0, C.ACID_TRAP_HOLE)
        .monster(0, C.CELTIC_GUARDIAN)
        .monster(1, C.SNOWMAN_EATER, 'set')
        .start();
      s.choose('Activate Acid Trap Hole');
      toMainOpenState(s);
      // Flipped face-up mid-chain, then destroyed before the chain ended: its flip effect cannot activate.
      assert.equal(s.find(C.SNOWMAN_EATER).location, 'gy');
      assert.equal(s.events('activate').filter((e) => e['code'] === C.SNOWMAN_EATER).length, 0);
      assert.equal(s.find(C.CELTIC_GUARDIAN).location, 'mzone');
      // Control: flipped and left face-up, it does activate.
      const t = scenario().monster(0, C.SNOWMAN_EATER, 'set').monster(1, C.CELTIC_GUARDIAN).start();
      t.choose('Flip Summon Snowman Eater');
      t.passUntil((x) => x.decision?.kind === 'select-cards');
      t.choose('Celtic Guardian');
      toMainOpenState(t);
      assert.equal(t.find(C.CELTIC_GUARDIAN).location, 'gy');
    },
  ),
  tc(
    4,
    'Compulsory Evacuation Device returns Elemental HERO Absolute Zero to the Extra Deck → its leave-the-field effect does not activate (003 §2.1.3)',
    () => {
      const s = scenario()
        .spellTrap(0, C.COMPULSORY_EVACUATION_DEVICE)
        .monster(1, C.ABSOLUTE_ZERO)
        .monster(0, C.CELTIC_GUARDIAN)
        .start();
      s.choose('Activate Compulsory Evacuation Device');
      s.choose('Elemental HERO Absolute Zero');
      toMainOpenState(s);
      // Back face-down in the Extra Deck: "if this card leaves the field" cannot activate, even though mandatory.
      assert.equal(s.find(C.ABSOLUTE_ZERO).location, 'extra');
      assert.equal(s.find(C.CELTIC_GUARDIAN).location, 'mzone');
      // Control: destroyed instead, it does activate.
      const t = scenario().hand(0, C.DARK_HOLE).monster(1, C.ABSOLUTE_ZERO).start();
      t.choose('Activate Dark Hole');
      toMainOpenState(t);
      assert.ok(t.events('activate').some((e) => e['code'] === C.ABSOLUTE_ZERO));
    },
  ),
  tc(
    5,
    'Solemn Judgment negates Maiden with Eyes of Blue → Rage with Eyes of Blue may still be activated that turn (003 §2.1.4)',
    underEach(['master-rule-2020', 'master-rule-2'], (rules) => {
      const build = () =>
        scenario()
          .rules(rules)
          .hand(0, C.MAIDEN_WITH_EYES_OF_BLUE, C.RAGE_WITH_EYES_OF_BLUE)
          .deck(0, C.BLUE_EYES, C.BLUE_EYES, C.FERAL_IMP)
          .spellTrap(1, C.SOLEMN_JUDGMENT)
          .start();
      const s = build();
      s.choose('Normal Summon Maiden with Eyes of Blue');
      passUntilOffered(s, 1, 'Activate Solemn Judgment');
      s.choose('Activate Solemn Judgment');
      toMainOpenState(s);
      // The negated Summon never happened (003 §2.1.4): Rage's "the turn you activate this" allows it.
      assert.equal(s.find(C.MAIDEN_WITH_EYES_OF_BLUE).location, 'gy');
      s.choose('Activate Rage with Eyes of Blue');
      s.passUntil((x) => x.decision?.player === 0 && x.decision.kind === 'select-cards');
      s.chooseAny('Blue-Eyes White Dragon', 'Blue-Eyes White Dragon');
      s.choose('Attack Position');
      toMainOpenState(s);
      assert.deepEqual(s.codes(0, 'mzone'), [C.BLUE_EYES, C.BLUE_EYES]);
      // Control: the Summon succeeds → Rage cannot be activated that turn.
      const t = build();
      t.choose('Normal Summon Maiden with Eyes of Blue');
      toMainOpenState(t);
      assert.equal(t.find(C.MAIDEN_WITH_EYES_OF_BLUE).location, 'mzone');
      assert.equal(t.has('Activate Rage with Eyes of Blue'), false);
    }),
  ),
  tc(
    6,
    'Solemn Judgment negates the Synchro Summon of Hi-Speedroid Chanbara → another Chanbara may still be Summoned (003 §2.1.5)',
    underEach(['master-rule-2020', 'master-rule-2'], (rules) => {
      const s = scenario()
        .rules(rules)
        .monster(0, C.JUNK_SYNCHRON)
        .monster(0, C.JUNK_SYNCHRON)
        .monster(0, C.OJAMA_GREEN)
        .monster(0, C.MAN_EATER_BUG)
        .extra(0, C.HI_SPEEDROID_CHANBARA, C.HI_SPEEDROID_CHANBARA)
        .spellTrap(1, C.SOLEMN_JUDGMENT)
        .start();
      const synchro = (): void => {
        s.chooseAny('Synchro Summon Hi-Speedroid Chanbara');
        while (s.decision?.about === 'material') s.chooseAny(/^(Junk Synchron|Ojama Green|Man-Eater Bug)/);
        s.choose('Attack Position');
      };
      synchro();
      passUntilOffered(s, 1, 'Activate Solemn Judgment');
      s.choose('Activate Solemn Judgment');
      toMainOpenState(s);
      assert.equal(s.cards(0, 'gy').filter((c) => c.code === C.HI_SPEEDROID_CHANBARA).length, 1);
      // Only successful Special Summons count (003 §2.1.5): the second one is allowed …
      synchro();
      toMainOpenState(s);
      assert.equal(s.find(C.HI_SPEEDROID_CHANBARA, 'mzone').summon, 'synchro');
      // … and, that one having succeeded, no third is (nothing could make one anyway: checked by the rule).
      assert.equal(s.has('Synchro Summon Hi-Speedroid Chanbara'), false);
    }),
  ),
  tc(
    7,
    "Servant of Endymion's Pendulum Effect Summons itself and Dark Valkyria → only Servant gets a Spell Counter (003 §2.2.2)",
    () => {
      // The original (and TN fn11) name Crusader of Endymion wrongly; the Gemini is Dark Valkyria.
      const s = scenario()
        .pendulumZone(0, C.SERVANT_OF_ENDYMION, 'left')
        .counters(0, C.SERVANT_OF_ENDYMION, { spell: 3 })
        .deck(0, C.DARK_VALKYRIA, C.FERAL_IMP)
        .deck(1, C.FERAL_IMP)
        .start();
      s.choose(/^Activate Servant of Endymion/);
      toMainOpenState(s);
      const servant = s.find(C.SERVANT_OF_ENDYMION);
      const valkyria = s.find(C.DARK_VALKYRIA);
      assert.deepEqual([servant.location, valkyria.location], ['mzone', 'mzone']);
      // A Gemini not yet Gemini Summoned has no effects: no counter can be placed on it.
      assert.equal(servant.counters.spell ?? 0, 1);
      assert.equal(valkyria.counters.spell ?? 0, 0);
    },
  ),
  tc(
    8,
    'Six Samurai - Zanji attacks Cyber Dragon; its replacement destroys Irou after damage calculation → Zanji cannot destroy the attacked monster at the end of the Damage Step (003 §2.2.3)',
    () => {
      const s = scenario()
        .turn(0, 'battle')
        .monster(0, C.SIX_SAMURAI_ZANJI)
        .monster(0, C.SIX_SAMURAI_IROU)
        .monster(1, C.CYBER_DRAGON)
        .start();
      passUntilOffered(s, 0, 'with The Six Samurai - Zanji');
      s.choose('with The Six Samurai - Zanji'); // Cyber Dragon is the only possible target
      // 1800 vs 2100: Zanji would be destroyed; the replacement is chosen during damage calculation.
      s.passUntil((x) => x.decision?.prompt.includes('would be destroyed') === true);
      assert.equal(s.duel.battle?.timing, 'calc');
      s.choose('Irou');
      // Irou is destroyed after damage calculation; Zanji stays.
      assert.deepEqual(s.codes(0, 'gy'), [C.SIX_SAMURAI_IROU]);
      assert.equal(s.lp(0), 8000 - 300);
      s.passUntil((x) => x.duel.battle === null);
      // At the end of the Damage Step Zanji is alone: "if you control another Six Samurai" fails, Cyber Dragon stays.
      assert.deepEqual(s.codes(0, 'mzone'), [C.SIX_SAMURAI_ZANJI]);
      assert.deepEqual(s.codes(1, 'mzone'), [C.CYBER_DRAGON]);
      assert.equal(s.events('activate').filter((e) => e['code'] === C.SIX_SAMURAI_ZANJI).length, 0);
    },
  ),
];
