/** 003 §3.5.1 once-per-turn text and §3.5.3 win conditions (TC-124 … TC-126). */
import assert from 'node:assert/strict';
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { scenario } from '../../src/ygo/scenario.ts';
import { C, W, X, Y, Z } from './codes.ts';
import { everOffered, NOT_WRITTEN, passUntilOffered, tc, tcPending, toMainOpenState } from './helpers.ts';

export const optAndWinCases: ConformanceCase[] = [
  tc(124, 'Magic Jammer negates Pot of Duality → another Pot of Duality may be activated that turn (003 §3.5.1)', () => {
    const s = scenario()
      .hand(0, Y.POT_OF_DUALITY, Y.POT_OF_DUALITY)
      .deck(0, C.DARK_MAGICIAN, C.BLUE_EYES, C.SANGAN, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.MAGIC_JAMMER)
      .hand(1, C.KURIBOH)
      .start();
    s.choose('Activate Pot of Duality');
    passUntilOffered(s, 1, 'Activate Magic Jammer');
    s.choose('Activate Magic Jammer');
    toMainOpenState(s);
    assert.equal(s.find(C.MAGIC_JAMMER).location, 'gy');
    assert.equal(s.codes(0, 'hand').filter((c) => c === Y.POT_OF_DUALITY).length, 1);
    // The negated card activation did not use up "activate only 1 per turn".
    assert.ok(s.hasOption('Activate Pot of Duality'), 'a second Pot of Duality must be activatable after the first was negated');
  }),
  tcPending(125, 'Graceful Charity draws the last Exodia pieces, then the discard of 2 breaks the set → no win (003 §3.5.3)', 'card win conditions (Exodia, 003 §3.5.3)'),
  tcPending(126, "Jar of Greed chained to the opp's Mind Crush completes Exodia → immediate win when that link resolves (003 §3.5.3)", 'card win conditions (Exodia, 003 §3.5.3)'),
];
