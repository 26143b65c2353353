import type { CardDef } from '../types.ts';
import victoryDragon from './44910027-victory-dragon.ts';
import valhallaHallOfTheFallen from './1353770-valhalla-hall-of-the-fallen.ts';
import vampireLady from './26495087-vampire-lady.ts';
import vassalToken from './22404676-vassal-token.ts';
import vampireDomination from './68688135-vampire-domination.ts';
import vampireHunter from './80485722-vampire-hunter.ts';

export const cards: CardDef[] = [
  vassalToken,
  vampireDomination,
  vampireHunter,
  vampireLady,
  valhallaHallOfTheFallen,
  victoryDragon,
];
