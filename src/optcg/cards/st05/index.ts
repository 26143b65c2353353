/** ST-05 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c001 from './ST05-001.ts';
import c002 from './ST05-002.ts';
import c003 from './ST05-003.ts';
import c004 from './ST05-004.ts';
import c005 from './ST05-005.ts';
import c006 from './ST05-006.ts';
import c008 from './ST05-008.ts';
import c009 from './ST05-009.ts';
import c010 from './ST05-010.ts';
import c011 from './ST05-011.ts';
import c014 from './ST05-014.ts';
import c016 from './ST05-016.ts';
import c017 from './ST05-017.ts';

export const st05: CardDef[] = [c001, c002, c003, c004, c005, c006, c008, c009, c010, c011, c014, c016, c017];
