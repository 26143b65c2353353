/** 003 §3.6.3: the Battle Phase, replays, the Damage Step and the End Phase (TC-127 … TC-135). */
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { NOT_WRITTEN, tcPending } from './helpers.ts';

export const battleCases: ConformanceCase[] = [
  tcPending(127, 'Dark Bribe negates Sakuretsu Armor → after that chain, Dimensional Prison and Mirror Force are no longer usable (003 §3.6.3)', NOT_WRITTEN),
  tcPending(128, 'Call of the Haunted Summons a monster in the Battle Step; the attacker picks it on the replay → Mirror Force cannot be activated (003 §3.6.3)', NOT_WRITTEN),
  tcPending(129, 'Under Ghostrick Mansion, Book of Moon turns the target face-down → replay: attack directly or cancel (003 §3.6.3)', 'not written: Ghostrick Mansion (attack restrictions on face-down monsters)'),
  tcPending(130, 'Sakuretsu Armor with Call of the Haunted chained: the monster arrives, then the attacker is destroyed → no replay (003 §3.6.3)', NOT_WRITTEN),
  tcPending(131, "Dante's end-of-Battle-Phase switch to Defense applies even with no damage calculation (003 §3.6.3)", 'Xyz Summon and Xyz Monsters (003 §3.3.2)'),
  tcPending(132, 'O-Lion sent during damage calculation → Injection Fairy Lily can neither be chained to its effect nor used after it (003 §3.6.3)', 'Tokens (003 §3.3.2): Mecha Phantom Beast O-Lion'),
  tcPending(133, "Gladiator Beast Nerokius's target left at the start of the Damage Step → no \"if this card battled\" effect (003 §3.6.3)", 'not written: Gladiator Beast tag-out (end of Battle Phase trigger on monsters that battled)'),
  tcPending(134, 'Orichalcos Shunoros: A Wild Monster Appears!, Creature Swap and Limiter Removal in the End Phase (003 §3.6.3)', NOT_WRITTEN),
  tcPending(135, 'Hand limit discard: Grapha ("discarded by a card effect") cannot trigger; Gem-Knight Obsidian ("sent from the hand to the GY") can (003 §3.6.3)', NOT_WRITTEN),
];
