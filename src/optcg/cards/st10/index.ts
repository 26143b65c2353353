/** ST-10 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c001 from './ST10-001.ts';
import c002 from './ST10-002.ts';
import c003 from './ST10-003.ts';
import c004 from './ST10-004.ts';
import c005 from './ST10-005.ts';
import c006 from './ST10-006.ts';
import c007 from './ST10-007.ts';
import c008 from './ST10-008.ts';
import c009 from './ST10-009.ts';
import c010 from './ST10-010.ts';
import c011 from './ST10-011.ts';
import c012 from './ST10-012.ts';
import c013 from './ST10-013.ts';
import c014 from './ST10-014.ts';
import c015 from './ST10-015.ts';
import c016 from './ST10-016.ts';
import c017 from './ST10-017.ts';

export const st10: CardDef[] = [
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
