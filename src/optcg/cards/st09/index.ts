/** ST-09 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c001 from './ST09-001.ts';
import c002 from './ST09-002.ts';
import c004 from './ST09-004.ts';
import c005 from './ST09-005.ts';
import c007 from './ST09-007.ts';
import c008 from './ST09-008.ts';
import c009 from './ST09-009.ts';
import c010 from './ST09-010.ts';
import c012 from './ST09-012.ts';
import c014 from './ST09-014.ts';
import c015 from './ST09-015.ts';

export const st09: CardDef[] = [c001, c002, c004, c005, c007, c008, c009, c010, c012, c014, c015];
