import type { CardDef } from '../types.ts';
import giantSoldierOfStone from './13039848-giant-soldier-of-stone.ts';
import gaiaTheFierceKnight from './6368038-gaia-the-fierce-knight.ts';

export const cards: CardDef[] = [giantSoldierOfStone, gaiaTheFierceKnight];
