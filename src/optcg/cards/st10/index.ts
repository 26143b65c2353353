/** ST-10 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c005 from './ST10-005.ts';
import c009 from './ST10-009.ts';
import c012 from './ST10-012.ts';
import c015 from './ST10-015.ts';
import c017 from './ST10-017.ts';

export const st10: CardDef[] = [c005, c009, c012, c015, c017];
