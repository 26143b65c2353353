/** 003 §3.5.1 once-per-turn text and §3.5.3 win conditions (TC-124 … TC-126). */
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { NOT_WRITTEN, tcPending } from './helpers.ts';

export const optAndWinCases: ConformanceCase[] = [
  tcPending(124, 'Magic Jammer negates Pot of Duality → another Pot of Duality may be activated that turn (003 §3.5.1)', NOT_WRITTEN),
  tcPending(125, 'Graceful Charity draws the last Exodia pieces, then the discard of 2 breaks the set → no win (003 §3.5.3)', 'card win conditions (Exodia, 003 §3.5.3)'),
  tcPending(126, "Jar of Greed chained to the opp's Mind Crush completes Exodia → immediate win when that link resolves (003 §3.5.3)", 'card win conditions (Exodia, 003 §3.5.3)'),
];
