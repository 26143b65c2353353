/** ST-07 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c001 from './ST07-001.ts';
import c003 from './ST07-003.ts';
import c004 from './ST07-004.ts';
import c005 from './ST07-005.ts';
import c007 from './ST07-007.ts';
import c008 from './ST07-008.ts';
import c009 from './ST07-009.ts';
import c010 from './ST07-010.ts';
import c011 from './ST07-011.ts';
import c013 from './ST07-013.ts';
import c015 from './ST07-015.ts';
import c016 from './ST07-016.ts';
import c017 from './ST07-017.ts';

export const st07: CardDef[] = [c001, c003, c004, c005, c007, c008, c009, c010, c011, c013, c015, c016, c017];
