/** 003 §3.4.4 (cont.) and §3.5: equips, Gemini, face-down, Trap monsters, counters, gained effects … (TC-101 … TC-123). */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { scenario } from '../../src/ygo/scenario.ts';
import { viewDuel } from '../../src/ygo/view.ts';
import { nameOf } from '../../src/ygo/rules/identity.ts';
import { isNegated } from '../../src/ygo/rules/statics.ts';
import { C } from './codes.ts';
import { isEffectMonster, isMonsterCard, isNormalMonster, isTrapCard } from '../../src/ygo/rules/card-types.ts';
import { everOffered, passUntilOffered, tc, toMainOpenState, underEach } from './helpers.ts';

export const specialCardCases: ConformanceCase[] = [
  tc(
    101,
    'First of the Dragons battles a monster equipped with Gwenhwyfar, Queen of Noble Arms → its destruction effect is an Equip Spell effect, First of the Dragons is destroyed (003 §3.4.4)',
    () => {
      // Gwenhwyfar equipped to a DARK monster (placed equipped: the engine has no "Noble Knight" monster yet).
      const s = scenario()
        .monster(0, C.DARK_MAGICIAN)
        .attach(0, C.GWENHWYFAR_QUEEN_OF_NOBLE_ARMS, C.DARK_MAGICIAN)
        .monster(1, C.FIRST_OF_THE_DRAGONS)
        .start();
      s.choose('Enter the Battle Phase');
      passUntilOffered(s, 0, 'Attack First of the Dragons');
      s.choose(/Attack First of the Dragons/);
      // At the start of the Damage Step: the ● DARK effect, an Equip Spell effect that First of the Dragons
      // ("unaffected by other monsters' effects") does not escape.
      passUntilOffered(s, 0, "Destroy the opponent's monster the equipped monster battles");
      s.choose(/Destroy the opponent's monster the equipped monster battles/);
      s.passUntil((x) => x.duel.battle === null);
      assert.equal(s.find(C.FIRST_OF_THE_DRAGONS).location, 'gy');
      assert.equal(s.find(C.GWENHWYFAR_QUEEN_OF_NOBLE_ARMS).location, 'gy');
      assert.equal(s.find(C.DARK_MAGICIAN).location, 'mzone');
    },
  ),
  tc(
    102,
    'Guardian of Felgrand under Skill Drain → the card it equipped by its own effect is destroyed (003 §3.4.4)',
    () => {
      const s = scenario()
        .hand(0, C.GUARDIAN_OF_FELGRAND)
        .gy(0, C.BLUE_EYES)
        .spellTrap(0, C.SKILL_DRAIN)
        .deck(0, C.CELTIC_GUARDIAN)
        .start();
      s.choose('Normal Summon Guardian of Felgrand');
      passUntilOffered(s, 0, 'Equip 1 Level 7 or 8 Dragon');
      s.choose(/Equip 1 Level 7 or 8 Dragon/);
      toMainOpenState(s);
      // Blue-Eyes is an Equip Card (an Equip Spell, 003 §3.4.4) giving half its ATK: 500 + 1500.
      assert.equal(s.find(C.BLUE_EYES).location, 'szone');
      assert.equal(s.atk(C.GUARDIAN_OF_FELGRAND), 2000);
      s.choose('Activate Skill Drain');
      toMainOpenState(s);
      // Guardian of Felgrand's effects are negated: the card it equipped by its own effect is destroyed.
      assert.equal(s.find(C.BLUE_EYES).location, 'gy');
      assert.equal(s.find(C.GUARDIAN_OF_FELGRAND).location, 'mzone');
      assert.equal(s.atk(C.GUARDIAN_OF_FELGRAND), 500);
    },
  ),
  tc(103, 'Armored Cybern (a Union) under Silent Swordsman LV7 stays equipped (003 §3.4.4)', () => {
    const s = scenario()
      .monster(0, C.CYBER_DRAGON)
      .monster(0, C.ARMORED_CYBERN)
      .monster(1, C.SILENT_SWORDSMAN_LV7)
      .deck(0, C.CELTIC_GUARDIAN, C.CELTIC_GUARDIAN)
      .deck(1, C.CELTIC_GUARDIAN, C.CELTIC_GUARDIAN)
      .start();
    // In the Monster Zone Armored Cybern is a monster: Silent Swordsman LV7 (negate Spell effects) lets it equip.
    s.choose(/Equip this card to 1 "Cyber Dragon"/);
    toMainOpenState(s);
    const cybern = s.find(C.ARMORED_CYBERN);
    assert.equal(cybern.location, 'szone');
    // Equipped, it is an Equip Spell: negated, yet it stays equipped, turn after turn.
    s.toTurn(5);
    toMainOpenState(s);
    assert.equal(cybern.location, 'szone');
    assert.equal(cybern.equipTarget, s.find(C.CYBER_DRAGON).uid);
    // Its effects do nothing: the unequip is not offered.
    assert.equal(s.has(/Unequip this card/), false);
  }),
  tc(104, 'A Gemini destroyed by Dark Ruler Ha Des is an Effect Monster in the GY (003 §3.4.4)', () => {
    const s = scenario().monster(0, C.KING_PYRON).monster(1, C.DARK_RULER_HA_DES).start();
    // On the field, not Gemini Summoned, King Pyron is a Normal Monster.
    assert.equal(isNormalMonster(s.duel, s.find(C.KING_PYRON)), true);
    s.choose('Enter the Battle Phase');
    passUntilOffered(s, 0, 'Attack Dark Ruler Ha Des');
    s.choose(/Attack Dark Ruler Ha Des/);
    s.passUntil((x) => x.duel.battle === null);
    const pyron = s.find(C.KING_PYRON);
    assert.equal(pyron.location, 'gy');
    // Destroyed by battle with a Fiend, its effects are negated: in the GY it is an Effect Monster.
    assert.equal(isEffectMonster(s.duel, pyron), true);
    assert.equal(isNormalMonster(s.duel, pyron), false);
  }),
  tc(105, 'Rush Recklessly, then Book of Moon → the ATK gain ends (003 §3.4.4)', () => {
    const s = scenario()
      .monster(0, C.SANGAN)
      .hand(0, C.RUSH_RECKLESSLY, C.BOOK_OF_MOON)
      .monster(1, C.WATTAILDRAGON)
      .start();
    s.choose('Activate Rush Recklessly');
    s.choose('Wattaildragon');
    toMainOpenState(s);
    assert.equal(s.atk(C.WATTAILDRAGON), 3200);
    s.choose('Activate Book of Moon');
    s.choose('Wattaildragon');
    toMainOpenState(s);
    assert.equal(s.find(C.WATTAILDRAGON).faceUp, false);
    // Attacked, it is flipped face-up Defense before damage calculation (1000 ATK vs 1000 DEF: nothing happens).
    s.choose('Enter the Battle Phase');
    passUntilOffered(s, 0, 'Attack');
    s.choose('Attack');
    s.passUntil((x) => x.duel.battle === null);
    const w = s.find(C.WATTAILDRAGON);
    assert.equal(w.location, 'mzone');
    assert.equal(w.faceUp, true);
    // Effects applied to it ended when it was turned face-down: face-up again, its ATK is the printed 2500.
    assert.equal(s.atk(C.WATTAILDRAGON), 2500);
  }),
  tc(
    106,
    'A monster revived by Call of the Haunted is turned face-down → destroying Call of the Haunted later does not destroy it (003 §3.4.4)',
    () => {
      const s = scenario()
        .spellTrap(0, C.CALL_OF_THE_HAUNTED)
        .gy(0, C.CELTIC_GUARDIAN)
        .hand(0, C.BOOK_OF_MOON, C.MST)
        .start();
      s.choose('Activate Call of the Haunted');
      toMainOpenState(s);
      assert.equal(s.find(C.CELTIC_GUARDIAN).location, 'mzone');
      s.choose('Activate Book of Moon');
      toMainOpenState(s);
      assert.equal(s.find(C.CELTIC_GUARDIAN).faceUp, false);
      // Call of the Haunted is a Continuous Trap, not an Equip: it stays, having lost its target.
      assert.equal(
        s.find(C.CALL_OF_THE_HAUNTED).location,
        'szone',
        'Call of the Haunted must stay on the field when its monster is turned face-down',
      );
      s.choose('Activate Mystical Space Typhoon');
      toMainOpenState(s);
      // Turned face-down, the monster stopped being Call of the Haunted's target: it stays.
      assert.equal(s.find(C.CALL_OF_THE_HAUNTED).location, 'gy');
      assert.equal(s.find(C.CELTIC_GUARDIAN).location, 'mzone');
    },
  ),
  tc(
    107,
    'Shapesister is a Normal Trap Monster; Stronghold the Moving Fortress is an Effect Monster (003 §3.4.4)',
    () => {
      const s = scenario().spellTrap(0, C.SHAPESISTER).spellTrap(0, C.STRONGHOLD_THE_MOVING_FORTRESS).start();
      s.choose('Activate Shapesister');
      passUntilOffered(s, 0, 'Attack Position');
      s.choose('Attack Position');
      toMainOpenState(s);
      s.choose('Activate Stronghold the Moving Fortress');
      toMainOpenState(s);
      const sister = s.find(C.SHAPESISTER);
      const fortress = s.find(C.STRONGHOLD_THE_MOVING_FORTRESS);
      assert.deepEqual([sister.location, fortress.location], ['mzone', 'mzone']);
      // Both are monsters and still Trap Cards; Shapesister is a Normal Monster, Stronghold an Effect Monster.
      assert.deepEqual(
        [isMonsterCard(sister), isTrapCard(sister), isNormalMonster(s.duel, sister)],
        [true, true, true],
      );
      assert.equal(isEffectMonster(s.duel, sister), false);
      assert.deepEqual([isMonsterCard(fortress), isTrapCard(fortress)], [true, true]);
      assert.deepEqual([isEffectMonster(s.duel, fortress), isNormalMonster(s.duel, fortress)], [true, false]);
    },
  ),
  tc(
    108,
    'Statue of Anguish Pattern under Skill Drain is negated (its effects are monster effects) (003 §3.4.4)',
    () => {
      const s = scenario()
        .monster(0, C.STATUE_OF_ANGUISH_PATTERN)
        .spellTrap(0, C.SHAPESISTER)
        .spellTrap(0, C.SKILL_DRAIN, true)
        .monster(1, C.BLUE_EYES)
        .start();
      // Shapesister is Special Summoned from the Spell & Trap Zone: Statue of Anguish Pattern's effect, a monster
      // effect, is negated by Skill Drain, so nothing is destroyed.
      s.choose('Activate Shapesister');
      s.choose('Attack Position');
      const offered = everOffered(
        s,
        0,
        'Destroy 1 card on the field',
        (x) => x.duel.chain.length === 0 && x.decision!.prompt.startsWith('Main Phase'),
      );
      assert.equal(offered, false);
      assert.equal(s.find(C.SHAPESISTER).location, 'mzone');
      assert.equal(s.find(C.BLUE_EYES).location, 'mzone');
      assert.equal(s.find(C.STATUE_OF_ANGUISH_PATTERN).location, 'mzone');
    },
  ),
  tc(109, 'Gateway to Chaos under Silent Swordsman LV7 loses the counters it placed on itself (003 §3.4.4)', () => {
    const s = scenario()
      .spellTrap(0, C.GATEWAY_TO_CHAOS, true)
      .monster(0, C.SILENT_SWORDSMAN_LV7, 'set')
      .hand(0, C.RAIGEKI)
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.SANGAN)
      .start();
    // Two Monster Cards sent from the field to the GY: Gateway to Chaos places 2 Spell Counters on itself (no chain).
    s.choose('Activate Raigeki');
    toMainOpenState(s);
    const gateway = s.find(C.GATEWAY_TO_CHAOS);
    assert.deepEqual(gateway.counters, { spell: 2 });
    // Silent Swordsman LV7 turns face-up: "Negate all Spell effects on the field" negates Gateway to Chaos.
    s.choose('Flip Summon Silent Swordsman LV7');
    toMainOpenState(s);
    assert.equal(s.find(C.SILENT_SWORDSMAN_LV7).faceUp, true);
    // The counters it placed on itself by its own effect are removed.
    assert.deepEqual(gateway.counters, {});
    assert.ok(s.events('counter').some((e) => e['change'] === -2 && e['count'] === 0));
  }),
  tc(110, "Snowdust Giant's Ice Counters stay when Snowdust Giant is negated (003 §3.4.4)", () => {
    const s = scenario()
      .monster(0, C.TRIBE_INFECTING_VIRUS)
      .monster(0, C.TRIBE_INFECTING_VIRUS)
      .extra(0, C.SNOWDUST_GIANT)
      .hand(0, C.TREEBORN_FROG, C.SNOWMAN_EATER)
      .spellTrap(0, C.SKILL_DRAIN)
      .monster(1, C.CELTIC_GUARDIAN)
      .start();
    // Its 2 Level 4 WATER materials are the only two: chosen for the player.
    s.choose('Xyz Summon Snowdust Giant');
    s.choose('Attack Position');
    toMainOpenState(s);
    s.choose(/^Activate Snowdust Giant/);
    // Cost: detach either Tribe-Infecting Virus.
    s.answer([0]);
    s.passUntil((x) => x.decision?.prompt.startsWith('Reveal') === true);
    // Reveal both WATER monsters: 2 Ice Counters, both on the opponent's Celtic Guardian.
    s.choose(/^Treeborn Frog/, /^Snowman Eater/);
    s.choose(/^Celtic Guardian/);
    s.choose(/^Celtic Guardian/);
    toMainOpenState(s);
    const celtic = s.find(C.CELTIC_GUARDIAN);
    assert.deepEqual(celtic.counters, { ice: 2 });
    // "Non-WATER monsters on the field lose 200 ATK for each Ice Counter on the field".
    assert.equal(s.atk(C.CELTIC_GUARDIAN), 1000);
    // Skill Drain negates Snowdust Giant: its ATK loss stops, but the counters it placed on another card stay.
    s.choose('Activate Skill Drain');
    toMainOpenState(s);
    assert.deepEqual(celtic.counters, { ice: 2 });
    assert.equal(s.atk(C.CELTIC_GUARDIAN), 1400);
  }),
  tc(
    111,
    "Legendary Knight Hermos with Dark Magician of Chaos's effect leaves the field → not banished (003 §3.4.4)",
    () => {
      const s = scenario()
        .turn(1)
        .monsterWith(0, C.LEGENDARY_KNIGHT_HERMOS, { summon: 'special' })
        .gy(0, C.DARK_MAGICIAN_OF_CHAOS)
        .monster(1, C.CELTIC_GUARDIAN)
        .monster(1, C.BLUE_EYES)
        .deck(0, C.FERAL_IMP, C.FERAL_IMP)
        .deck(1, C.FERAL_IMP, C.FERAL_IMP)
        .start();
      s.choose('Enter the Battle Phase');
      s.choose(/Attack Legendary Knight Hermos .* with Celtic Guardian/);
      passUntilOffered(s, 0, 'Take the name and effects');
      s.choose(/Take the name and effects/);
      s.passUntil((x) => x.decision?.player === 1 && x.has('with Blue-Eyes White Dragon'));
      assert.equal(nameOf(s.duel, s.find(C.LEGENDARY_KNIGHT_HERMOS)), C.DARK_MAGICIAN_OF_CHAOS);
      s.choose(/Attack Legendary Knight Hermos .* with Blue-Eyes White Dragon/);
      s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
      // The gained "banish it instead" ends as it leaves the field: it goes to the GY.
      assert.equal(s.find(C.LEGENDARY_KNIGHT_HERMOS).location, 'gy');
    },
  ),
  tc(
    112,
    'Phantom of Chaos uses the equip effect of Superheavy Samurai Soulclaw; once an Equip Card the gained effect ends → destroyed (003 §3.4.4)',
    () => {
      const s = scenario()
        .monster(0, C.PHANTOM_OF_CHAOS)
        .monster(0, C.SHUTENDOJI)
        .gy(0, C.SUPERHEAVY_SAMURAI_SOULCLAW)
        .start();
      s.choose(/Activate Phantom of Chaos.*: Banish 1 Effect Monster/);
      toMainOpenState(s);
      s.choose(/Activate Phantom of Chaos.*: Equip this monster/);
      toMainOpenState(s);
      assert.equal(s.find(C.PHANTOM_OF_CHAOS).location, 'gy');
      assert.equal(s.atk(C.SHUTENDOJI), 500, 'it gains nothing from an Equip Card that is gone');
    },
  ),
  tc(113, 'Phantom of Chaos\'s "0 battle damage" still applies after it gains an effect (003 §3.4.4)', () => {
    const s = scenario()
      .monster(0, C.PHANTOM_OF_CHAOS)
      .gy(0, C.BALANCER_LORD)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose(/Activate Phantom of Chaos.*: Banish 1 Effect Monster/);
    toMainOpenState(s);
    // It copied Balancer Lord: its name, original ATK 1700 and effects; the "gain" effect itself is gone.
    assert.equal(s.atk(C.PHANTOM_OF_CHAOS), 1700);
    assert.ok(s.options().some((o) => /Pay 1000 LP: you can Normal Summon 1 Cyberse/.test(o)));
    s.choose('Enter the Battle Phase');
    passUntilOffered(s, 0, 'Attack directly');
    s.choose('Attack directly');
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    assert.equal(s.lp(1), 8000, 'its own "no battle damage" still applies');
  }),
  tc(114, 'Vampire Domination: Machine King - 3000 B.C., a Trap Monster, destroyed → no LP gain (003 §3.4.4)', () => {
    const s = scenario()
      .monster(0, C.MACHINE_KING_3000_BC)
      .monster(0, C.CYBER_DRAGON)
      .monster(1, C.VAMPIRE_LADY)
      .spellTrap(1, C.VAMPIRE_DOMINATION)
      .start();
    // Machine King's effect, activated as a monster, is a monster effect: Vampire Domination may answer it.
    s.choose(/Tribute 1 Machine monster/);
    passUntilOffered(s, 1, 'Activate Vampire Domination');
    s.choose('Activate Vampire Domination');
    toMainOpenState(s);
    assert.equal(s.find(C.MACHINE_KING_3000_BC).location, 'gy');
    // "If it was a Monster Card" reads the original card type: a Trap Card, so no LP is gained.
    assert.equal(s.lp(1), 8000);
  }),
  tc(
    115,
    'Vampire Domination: Odd-Eyes Pendulum Dragon activated to the Pendulum Zone and negated → gain 2500 (003 §3.4.4)',
    () => {
      // Mandragon (a Pendulum Normal Monster, original ATK 2500 like Odd-Eyes Pendulum Dragon) stands in for Odd-Eyes.
      const s = scenario().hand(0, C.MANDRAGON).monster(1, C.VAMPIRE_HUNTER).spellTrap(1, C.VAMPIRE_DOMINATION).start();
      s.choose('Activate Mandragon');
      passUntilOffered(s, 1, 'Activate Vampire Domination');
      s.choose('Activate Vampire Domination');
      toMainOpenState(s);
      // 003 §3.3.4: "if it was a Monster Card" reads the original card type: the Pendulum Zone Spell is a Monster Card.
      assert.equal(s.lp(1), 8000 + 2500);
      // 003 §3.3.3: its activation negated, it was never on the field: the GY, not the Extra Deck.
      assert.equal(s.find(C.MANDRAGON).location, 'gy');
    },
  ),
  tc(
    116,
    'Raigeki Break targets Astrograph Sorcerer in the Pendulum Zone; Pendulum Switch Summons it in response → not destroyed (003 §3.4.4)',
    () => {
      // Dragong (a Pendulum Normal Monster) stands in for Astrograph Sorcerer, whose own effects play no part here.
      const s = scenario()
        .turn(1)
        .pendulumZone(0, C.DRAGONG, 'left')
        .spellTrap(0, C.PENDULUM_SWITCH, true)
        .spellTrap(1, C.RAIGEKI_BREAK)
        .hand(1, C.CELTIC_GUARDIAN)
        .start();
      // The discard (Celtic Guardian, the only card) is taken without asking; the target is Dragong.
      s.choose('Activate Raigeki Break');
      s.choose(/^Dragong/);
      passUntilOffered(s, 0, 'Special Summon 1 card in your Pendulum Zone');
      s.choose(/Special Summon 1 card in your Pendulum Zone/);
      s.choose('Defense Position');
      s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
      // 003 §3.4.4: moving between the Pendulum Zone and the Monster Zone makes a new card: Raigeki Break's target is
      // gone, nothing is destroyed.
      const d = s.find(C.DRAGONG);
      assert.equal(d.location, 'mzone');
      assert.equal(d.summon, 'special');
      assert.equal(d.defense, true);
      assert.equal(s.find(C.RAIGEKI_BREAK).location, 'gy');
    },
  ),
  tc(
    117,
    '2 × Atlantean Heavy Infantry → only 1 extra Normal Summon (003 §3.4.4)',
    underEach(['master-rule-2020', 'master-rule-2'], (rules) => {
      const s = scenario()
        .rules(rules)
        .monster(0, C.ATLANTEAN_HEAVY_INFANTRY)
        .monster(0, C.ATLANTEAN_HEAVY_INFANTRY)
        .hand(0, C.FERAL_IMP, C.ATLANTEAN_HEAVY_INFANTRY, C.ATLANTEAN_HEAVY_INFANTRY)
        .start();
      s.choose('Normal Summon Feral Imp');
      toMainOpenState(s);
      // Two grants apply, one additional Normal Summon is offered (for either copy in the hand).
      assert.equal(s.options().filter((o) => o.includes('(in addition, by')).length, 2);
      s.chooseAny(/^Normal Summon Atlantean Heavy Infantry/);
      toMainOpenState(s);
      assert.equal(s.cards(0, 'mzone').filter((c) => c.code === C.ATLANTEAN_HEAVY_INFANTRY).length, 3);
      // The second grant gives no second additional Normal Summon.
      assert.equal(s.has(/^Normal Summon/), false);
    }),
  ),
  tc(118, 'After using Imduk the World Chalice Dragon → Balancer Lord cannot be activated (003 §3.4.4)', () => {
    const s = scenario()
      .monster(0, C.IMDUK_THE_WORLD_CHALICE_DRAGON)
      .monster(0, C.BALANCER_LORD)
      .hand(0, C.FERAL_IMP, C.CHOSEN_BY_THE_WORLD_CHALICE)
      .start();
    assert.equal(s.has(/^Activate Balancer Lord/), true);
    s.choose('Normal Summon Feral Imp');
    toMainOpenState(s);
    // Imduk's grant: the "World Chalice" monster in addition to the Normal Summon.
    s.choose(/^Normal Summon Chosen by the World Chalice .*\(in addition, by Imduk the World Chalice Dragon\)/);
    toMainOpenState(s);
    assert.equal(s.find(C.CHOSEN_BY_THE_WORLD_CHALICE).location, 'mzone');
    // One additional Normal Summon was used this turn: Balancer Lord's grant cannot be activated.
    assert.equal(s.has(/^Activate Balancer Lord/), false);
  }),
  tc(
    119,
    'Swap Frog activated but unused → Balancer Lord may be activated; pick one when Summoning (003 §3.4.4)',
    () => {
      const s = scenario()
        .monster(0, C.SWAP_FROG)
        .monster(0, C.BALANCER_LORD)
        .monster(0, C.FERAL_IMP)
        .hand(0, C.BEELZE_FROG, C.PIKARI)
        .start();
      s.choose(/^Activate Swap Frog/);
      s.choose(/^Feral Imp/);
      toMainOpenState(s);
      // Swap Frog's grant gained, unused: Balancer Lord's (a different one) may still be activated.
      s.choose(/^Activate Balancer Lord/);
      toMainOpenState(s);
      s.choose('Normal Summon Feral Imp');
      toMainOpenState(s);
      // Both grants apply; the player picks one when Summoning …
      assert.equal(s.has(/^Normal Summon Beelze Frog .*by Swap Frog/), true);
      assert.equal(s.has(/^Normal Summon Pikari @Ignister .*by Balancer Lord/), true);
      s.choose(/^Normal Summon Beelze Frog/);
      toMainOpenState(s);
      // … and the other lapses.
      assert.equal(s.find(C.BEELZE_FROG).location, 'mzone');
      assert.equal(s.has(/^Normal Summon Pikari/), false);
    },
  ),
  tc(120, 'Eidos the Underworld Squire activated → Mithra the Thunder Vassal cannot be activated (003 §3.4.4)', () => {
    const s = scenario()
      .monster(0, C.MITHRA_THE_THUNDER_VASSAL)
      .gy(0, C.EIDOS_THE_UNDERWORLD_SQUIRE)
      .hand(0, C.MONSTER_REBORN, C.CURSE_OF_DRAGON)
      .start();
    // Eidos Special Summoned: its grant is gained, the Normal Summon still unused.
    s.choose('Activate Monster Reborn');
    s.passUntil((x) => x.has('Attack Position'));
    s.choose('Attack Position');
    toMainOpenState(s);
    assert.deepEqual(s.duel.players[0].extraGrants, [C.EIDOS_THE_UNDERWORLD_SQUIRE]);
    // Mithra Tributed for the (regular) Tribute Summon: its identical grant cannot be activated.
    s.choose('Normal Summon Curse of Dragon');
    s.chooseAny(/^Mithra/);
    toMainOpenState(s);
    assert.equal(s.events('activate').filter((e) => e['code'] === C.MITHRA_THE_THUNDER_VASSAL).length, 0);
    assert.deepEqual(s.duel.players[0].extraGrants, [C.EIDOS_THE_UNDERWORLD_SQUIRE]);
  }),
  tc(
    121,
    'SPYRAL Double Helix treated as SPYRAL Super Agent is negated by Millennium-Eyes Restrict and keeps the name (003 §3.4.4)',
    () => {
      // Millennium-Eyes Restrict with SPYRAL Super Agent equipped (its Quick Effect equips it; placed here directly).
      const s = scenario()
        .turn(1)
        .monsterWith(0, C.MILLENNIUM_EYES_RESTRICT, { summon: 'fusion' })
        .attach(0, C.SPYRAL_SUPER_AGENT, C.MILLENNIUM_EYES_RESTRICT)
        .monsterWith(1, C.SPYRAL_DOUBLE_HELIX, { summon: 'link', zone: 'extra-left' })
        .deck(1, C.FERAL_IMP, C.FERAL_IMP)
        .start();
      const helix = s.find(C.SPYRAL_DOUBLE_HELIX, 'mzone');
      // Negated by its changed name, and it keeps that name: the name change is not undone by the negation.
      assert.equal(isNegated(s.duel, helix), true);
      assert.equal(viewDuel(s.duel, 0).extraMonsterZones[0]?.name, 'SPYRAL Super Agent');
      s.choose('Enter the Battle Phase');
      assert.equal(
        s.options().some((o) => o.startsWith('Attack')),
        false,
      );
    },
  ),
  tc(
    122,
    'Putrid Pudding Body Buddies ("cannot be Fusion/Synchro/Xyz Material") cannot be used even face-down (003 §3.5)',
    () => {
      const build = (water: number) =>
        scenario()
          .hand(0, C.POLYMERIZATION, C.ELEMENTAL_HERO_AVIAN)
          .monster(0, water, 'set')
          .extra(0, C.ABSOLUTE_ZERO)
          .start();
      // A face-down WATER monster may be Fusion Material for "1 HERO + 1 WATER" …
      assert.equal(build(C.GIANT_PAIRFISH).has('Activate Polymerization'), true);
      // … but Putrid Pudding's text is no effect: it bars the face-down card too, so there is no Fusion Summon.
      assert.equal(build(C.PUTRID_PUDDING).has('Activate Polymerization'), false);
    },
  ),
  tc(123, "Hermos gaining Koa'ki Meiru Overload's effect → the maintenance cost does not apply (003 §3.5)", () => {
    const s = scenario()
      .turn(1)
      .monsterWith(0, C.LEGENDARY_KNIGHT_HERMOS, { summon: 'special' })
      .gy(0, C.KOAKI_MEIRU_OVERLOAD)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.choose(/Attack Legendary Knight Hermos .* with Celtic Guardian/);
    passUntilOffered(s, 0, 'Take the name and effects');
    s.choose(/Take the name and effects/);
    // Hermos's controller's next turn: it bears Overload's name and effects ("until the End Phase of your next
    // turn"); through that turn's End Phase, with neither an Iron Core nor a Rock-Type monster in the hand.
    s.passUntil((x) => x.duel.turn === 4 && x.decision?.about === 'main-phase-action');
    assert.equal(nameOf(s.duel, s.find(C.LEGENDARY_KNIGHT_HERMOS)), C.KOAKI_MEIRU_OVERLOAD);
    s.passUntil((x) => x.duel.turn === 5);
    // The maintenance is no effect: Hermos did not gain it, and is not destroyed.
    assert.equal(s.find(C.LEGENDARY_KNIGHT_HERMOS).location, 'mzone');
    // Control: Koa'ki Meiru Overload itself is destroyed in its controller's End Phase.
    const t = scenario().monster(0, C.KOAKI_MEIRU_OVERLOAD).deck(0, C.FERAL_IMP).deck(1, C.FERAL_IMP).start();
    t.passUntil((x) => x.duel.turn === 4);
    assert.equal(t.find(C.KOAKI_MEIRU_OVERLOAD).location, 'gy');
  }),
];
