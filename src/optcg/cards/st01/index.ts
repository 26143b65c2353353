/** ST-01 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c001 from './ST01-001.ts';
import c002 from './ST01-002.ts';
import c003 from './ST01-003.ts';
import c004 from './ST01-004.ts';
import c005 from './ST01-005.ts';
import c006 from './ST01-006.ts';
import c007 from './ST01-007.ts';
import c008 from './ST01-008.ts';
import c009 from './ST01-009.ts';
import c010 from './ST01-010.ts';
import c011 from './ST01-011.ts';
import c012 from './ST01-012.ts';
import c013 from './ST01-013.ts';
import c014 from './ST01-014.ts';
import c015 from './ST01-015.ts';
import c016 from './ST01-016.ts';
import c017 from './ST01-017.ts';

export const st01: CardDef[] = [
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
