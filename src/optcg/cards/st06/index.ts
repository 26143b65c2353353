/** ST-06 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c001 from './ST06-001.ts';
import c002 from './ST06-002.ts';
import c004 from './ST06-004.ts';
import c005 from './ST06-005.ts';
import c006 from './ST06-006.ts';
import c007 from './ST06-007.ts';
import c008 from './ST06-008.ts';
import c010 from './ST06-010.ts';
import c012 from './ST06-012.ts';
import c014 from './ST06-014.ts';
import c015 from './ST06-015.ts';
import c016 from './ST06-016.ts';
import c017 from './ST06-017.ts';

export const st06: CardDef[] = [c001, c002, c004, c005, c006, c007, c008, c010, c012, c014, c015, c016, c017];
