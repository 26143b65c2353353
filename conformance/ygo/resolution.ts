/** 003 §3.4.4: resolution details, draws, location changes, control and negation (TC-71 … TC-86). */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { scenario, type Scenario } from '../../src/ygo/scenario.ts';
import { Reason } from '../../src/ygo/state.ts';
import { C } from './codes.ts';
import { ALL_PRESETS, everOffered, passUntilOffered, tc, toMainOpenState, underEach } from './helpers.ts';

export const resolutionCases: ConformanceCase[] = [
  tc(
    71,
    'Zombie Master no longer face-up at resolution → no Special Summon (003 §3.4.4) [every preset]',
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario()
        .rules(rules)
        .monster(0, C.ZOMBIE_MASTER)
        .hand(0, C.CELTIC_GUARDIAN)
        .gy(0, C.ZOMBIE_MASTER)
        .spellTrap(1, C.BOOK_OF_MOON)
        .start();
      s.choose('Activate Zombie Master');
      passUntilOffered(s, 1, 'Activate Book of Moon');
      s.choose('Activate Book of Moon');
      toMainOpenState(s);
      // Zombie Master is face-down when its effect resolves: nothing is Special Summoned.
      assert.equal(s.cards(0, 'mzone').length, 1);
      assert.equal(s.cards(0, 'mzone')[0]!.faceUp, false);
      assert.deepEqual(s.codes(0, 'gy').sort(), [C.ZOMBIE_MASTER, C.CELTIC_GUARDIAN].sort());
    }),
  ),
  tc(72, 'High Tide on Fire Island with no WATER or FIRE monster left → nothing happens (003 §3.4.4)', () => {
    const build = (raigekiBreak: boolean) => {
      const b = scenario()
        .hand(0, C.MERMAIL_ABYSSMEGALO, C.GIANT_PAIRFISH, C.GIANT_PAIRFISH, C.HIGH_TIDE_ON_FIRE_ISLAND)
        .hand(1, C.FERAL_IMP);
      return (raigekiBreak ? b.spellTrap(1, C.RAIGEKI_BREAK) : b).start();
    };
    const play = (s: Scenario, respond: boolean) => {
      // Two WATER monsters sent to the GY to activate a monster effect this turn (Abyssmegalo's cost).
      s.choose(/^Activate Mermail Abyssmegalo/);
      toMainOpenState(s);
      s.choose('Activate High Tide on Fire Island');
      if (respond) {
        passUntilOffered(s, 1, 'Activate Raigeki Break');
        s.choose('Activate Raigeki Break');
        s.choose(/^Mermail Abyssmegalo/);
      } else {
        s.passUntil((x) => x.decision?.prompt === 'Destroy 1 monster you control');
        s.choose(/^Mermail Abyssmegalo/);
      }
      toMainOpenState(s);
    };
    // Control: Abyssmegalo (Level 7 WATER) still there: the two Pairfish come back, then 1 monster is destroyed.
    const t = build(false);
    play(t, false);
    assert.deepEqual(t.codes(0, 'mzone'), [C.GIANT_PAIRFISH, C.GIANT_PAIRFISH]);
    // Raigeki Break destroys Abyssmegalo in response: no WATER or FIRE monster when it resolves, nothing happens.
    const s = build(true);
    play(s, true);
    assert.deepEqual(s.codes(0, 'mzone'), []);
    assert.equal(s.cards(0, 'gy').filter((c) => c.code === C.GIANT_PAIRFISH).length, 2);
  }),
  tc(
    73,
    'Raidraptor - Stranger Falcon "destroy, and inflict damage" is simultaneous → "when destroyed: you can" may activate (003 §3.4.4)',
    () => {
      const s = scenario()
        .monsterWith(0, C.RAIDRAPTOR_STRANGER_FALCON, { summon: 'xyz' })
        .xyzMaterials(0, C.RAIDRAPTOR_STRANGER_FALCON, C.LEVIATHAN_DRAGON, C.DD_PANDORA)
        .monsterWith(1, C.DD_PANDORA, { summon: 'special' })
        .deck(0, C.FERAL_IMP, C.FERAL_IMP)
        .deck(1, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
        .start();
      // It has an Xyz Monster (Number 17: Leviathan Dragon) as material: it has the gained effect.
      s.choose(/^Activate Raidraptor - Stranger Falcon/);
      s.choose(/^Number 17/); // the material detached
      // D/D Pandora was destroyed as the damage was inflicted, at once: its "When … destroyed" may be activated.
      passUntilOffered(s, 1, 'D/D Pandora (your GY): Draw 2 cards');
      assert.equal(s.lp(1), 8000 - 1700);
      s.choose('D/D Pandora (your GY): Draw 2 cards');
      toMainOpenState(s);
      assert.equal(s.cards(1, 'hand').length, 2);
    },
  ),
  tc(
    74,
    'Scarlight Red Dragon Archfiend "destroy, then damage" → "when destroyed: you can" cannot activate (003 §3.4.4)',
    () => {
      const s = scenario()
        .monsterWith(0, C.SCARLIGHT, { summon: 'synchro' })
        .monsterWith(1, C.DD_PANDORA, { summon: 'special' })
        .deck(0, C.FERAL_IMP, C.FERAL_IMP)
        .deck(1, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
        .askAlways()
        .start();
      s.choose(/^Activate Scarlight Red Dragon Archfiend/);
      // D/D Pandora ("When … destroyed by an opponent's card effect …, and you control no cards: You can draw 2") was
      // destroyed mid-resolution: the damage came after, so it is never offered.
      const offered = everOffered(s, 1, 'D/D Pandora (your GY): Draw 2 cards', (x) => x.duel.turn > 3);
      assert.equal(offered, false);
      assert.equal(s.find(C.DD_PANDORA).location, 'gy');
      assert.equal(s.lp(1), 8000 - 500);
    },
  ),
  tc(
    75,
    'Under Imperial Iron Wall, Dark Magician of Chaos leaving the field goes to the GY instead of being banished (003 §3.4.4)',
    () => {
      const s = scenario()
        .hand(0, C.RAIGEKI)
        .monster(1, C.DARK_MAGICIAN_OF_CHAOS)
        .spellTrap(1, C.IMPERIAL_IRON_WALL, true)
        .start();
      s.choose('Activate Raigeki');
      toMainOpenState(s);
      // "Neither player can banish cards" beats "if this face-up card would leave the field, banish it instead".
      assert.equal(s.find(C.DARK_MAGICIAN_OF_CHAOS).location, 'gy');
    },
  ),
  tc(76, 'Super Quantal Fairy Alphan: random selection (003 §3.4.4)', () => {
    const layers: number[] = [C.SUPER_QUANTUM_BLUE_LAYER, C.SUPER_QUANTUM_RED_LAYER, C.SUPER_QUANTUM_GREEN_LAYER];
    const s = scenario()
      .monster(0, C.SUPER_QUANTAL_FAIRY_ALPHAN)
      .deck(0, ...layers)
      .askAlways()
      .start();
    s.choose(/^Activate Super Quantal Fairy Alphan.*Tribute this card/);
    // The 3 revealed monsters, one name at a time.
    for (let i = 0; i < 3; i++) {
      s.passUntil((x) => x.decision?.player === 0 && /^Reveal "Super Quant"/.test(x.decision.prompt));
      s.answer([0]);
    }
    // Hidden, then the opponent picks one by position only: no option names a card.
    s.passUntil((x) => x.decision?.player === 1 && /hidden cards/.test(x.decision.prompt));
    assert.deepEqual(s.options(), ['Face-down card 1', 'Face-down card 2', 'Face-down card 3']);
    s.answer([1]);
    toMainOpenState(s);
    const summoned = s.codes(0, 'mzone');
    assert.equal(summoned.length, 1);
    assert.ok(layers.includes(summoned[0]!));
    assert.deepEqual(
      s.codes(0, 'gy').sort(),
      [C.SUPER_QUANTAL_FAIRY_ALPHAN, ...layers.filter((c) => c !== summoned[0])].sort(),
    );
  }),
  tc(
    77,
    'Pot of Duality adds a card to the hand; that is not a draw (003 §3.4.4) [every preset]',
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario()
        .rules(rules)
        .hand(0, C.POT_OF_DUALITY)
        .deck(0, C.DARK_MAGICIAN, C.BLUE_EYES, C.SANGAN, C.CELTIC_GUARDIAN)
        .start();
      s.choose('Activate Pot of Duality');
      // The excavated cards, top first: Dark Magician, Blue-Eyes White Dragon, Sangan (the labels hide Deck cards).
      s.answer([1]);
      toMainOpenState(s);
      assert.deepEqual(s.codes(0, 'hand'), [C.BLUE_EYES]);
      // Added to the hand, not drawn.
      assert.equal(s.events('draw').length, 0);
      assert.equal(s.events('to-hand').length, 1);
      assert.equal(s.codes(0, 'deck').length, 3);
    }),
  ),
  tc(78, 'Solemn Wishes with Trade-In drawing 2 → one 500 LP gain (003 §3.4.4)', () => {
    const s = scenario()
      .spellTrap(0, C.SOLEMN_WISHES, true)
      .hand(0, C.TRADE_IN, C.BLUE_EYES)
      .deck(0, C.DARK_MAGICIAN, C.SANGAN, C.CELTIC_GUARDIAN)
      .start();
    s.choose('Activate Trade-In');
    toMainOpenState(s);
    assert.deepEqual(s.codes(0, 'hand').sort(), [C.DARK_MAGICIAN, C.SANGAN].sort());
    // One draw of 2 cards: one 500 LP gain.
    assert.equal(s.lp(0), 8500);
  }),
  tc(
    79,
    "Solemn Strike negates Plaguespreader Zombie's GY effect → it stays in the GY, not destroyed (003 §3.4.4)",
    () => {
      const s = scenario()
        .gy(0, C.PLAGUESPREADER_ZOMBIE)
        .hand(0, C.CELTIC_GUARDIAN)
        .spellTrap(1, C.SOLEMN_STRIKE)
        .start();
      s.choose('Activate Plaguespreader Zombie');
      passUntilOffered(s, 1, 'Activate Solemn Strike');
      s.choose('negate a monster effect');
      toMainOpenState(s);
      assert.equal(s.lp(1), 8000 - 1500);
      // Negated; "destroy that card" cannot touch a card in the GY: it stays there, not destroyed.
      assert.equal(s.find(C.PLAGUESPREADER_ZOMBIE).location, 'gy');
      assert.equal(
        s.log.some((e) => e.type === 'destroyed' && e['code'] === C.PLAGUESPREADER_ZOMBIE),
        false,
      );
      // The cost stays paid.
      assert.deepEqual(s.codes(0, 'deck'), [C.CELTIC_GUARDIAN]);
    },
  ),
  tc(
    80,
    'Guardian Dreadscythe sends The Fabled Cerburrel from the hand → not a discard, no trigger (003 §3.4.4)',
    () => {
      const s = scenario().monster(0, C.GUARDIAN_DREADSCYTHE).hand(0, C.FABLED_CERBURREL, C.DARK_HOLE).start();
      s.choose('Activate Dark Hole');
      toMainOpenState(s);
      // Dreadscythe's effect sent Cerburrel from the hand to the GY (forced: the only card left) and came back…
      assert.equal(s.find(C.GUARDIAN_DREADSCYTHE).location, 'mzone');
      // …but that was not a discard: Cerburrel's "if discarded" does not trigger.
      assert.equal(s.find(C.FABLED_CERBURREL).location, 'gy');
      assert.equal(s.events('activate').filter((e) => e['code'] === C.FABLED_CERBURREL).length, 0);
      // Control: discarded (a cost is a discard), it Special Summons itself.
      const t = scenario()
        .spellTrap(0, C.RAIGEKI_BREAK)
        .hand(0, C.FABLED_CERBURREL)
        .monster(1, C.CELTIC_GUARDIAN)
        .start();
      t.choose('Activate Raigeki Break');
      toMainOpenState(t);
      assert.equal(t.find(C.FABLED_CERBURREL).location, 'mzone');
    },
  ),
  tc(
    81,
    'Interdimensional Matter Transporter, then D.D.R., then banished again → it does not return (003 §3.4.4)',
    () => {
      const s = scenario()
        .monster(0, C.BLUE_EYES)
        .spellTrap(0, C.INTERDIMENSIONAL_MATTER_TRANSPORTER)
        .spellTrap(0, C.DRAGONS_REBIRTH)
        .hand(0, C.DDR, C.FERAL_IMP)
        .gy(0, C.DECOY_DRAGON)
        .deck(0, C.GIANT_RAT)
        .deck(1, C.GIANT_RAT)
        .start();
      s.choose('Activate Interdimensional Matter Transporter');
      toMainOpenState(s);
      assert.equal(s.find(C.BLUE_EYES).location, 'banished');
      // D.D.R. Special Summons it (discarding Feral Imp); Dragon's Rebirth banishes it again.
      s.choose('Activate D.D.R. - Different Dimension Reincarnation');
      toMainOpenState(s);
      assert.equal(s.find(C.BLUE_EYES).location, 'mzone');
      s.choose("Activate Dragon's Rebirth");
      toMainOpenState(s);
      assert.equal(s.find(C.BLUE_EYES).location, 'banished');
      // The End Phase: the Transporter's return no longer applies to it.
      s.passUntil((x) => x.duel.turn === 4);
      assert.equal(s.find(C.BLUE_EYES).location, 'banished');
      assert.equal(s.events('return-to-field').length, 0);
    },
  ),
  tc(
    82,
    'O-Lion discarded for Raigeki Break, then returned to the Deck by Fiend Griefing → no trigger (003 §3.4.4)',
    () => {
      const s = scenario()
        .spellTrap(0, C.RAIGEKI_BREAK)
        .hand(0, C.MECHA_PHANTOM_BEAST_O_LION)
        .monster(1, C.CELTIC_GUARDIAN)
        .spellTrap(1, C.FIEND_GRIEFING)
        .deck(0, C.FERAL_IMP)
        .start();
      s.choose('Activate Raigeki Break');
      s.choose(/^Celtic Guardian/);
      // The opponent chains Fiend Griefing to the discarded O-Lion: it goes back to the Deck.
      passUntilOffered(s, 1, 'Activate Fiend Griefing');
      s.choose('Activate Fiend Griefing');
      const offered = everOffered(
        s,
        0,
        'Mecha Phantom Beast Token',
        (x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action',
      );
      // The trigger could not be activated before O-Lion left the GY: no trigger.
      assert.equal(offered, false);
      assert.equal(s.find(C.MECHA_PHANTOM_BEAST_O_LION).location, 'deck');
      assert.equal(s.find(C.CELTIC_GUARDIAN).location, 'gy');
    },
  ),
  tc(
    83,
    "A monster taken with Mind Control and destroyed goes to its owner's GY (003 §3.4.4) [every preset]",
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario().rules(rules).hand(0, C.MIND_CONTROL, C.DARK_HOLE).monster(1, C.CELTIC_GUARDIAN).start();
      s.choose('Activate Mind Control');
      toMainOpenState(s);
      assert.deepEqual(s.codes(0, 'mzone'), [C.CELTIC_GUARDIAN]);
      s.choose('Activate Dark Hole');
      toMainOpenState(s);
      // It leaves the field to its owner's side: the opponent's GY.
      assert.deepEqual(s.codes(1, 'gy'), [C.CELTIC_GUARDIAN]);
      assert.deepEqual(s.codes(0, 'gy').sort(), [C.MIND_CONTROL, C.DARK_HOLE].sort());
    }),
  ),
  tc(
    84,
    'Enemy Controller: in the End Phase the owner has no free Main Monster Zone → the monster is destroyed (003 §3.4.4)',
    () => {
      const s = scenario()
        .hand(0, C.ENEMY_CONTROLLER)
        .monster(0, C.FERAL_IMP)
        .monster(1, C.CELTIC_GUARDIAN)
        .monster(1, C.GIANT_SOLDIER_OF_STONE)
        .monster(1, C.DARK_MAGICIAN)
        .monster(1, C.SUMMONED_SKULL)
        .monster(1, C.MYSTICAL_ELF)
        .spellTrap(1, C.CALL_OF_THE_HAUNTED)
        .gy(1, C.BLUE_EYES)
        .start();
      s.choose('take control');
      s.choose('Celtic Guardian');
      toMainOpenState(s);
      assert.ok(s.codes(0, 'mzone').includes(C.CELTIC_GUARDIAN));
      // The owner fills its Monster Zones again.
      passUntilOffered(s, 1, 'Activate Call of the Haunted');
      s.choose('Activate Call of the Haunted');
      s.passUntil((x) => x.duel.turnPlayer === 1 || x.find(C.CELTIC_GUARDIAN).location !== 'mzone');
      // In the End Phase control would return, but the owner has no free Main Monster Zone: destroyed, to the owner's GY.
      assert.equal(s.find(C.CELTIC_GUARDIAN).location, 'gy');
      assert.deepEqual(s.codes(1, 'gy'), [C.CELTIC_GUARDIAN]);
      const destroyed = s.log.find((e) => e.type === 'destroyed' && e['code'] === C.CELTIC_GUARDIAN);
      assert.ok(destroyed);
      // Not destroyed "by an effect" (the original text of the example).
      assert.equal(((destroyed['reason'] as number) & Reason.EFFECT) === 0, true);
    },
  ),
  tc(
    85,
    'Passing on Mystical Space Typhoon and letting the opp chain another card → Magic Jammer can no longer be used (003 §3.4.4) [every preset]',
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario()
        .rules(rules)
        .hand(0, C.MST, C.BOOK_OF_MOON)
        .monster(0, C.CELTIC_GUARDIAN)
        .spellTrap(1, C.MAGIC_JAMMER)
        .spellTrap(1, C.MIRROR_FORCE)
        .hand(1, C.KURIBOH)
        .start();
      s.choose('Activate Mystical Space Typhoon');
      s.choose("opponent's Spell & Trap Zone 2"); // the Set Mirror Force
      // The opponent could answer the Typhoon with Magic Jammer now, but passes…
      assert.equal(s.decision?.player, 1);
      assert.ok(s.has('Activate Magic Jammer'));
      s.choose('Pass');
      // …and the Typhoon's controller chains Book of Moon.
      s.choose('Activate Book of Moon');
      passUntilOffered(s, 1, 'Activate Magic Jammer');
      // Magic Jammer must chain directly to what it negates: now only Book of Moon (Chain Link 2).
      s.choose('Activate Magic Jammer');
      toMainOpenState(s);
      const bom = s.find(C.BOOK_OF_MOON);
      assert.equal(bom.location, 'gy');
      // Book of Moon negated: Celtic Guardian stays face-up; the Typhoon still destroyed its target.
      assert.equal(s.find(C.CELTIC_GUARDIAN).faceUp, true);
      assert.equal(s.codes(1, 'szone').length, 0);
      assert.deepEqual(s.codes(0, 'gy').sort(), [C.MST, C.BOOK_OF_MOON].sort());
    }),
  ),
  tc(
    86,
    'Under Royal Decree, Archfiend of Gilfer discarded for Raigeki Break → the negated Trap still resolves, Gilfer\'s "when sent to the GY" misses the timing (003 §3.4.4)',
    () => {
      const s = scenario()
        .spellTrap(0, C.ROYAL_DECREE, true)
        .spellTrap(0, C.RAIGEKI_BREAK)
        .hand(0, C.ARCHFIEND_OF_GILFER)
        .monster(1, C.CELTIC_GUARDIAN)
        .start();
      s.choose('Activate Raigeki Break');
      s.choose('Celtic Guardian');
      // The discard (cost) sent Gilfer to the GY; the Trap's effect is negated by Royal Decree but still resolves…
      const offered = everOffered(
        s,
        0,
        'Archfiend of Gilfer',
        (x) => x.duel.chain.length === 0 && x.decision?.prompt.startsWith('Main Phase') === true,
      );
      assert.equal(s.find(C.ARCHFIEND_OF_GILFER).location, 'gy');
      assert.equal(s.find(C.CELTIC_GUARDIAN).location, 'mzone', 'Royal Decree must negate Raigeki Break');
      // …so Gilfer's optional "when sent to the GY" misses the timing.
      assert.equal(offered, false);
    },
  ),
];
