/** OP-01 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c001 from './OP01-001.ts';
import c006 from './OP01-006.ts';
import c007 from './OP01-007.ts';
import c009 from './OP01-009.ts';
import c017 from './OP01-017.ts';
import c019 from './OP01-019.ts';
import c020 from './OP01-020.ts';
import c022 from './OP01-022.ts';
import c025 from './OP01-025.ts';
import c027 from './OP01-027.ts';
import c028 from './OP01-028.ts';
import c033 from './OP01-033.ts';
import c034 from './OP01-034.ts';
import c035 from './OP01-035.ts';
import c037 from './OP01-037.ts';
import c039 from './OP01-039.ts';
import c048 from './OP01-048.ts';
import c054 from './OP01-054.ts';
import c056 from './OP01-056.ts';
import c070 from './OP01-070.ts';
import c071 from './OP01-071.ts';
import c080 from './OP01-080.ts';
import c082 from './OP01-082.ts';
import c100 from './OP01-100.ts';
import c104 from './OP01-104.ts';
import c106 from './OP01-106.ts';
import c113 from './OP01-113.ts';
import c117 from './OP01-117.ts';

export const op01: CardDef[] = [
  c001,
  c006,
  c007,
  c009,
  c017,
  c019,
  c020,
  c022,
  c025,
  c027,
  c028,
  c033,
  c034,
  c035,
  c037,
  c039,
  c048,
  c054,
  c056,
  c070,
  c071,
  c080,
  c082,
  c100,
  c104,
  c106,
  c113,
  c117,
];
