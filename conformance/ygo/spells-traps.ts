/** 003 §3.3.3–§3.3.4: Spells and Traps (TC-51 … TC-54). */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { scenario } from '../../src/ygo/scenario.ts';
import { C } from './codes.ts';
import { ALL_PRESETS, everOffered, passUntilOffered, tc, toMainOpenState, underEach } from './helpers.ts';

export const spellTrapCases: ConformanceCase[] = [
  tc(
    51,
    "Ruins of the Divine Dragon Lords' effect is an effect activation → Magic Jammer cannot stop it (003 §3.3.3)",
    () => {
      const s = scenario()
        .spellTrap(0, C.RUINS_OF_THE_DIVINE_DRAGON_LORDS, true)
        .monster(0, C.CELTIC_GUARDIAN)
        .spellTrap(1, C.MAGIC_JAMMER)
        .hand(1, C.FERAL_IMP)
        .start();
      s.choose(/^Activate Ruins of the Divine Dragon Lords.*Dragon Lord Token/);
      // The cost: the other face-up card, Celtic Guardian.
      const jammer = everOffered(s, 1, 'Activate Magic Jammer', (x) => x.duel.chain.length === 0);
      assert.equal(jammer, false);
      toMainOpenState(s);
      assert.deepEqual(s.codes(0, 'mzone'), [C.DRAGON_LORD_TOKEN]);
      assert.equal(s.find(C.CELTIC_GUARDIAN).location, 'gy');
      // Control: the card's own activation is a Spell Card activation, which Magic Jammer answers.
      const t = scenario()
        .hand(0, C.RUINS_OF_THE_DIVINE_DRAGON_LORDS)
        .spellTrap(1, C.MAGIC_JAMMER)
        .hand(1, C.FERAL_IMP)
        .start();
      t.choose(/^Activate Ruins of the Divine Dragon Lords/);
      passUntilOffered(t, 1, 'Activate Magic Jammer');
    },
  ),
  tc(
    52,
    'Magnum Shield (Warriors only) on a monster turned into a Spellcaster by DNA Surgery → destroyed (003 §3.3.3)',
    () => {
      const s = scenario()
        .monster(0, C.CELTIC_GUARDIAN)
        .attach(0, C.MAGNUM_SHIELD, C.CELTIC_GUARDIAN)
        .spellTrap(0, C.DNA_SURGERY)
        .start();
      assert.equal(s.atk(C.CELTIC_GUARDIAN), 2600);
      s.choose('Activate DNA Surgery');
      s.choose('Spellcaster');
      s.resolveChain();
      // The Equip condition is re-checked continuously: Celtic Guardian is no Warrior now.
      assert.deepEqual(s.codes(0, 'gy'), [C.MAGNUM_SHIELD]);
      assert.equal(s.atk(C.CELTIC_GUARDIAN), 1400);
    },
  ),
  tc(
    53,
    'Dark Contract with the Witch may destroy a card as it is activated, or simply be activated (003 §3.3.4)',
    () => {
      const board = () =>
        scenario()
          .spellTrap(0, C.DARK_CONTRACT_WITH_THE_WITCH)
          .hand(0, C.DARK_CONTRACT_WITH_THE_WITCH)
          .monster(1, C.CELTIC_GUARDIAN)
          .monster(1, C.FERAL_IMP)
          .start();
      // Its effect's conditions are met: the card may be activated with the effect, or just activated.
      const s = board();
      assert.ok(s.has('Activate Dark Contract with the Witch (your Spell & Trap Zone 1): Activate this card'));
      s.choose('Activate and send');
      s.choose('Celtic Guardian');
      toMainOpenState(s);
      assert.equal(s.find(C.CELTIC_GUARDIAN).location, 'gy');
      assert.equal(s.find(C.DARK_CONTRACT_WITH_THE_WITCH, 'szone').faceUp, true);
      // The effect was used with the activation: not again this turn.
      assert.equal(s.has('Send 1 "D/D" or "Dark Contract" card: destroy'), false);
      // Simply activated, the effect stays available afterwards.
      const t = board();
      t.choose('Activate this card');
      toMainOpenState(t);
      assert.equal(t.codes(1, 'gy').length, 0);
      assert.ok(t.has('Send 1 "D/D" or "Dark Contract" card: destroy'));
    },
  ),
  tc(
    54,
    'Mystical Space Typhoon, then Dust Tornado chained → Magic Jammer can no longer hit the Typhoon (003 §3.3.4) [every preset]',
    underEach(ALL_PRESETS, (rules) => {
      const s = scenario()
        .rules(rules)
        .hand(0, C.MST)
        .spellTrap(0, C.TRAP_HOLE)
        .spellTrap(1, C.MIRROR_FORCE)
        .spellTrap(1, C.DUST_TORNADO)
        .spellTrap(1, C.MAGIC_JAMMER)
        .hand(1, C.KURIBOH)
        .start();
      s.choose('Activate Mystical Space Typhoon');
      s.choose("opponent's Spell & Trap Zone 1"); // the Set Mirror Force
      // Magic Jammer could be chained directly to the Typhoon now…
      assert.equal(s.decision?.player, 1);
      assert.ok(s.has('Activate Magic Jammer'));
      // …but the opponent chains Dust Tornado instead (targeting the Set Trap Hole).
      s.choose('Activate Dust Tornado');
      s.choose("opponent's Spell & Trap Zone 1"); // the Set Trap Hole
      // Now Chain Link 2 is a Trap: Magic Jammer ("when a Spell Card is activated") can no longer hit the Typhoon.
      const offered = everOffered(s, 1, 'Activate Magic Jammer', (x) => x.duel.chain.length === 0);
      assert.equal(offered, false);
      toMainOpenState(s);
      assert.equal(s.find(C.MIRROR_FORCE).location, 'gy');
      assert.equal(s.find(C.MAGIC_JAMMER).location, 'szone');
    }),
  ),
];
