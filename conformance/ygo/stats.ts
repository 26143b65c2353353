/** 003 §3.4.4: ATK/DEF changes and their layer order, damage (TC-87 … TC-100). */
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { NOT_WRITTEN, tcPending } from './helpers.ts';

export const statCases: ConformanceCase[] = [
  tcPending(87, "D/D/D Dragon King Pendragon's own +500, then Breakthrough Skill → back to its original ATK (003 §3.4.4)", 'Pendulum Monsters (003 §3.3.2); effect negation ending a monster\'s own stat change'),
  tcPending(88, 'Wattaildragon 2500 + Rush Recklessly 700 = 3200; Blackwing - Gale the Whirlwind halves → 1600 (003 §3.4.4 layer table)', NOT_WRITTEN),
  tcPending(89, 'Wattaildragon 3200 with Rush Recklessly; Shrink → 1250 + 700 = 1950 (003 §3.4.4 layer table)', NOT_WRITTEN),
  tcPending(90, 'Megamorph 5000 + Rush Recklessly → 5700 (003 §3.4.4 layer table)', NOT_WRITTEN),
  tcPending(91, 'Assault Blackwing - Chidori the Rain Sprinkling 2600 + 600 = 3200; Gale → 1600 (003 §3.4.4 layer table)', 'Synchro Monsters (003 §3.3.2)'),
  tcPending(92, 'Chidori 3200; Shrink → 1300 + 600 = 1900 (003 §3.4.4 layer table)', 'Synchro Monsters (003 §3.3.2)'),
  tcPending(93, 'Amorphage Goliath 2750 + 300 from Amorphous Persona; Megamorph → 5500 + 300 = 5800 (003 §3.4.4 layer table; the source\'s "200" is a typo)', 'Pendulum Monsters and Pendulum Zones (003 §3.3.2)'),
  tcPending(94, 'Wattaildragon with Rush Recklessly 3200; Megamorph → 5000 (003 §3.4.4 layer table)', NOT_WRITTEN),
  tcPending(95, 'Armored Kappa (original 400) +1000 from its own effect; Shrink → 200 + 1000 = 1200 (003 §3.4.4 layer table)', NOT_WRITTEN),
  tcPending(96, 'Gogogo Golem - Golden Form at 4000, then Shrink → 0 ("?" original is 0) (003 §3.4.4)', NOT_WRITTEN),
  tcPending(97, 'Megamorph 5000, then Gale → 2500; it stays 2500 after Megamorph is destroyed (003 §3.4.4)', NOT_WRITTEN),
  tcPending(98, 'Lunalight Crimson Fox sets ATK 0, then Rush Recklessly → 700 (003 §3.4.4)', NOT_WRITTEN),
  tcPending(99, 'Soul Charge LP loss is not damage → D/D/D Rebel King Leonidas does not stop it (003 §3.4.4)', 'Pendulum Monsters (003 §3.3.2): D/D/D Rebel King Leonidas'),
  tcPending(100, '3 Trickstar Lycoris + Trickstar Light Stage, the opp draws 1 → 200 × 6 = 1200, one source at a time (003 §3.4.4)', 'damage from continuous effects applied without a chain (003 §3.4.4)'),
];
