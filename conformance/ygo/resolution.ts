/** 003 §3.4.4: resolution details, draws, location changes, control and negation (TC-71 … TC-86). */
import type { ConformanceCase } from '../../src/core/conformance.ts';
import { NOT_WRITTEN, tcPending } from './helpers.ts';

export const resolutionCases: ConformanceCase[] = [
  tcPending(71, 'Zombie Master no longer face-up at resolution → no Special Summon (003 §3.4.4)', NOT_WRITTEN),
  tcPending(72, 'High Tide on Fire Island with no WATER or FIRE monster left → nothing happens (003 §3.4.4)', NOT_WRITTEN),
  tcPending(73, 'Raidraptor - Stranger Falcon "destroy, and inflict damage" is simultaneous → "when destroyed: you can" may activate (003 §3.4.4)', 'Xyz Summon and Xyz Monsters (003 §3.3.2)'),
  tcPending(74, 'Scarlight Red Dragon Archfiend "destroy, then damage" → "when destroyed: you can" cannot activate (003 §3.4.4)', 'Synchro Summon and Synchro Monsters (003 §3.3.2)'),
  tcPending(75, 'Under Imperial Iron Wall, Dark Magician of Chaos leaving the field goes to the GY instead of being banished (003 §3.4.4)', '"cards cannot be banished" effects (Imperial Iron Wall) beating "banish instead" (003 §3.4.4)'),
  tcPending(76, 'Super Quantal Fairy Alphan: random selection (003 §3.4.4)', 'Xyz Summon and Xyz Monsters (003 §3.3.2), random selection of hidden cards'),
  tcPending(77, 'Pot of Duality adds a card to the hand; that is not a draw (003 §3.4.4)', NOT_WRITTEN),
  tcPending(78, 'Solemn Wishes with Trade-In drawing 2 → one 500 LP gain (003 §3.4.4)', NOT_WRITTEN),
  tcPending(79, "Solemn Strike negates Plaguespreader Zombie's GY effect → it stays in the GY, not destroyed (003 §3.4.4)", NOT_WRITTEN),
  tcPending(80, 'Guardian Dreadscythe sends The Fabled Cerburrel from the hand → not a discard, no trigger (003 §3.4.4)', 'not written: Guardian Dreadscythe (Special Summon from the Deck and equip from the Deck)'),
  tcPending(81, 'Interdimensional Matter Transporter, then D.D.R., then banished again → it does not return (003 §3.4.4)', 'temporary banishment (Interdimensional Matter Transporter, 003 §3.4.4)'),
  tcPending(82, 'O-Lion discarded for Raigeki Break, then returned to the Deck by Fiend Griefing → no trigger (003 §3.4.4)', 'Tokens (003 §3.3.2): Mecha Phantom Beast O-Lion'),
  tcPending(83, 'A monster taken with Mind Control and destroyed goes to its owner\'s GY (003 §3.4.4)', NOT_WRITTEN),
  tcPending(84, "Enemy Controller: in the End Phase the owner has no free Main Monster Zone → the monster is destroyed (003 §3.4.4)", NOT_WRITTEN),
  tcPending(85, 'Passing on Mystical Space Typhoon and letting the opp chain another card → Magic Jammer can no longer be used (003 §3.4.4)', NOT_WRITTEN),
  tcPending(86, 'Under Royal Decree, Archfiend of Gilfer discarded for Raigeki Break → the negated Trap still resolves, Gilfer\'s "when sent to the GY" misses the timing (003 §3.4.4)', NOT_WRITTEN),
];
