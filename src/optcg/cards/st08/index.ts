/** ST-08 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c001 from './ST08-001.ts';
import c002 from './ST08-002.ts';
import c004 from './ST08-004.ts';
import c005 from './ST08-005.ts';
import c006 from './ST08-006.ts';
import c007 from './ST08-007.ts';
import c008 from './ST08-008.ts';
import c009 from './ST08-009.ts';
import c013 from './ST08-013.ts';
import c014 from './ST08-014.ts';
import c015 from './ST08-015.ts';

export const st08: CardDef[] = [c001, c002, c004, c005, c006, c007, c008, c009, c013, c014, c015];
