/** OP-05 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c003 from './OP05-003.ts';
import c004 from './OP05-004.ts';
import c005 from './OP05-005.ts';
import c006 from './OP05-006.ts';
import c008 from './OP05-008.ts';
import c009 from './OP05-009.ts';
import c010 from './OP05-010.ts';
import c011 from './OP05-011.ts';
import c013 from './OP05-013.ts';
import c014 from './OP05-014.ts';
import c015 from './OP05-015.ts';
import c016 from './OP05-016.ts';
import c017 from './OP05-017.ts';
import c018 from './OP05-018.ts';
import c019 from './OP05-019.ts';
import c020 from './OP05-020.ts';
import c021 from './OP05-021.ts';
import c023 from './OP05-023.ts';
import c024 from './OP05-024.ts';
import c025 from './OP05-025.ts';
import c026 from './OP05-026.ts';
import c027 from './OP05-027.ts';
import c028 from './OP05-028.ts';
import c029 from './OP05-029.ts';
import c031 from './OP05-031.ts';
import c033 from './OP05-033.ts';
import c034 from './OP05-034.ts';
import c036 from './OP05-036.ts';
import c037 from './OP05-037.ts';
import c039 from './OP05-039.ts';
import c041 from './OP05-041.ts';
import c042 from './OP05-042.ts';
import c045 from './OP05-045.ts';
import c046 from './OP05-046.ts';
import c047 from './OP05-047.ts';
import c048 from './OP05-048.ts';

export const op05: CardDef[] = [
  c003,
  c004,
  c005,
  c006,
  c008,
  c009,
  c010,
  c011,
  c013,
  c014,
  c015,
  c016,
  c017,
  c018,
  c019,
  c020,
  c021,
  c023,
  c024,
  c025,
  c026,
  c027,
  c028,
  c029,
  c031,
  c033,
  c034,
  c036,
  c037,
  c039,
  c041,
  c042,
  c045,
  c046,
  c047,
  c048,
];
