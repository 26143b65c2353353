/** 003 §3.3.3–§3.3.4: Spells and Traps (TC-51 … TC-54). */
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { NOT_WRITTEN, tcPending } from './helpers.ts';

export const spellTrapCases: ConformanceCase[] = [
  tcPending(51, "Ruins of the Divine Dragon Lords' effect is an effect activation → Magic Jammer cannot stop it (003 §3.3.3)", NOT_WRITTEN),
  tcPending(52, 'Magnum Shield (Warriors only) on a monster turned into a Spellcaster by DNA Surgery → destroyed (003 §3.3.3)', 'Type-changing effects (DNA Surgery) and Equip conditions re-checked continuously (003 §3.3.3)'),
  tcPending(53, 'Dark Contract with the Witch may destroy a card as it is activated, or simply be activated (003 §3.3.4)', 'Continuous Trap effects used together with the card activation (003 §3.3.4)'),
  tcPending(54, 'Mystical Space Typhoon, then Dust Tornado chained → Magic Jammer can no longer hit the Typhoon (003 §3.3.4)', NOT_WRITTEN),
];
