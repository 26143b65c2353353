/** 003 §3.4.1–§3.4.3: principles, activation, conditions, targets and chains (TC-55 … TC-70). */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { scenario, type Scenario } from '../../src/ygo/scenario.ts';
import { C } from './codes.ts';
import { ALL_PRESETS, everOffered, passUntilOffered, tc, toMainOpenState, underEach } from './helpers.ts';

/**
 * TC-63…65: a Dragon sent from the field to the GY earlier, then a chain: Chain Link 1 a Spell, Chain Link 2 Call of the
 * Haunted reviving the Dragon. Returns the scenario right after the chain resolved.
 */
function reviveMidChain(dragon: number, gy: number[]): Scenario {
  const s = scenario()
    .monster(0, dragon)
    .hand(0, C.DARK_HOLE, C.POT_OF_GREED)
    .spellTrap(0, C.CALL_OF_THE_HAUNTED)
    .gy(0, ...gy)
    .gy(1, C.CELTIC_GUARDIAN)
    .deck(0, C.SANGAN, C.FERAL_IMP)
    .start();
  s.choose('Activate Dark Hole');
  toMainOpenState(s);
  s.choose('Activate Pot of Greed');
  passUntilOffered(s, 0, 'Activate Call of the Haunted');
  s.choose('Activate Call of the Haunted');
  // Its target (asked only when the GY holds another monster).
  if (s.decision?.prompt.startsWith('Target 1 monster in your GY')) s.choose(cardName(dragon));
  s.passUntil((x) => x.duel.chain.length === 0);
  return s;
}

const cardName = (code: number): string =>
  ({
    [C.FELGRAND_DRAGON]: 'Felgrand Dragon',
    [C.DIVINE_DRAGON_LORD_FELGRAND]: 'Divine Dragon Lord Felgrand',
    [C.MAGMA_DRAGON]: 'Magma Dragon',
  })[code]!;

