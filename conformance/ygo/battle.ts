/** 003 §3.6.3: the Battle Phase, replays, the Damage Step and the End Phase (TC-127 … TC-135). */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { scenario, type Scenario } from '../../src/ygo/scenario.ts';
import { C } from './codes.ts';
import { ALL_PRESETS, everOffered, passUntilOffered, tc, tcPending, underEach } from './helpers.ts';

export const battleCases: ConformanceCase[] = [
  tc(
    127,
    'Dark Bribe negates Sakuretsu Armor → after that chain, Dimensional Prison and Mirror Force are no longer usable (003 §3.6.3) [every preset]',
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario()
        .rules(rules)
        .turn(0, 'battle')
        .monster(0, C.SUMMONED_SKULL)
        .spellTrap(0, C.DARK_BRIBE)
        .spellTrap(1, C.SAKURETSU_ARMOR)
        .spellTrap(1, C.DIMENSIONAL_PRISON)
        .spellTrap(1, C.MIRROR_FORCE)
        .deck(1, C.KURIBOH)
        .start();
      passUntilOffered(s, 0, 'Attack directly');
      s.choose('Attack directly');
      passUntilOffered(s, 1, 'Activate Sakuretsu Armor');
      assert.ok(s.has('Activate Dimensional Prison') && s.has('Activate Mirror Force'));
      s.choose('Activate Sakuretsu Armor');
      passUntilOffered(s, 0, 'Activate Dark Bribe');
      s.choose('Activate Dark Bribe');
      // After that chain the attack-declaration timing has passed: neither Trap is offered any more.
      const prison = everOffered(s, 1, 'Activate Dimensional Prison', (x) => x.duel.battle === null);
      assert.equal(prison, false);
      assert.equal(s.find(C.MIRROR_FORCE).location, 'szone');
      assert.equal(s.find(C.DIMENSIONAL_PRISON).location, 'szone');
      assert.equal(s.find(C.SAKURETSU_ARMOR).location, 'gy');
      assert.deepEqual(s.codes(1, 'hand'), [C.KURIBOH]);
      assert.equal(s.lp(1), 8000 - 2500);
    }),
  ),
  tc(
    128,
    'Call of the Haunted Summons a monster in the Battle Step; the attacker picks it on the replay → Mirror Force cannot be activated (003 §3.6.3) [every preset]',
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario()
        .rules(rules)
        .turn(0, 'battle')
        .monster(0, C.SUMMONED_SKULL)
        .spellTrap(1, C.CALL_OF_THE_HAUNTED)
        .spellTrap(1, C.MIRROR_FORCE)
        .gy(1, C.CELTIC_GUARDIAN)
        .start();
      passUntilOffered(s, 0, 'Attack directly');
      s.choose('Attack directly');
      passUntilOffered(s, 1, 'Activate Call of the Haunted');
      // Mirror Force could answer the declaration now; the opponent revives a monster instead.
      assert.ok(s.has('Activate Mirror Force'));
      s.choose('Activate Call of the Haunted');
      // Replay: the opponent's monster count changed; the attacker picks the new monster.
      s.passUntil((x) => x.decision?.prompt.startsWith('Replay') === true);
      s.choose('Attack Celtic Guardian');
      // Choosing a new target is not an attack declaration: Mirror Force is never offered again.
      const offered = everOffered(s, 1, 'Activate Mirror Force', (x) => x.duel.battle === null);
      assert.equal(offered, false);
      assert.equal(s.find(C.CELTIC_GUARDIAN).location, 'gy');
      assert.equal(s.find(C.MIRROR_FORCE).location, 'szone');
      assert.equal(s.find(C.SUMMONED_SKULL).location, 'mzone');
    }),
  ),
  tc(
    129,
    'Under Ghostrick Mansion, Book of Moon turns the target face-down → replay: attack directly or cancel (003 §3.6.3)',
    () => {
      const s = scenario()
        .turn(0, 'battle')
        .spellTrap(1, C.GHOSTRICK_MANSION, true)
        .monster(0, C.CELTIC_GUARDIAN)
        .monster(1, C.FERAL_IMP)
        .spellTrap(1, C.BOOK_OF_MOON)
        .start();
      passUntilOffered(s, 0, 'Attack Feral Imp');
      s.choose('Attack Feral Imp');
      passUntilOffered(s, 1, 'Activate Book of Moon');
      s.choose('Activate Book of Moon');
      s.choose('Feral Imp');
      // The target is now face-down Defense Position: it cannot be attacked, and it is the only monster there.
      s.passUntil((x) => x.decision?.prompt.startsWith('Replay') === true);
      assert.deepEqual(
        s.decision!.options.map((o) => o.label),
        ['Attack directly', 'Cancel the attack'],
      );
      s.choose('Attack directly');
      s.passUntil((x) => x.duel.battle === null);
      // Celtic Guardian is not a "Ghostrick" monster: its battle damage is halved.
      assert.equal(s.lp(1), 8000 - 1400 / 2);
      assert.equal(s.find(C.FERAL_IMP).faceUp, false);
    },
  ),
  tc(
    130,
    'Sakuretsu Armor with Call of the Haunted chained: the monster arrives, then the attacker is destroyed → no replay (003 §3.6.3) [every preset]',
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario()
        .rules(rules)
        .turn(0, 'battle')
        .monster(0, C.SUMMONED_SKULL)
        .spellTrap(1, C.SAKURETSU_ARMOR)
        .spellTrap(1, C.CALL_OF_THE_HAUNTED)
        .gy(1, C.CELTIC_GUARDIAN)
        .start();
      passUntilOffered(s, 0, 'Attack directly');
      s.choose('Attack directly');
      passUntilOffered(s, 1, 'Activate Sakuretsu Armor');
      s.choose('Activate Sakuretsu Armor');
      passUntilOffered(s, 1, 'Activate Call of the Haunted');
      s.choose('Activate Call of the Haunted');
      // The monster arrives (CL2), then the Armor destroys the attacker (CL1): no replay is offered.
      const replay = everOffered(s, 0, 'Cancel the attack', (x) => x.duel.battle === null);
      assert.equal(replay, false);
      assert.equal(s.events('replay').length, 0);
      assert.equal(s.find(C.SUMMONED_SKULL).location, 'gy');
      assert.equal(s.find(C.CELTIC_GUARDIAN).location, 'mzone');
      assert.equal(s.lp(1), 8000);
    }),
  ),
  tc(131, "Dante's end-of-Battle-Phase switch to Defense applies even with no damage calculation (003 §3.6.3)", () => {
    // Dante attacks Linkuriboh; at the start of the Damage Step the opponent banishes Achichi @Ignister from the GY
    // to destroy its own battling Cyberse monster: no damage calculation, yet Dante attacked.
    const s = scenario().turn(0, 'battle').monster(0, C.DANTE).monster(1, C.LINKURIBOH).gy(1, C.ACHICHI).start();
    passUntilOffered(s, 0, 'Attack Linkuriboh');
    s.choose('Attack Linkuriboh');
    passUntilOffered(s, 1, 'Banish this card from your GY: destroy your battling Cyberse monster');
    assert.equal(s.duel.battle?.timing, 'start');
    s.choose('Banish this card from your GY: destroy your battling Cyberse monster');
    s.passUntil((x) => x.duel.battle === null);
    assert.equal(s.events('damage-calculation').length, 0);
    assert.equal(s.find(C.LINKURIBOH).location, 'gy');
    s.passUntil((x) => x.duel.phase === 'main2');
    assert.equal(s.find(C.DANTE).defense, true, 'changed to Defense Position at the end of the Battle Phase');
  }),
  tcPending(
    132,
    'O-Lion sent during damage calculation → Injection Fairy Lily can neither be chained to its effect nor used after it (003 §3.6.3)',
    'Mecha Phantom Beast O-Lion and its Token trigger exist; missing: Injection Fairy Lily (an effect bound to ' +
      'the damage calculation sub-timing, 003 §3.6.3) and O-Lion sent to the GY during damage calculation',
  ),
  tcPending(
    133,
    'Gladiator Beast Nerokius\'s target left at the start of the Damage Step → no "if this card battled" effect (003 §3.6.3)',
    'end of Battle Phase triggers exist (Dante, TC-131); missing: Contact Fusion procedures ("shuffling the above cards you control into the Deck"), Gladiator Beast Nerokius and its "Gladiator Beast" materials',
  ),
  tc(
    134,
    'Orichalcos Shunoros: A Wild Monster Appears!, Creature Swap and Limiter Removal in the End Phase (003 §3.6.3)',
    () => {
      // 1. The turn player applies Limiter Removal: Shunoros is destroyed, A Wild Monster Appears! does nothing.
      let s = shunorosAtEndPhase();
      s.choose(/^Limiter Removal: destroy/);
      s.passUntil((x) => x.duel.turn === 4);
      assert.deepEqual(s.codes(1, 'gy').includes(C.ORICHALCOS_SHUNOROS), true);
      assert.equal(s.codes(1, 'deck').includes(C.ORICHALCOS_SHUNOROS), false);
      // 2. The turn player declines: the opponent applies A Wild Monster Appears!, Shunoros goes back to the Deck.
      s = shunorosAtEndPhase();
      s.choose('pass');
      assert.equal(s.decision?.player, 1);
      s.choose(/^A Wild Monster Appears!: shuffle/);
      s.passUntil((x) => x.duel.turn === 4);
      assert.equal(s.codes(1, 'deck').includes(C.ORICHALCOS_SHUNOROS), true);
      assert.equal(s.codes(1, 'gy').includes(C.ORICHALCOS_SHUNOROS), false);
      // 3. Both decline: Limiter Removal must apply.
      s = shunorosAtEndPhase();
      s.choose('pass');
      s.choose('pass');
      s.passUntil((x) => x.duel.turn === 4);
      assert.equal(s.codes(1, 'gy').includes(C.ORICHALCOS_SHUNOROS), true);
    },
  ),
  tc(
    135,
    'Hand limit discard: Grapha ("discarded by a card effect") cannot trigger; Gem-Knight Obsidian ("sent from the hand to the GY") can (003 §3.6.3)',
    () => {
      const hand = [
        C.GRAPHA,
        C.GEM_KNIGHT_OBSIDIAN,
        C.SANGAN,
        C.KURIBOH,
        C.GIANT_RAT,
        C.MYSTIC_TOMATO,
        C.DARK_MAGICIAN,
        C.FERAL_IMP,
      ];
      const s = scenario()
        .hand(0, ...hand)
        .gy(0, C.CELTIC_GUARDIAN)
        .monster(1, C.MYSTICAL_ELF)
        .start();
      s.passUntil((x) => x.decision?.prompt.startsWith('Hand limit') === true);
      s.choose('Grapha', 'Gem-Knight Obsidian');
      // The hand-limit discard is "sent from the hand to the GY" (Obsidian) but not "discarded by a card effect" (Grapha).
      const grapha = everOffered(s, 0, 'Grapha', (x) => x.has('Gem-Knight Obsidian') || x.duel.turnPlayer === 1);
      assert.equal(grapha, false);
      assert.ok(s.has('Gem-Knight Obsidian'), 'Gem-Knight Obsidian must be able to activate');
      s.choose('Gem-Knight Obsidian');
      s.passUntil((x) => x.find(C.CELTIC_GUARDIAN).location === 'mzone' || x.duel.turnPlayer === 1);
      assert.equal(s.find(C.CELTIC_GUARDIAN).location, 'mzone');
      assert.equal(s.find(C.MYSTICAL_ELF).location, 'mzone');
    },
  ),
];

