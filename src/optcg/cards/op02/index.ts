/** OP-02 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c001 from './OP02-001.ts';
import c002 from './OP02-002.ts';
import c004 from './OP02-004.ts';
import c005 from './OP02-005.ts';
import c008 from './OP02-008.ts';
import c009 from './OP02-009.ts';
import c010 from './OP02-010.ts';
import c011 from './OP02-011.ts';
import c012 from './OP02-012.ts';
import c013 from './OP02-013.ts';
import c014 from './OP02-014.ts';
import c015 from './OP02-015.ts';
import c016 from './OP02-016.ts';
import c017 from './OP02-017.ts';
import c018 from './OP02-018.ts';
import c019 from './OP02-019.ts';
import c021 from './OP02-021.ts';
import c022 from './OP02-022.ts';
import c023 from './OP02-023.ts';
import c024 from './OP02-024.ts';
import c025 from './OP02-025.ts';
import c026 from './OP02-026.ts';
import c027 from './OP02-027.ts';
import c029 from './OP02-029.ts';
import c030 from './OP02-030.ts';
import c031 from './OP02-031.ts';
import c032 from './OP02-032.ts';
import c034 from './OP02-034.ts';
import c035 from './OP02-035.ts';
import c036 from './OP02-036.ts';
import c037 from './OP02-037.ts';
import c038 from './OP02-038.ts';
import c040 from './OP02-040.ts';
import c041 from './OP02-041.ts';
import c042 from './OP02-042.ts';
import c044 from './OP02-044.ts';
import c045 from './OP02-045.ts';
import c046 from './OP02-046.ts';
import c047 from './OP02-047.ts';
import c048 from './OP02-048.ts';
import c049 from './OP02-049.ts';
import c050 from './OP02-050.ts';
import c051 from './OP02-051.ts';
import c052 from './OP02-052.ts';
import c056 from './OP02-056.ts';
import c057 from './OP02-057.ts';
import c058 from './OP02-058.ts';
import c059 from './OP02-059.ts';
import c061 from './OP02-061.ts';
import c062 from './OP02-062.ts';
import c063 from './OP02-063.ts';
import c064 from './OP02-064.ts';
import c065 from './OP02-065.ts';
import c066 from './OP02-066.ts';
import c067 from './OP02-067.ts';
import c068 from './OP02-068.ts';
import c069 from './OP02-069.ts';
import c070 from './OP02-070.ts';
import c071 from './OP02-071.ts';
import c072 from './OP02-072.ts';
import c073 from './OP02-073.ts';
import c074 from './OP02-074.ts';
import c075 from './OP02-075.ts';
import c076 from './OP02-076.ts';
import c078 from './OP02-078.ts';
import c079 from './OP02-079.ts';
import c081 from './OP02-081.ts';
import c082 from './OP02-082.ts';
import c083 from './OP02-083.ts';
import c085 from './OP02-085.ts';
import c086 from './OP02-086.ts';
import c087 from './OP02-087.ts';
import c089 from './OP02-089.ts';
import c090 from './OP02-090.ts';
import c091 from './OP02-091.ts';
import c092 from './OP02-092.ts';
import c093 from './OP02-093.ts';
import c094 from './OP02-094.ts';
import c095 from './OP02-095.ts';
import c096 from './OP02-096.ts';
import c098 from './OP02-098.ts';
import c099 from './OP02-099.ts';
import c100 from './OP02-100.ts';
import c101 from './OP02-101.ts';
import c102 from './OP02-102.ts';
import c103 from './OP02-103.ts';
import c104 from './OP02-104.ts';
import c105 from './OP02-105.ts';
import c106 from './OP02-106.ts';
import c108 from './OP02-108.ts';
import c110 from './OP02-110.ts';
import c111 from './OP02-111.ts';
import c112 from './OP02-112.ts';
import c113 from './OP02-113.ts';
import c114 from './OP02-114.ts';
import c115 from './OP02-115.ts';
import c117 from './OP02-117.ts';
import c118 from './OP02-118.ts';
import c119 from './OP02-119.ts';
import c120 from './OP02-120.ts';
import c121 from './OP02-121.ts';

export const op02: CardDef[] = [
  c001,
  c002,
  c004,
  c005,
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
  c019,
  c021,
  c022,
  c023,
  c024,
  c025,
  c026,
  c027,
  c029,
  c030,
  c031,
  c032,
  c034,
  c035,
  c036,
  c037,
  c038,
  c040,
  c041,
  c042,
  c044,
  c045,
  c046,
  c047,
  c048,
  c049,
  c050,
  c051,
  c052,
  c056,
  c057,
  c058,
  c059,
  c061,
  c062,
  c063,
  c064,
  c065,
  c066,
  c067,
  c068,
  c069,
  c070,
  c071,
  c072,
  c073,
  c074,
  c075,
  c076,
  c078,
  c079,
  c081,
  c082,
  c083,
  c085,
  c086,
  c087,
  c089,
  c090,
  c091,
  c092,
  c093,
  c094,
  c095,
  c096,
  c098,
  c099,
  c100,
  c101,
  c102,
  c103,
  c104,
  c105,
  c106,
  c108,
  c110,
  c111,
  c112,
  c113,
  c114,
  c115,
  c117,
  c118,
  c119,
  c120,
  c121,
];
