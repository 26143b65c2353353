/** OP-04 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c001 from './OP04-001.ts';
import c002 from './OP04-002.ts';
import c003 from './OP04-003.ts';
import c004 from './OP04-004.ts';
import c005 from './OP04-005.ts';
import c006 from './OP04-006.ts';
import c008 from './OP04-008.ts';
import c009 from './OP04-009.ts';
import c010 from './OP04-010.ts';
import c011 from './OP04-011.ts';
import c012 from './OP04-012.ts';
import c013 from './OP04-013.ts';
import c014 from './OP04-014.ts';
import c015 from './OP04-015.ts';
import c016 from './OP04-016.ts';
import c017 from './OP04-017.ts';
import c018 from './OP04-018.ts';

export const op04: CardDef[] = [
  c001,
  c002,
  c003,
  c004,
  c005,
  c006,
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
  c018,
];