/** Pass until the turn player is asked about triggers (or the Main Phase is open again). */
function toMainOpenStateOrTriggers(s: Scenario): void {
  s.passUntil(
    (x) =>
      x.decision?.about === 'trigger-order' ||
      x.decision?.about === 'trigger-select' ||
      (x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action'),
  );
}

export const chainCases: ConformanceCase[] = [
  tc(
    55,
    'Puppet Master: "when Tribute Summoned" timing, "pay 2000 LP" cost, "target 2 Fiends in your GY" targets, "SS them" resolution (003 §3.4.1)',
    () => {
      const s = scenario().hand(0, C.PUPPET_MASTER).monster(0, C.CELTIC_GUARDIAN).gy(0, C.SANGAN, C.FERAL_IMP).start();
      s.choose('Normal Summon Puppet Master');
      s.choose('Celtic Guardian');
      // Timing: "when this card is Tribute Summoned".
      passUntilOffered(s, 0, 'Puppet Master');
      s.choose('Puppet Master');
      // Cost: 2000 LP, paid on activation.
      assert.equal(s.lp(0), 6000);
      toMainOpenState(s);
      // Resolution: the 2 targets are Special Summoned, and they cannot attack this turn.
      assert.deepEqual(s.codes(0, 'mzone').sort(), [C.PUPPET_MASTER, C.SANGAN, C.FERAL_IMP].sort());
      s.choose('Enter the Battle Phase');
      s.passUntil((x) => x.duel.battleStep === 'battle' || x.duel.phase !== 'battle');
      assert.ok(s.has('Attack directly with Puppet Master'));
      assert.equal(s.has('Attack directly with Sangan') || s.has('Attack directly with Feral Imp'), false);
    },
  ),
  tc(
    56,
    'Hand Destruction: TP sends 2 → opp sends 2 → TP draws 2 → opp draws 2 (003 §3.4.1) [every preset]',
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario()
        .rules(rules)
        .hand(0, C.HAND_DESTRUCTION, C.CELTIC_GUARDIAN, C.FERAL_IMP, C.SANGAN)
        .deck(0, C.DARK_MAGICIAN, C.BLUE_EYES)
        .hand(1, C.KURIBOH, C.GIANT_RAT, C.MYSTIC_TOMATO)
        .deck(1, C.SUMMONED_SKULL, C.JINZO)
        .start();
      s.choose('Activate Hand Destruction');
      s.passUntil((x) => x.decision?.kind === 'select-cards');
      // The turn player sends first…
      assert.equal(s.decision?.player, 0);
      s.choose('Celtic Guardian', 'Feral Imp');
      // …then the opponent.
      assert.equal(s.decision?.player, 1);
      s.choose('Kuriboh', 'Giant Rat');
      toMainOpenState(s);
      // Then the turn player draws 2, then the opponent draws 2.
      assert.deepEqual(
        s.events('draw').map((e) => e['player']),
        [0, 0, 1, 1],
      );
      const sent = s.log.filter((e) => e.type === 'sent-to-gy' && e['from'] === 'hand').map((e) => e['code']);
      assert.deepEqual(sent.slice(0, 4), [C.CELTIC_GUARDIAN, C.FERAL_IMP, C.KURIBOH, C.GIANT_RAT]);
      assert.deepEqual(s.codes(0, 'hand').sort(), [C.SANGAN, C.DARK_MAGICIAN, C.BLUE_EYES].sort());
      assert.deepEqual(s.codes(1, 'hand').sort(), [C.MYSTIC_TOMATO, C.SUMMONED_SKULL, C.JINZO].sort());
    }),
  ),
  tc(
    57,
    "The opp takes Raiden, Hand of the Lightsworn with Enemy Controller in answer to its mill → it still mills the activator's Deck (003 §3.4.1)",
    () => {
      const s = scenario()
        .monster(0, C.RAIDEN)
        .deck(0, C.DARK_MAGICIAN, C.BLUE_EYES, C.SANGAN, C.CELTIC_GUARDIAN)
        .monster(1, C.FERAL_IMP)
        .spellTrap(1, C.ENEMY_CONTROLLER)
        .deck(1, C.SUMMONED_SKULL, C.JINZO)
        .start();
      s.choose('Activate Raiden');
      passUntilOffered(s, 1, 'take control');
      s.choose('take control');
      toMainOpenState(s);
      // The opponent now controls Raiden…
      assert.deepEqual(s.codes(1, 'mzone'), [C.RAIDEN]);
      // …but the effect's controller is its activator: it still sent the top 2 cards of the activator's Deck.
      assert.deepEqual(s.codes(0, 'gy'), [C.DARK_MAGICIAN, C.BLUE_EYES]);
      assert.deepEqual(s.codes(1, 'deck'), [C.SUMMONED_SKULL, C.JINZO]);
    },
  ),
  tc(
    58,
    '525 LP, pay half for Solemn Judgment → 263 LP remain (003 §3.4.1, TN fn26) [every preset]',
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario().rules(rules).hand(0, C.CELTIC_GUARDIAN).spellTrap(1, C.SOLEMN_JUDGMENT).lp(1, 525).start();
      s.choose('Normal Summon Celtic Guardian');
      passUntilOffered(s, 1, 'Activate Solemn Judgment');
      s.choose('Activate Solemn Judgment');
      // TN fn26: 525 / 2 = 262.5; the half that is kept is rounded up, so 262 is paid.
      assert.equal(s.lp(1), 263);
      assert.equal(s.events('pay-lp').find((e) => e['player'] === 1)?.['amount'], 262);
      toMainOpenState(s);
      assert.deepEqual(s.codes(0, 'gy'), [C.CELTIC_GUARDIAN]);
    }),
  ),
  tc(59, 'Black-Winged Dragon takes 1400 from a 1000-ATK monster → ATK 0, damage 1000 (003 §3.4.1)', () => {
    const s = scenario()
      .monster(0, C.BLACK_WINGED_DRAGON)
      .counters(0, C.BLACK_WINGED_DRAGON, { 'black-feather': 2 })
      .monster(1, C.SANGAN)
      .start();
    // "Loses 700 ATK for each Black Feather Counter on it".
    assert.equal(s.atk(C.BLACK_WINGED_DRAGON), 1400);
    s.choose(/^Activate Black-Winged Dragon/);
    toMainOpenState(s);
    // Both counters removed (2 × 700 = 1400 ATK to take): Sangan's 1000 ATK stops at 0 …
    assert.deepEqual(s.find(C.BLACK_WINGED_DRAGON).counters, {});
    assert.equal(s.atk(C.BLACK_WINGED_DRAGON), 2800);
    assert.equal(s.atk(C.SANGAN), 0);
    // … and "the ATK lost by this effect" is the real reduction: 1000 damage, not 1400.
    assert.equal(s.lp(1), 7000);
  }),
  tc(
    60,
    'Dracocension ("Tribute 1 Dragon") may Tribute a face-down Master Pendulum, the Dracoslayer (003 §3.4.2)',
    () => {
      const s = scenario()
        .monster(0, C.MASTER_PENDULUM_THE_DRACOSLAYER, 'set')
        .spellTrap(0, C.DRACOCENSION, true)
        .deck(0, C.MYSTERY_SHELL_DRAGON, C.FERAL_IMP)
        .deck(1, C.FERAL_IMP)
        .start();
      assert.equal(s.find(C.MASTER_PENDULUM_THE_DRACOSLAYER).faceUp, false);
      // The face-down Dragon is the only Tribute: the cost needs no question.
      s.choose(/^Activate Dracocension/);
      toMainOpenState(s);
      // A Pendulum Monster sent from the field to the GY goes face-up to the Extra Deck (003 §3.2.1).
      assert.equal(s.find(C.MASTER_PENDULUM_THE_DRACOSLAYER).location, 'extra');
      // Its original Level 4: the Level 4 Wyrm comes from the Deck.
      assert.equal(s.find(C.MYSTERY_SHELL_DRAGON).location, 'mzone');
    },
  ),
  tc(
    61,
    'Under Macro Cosmos, Hecatrice ("discard to the GY") cannot be used; Ghost Belle & Haunted Mansion ("discard") can (003 §3.4.2)',
    () => {
      const hecatrice = (cosmos: boolean) => {
        const b = scenario().hand(0, C.HECATRICE).deck(0, C.VALHALLA_HALL_OF_THE_FALLEN);
        return (cosmos ? b.spellTrap(1, C.MACRO_COSMOS, true) : b).start();
      };
      assert.equal(hecatrice(false).has(/^Activate Hecatrice/), true);
      // The card would be banished instead of reaching the GY: the "discard to the GY" cost cannot be paid.
      assert.equal(hecatrice(true).has(/^Activate Hecatrice/), false);
      const s = scenario()
        .hand(0, C.MONSTER_REBORN)
        .gy(0, C.CELTIC_GUARDIAN)
        .hand(1, C.GHOST_BELLE)
        .spellTrap(1, C.MACRO_COSMOS, true)
        .start();
      s.choose('Activate Monster Reborn');
      // A plain "discard" cost is paid: Ghost Belle is banished instead of going to the GY.
      passUntilOffered(s, 1, 'Activate Ghost Belle & Haunted Mansion');
      s.choose('Activate Ghost Belle & Haunted Mansion');
      toMainOpenState(s);
      assert.equal(s.find(C.GHOST_BELLE).location, 'banished');
      assert.equal(s.find(C.CELTIC_GUARDIAN).location, 'gy');
      // Monster Reborn's activation was negated; sent to the GY, it is banished too.
      assert.equal(s.find(C.MONSTER_REBORN).location, 'banished');
    },
  ),
  tc(
    62,
    "Smashing Ground cannot be activated with no face-up monster on the opponent's field (003 §3.4.3) [every preset]",
    underEach(ALL_PRESETS, (rules) => {
      // No monster, or only a face-down one: nothing to destroy, so it cannot be activated.
      const none = scenario().rules(rules).hand(0, C.SMASHING_GROUND).start();
      assert.equal(none.has('Activate Smashing Ground'), false);
      const faceDown = scenario()
        .rules(rules)
        .hand(0, C.SMASHING_GROUND)
        .monster(1, C.GIANT_SOLDIER_OF_STONE, 'set')
        .start();
      assert.equal(faceDown.has('Activate Smashing Ground'), false);
      // With face-up monsters it destroys the one with the highest DEF.
      const s = scenario()
        .rules(rules)
        .hand(0, C.SMASHING_GROUND)
        .monster(1, C.GIANT_SOLDIER_OF_STONE)
        .monster(1, C.CELTIC_GUARDIAN)
        .start();
      s.choose('Activate Smashing Ground');
      toMainOpenState(s);
      assert.deepEqual(s.codes(1, 'gy'), [C.GIANT_SOLDIER_OF_STONE]);
      assert.deepEqual(s.codes(1, 'mzone'), [C.CELTIC_GUARDIAN]);
    }),
  ),
  tc(
    63,
    'Spell Power Mastery as CL1, Call of the Haunted revives Felgrand Dragon as CL2 → its mandatory effect activates after the chain (003 §3.4.3) [Chain Link 1 is Pot of Greed here: Spell Power Mastery needs Spell Counters, which the engine lacks; the ruling does not depend on Chain Link 1]',
    () => {
      const s = reviveMidChain(C.FELGRAND_DRAGON, [C.CELTIC_GUARDIAN]);
      assert.equal(s.find(C.FELGRAND_DRAGON).location, 'mzone');
      // The mandatory "If … Special Summoned" trigger is activated after the chain (Celtic Guardian: Level 4 × 200).
      toMainOpenState(s);
      assert.ok(s.events('activate').some((e) => e['code'] === C.FELGRAND_DRAGON));
      assert.equal(s.atk(C.FELGRAND_DRAGON), 2800 + 800);
    },
  ),
  tc(
    64,
    'Same chain with Divine Dragon Lord Felgrand ("if … you can") → may activate after the chain (003 §3.4.3) [Chain Link 1 is Pot of Greed here: Spell Power Mastery needs Spell Counters, which the engine lacks; the ruling does not depend on Chain Link 1]',
    () => {
      const s = reviveMidChain(C.DIVINE_DRAGON_LORD_FELGRAND, []);
      // The optional "If … you can" trigger cannot miss the timing: it is offered after the chain.
      passUntilOffered(s, 0, 'Banish 1 monster your opponent controls');
      s.choose('Banish 1 monster your opponent controls');
      toMainOpenState(s);
      assert.deepEqual(s.codes(1, 'banished'), [C.CELTIC_GUARDIAN]);
      assert.equal(s.atk(C.DIVINE_DRAGON_LORD_FELGRAND), 2800 + 400);
    },
  ),
  tc(
    65,
    'Same chain with Magma Dragon ("when … you can") → misses the timing (003 §3.4.3) [Chain Link 1 is Pot of Greed here: Spell Power Mastery needs Spell Counters, which the engine lacks; the ruling does not depend on Chain Link 1]',
    () => {
      const s = reviveMidChain(C.MAGMA_DRAGON, [C.MYSTERY_SHELL_DRAGON]);
      assert.equal(s.find(C.MAGMA_DRAGON).location, 'mzone');
      // "When … you can": the Summon was not the last thing to happen (Chain Link 1 resolved after it): missed.
      const offered = everOffered(
        s,
        0,
        'Special Summon 1 Wyrm',
        (x) => x.duel.chain.length === 0 && x.decision?.prompt.startsWith('Main Phase') === true,
      );
      assert.equal(offered, false);
      assert.equal(s.find(C.MYSTERY_SHELL_DRAGON).location, 'gy');
      // Control: revived as Chain Link 1 (the last thing to happen), it may activate.
      const t = scenario().spellTrap(0, C.CALL_OF_THE_HAUNTED).gy(0, C.MAGMA_DRAGON, C.MYSTERY_SHELL_DRAGON).start();
      t.choose('Activate Call of the Haunted');
      t.choose('Magma Dragon');
      passUntilOffered(t, 0, 'Special Summon 1 Wyrm');
    },
  ),
  tc(
    66,
    'Icarus Attack: one target leaves before resolution → the remaining target is still destroyed (003 §3.4.3)',
    () => {
      const s = scenario()
        .turn(1)
        .monster(1, C.DD_CROW)
        .spellTrap(1, C.ICARUS_ATTACK)
        .monster(0, C.CELTIC_GUARDIAN)
        .spellTrap(0, C.MIRROR_FORCE)
        .spellTrap(0, C.MST)
        .start();
      s.choose('Activate Icarus Attack');
      s.choose('Celtic Guardian', "opponent's Spell & Trap Zone 1");
      // In answer, the targets' controller destroys its own Set Mirror Force, one of the two targets.
      passUntilOffered(s, 0, 'Activate Mystical Space Typhoon');
      s.choose('Activate Mystical Space Typhoon');
      s.choose('your Spell & Trap Zone 1');
      toMainOpenState(s);
      // The target that left is not affected; the remaining target is still destroyed.
      assert.equal(s.find(C.MIRROR_FORCE).location, 'gy');
      assert.equal(s.find(C.CELTIC_GUARDIAN).location, 'gy');
      assert.equal(s.find(C.DD_CROW).location, 'gy');
    },
  ),
  tc(
    67,
    'Compulsory Evacuation Device with Forbidden Dress chained → the monster still returns to the hand (003 §3.4.3)',
    () => {
      const s = scenario()
        .turn(1)
        .monster(0, C.CELTIC_GUARDIAN)
        .spellTrap(0, C.FORBIDDEN_DRESS)
        .spellTrap(1, C.COMPULSORY_EVACUATION_DEVICE)
        .start();
      s.choose('Activate Compulsory Evacuation Device');
      passUntilOffered(s, 0, 'Activate Forbidden Dress');
      s.choose('Activate Forbidden Dress');
      // Forbidden Dress resolves first: "cannot be targeted" from now on; the Device targeted it before.
      toMainOpenState(s);
      assert.deepEqual(s.codes(0, 'hand'), [C.CELTIC_GUARDIAN]);
      assert.equal(s.find(C.COMPULSORY_EVACUATION_DEVICE).location, 'gy');
    },
  ),
  tc(
    68,
    "Mystical Space Typhoon CL1, Light and Darkness Dragon's mandatory negation CL2 → Solemn Judgment cannot be chained to the Typhoon (003 §3.4.3)",
    () => {
      const s = scenario()
        .turn(1)
        .monster(0, C.LIGHT_AND_DARKNESS_DRAGON)
        .spellTrap(0, C.SOLEMN_JUDGMENT)
        .hand(1, C.MST)
        .askAlways()
        .start();
      s.choose('Activate Mystical Space Typhoon');
      s.choose(/Spell & Trap Zone/);
      // The mandatory negation is Chain Link 2 at once, before anyone may respond to the Typhoon.
      assert.deepEqual(
        s.duel.chain.map((l) => l.code),
        [C.MST, C.LIGHT_AND_DARKNESS_DRAGON],
      );
      const solemn = everOffered(s, 0, 'Activate Solemn Judgment', (x) => x.duel.chain.length === 0);
      assert.equal(solemn, false);
      assert.equal(s.find(C.SOLEMN_JUDGMENT).location, 'szone');
      assert.equal(s.find(C.MST).location, 'gy');
      assert.equal(s.events('negate-activation').length, 1);
    },
  ),
  tc(
    69,
    'Skill Drain, Mystical Space Typhoon chained → Solemn Judgment is legal; Trap Stun (SS2) cannot answer a Counter Trap (003 §3.4.3) [every preset]',
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario()
        .rules(rules)
        .spellTrap(0, C.SKILL_DRAIN)
        .spellTrap(0, C.SOLEMN_JUDGMENT)
        .spellTrap(1, C.MST)
        .spellTrap(1, C.TRAP_STUN)
        .start();
      s.choose('Activate Skill Drain');
      assert.equal(s.lp(0), 7000);
      assert.equal(s.decision?.player, 1);
      s.choose('Activate Mystical Space Typhoon');
      s.choose('Skill Drain');
      // The opponent's Typhoon was the last activation, so Solemn Judgment is chained directly to it: legal.
      assert.equal(s.decision?.player, 0);
      s.choose('negate a Spell/Trap activation');
      // Trap Stun (Spell Speed 2) cannot answer a Counter Trap (Spell Speed 3).
      const offered = everOffered(s, 1, 'Activate Trap Stun', (x) => x.duel.chain.length === 0);
      assert.equal(offered, false);
      toMainOpenState(s);
      assert.equal(s.find(C.MST).location, 'gy');
      assert.equal(s.find(C.SKILL_DRAIN).location, 'szone');
      assert.equal(s.lp(0), 3500);
    }),
  ),
  tc(
    70,
    'Atlantean Dragoons and Marksman discarded for Mermail Abyssmegalo: the two mandatory GY triggers, then its optional effect, then Bottomless Trap Hole (003 §3.4.3)',
    () => {
      const s = scenario()
        .hand(0, C.MERMAIL_ABYSSMEGALO, C.ATLANTEAN_DRAGOONS, C.ATLANTEAN_MARKSMAN)
        .deck(0, C.ATLANTEAN_HEAVY_INFANTRY, C.ABYSS_SCALE_OF_CETUS)
        .spellTrap(1, C.BOTTOMLESS_TRAP_HOLE)
        .start();
      s.choose(/^Activate Mermail Abyssmegalo/);
      // The cost: both Atlantean monsters, "sent to the GY to activate a WATER monster's effect".
      toMainOpenStateOrTriggers(s);
      // 1. The turn player orders the two mandatory triggers (Chain Links 1 and 2) …
      assert.equal(s.decision!.about, 'trigger-order');
      s.answer([0, 1]);
      // 2. … then Abyssmegalo's optional "when Summoned this way" (Chain Link 3) …
      assert.equal(s.decision!.about, 'trigger-select');
      s.choose(/Mermail Abyssmegalo/);
      // 3. … then the opponent may respond with Bottomless Trap Hole (Chain Link 4).
      passUntilOffered(s, 1, 'Activate Bottomless Trap Hole');
      s.choose('Activate Bottomless Trap Hole');
      toMainOpenState(s);
      // The chain they formed, Chain Link 1 first (after Abyssmegalo's own activation, which resolved before).
      const links = s
        .events('activate')
        .slice(1)
        .map((e) => [e['chainLink'], e['code']]);
      assert.deepEqual(links, [
        [1, C.ATLANTEAN_DRAGOONS],
        [2, C.ATLANTEAN_MARKSMAN],
        [3, C.MERMAIL_ABYSSMEGALO],
        [4, C.BOTTOMLESS_TRAP_HOLE],
      ]);
      // Bottomless Trap Hole resolved first: Abyssmegalo is destroyed and banished; Marksman had no Set card left.
      assert.equal(s.find(C.MERMAIL_ABYSSMEGALO).location, 'banished');
      assert.equal(s.find(C.ATLANTEAN_HEAVY_INFANTRY).location, 'hand');
    },
  ),
];
