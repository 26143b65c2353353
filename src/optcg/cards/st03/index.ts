/** ST-03 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c001 from './ST03-001.ts';
import c002 from './ST03-002.ts';
import c003 from './ST03-003.ts';
import c004 from './ST03-004.ts';
import c005 from './ST03-005.ts';
import c006 from './ST03-006.ts';
import c007 from './ST03-007.ts';
import c008 from './ST03-008.ts';
import c009 from './ST03-009.ts';
import c010 from './ST03-010.ts';
import c011 from './ST03-011.ts';
import c012 from './ST03-012.ts';
import c013 from './ST03-013.ts';
import c014 from './ST03-014.ts';
import c015 from './ST03-015.ts';
import c016 from './ST03-016.ts';
import c017 from './ST03-017.ts';

export const st03: CardDef[] = [
  c001,
  c002,
  c003,
  c004,
  c005,
  c006,
  c007,
  c008,
  c009,
  c010,
  c011,
  c012,
  c013,
  c014,
  c015,
  c016,
  c017,
];
