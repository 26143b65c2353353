/** The card registry: importing this registers every card file of every set. */
import { op01 } from './op01/index.ts';
import { op02 } from './op02/index.ts';
import { op03 } from './op03/index.ts';
import { op04 } from './op04/index.ts';
import { op05 } from './op05/index.ts';
import { pCards } from './p/index.ts';
import { st01 } from './st01/index.ts';
import { st02 } from './st02/index.ts';
import { st03 } from './st03/index.ts';
import { st04 } from './st04/index.ts';
import { st05 } from './st05/index.ts';
import { st06 } from './st06/index.ts';
import { st07 } from './st07/index.ts';
import { st08 } from './st08/index.ts';
import { st09 } from './st09/index.ts';
import { st10 } from './st10/index.ts';
import type { CardDef } from './defs.ts';

export const implementedCards: CardDef[] = [
  ...st01,
  ...st02,
  ...st03,
  ...st04,
  ...op01,
  ...op02,
  ...op03,
  ...op04,
  ...op05,
  ...st05,
  ...st06,
  ...st07,
  ...st08,
  ...st09,
  ...st10,
  ...pCards,
];
export { defOf } from './defs.ts';
