/** P (promotional) card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c001 from './P-001.ts';
import c002 from './P-002.ts';
import c003 from './P-003.ts';
import c004 from './P-004.ts';
import c005 from './P-005.ts';
import c006 from './P-006.ts';
import c007 from './P-007.ts';
import c008 from './P-008.ts';
import c009 from './P-009.ts';
import c010 from './P-010.ts';
import c011 from './P-011.ts';
import c013 from './P-013.ts';
import c014 from './P-014.ts';
import c017 from './P-017.ts';
import c018 from './P-018.ts';
import c019 from './P-019.ts';
import c020 from './P-020.ts';
import c024 from './P-024.ts';
import c025 from './P-025.ts';
import c026 from './P-026.ts';
import c027 from './P-027.ts';
import c028 from './P-028.ts';
import c029 from './P-029.ts';
import c030 from './P-030.ts';
import c031 from './P-031.ts';
import c032 from './P-032.ts';
import c033 from './P-033.ts';
import c034 from './P-034.ts';
import c035 from './P-035.ts';
import c036 from './P-036.ts';
import c037 from './P-037.ts';
import c039 from './P-039.ts';

export const pCards: CardDef[] = [
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
  c013,
  c014,
  c017,
  c018,
  c019,
  c020,
  c024,
  c025,
  c026,
  c027,
  c028,
  c029,
  c030,
  c031,
  c032,
  c033,
  c034,
  c035,
  c036,
  c037,
  c039,
];