/**
 * TC-134's board: the opponent (player 1) Special Summoned Orichalcos Shunoros with A Wild Monster Appears! in
 * their turn; in the next turn player 0 takes it with Creature Swap and doubles its ATK with Limiter Removal, then
 * both pass into the End Phase, where the turn player is asked which processing applies first.
 */
function shunorosAtEndPhase(): Scenario {
  const s = scenario()
    .turn(1, 'main1', 2)
    .monster(0, C.CELTIC_GUARDIAN)
    .hand(0, C.CREATURE_SWAP, C.LIMITER_REMOVAL)
    .hand(1, C.A_WILD_MONSTER_APPEARS, C.ORICHALCOS_SHUNOROS)
    .deck(0, C.KURIBOH, C.KURIBOH)
    .deck(1, C.KURIBOH, C.KURIBOH)
    .start();
  s.choose('Activate A Wild Monster Appears!');
  s.passUntil((x) => x.duel.turn === 3 && x.decision?.about === 'main-phase-action' && x.duel.chain.length === 0);
  assert.equal(s.find(C.ORICHALCOS_SHUNOROS).controller, 1);
  s.choose('Activate Creature Swap');
  // The opponent gives up Shunoros, its only monster; player 0 gives up Celtic Guardian, theirs.
  s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
  assert.equal(s.find(C.ORICHALCOS_SHUNOROS, 'mzone').controller, 0);
  s.choose('Activate Limiter Removal');
  s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
  assert.equal(s.atk(C.ORICHALCOS_SHUNOROS), 2000);
  s.passUntil((x) => x.decision?.about === 'end-phase-processing');
  assert.equal(s.decision?.player, 0);
  return s;
}
