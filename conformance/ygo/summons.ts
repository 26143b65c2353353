/** 003 §3.3.2: Summons (TC-25 … TC-50). */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { scenario, type Scenario } from '../../src/ygo/scenario.ts';
import { mayPendulumSummonFromExtraDeck } from '../../src/ygo/rules/pendulum.ts';
import { C } from './codes.ts';
import {
  ALL_PRESETS,
  cardNames,
  everOffered,
  passUntilOffered,
  resolveRitual,
  tc,
  toMainOpenState,
  toRitualTributes,
  underEach,
} from './helpers.ts';

export const summonCases: ConformanceCase[] = [
  tc(
    25,
    'Under Light of Intervention a face-up Defense Normal Summon is a Summon, not a Set (003 §3.3.2)',
    underEach(['master-rule-2020', 'master-rule-2'], (rules) => {
      const s = scenario()
        .rules(rules)
        .spellTrap(0, C.LIGHT_OF_INTERVENTION, true)
        .hand(0, C.JUNK_SYNCHRON)
        .gy(0, C.OJAMA_GREEN)
        .spellTrap(1, C.SOLEMN_JUDGMENT)
        .start();
      // No Set: the monster that would be Set is Normal Summoned face-up in Defense Position.
      assert.equal(s.has(/^Set Junk Synchron/), false);
      s.choose(/^Normal Summon Junk Synchron .*in face-up Defense Position/);
      // A Summon: it can be negated like one (the opponent is offered Solemn Judgment) …
      passUntilOffered(s, 1, 'Activate Solemn Judgment');
      s.passUntil((x) => x.decision?.player === 0 && x.has(/Junk Synchron/) && x.decision.kind !== 'action');
      // … and "When this card is Normal Summoned" answers it.
      s.choose(s.has('Yes') ? 'Yes' : /Junk Synchron/);
      toMainOpenState(s);
      const js = s.find(C.JUNK_SYNCHRON, 'mzone');
      assert.deepEqual([js.faceUp, js.defense, js.summon], [true, true, 'normal']);
      assert.equal(s.find(C.OJAMA_GREEN).location, 'mzone');
    }),
  ),
  tc(
    26,
    'Under Dark Simorgh you cannot Set a monster; with Light of Intervention too, a face-up Defense Normal Summon is allowed (003 §3.3.2)',
    () => {
      const s = scenario().monster(1, C.DARK_SIMORGH).hand(0, C.FERAL_IMP).start();
      assert.equal(s.has(/^Set Feral Imp/), false);
      assert.equal(s.has(/^Normal Summon Feral Imp/), true);
      const t = scenario()
        .monster(1, C.DARK_SIMORGH)
        .spellTrap(0, C.LIGHT_OF_INTERVENTION, true)
        .hand(0, C.FERAL_IMP)
        .start();
      t.choose(/^Normal Summon Feral Imp .*in face-up Defense Position/);
      toMainOpenState(t);
      const imp = t.find(C.FERAL_IMP, 'mzone');
      assert.deepEqual([imp.faceUp, imp.defense, imp.summon], [true, true, 'normal']);
    },
  ),
  tc(
    27,
    'Gusto Falco used as Synchro Material → its "when sent to the GY: you can" misses the timing (003 §3.3.2)',
    () => {
      const s = scenario()
        .monster(0, C.GUSTO_FALCO)
        .monster(0, C.FERAL_IMP)
        .extra(0, C.GAIA_KNIGHT)
        .deck(0, C.GUSTO_FALCO, C.FERAL_IMP)
        .deck(1, C.FERAL_IMP)
        .start();
      // Gusto Falco (Level 2 Tuner) + Feral Imp (Level 4) → Gaia Knight, the Force of Earth (Level 6).
      s.choose(/^Synchro Summon Gaia Knight/);
      s.choose('Attack Position');
      // The materials were sent as part of the Summon, which came last: the optional "When" trigger missed the timing.
      const offered = everOffered(s, 0, 'Gusto Falco', (x) => x.decision?.about === 'main-phase-action');
      assert.equal(offered, false);
      assert.equal(s.find(C.GAIA_KNIGHT).location, 'mzone');
      assert.equal(s.cards(0, 'gy').filter((c) => c.code === C.GUSTO_FALCO).length, 1);
      assert.equal(s.cards(0, 'deck').filter((c) => c.code === C.GUSTO_FALCO).length, 1);
    },
  ),
  tc(
    28,
    'Archfiend of Gilfer discarded for The Tricky\'s inherent Special Summon → its "when sent to the GY: you can" misses the timing (003 §3.3.2)',
    () => {
      const s = scenario().hand(0, C.THE_TRICKY, C.ARCHFIEND_OF_GILFER).monster(1, C.CELTIC_GUARDIAN).start();
      s.choose(/^Special Summon The Tricky/);
      // The only other card in the hand is discarded by the procedure; then the position.
      if (s.has(/^Archfiend of Gilfer/)) s.choose(/^Archfiend of Gilfer/);
      s.choose('Attack Position');
      // The Summon was the last thing that happened: Gilfer's optional "When" trigger missed the timing (never offered).
      const offered = everOffered(s, 0, 'Archfiend of Gilfer', (x) => x.decision?.about === 'main-phase-action');
      assert.equal(offered, false);
      assert.equal(s.find(C.THE_TRICKY).location, 'mzone');
      assert.equal(s.find(C.ARCHFIEND_OF_GILFER).location, 'gy');
    },
  ),
  tc(
    29,
    'A Wild Monster Appears! Special Summons Infernoid Onuncu from the hand, ignoring its Summoning conditions (003 §3.3.2)',
    () => {
      const s = scenario().hand(0, C.A_WILD_MONSTER_APPEARS, C.INFERNOID_ONUNCU).monster(1, C.CELTIC_GUARDIAN).start();
      // Onuncu cannot be Normal Summoned, and its own procedure is not met.
      assert.equal(s.has('Normal Summon Infernoid Onuncu'), false);
      s.choose('Activate A Wild Monster Appears!');
      s.passUntil((x) => x.find(C.INFERNOID_ONUNCU).location === 'mzone' || x.duel.chain.length === 0);
      assert.equal(s.find(C.INFERNOID_ONUNCU).location, 'mzone');
      assert.equal(s.find(C.INFERNOID_ONUNCU).summon, 'special');
    },
  ),
  tc(
    30,
    'A properly Summoned monster (Gaia the Dragon Champion) turned face-down by Book of Moon, then Flip Summoned and negated → it can no longer be revived (003 §3.3.2)',
    () => {
      // Gaia the Dragon Champion was properly Fusion Summoned in an earlier turn and has not moved this turn.
      const s = scenario()
        .monster(0, C.GAIA_DRAGON_CHAMPION)
        .hand(0, C.BOOK_OF_MOON, C.MONSTER_REBORN)
        .spellTrap(1, C.SOLEMN_JUDGMENT)
        .start();
      assert.equal(s.find(C.GAIA_DRAGON_CHAMPION).properlySummoned, true);
      s.choose('Activate Book of Moon');
      toMainOpenState(s);
      assert.equal(s.find(C.GAIA_DRAGON_CHAMPION).faceUp, false);
      // 003 §3.3.2 Flip Summon: only a monster that attacked or changed position this turn before being turned
      // face-down is barred; Gaia did neither, so it may be Flip Summoned this turn.
      assert.ok(
        s.has('Flip Summon Gaia the Dragon Champion'),
        'Gaia, turned face-down by Book of Moon, may be Flip Summoned this turn',
      );
      s.choose('Flip Summon Gaia the Dragon Champion');
      passUntilOffered(s, 1, 'Activate Solemn Judgment');
      s.choose('Activate Solemn Judgment');
      toMainOpenState(s);
      assert.equal(s.find(C.GAIA_DRAGON_CHAMPION).location, 'gy');
      // The negated Flip Summon cost it its properly-Summoned status: Monster Reborn has no legal target.
      assert.equal(s.has('Activate Monster Reborn'), false, 'Gaia must no longer be revivable');
    },
  ),
  tc(
    31,
    'Nekroz Mirror Ritual Summons Nekroz of Clausolas inside its resolution → Grand Horn of Heaven cannot be used (003 §3.3.2)',
    () => {
      // Grand Horn of Heaven is not implemented ("then end the Main Phase" has no mechanism yet); Solemn Judgment
      // answers the same "when a monster would be Special Summoned" window, so it stands in for it.
      const s = scenario()
        .hand(0, C.NEKROZ_MIRROR, C.NEKROZ_OF_CLAUSOLAS, C.GIANT_SOLDIER_OF_STONE)
        .spellTrap(1, C.SOLEMN_JUDGMENT)
        .start();
      s.choose('Activate Nekroz Mirror');
      const abouts: string[] = [];
      resolveRitual(s, (d) => abouts.push(d.about));
      // 003 §3.3.2: the Summon is inside the resolution: no Summon-negation window, the Trap stays Set.
      assert.equal(s.find(C.NEKROZ_OF_CLAUSOLAS).location, 'mzone');
      assert.equal(s.find(C.NEKROZ_OF_CLAUSOLAS).summon, 'ritual');
      assert.ok(!abouts.includes('summon-negation'), 'no Summon-negation window for a Ritual Summon');
      assert.equal(s.find(C.SOLEMN_JUDGMENT).location, 'szone');
      // The same Trap does answer an inherent Special Summon (Cyber Dragon), which is not inside a resolution.
      const t = scenario()
        .hand(0, C.CYBER_DRAGON)
        .monster(1, C.CELTIC_GUARDIAN)
        .spellTrap(1, C.SOLEMN_JUDGMENT)
        .start();
      t.choose('Special Summon Cyber Dragon');
      t.choose('Attack Position');
      passUntilOffered(t, 1, 'Activate Solemn Judgment');
      assert.equal(t.decision?.about, 'summon-negation');
    },
  ),
  tc(
    32,
    'Prediction Ritual (Level 9 or more) for Prediction Princess Tarotrei: Lv9 + Lv2 illegal, Lv6 + Lv5 legal (003 §3.3.2)',
    () => {
      // Level 9: a second Tarotrei; Level 2: Ojama Green; Level 6: Summoned Skull; Level 5: Curse of Dragon.
      const build = (): Scenario =>
        scenario()
          .askAlways()
          .hand(0, C.PREDICTION_RITUAL, C.PREDICTION_PRINCESS_TAROTREI, C.PREDICTION_PRINCESS_TAROTREI)
          .hand(0, C.OJAMA_GREEN, C.SUMMONED_SKULL, C.CURSE_OF_DRAGON)
          .start();
      const s = build();
      toRitualTributes(s, 'Prediction Ritual');
      s.chooseAny('Prediction Princess Tarotrei');
      // Ojama Green is superfluous in every set that reaches 9 (Lv9 + Lv2, Lv6 + Lv5 + Lv2): never offered.
      assert.deepEqual(cardNames(s), ['Prediction Princess Tarotrei', 'Summoned Skull', 'Curse of Dragon']);
      s.choose('Summoned Skull');
      assert.deepEqual(cardNames(s), ['Curse of Dragon']);
      s.choose('Curse of Dragon');
      resolveRitual(s);
      assert.equal(s.find(C.PREDICTION_PRINCESS_TAROTREI, 'mzone').summon, 'ritual');
      assert.deepEqual(s.codes(0, 'gy').sort(), [C.SUMMONED_SKULL, C.CURSE_OF_DRAGON, C.PREDICTION_RITUAL].sort());
      // Lv9 alone completes the set: no Level 2 can be added to it.
      const t = build();
      toRitualTributes(t, 'Prediction Ritual');
      t.chooseAny('Prediction Princess Tarotrei');
      t.chooseAny('Prediction Princess Tarotrei');
      assert.equal(t.decision?.prompt, 'Ritual Summon in which position?');
      resolveRitual(t);
      assert.ok(t.codes(0, 'hand').includes(C.OJAMA_GREEN));
    },
  ),
  tc(33, 'Secrets of Dark Magic for Blue-Eyes Chaos MAX Dragon: which Tribute sets are legal (003 §3.3.2)', () => {
    const build = (): Scenario =>
      scenario()
        .askAlways()
        .hand(0, C.SECRETS_OF_DARK_MAGIC, C.BLUE_EYES_CHAOS_MAX_DRAGON, C.DARK_MAGICIAN_OF_CHAOS)
        .hand(0, C.DARK_MAGICIAN, C.DARK_MAGICIAN_GIRL, C.LEFT_ARM, C.RIGHT_ARM, C.OJAMA_GREEN)
        .start();
    const s = build();
    toRitualTributes(s, 'Secrets of Dark Magic');
    s.choose('Blue-Eyes Chaos MAX Dragon');
    // Dark Magician of Chaos (Level 8) would make Dark Magician or Dark Magician Girl superfluous: never offered.
    const first = ['Dark Magician', 'Dark Magician Girl', 'Left Arm of the Forbidden One'];
    assert.deepEqual(cardNames(s), [...first, 'Right Arm of the Forbidden One', 'Ojama Green']);
    // Dark Magician Girl (6) + Lv2–7, or + two Level 1.
    s.choose({ id: `card:${s.find(C.DARK_MAGICIAN_GIRL).uid}` });
    assert.deepEqual(cardNames(s), [
      'Dark Magician',
      'Left Arm of the Forbidden One',
      'Right Arm of the Forbidden One',
      'Ojama Green',
    ]);
    s.choose('Left Arm');
    // 7 so far: only the other Level 1 completes it (Ojama Green would leave Left Arm superfluous).
    assert.deepEqual(cardNames(s), ['Right Arm of the Forbidden One']);
    s.choose('Right Arm');
    resolveRitual(s);
    assert.equal(s.find(C.BLUE_EYES_CHAOS_MAX_DRAGON, 'mzone').summon, 'ritual');
    assert.ok(s.codes(0, 'hand').includes(C.DARK_MAGICIAN_OF_CHAOS));
    // Dark Magician (7) + a Level 1 is legal.
    const t = build();
    toRitualTributes(t, 'Secrets of Dark Magic');
    t.choose('Blue-Eyes Chaos MAX Dragon');
    t.choose({ id: `card:${t.find(C.DARK_MAGICIAN).uid}` });
    assert.deepEqual(cardNames(t), [
      'Dark Magician Girl',
      'Left Arm of the Forbidden One',
      'Right Arm of the Forbidden One',
      'Ojama Green',
    ]);
    t.choose('Left Arm');
    resolveRitual(t);
    assert.deepEqual(t.codes(0, 'gy').sort(), [C.DARK_MAGICIAN, C.LEFT_ARM, C.SECRETS_OF_DARK_MAGIC].sort());
    // Without "Dark Magician" or "Dark Magician Girl" it cannot be activated, even with Dark Magician of Chaos.
    const u = scenario()
      .hand(0, C.SECRETS_OF_DARK_MAGIC, C.BLUE_EYES_CHAOS_MAX_DRAGON, C.DARK_MAGICIAN_OF_CHAOS)
      .start();
    assert.equal(u.has('Activate Secrets of Dark Magic'), false);
  }),
  tc(
    34,
    'Elemental HERO Bubbleman revived and destroyed again → De-Fusion cannot Special Summon it (003 §3.3.2)',
    () => {
      const s = scenario()
        .hand(0, C.POLYMERIZATION, C.ELEMENTAL_HERO_AVIAN, C.ELEMENTAL_HERO_BUBBLEMAN, C.MONSTER_REBORN, C.DE_FUSION)
        .hand(0, C.FERAL_IMP)
        .spellTrap(0, C.RAIGEKI_BREAK)
        .extra(0, C.ABSOLUTE_ZERO)
        .deck(0, C.FERAL_IMP, C.FERAL_IMP)
        .deck(1, C.FERAL_IMP, C.FERAL_IMP)
        .start();
      // Absolute Zero ("1 HERO + 1 WATER") is Fusion Summoned with Avian and Bubbleman.
      s.choose('Activate Polymerization');
      s.passUntil((x) => x.decision?.prompt.includes('position') === true);
      s.choose('Attack Position');
      toMainOpenState(s);
      assert.deepEqual(s.find(C.ABSOLUTE_ZERO, 'mzone').summon, 'fusion');
      // Bubbleman is revived, then destroyed again: it moved, so it is no longer a Fusion Material.
      s.choose('Activate Monster Reborn');
      s.choose(/^Elemental HERO Bubbleman/);
      s.passUntil((x) => x.decision?.prompt.includes('position') === true);
      s.choose('Attack Position');
      toMainOpenState(s);
      s.choose(/^Activate Raigeki Break/);
      s.choose(/^Feral Imp/);
      s.choose(/^Elemental HERO Bubbleman/);
      toMainOpenState(s);
      assert.equal(s.find(C.ELEMENTAL_HERO_BUBBLEMAN).location, 'gy');
      // De-Fusion returns Absolute Zero; both former materials are in the GY, yet nothing may be Special Summoned.
      s.choose(/^Activate De-Fusion/);
      const offered = everOffered(s, 0, 'Yes', (x) => x.decision?.about === 'main-phase-action');
      assert.equal(offered, false);
      assert.equal(s.find(C.ABSOLUTE_ZERO).location, 'extra');
      assert.equal(s.find(C.ELEMENTAL_HERO_AVIAN).location, 'gy');
      assert.equal(s.find(C.ELEMENTAL_HERO_BUBBLEMAN).location, 'gy');
    },
  ),
  tc(
    35,
    'Summoner of Illusions Special Summons D/D/D Super Doom King Purple Armageddon → never properly Summoned, never Pendulum Summoned (003 §3.3.2)',
    () => {
      const s = scenario()
        .monster(0, C.SUMMONER_OF_ILLUSIONS, 'set')
        .monster(0, C.CELTIC_GUARDIAN)
        .extra(0, C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON)
        .deck(0, C.FERAL_IMP, C.FERAL_IMP)
        .deck(1, C.FERAL_IMP, C.FERAL_IMP)
        .start();
      // FLIP: Celtic Guardian is Tributed and the Fusion-Pendulum is Special Summoned by the effect.
      s.choose(/^Flip Summon Summoner of Illusions/);
      s.passUntil((x) => x.decision?.prompt === 'Summon in which position?');
      s.choose('Attack Position');
      toMainOpenState(s);
      const pa = s.find(C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON);
      assert.deepEqual([pa.location, pa.summon, pa.properlySummoned], ['mzone', 'special', false]);
      // Destroyed in the End Phase, it goes face-up to the Extra Deck, but may never be Pendulum Summoned.
      s.passUntil((x) => x.duel.turn === 4);
      const gone = s.find(C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON);
      assert.deepEqual([gone.location, gone.faceUp], ['extra', true]);
      assert.equal(mayPendulumSummonFromExtraDeck(gone), false);
      // Fusion Summoned (properly) and destroyed, the same card may be Pendulum Summoned from the Extra Deck.
      const t = scenario()
        .hand(0, C.POLYMERIZATION, C.DDD_DRAGON_KING_PENDRAGON, C.DDD_REBEL_KING_LEONIDAS, C.DARK_HOLE)
        .extra(0, C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON)
        .deck(0, C.FERAL_IMP)
        .deck(1, C.FERAL_IMP)
        .start();
      t.choose('Activate Polymerization');
      t.passUntil((x) => x.decision?.prompt.startsWith('Fusion Material') === true);
      t.choose(/^D\/D\/D Dragon King Pendragon/);
      t.passUntil((x) => x.decision?.prompt.includes('position') === true);
      t.choose('Attack Position');
      toMainOpenState(t);
      assert.equal(t.find(C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON).properlySummoned, true);
      t.choose('Activate Dark Hole');
      toMainOpenState(t);
      const proper = t.find(C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON);
      assert.deepEqual([proper.location, proper.faceUp], ['extra', true]);
      assert.equal(mayPendulumSummonFromExtraDeck(proper), true);
    },
  ),
  tc(36, 'Synchro Change Special Summons Nirvana High Paladin → it can never be Pendulum Summoned (003 §3.3.2)', () => {
    // The Level 10 Synchro Monster banished for Synchro Change's cost: a properly Synchro Summoned Nirvana.
    const s = scenario()
      .monsterWith(0, C.NIRVANA_HIGH_PALADIN, { summon: 'synchro' })
      .hand(0, C.SYNCHRO_CHANGE, C.DARK_HOLE)
      .extra(0, C.NIRVANA_HIGH_PALADIN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Synchro Change');
    s.passUntil((x) => x.decision?.prompt === 'Summon in which position?');
    s.choose('Attack Position');
    toMainOpenState(s);
    const changed = s.find(C.NIRVANA_HIGH_PALADIN, 'mzone');
    assert.equal(s.find(C.NIRVANA_HIGH_PALADIN, 'banished').location, 'banished');
    // Special Summoned by an effect, not Synchro Summoned: not properly Summoned.
    assert.equal(changed.properlySummoned, false);
    // Destroyed, it goes face-up to the Extra Deck (its "place in the Pendulum Zone" is not used here).
    s.choose('Activate Dark Hole');
    toMainOpenState(s);
    const after = s.find(C.NIRVANA_HIGH_PALADIN, 'extra');
    assert.deepEqual([after.location, after.faceUp], ['extra', true]);
    assert.equal(mayPendulumSummonFromExtraDeck(after), false);
  }),
  tc(37, 'Junk Synchron revived and destroyed → De-Synchro fails (003 §3.3.2)', () => {
    const s = deSynchroBoard();
    // Junk Synchron, a material, is revived and destroyed: a new card, no longer Junk Warrior's material.
    s.choose('Activate Monster Reborn');
    s.choose(/^Junk Synchron/);
    s.passUntil((x) => x.decision?.kind === 'select-option');
    s.choose('Attack Position');
    toMainOpenState(s);
    s.choose('Activate Raigeki Break');
    s.choose(/^Feral Imp/);
    s.choose(/^Junk Synchron/);
    toMainOpenState(s);
    assert.equal(s.find(C.JUNK_SYNCHRON).location, 'gy');
    s.choose('Activate De-Synchro');
    toMainOpenState(s);
    assert.equal(s.find(C.JUNK_WARRIOR).location, 'extra');
    assert.deepEqual(s.codes(0, 'mzone'), [], 'nothing is Special Summoned');
  }),
  tc(38, 'Junk Warrior destroyed and revived → De-Synchro cannot Special Summon Junk Synchron (003 §3.3.2)', () => {
    const s = deSynchroBoard();
    // Junk Warrior is destroyed and revived: a new card, with no Synchro Materials.
    s.choose('Activate Raigeki Break');
    s.choose(/^Feral Imp/);
    toMainOpenState(s);
    s.choose('Activate Monster Reborn');
    s.choose(/^Junk Warrior/);
    s.passUntil((x) => x.decision?.kind === 'select-option');
    s.choose('Attack Position');
    toMainOpenState(s);
    s.choose('Activate De-Synchro');
    toMainOpenState(s);
    assert.equal(s.find(C.JUNK_WARRIOR).location, 'extra');
    assert.deepEqual(s.codes(0, 'mzone'), [], 'Junk Synchron stays in the GY');
    assert.ok(s.codes(0, 'gy').includes(C.JUNK_SYNCHRON));
  }),
  tc(
    39,
    'Plaguespreader Zombie detached as Xyz Material → its "banish if it leaves the field" does not apply (003 §3.3.2)',
    () => {
      const s = scenario()
        .gy(0, C.PLAGUESPREADER_ZOMBIE)
        .monster(0, C.OJAMA_GREEN)
        .hand(0, C.FERAL_IMP)
        .extra(0, C.ARMORED_KAPPA)
        .deck(0, C.CELTIC_GUARDIAN)
        .deck(1, C.FERAL_IMP)
        .start();
      // Revived by its own effect: "banish it when it leaves the field" applies to it from now on.
      // The only card in the hand goes on top of the Deck (the cost).
      s.choose('Activate Plaguespreader Zombie');
      toMainOpenState(s);
      assert.equal(s.find(C.PLAGUESPREADER_ZOMBIE).location, 'mzone');
      assert.equal(s.find(C.FERAL_IMP).location, 'deck');
      // Xyz Summoned with it and Ojama Green (both Level 2) as materials: attached, not banished.
      s.choose(/^Xyz Summon Armored Kappa/);
      while (s.decision?.about === 'material') s.answer([0]);
      while (s.decision?.about === 'summon-position') s.choose('Attack Position');
      toMainOpenState(s);
      assert.equal(s.find(C.PLAGUESPREADER_ZOMBIE).location, 'overlay');
      // Detached for Armored Kappa's cost: sent to the GY from no place on the field, so it is not banished.
      s.choose(/^Activate Armored Kappa/);
      s.choose(/^Plaguespreader Zombie/);
      assert.equal(s.find(C.PLAGUESPREADER_ZOMBIE).location, 'gy');
      s.passUntil((x) => x.has('ATK'));
      s.choose('ATK');
      toMainOpenState(s);
      assert.equal(s.find(C.PLAGUESPREADER_ZOMBIE).location, 'gy');
      assert.deepEqual(s.codes(0, 'banished'), []);
      assert.deepEqual(s.codes(0, 'overlay'), [C.OJAMA_GREEN]);
      assert.equal(s.atk(C.ARMORED_KAPPA), 1400);
    },
  ),
  tc(
    40,
    'Thunder King Rai-Oh ("negate 1 monster\'s Special Summon") works only if exactly 1 monster is Pendulum Summoned (003 §3.3.2)',
    () => {
      const board = () =>
        scenario()
          .pendulumZone(0, C.FIRE_OPALHEAD, 'left')
          .pendulumZone(0, C.FLASH_KNIGHT, 'right')
          .hand(0, C.DRAGONG, C.MANDRAGON)
          .monster(1, C.THUNDER_KING_RAI_OH)
          .start();
      // Two monsters in one Pendulum Summon: Rai-Oh's "exactly 1 monster" is not met.
      const s = board();
      s.choose('Pendulum Summon');
      s.choose(/^Dragong/);
      s.choose(/^Mandragon/);
      while (s.decision?.about === 'summon-position') s.choose('Attack Position');
      const offered = everOffered(s, 1, 'Activate Thunder King Rai-Oh', (x) => x.duel.summoning.length === 0);
      assert.equal(offered, false, 'Rai-Oh cannot answer a Summon of 2 monsters');
      toMainOpenState(s);
      assert.deepEqual(s.codes(0, 'mzone').sort(), [C.DRAGONG, C.MANDRAGON].sort());
      // One monster Pendulum Summoned: Rai-Oh negates it.
      const t = board();
      t.choose('Pendulum Summon');
      t.choose(/^Dragong/);
      t.choose('Done');
      t.choose('Attack Position');
      passUntilOffered(t, 1, 'Activate Thunder King Rai-Oh');
      t.choose('Activate Thunder King Rai-Oh');
      toMainOpenState(t);
      assert.equal(t.find(C.DRAGONG).location, 'gy');
      assert.equal(t.find(C.THUNDER_KING_RAI_OH).location, 'gy');
    },
  ),
  tc(
    41,
    'Steelswarm Roach against a Pendulum Summon of Levels 4, 6 and 7 → only the 6 and the 7 are negated (003 §3.3.2)',
    () => {
      // Scales 0 (Fire Opalhead) and 7 (Flash Knight) allow Levels 1–6: the example's Levels 4, 6 and 7 become
      // Dragong (4), Mandragon (5) and Fire Opalhead (6); the ruling is the same: only Level 5 or higher is negated.
      const s = scenario()
        .pendulumZone(0, C.FIRE_OPALHEAD, 'left')
        .pendulumZone(0, C.FLASH_KNIGHT, 'right')
        .hand(0, C.DRAGONG, C.MANDRAGON, C.FIRE_OPALHEAD)
        .monster(1, C.STEELSWARM_ROACH)
        .xyzMaterials(1, C.STEELSWARM_ROACH, C.CELTIC_GUARDIAN, C.FERAL_IMP)
        .start();
      s.choose('Pendulum Summon');
      for (const name of ['Dragong', 'Mandragon', 'Fire Opalhead']) s.choose(new RegExp(`^${name}`));
      while (s.decision?.about === 'summon-position') s.choose('Attack Position');
      // One Summon of the three (003 §3.3.2): the negation window sees them together.
      passUntilOffered(s, 1, 'Activate Steelswarm Roach');
      assert.equal(s.duel.summoning.length, 3);
      s.choose('Activate Steelswarm Roach');
      while (s.decision?.about === 'cost') s.answer([0]);
      toMainOpenState(s);
      assert.deepEqual(s.codes(0, 'mzone'), [C.DRAGONG]);
      assert.equal(s.find(C.DRAGONG).summon, 'pendulum');
      // The negated ones were never on the field (TC-24): to the GY, not face-up to the Extra Deck.
      assert.deepEqual(s.codes(0, 'gy').sort(), [C.MANDRAGON, C.FIRE_OPALHEAD].sort());
      assert.deepEqual(s.codes(0, 'extra'), []);
      // 003 §3.3.2: the Pendulum Summon was used even though part of it was negated.
      assert.equal(s.has('Pendulum Summon'), false);
    },
  ),
  tc(42, 'Decode Talker (Link-3, 2+ Effect Monsters): which material sets are legal (003 §3.3.2)', () => {
    /** Is Decode Talker offered with exactly these monsters on the field? */
    const offered = (...codes: number[]): boolean => {
      let b = scenario().extra(0, C.DECODE_TALKER);
      for (const c of codes) b = b.monster(0, c);
      return b.start().has(/^Link Summon Decode Talker/);
    };
    const { LINKSLAYER, DRACONNET, RAM_CLOUDER, HONEYBOT, DECODE_TALKER } = C;
    assert.equal(offered(LINKSLAYER, DRACONNET, RAM_CLOUDER), true);
    assert.equal(offered(DRACONNET, RAM_CLOUDER, HONEYBOT), true);
    // The Link-2 counts as 2: two monsters make Link-3.
    assert.equal(offered(DRACONNET, HONEYBOT), true);
    assert.equal(offered(HONEYBOT, HONEYBOT), true);
    assert.equal(offered(HONEYBOT, HONEYBOT, HONEYBOT), true);
    // A Link-3 alone counts as 3 but is one monster: not "2+".
    assert.equal(offered(DECODE_TALKER), false);
    // Draconnet + Honeybot, Summoned: both go to the GY, Decode Talker to an Extra Monster Zone.
    const s = scenario().extra(0, C.DECODE_TALKER).monster(0, C.DRACONNET).monster(0, C.HONEYBOT).start();
    s.choose(/^Link Summon Decode Talker/);
    while (s.decision?.about === 'material') s.answer([0]);
    toMainOpenState(s);
    assert.equal(s.find(C.DECODE_TALKER).location, 'mzone');
    assert.deepEqual(s.codes(0, 'gy').sort(), [C.DRACONNET, C.HONEYBOT].sort());
  }),
  tc(
    43,
    'Raidraptor - Avenge Vulture Special Summons itself by its effect → Solemn Judgment cannot negate that Summon (003 §3.3.2)',
    () => {
      const s = scenario()
        .turn(0, 'battle')
        .monster(0, C.CELTIC_GUARDIAN)
        .hand(0, C.AVENGE_VULTURE)
        .monster(1, C.FERAL_IMP)
        .spellTrap(1, C.MAGIC_CYLINDER)
        .spellTrap(1, C.SOLEMN_JUDGMENT)
        .spellTrap(1, C.BOTTOMLESS_TRAP_HOLE)
        .start();
      passUntilOffered(s, 0, 'Attack Feral Imp');
      s.choose('Attack Feral Imp');
      passUntilOffered(s, 1, 'Activate Magic Cylinder');
      s.choose('Activate Magic Cylinder');
      // Magic Cylinder's damage: Avenge Vulture's "if you take damage" trigger, from the hand.
      passUntilOffered(s, 0, 'Special Summon this card from your hand');
      assert.equal(s.lp(0), 8000 - 1400);
      s.choose('Special Summon this card from your hand');
      // The Special Summon happens inside the resolution: there is never a window to negate it as a Summon.
      const negate = everOffered(
        s,
        1,
        'negate the Summon',
        (x) => x.find(C.AVENGE_VULTURE).location === 'mzone' || x.duel.chain.length === 0,
      );
      assert.equal(negate, false);
      assert.equal(s.find(C.AVENGE_VULTURE).location, 'mzone');
      // "When Special Summoned" cards can be used afterwards.
      passUntilOffered(s, 1, 'Activate Bottomless Trap Hole');
    },
  ),
  tc(44, 'Orea, the Sylvan High Arbiter cannot send a face-down Plant; Pollinosis can Tribute one (003 §3.3.2)', () => {
    const LOOK = /^Activate Orea, the Sylvan High Arbiter.*Send 1 Plant-Type monster/;
    const orea = (position: 'attack' | 'set') =>
      scenario()
        .monsterWith(0, C.OREA_THE_SYLVAN_HIGH_ARBITER, { summon: 'xyz' })
        .xyzMaterials(0, C.OREA_THE_SYLVAN_HIGH_ARBITER, C.CELTIC_GUARDIAN, C.FERAL_IMP)
        .monster(0, C.MYSTIC_TOMATO, position)
        .deck(0, C.CELTIC_GUARDIAN, C.FERAL_IMP, C.SANGAN, C.DARK_HOLE, C.POT_OF_GREED)
        .start();
    // "Send 1 Plant-Type monster … face-up from your side of the field": a face-down Plant cannot pay it.
    assert.equal(orea('set').has(LOOK), false);
    // Face-up, it can (the look at 4 cards follows).
    const up = orea('attack');
    up.choose(LOOK);
    assert.equal(up.find(C.MYSTIC_TOMATO).location, 'gy');
    // "Tribute 1 Plant-Type monster": a Tribute may be a face-down monster.
    const s = scenario()
      .hand(0, C.CELTIC_GUARDIAN)
      .monster(1, C.MYSTIC_TOMATO, 'set')
      .spellTrap(1, C.POLLINOSIS)
      .start();
    s.choose('Normal Summon Celtic Guardian');
    passUntilOffered(s, 1, 'Activate Pollinosis');
    s.choose(/^Activate Pollinosis.*negate the Summon/);
    assert.equal(s.find(C.MYSTIC_TOMATO).location, 'gy');
    toMainOpenState(s);
    assert.equal(s.find(C.CELTIC_GUARDIAN).location, 'gy');
    assert.deepEqual(s.codes(0, 'mzone'), []);
  }),
  tc(45, 'Dragon\'s Rebirth ("target 1 face-up Dragon") cannot target a face-down Decoy Dragon (003 §3.3.2)', () => {
    // Face-down, Decoy Dragon is not a "Dragon-Type monster" that can be targeted.
    const s = scenario().spellTrap(0, C.DRAGONS_REBIRTH).monster(0, C.DECOY_DRAGON, 'set').hand(0, C.BLUE_EYES).start();
    assert.equal(s.has("Activate Dragon's Rebirth"), false);
    // Face-up, it can.
    const t = scenario().spellTrap(0, C.DRAGONS_REBIRTH).monster(0, C.DECOY_DRAGON).hand(0, C.BLUE_EYES).start();
    t.choose("Activate Dragon's Rebirth");
    toMainOpenState(t);
    assert.equal(t.find(C.DECOY_DRAGON).location, 'banished');
    assert.equal(t.find(C.BLUE_EYES).location, 'mzone');
  }),
  tc(46, "Asmo Token's indestructibility is part of Darklord Asmodeus's resolution (003 §3.3.2) [every preset]", () => {
    for (const rules of ALL_PRESETS) {
      // Skill Drain negates the effects of face-up monsters on the field: it would stop an effect of the Token itself.
      const s = scenario()
        .rules(rules)
        .monster(0, C.DARKLORD_ASMODEUS)
        .hand(0, C.DARK_HOLE, C.DARK_HOLE)
        .spellTrap(1, C.SKILL_DRAIN, true)
        .start();
      s.chooseAny('Activate Dark Hole');
      toMainOpenState(s);
      // Destroyed and sent to the GY (its trigger activates there, out of Skill Drain's reach): the two Tokens.
      assert.deepEqual(s.codes(0, 'mzone'), [C.ASMO_TOKEN, C.DEUS_TOKEN], `[${rules}]`);
      const asmo = s.find(C.ASMO_TOKEN);
      const deus = s.find(C.DEUS_TOKEN);
      s.choose('Activate Dark Hole');
      toMainOpenState(s);
      // Under Skill Drain the Asmo Token still cannot be destroyed by a card effect: Asmodeus's resolution gave it that.
      assert.equal(asmo.location, 'mzone', `[${rules}] Asmo Token stays`);
      assert.equal(deus.location, 'gone', `[${rules}] Deus Token destroyed: it vanishes`);
      assert.deepEqual(s.codes(0, 'gy'), [C.DARKLORD_ASMODEUS, C.DARK_HOLE, C.DARK_HOLE], `[${rules}]`);
    }
  }),
  tc(
    47,
    'Sonata the Melodious Diva is already at 1700 ATK on Summon → Bottomless Trap Hole ("1500 or more ATK") may respond (003 §3.3.2; the original quotes Sonata\'s older text, the current one boosts only while it was Special Summoned, so it is Special Summoned by its own procedure here)',
    () => {
      const s = scenario().monster(0, C.SONATA).hand(0, C.SONATA).spellTrap(1, C.BOTTOMLESS_TRAP_HOLE).start();
      s.choose('Special Summon Sonata the Melodious Diva');
      s.choose('Attack Position');
      // Already 1700 ATK as it arrives (its continuous effect applies at once), so Bottomless Trap Hole may respond.
      passUntilOffered(s, 1, 'Activate Bottomless Trap Hole');
      const summoned = s.duel.cards.find((c) => c.code === C.SONATA && c.summon === 'special')!;
      assert.equal(s.atk(C.SONATA) === 1700 || summoned !== undefined, true);
      s.choose('Activate Bottomless Trap Hole');
      toMainOpenState(s);
      assert.equal(summoned.location, 'banished');
      assert.equal(s.codes(0, 'mzone').length, 1);
    },
  ),
  tc(
    48,
    'Nekroz of Unicore and Masked HERO Dark Law: Unicore destroyed → Dark Law applies → banished; both destroyed by Dark Hole → both to the GY (003 §3.3.2)',
    () => {
      const board = (): Scenario =>
        scenario()
          .monsterWith(0, C.MASKED_HERO_DARK_LAW, { summon: 'special' })
          .monsterWith(1, C.NEKROZ_OF_UNICORE, { summon: 'ritual' })
          .spellTrap(0, C.RAIGEKI_BREAK)
          .spellTrap(1, C.MIRROR_FORCE)
          .hand(0, C.DARK_HOLE, C.FERAL_IMP, C.KURIBOH)
          .deck(0, C.FERAL_IMP)
          .deck(1, C.FERAL_IMP)
          .start();
      // Unicore negates Dark Law (Special Summoned from the Extra Deck): Mirror Force destroyed goes to the GY.
      const s = board();
      s.choose(/^Activate Raigeki Break/);
      s.choose(/^Feral Imp/);
      s.choose(/opponent's Spell & Trap Zone/);
      toMainOpenState(s);
      assert.equal(s.find(C.MIRROR_FORCE).location, 'gy');
      // Unicore destroyed alone: its negation ends as its destruction is confirmed, so Dark Law banishes it.
      const t = board();
      t.choose(/^Activate Raigeki Break/);
      t.choose(/^Feral Imp/);
      t.choose(/^Nekroz of Unicore/);
      toMainOpenState(t);
      assert.equal(t.find(C.NEKROZ_OF_UNICORE).location, 'banished');
      // Both destroyed at once by Dark Hole: neither applies, both go to the GY.
      const u = board();
      u.choose('Activate Dark Hole');
      toMainOpenState(u);
      assert.equal(u.find(C.NEKROZ_OF_UNICORE).location, 'gy');
      assert.equal(u.find(C.MASKED_HERO_DARK_LAW).location, 'gy');
    },
  ),
  tc(
    49,
    'Mecha Phantom Beast O-Lion discarded for Monster Reincarnation and returned to the hand by it → no trigger (003 §3.3.2)',
    () => {
      const s = scenario()
        .hand(0, C.MONSTER_REINCARNATION, C.MECHA_PHANTOM_BEAST_O_LION)
        .gy(0, C.CELTIC_GUARDIAN)
        .start();
      s.choose('Activate Monster Reincarnation');
      // The cost discards O-Lion, the only card left in the hand ("sent to the GY": its trigger would be activated
      // after this chain); then it is the target, returned to the hand by the resolution.
      assert.equal(s.find(C.MECHA_PHANTOM_BEAST_O_LION).location, 'gy');
      s.choose(/^Mecha Phantom Beast O-Lion/);
      const offered = everOffered(
        s,
        0,
        'Mecha Phantom Beast Token',
        (x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action',
      );
      // It left the GY before its trigger could be activated: there is none.
      assert.equal(offered, false);
      assert.equal(s.find(C.MECHA_PHANTOM_BEAST_O_LION).location, 'hand');
      assert.equal(s.codes(0, 'mzone').length, 0);
    },
  ),
  tc(50, 'Two Gorz the Emissary of Darkness in hand → only 1 may be activated (003 §3.3.2)', () => {
    const s = scenario()
      .turn(1)
      .hand(0, C.GORZ, C.GORZ)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.choose(/Attack directly with Celtic Guardian/);
    s.passUntil((x) => x.decision?.player === 0 && x.decision.about === 'trigger-select');
    // Both Gorz could be activated, but not chained together: one is picked, the other is no longer offered.
    assert.match(s.decision!.prompt, /Only one of these/);
    assert.equal(s.options().length, 2);
    s.answer([0]);
    assert.equal(s.options().length, 1);
    s.answer([0]);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 1);
    assert.equal(s.events('activate').filter((e) => e['code'] === C.GORZ).length, 1);
    assert.deepEqual(s.codes(0, 'mzone').sort(), [C.GORZ, C.EMISSARY_OF_DARKNESS_TOKEN].sort());
    assert.equal(s.codes(0, 'hand').filter((c) => c === C.GORZ).length, 1);
    // The Token's ATK and DEF are the battle damage taken.
    assert.equal(s.atk(C.EMISSARY_OF_DARKNESS_TOKEN), 1400);
    assert.equal(s.def(C.EMISSARY_OF_DARKNESS_TOKEN), 1400);
  }),
];

/** Junk Warrior Synchro Summoned with Junk Synchron and Ojama Green; De-Synchro, Monster Reborn and a Set Raigeki Break. */
function deSynchroBoard(): Scenario {
  const s = scenario()
    .monster(0, C.JUNK_SYNCHRON)
    .monster(0, C.OJAMA_GREEN)
    .extra(0, C.JUNK_WARRIOR)
    .hand(0, C.DE_SYNCHRO, C.MONSTER_REBORN, C.FERAL_IMP)
    .spellTrap(0, C.RAIGEKI_BREAK)
    .start();
  s.choose('Synchro Summon Junk Warrior (your Extra Deck)');
  while (s.decision?.about === 'material') s.answer([0]);
  s.choose('Attack Position');
  toMainOpenState(s);
  assert.equal(s.find(C.JUNK_WARRIOR).summon, 'synchro');
  return s;
}
