/** 003 §3.1.2 deck construction and §3.2 places (TC-09 … TC-16). */
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { NOT_WRITTEN, tcPending } from './helpers.ts';

export const deckAndPlacesCases: ConformanceCase[] = [
  tcPending(9, 'Cyber Harpie Lady ("always treated as Harpie Lady") + Harpie Lady: at most 3 in total (003 §3.1.2)', NOT_WRITTEN),
  tcPending(10, '3 Blue-Eyes Alternative White Dragon (name gained only on the field/GY) + 3 Blue-Eyes White Dragon is a legal Deck (003 §3.1.2)', NOT_WRITTEN),
  tcPending(11, 'Treeborn Frog ("no Spell/Trap") cannot activate with a Field Spell; Snow Plow Hustle Rustle ("a card in your STZ") cannot with only a Field Spell (003 §3.2.1)', NOT_WRITTEN),
  tcPending(12, 'D/D/D Dragonbane King Beowulf ("destroy all cards in both STZs") destroys Pendulum Zone cards too (003 §3.2.1)', 'Pendulum Zones (003 §3.2.1) and Pendulum Monsters'),
  tcPending(13, 'A Pendulum equipped by Relinquished sits in an end zone but is not a Pendulum Zone card (003 §3.2.1)', 'Pendulum Zones (003 §3.2.1) and monsters as Equip Cards'),
  tcPending(14, 'B. Skull Dragon from Red-Eyes Fusion in the EMZ, treated as Red-Eyes Black Dragon → legal target for Inferno Fire Blast (003 §3.2.1)', 'name-change effects ("treated as", 003 §3.3.1) and Red-Eyes Fusion'),
  tcPending(15, 'Infinite Impermanence activated while Set, destroyed by a chained Mystical Space Typhoon → no column negation (003 §3.2.1)', 'columns (003 §3.2.1) and effect negation of monsters on the field until end of turn'),
  tcPending(16, "Shelrokket Dragon destroys the opp's MMZ monster in its column and adjacent ones → the EMZ monster in that column is not destroyed (003 §3.2.1)", 'Link Summon and Link Monsters (003 §3.3.2), columns and adjacency (003 §3.2.1)'),
];
