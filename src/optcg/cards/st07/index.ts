/** ST-07 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c004 from './ST07-004.ts';
import c007 from './ST07-007.ts';
import c009 from './ST07-009.ts';
import c011 from './ST07-011.ts';
import c013 from './ST07-013.ts';

export const st07: CardDef[] = [c004, c007, c009, c011, c013];
