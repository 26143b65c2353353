/** 003 §3.5.1 once-per-turn text and §3.5.3 win conditions (TC-124 … TC-126). */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { scenario } from '../../src/ygo/scenario.ts';
import { C } from './codes.ts';
import { passUntilOffered, tc, toMainOpenState } from './helpers.ts';

export const optAndWinCases: ConformanceCase[] = [
  tc(
    124,
    'Magic Jammer negates Pot of Duality → another Pot of Duality may be activated that turn (003 §3.5.1)',
    () => {
      const s = scenario()
        .hand(0, C.POT_OF_DUALITY, C.POT_OF_DUALITY)
        .deck(0, C.DARK_MAGICIAN, C.BLUE_EYES, C.SANGAN, C.CELTIC_GUARDIAN)
        .spellTrap(1, C.MAGIC_JAMMER)
        .hand(1, C.KURIBOH)
        .start();
      s.chooseAny('Activate Pot of Duality'); // two copies in the hand: either
      passUntilOffered(s, 1, 'Activate Magic Jammer');
      s.choose('Activate Magic Jammer');
      toMainOpenState(s);
      assert.equal(s.find(C.MAGIC_JAMMER).location, 'gy');
      assert.equal(s.codes(0, 'hand').filter((c) => c === C.POT_OF_DUALITY).length, 1);
      // The negated card activation did not use up "activate only 1 per turn".
      assert.ok(
        s.has('Activate Pot of Duality'),
        'a second Pot of Duality must be activatable after the first was negated',
      );
    },
  ),
  tc(
    125,
    'Graceful Charity draws the last Exodia pieces, then the discard of 2 breaks the set → no win (003 §3.5.3)',
    () => {
      const s = scenario()
        .hand(0, C.GRACEFUL_CHARITY, C.EXODIA, C.LEFT_LEG)
        .deck(0, C.RIGHT_LEG, C.LEFT_ARM, C.RIGHT_ARM, C.CELTIC_GUARDIAN)
        .start();
      s.choose('Activate Graceful Charity');
      // After the draw all five pieces are in hand, but the effect goes on: discard 2.
      s.passUntil((x) => x.decision?.kind === 'select-cards');
      assert.equal(s.duel.result, null);
      s.choose('Left Leg', 'Right Leg');
      toMainOpenState(s);
      // The set was broken before the effect finished: no win.
      assert.equal(s.duel.result, null);
      assert.deepEqual(s.codes(0, 'hand').sort(), [C.EXODIA, C.LEFT_ARM, C.RIGHT_ARM].sort());
    },
  ),
  tc(
    126,
    "Jar of Greed chained to the opp's Mind Crush completes Exodia → immediate win when that link resolves (003 §3.5.3)",
    () => {
      const s = scenario()
        .turn(1)
        .spellTrap(1, C.MIND_CRUSH)
        .spellTrap(0, C.JAR_OF_GREED)
        .hand(0, C.LEFT_LEG, C.RIGHT_LEG, C.LEFT_ARM, C.RIGHT_ARM)
        .deck(0, C.EXODIA)
        .hand(1, C.CELTIC_GUARDIAN)
        .start();
      s.choose('Activate Mind Crush');
      s.choose('Exodia the Forbidden One');
      passUntilOffered(s, 0, 'Activate Jar of Greed');
      s.choose('Activate Jar of Greed');
      s.passUntil((x) => x.duel.result !== null);
      // Chain Link 2 completed the set: the win is immediate, before Mind Crush resolves.
      assert.equal(s.duel.result?.winner, 0);
      assert.equal(s.duel.result?.reason, 'win-condition');
      assert.equal(s.find(C.EXODIA).location, 'hand');
    },
  ),
];
