/** OP-01 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c001 from './OP01-001.ts';
import c002 from './OP01-002.ts';
import c003 from './OP01-003.ts';
import c004 from './OP01-004.ts';
import c005 from './OP01-005.ts';
import c006 from './OP01-006.ts';
import c007 from './OP01-007.ts';
import c008 from './OP01-008.ts';
import c009 from './OP01-009.ts';
import c011 from './OP01-011.ts';
import c013 from './OP01-013.ts';
import c014 from './OP01-014.ts';
import c015 from './OP01-015.ts';
import c016 from './OP01-016.ts';
import c017 from './OP01-017.ts';
import c019 from './OP01-019.ts';
import c020 from './OP01-020.ts';
import c021 from './OP01-021.ts';
import c022 from './OP01-022.ts';
import c024 from './OP01-024.ts';
import c025 from './OP01-025.ts';
import c026 from './OP01-026.ts';
import c027 from './OP01-027.ts';
import c028 from './OP01-028.ts';
import c029 from './OP01-029.ts';
import c030 from './OP01-030.ts';
import c031 from './OP01-031.ts';
import c032 from './OP01-032.ts';
import c033 from './OP01-033.ts';
import c034 from './OP01-034.ts';
import c035 from './OP01-035.ts';
import c037 from './OP01-037.ts';
import c038 from './OP01-038.ts';
import c039 from './OP01-039.ts';
import c040 from './OP01-040.ts';
import c041 from './OP01-041.ts';
import c042 from './OP01-042.ts';
import c044 from './OP01-044.ts';
import c046 from './OP01-046.ts';
import c047 from './OP01-047.ts';
import c048 from './OP01-048.ts';
import c049 from './OP01-049.ts';
import c050 from './OP01-050.ts';
import c051 from './OP01-051.ts';
import c052 from './OP01-052.ts';
import c054 from './OP01-054.ts';
import c055 from './OP01-055.ts';
import c056 from './OP01-056.ts';
import c057 from './OP01-057.ts';
import c058 from './OP01-058.ts';
import c059 from './OP01-059.ts';
import c060 from './OP01-060.ts';
import c061 from './OP01-061.ts';
import c062 from './OP01-062.ts';
import c063 from './OP01-063.ts';
import c064 from './OP01-064.ts';
import c067 from './OP01-067.ts';
import c068 from './OP01-068.ts';
import c069 from './OP01-069.ts';
import c070 from './OP01-070.ts';
import c071 from './OP01-071.ts';
import c072 from './OP01-072.ts';
import c073 from './OP01-073.ts';
import c074 from './OP01-074.ts';
import c075 from './OP01-075.ts';
import c077 from './OP01-077.ts';
import c078 from './OP01-078.ts';
import c079 from './OP01-079.ts';
import c080 from './OP01-080.ts';
import c082 from './OP01-082.ts';
import c083 from './OP01-083.ts';
import c084 from './OP01-084.ts';
import c085 from './OP01-085.ts';
import c086 from './OP01-086.ts';
import c087 from './OP01-087.ts';
import c088 from './OP01-088.ts';
import c089 from './OP01-089.ts';
import c090 from './OP01-090.ts';
import c091 from './OP01-091.ts';
import c093 from './OP01-093.ts';
import c094 from './OP01-094.ts';
import c095 from './OP01-095.ts';
import c096 from './OP01-096.ts';
import c097 from './OP01-097.ts';
import c098 from './OP01-098.ts';
import c099 from './OP01-099.ts';
import c100 from './OP01-100.ts';
import c101 from './OP01-101.ts';
import c102 from './OP01-102.ts';
import c104 from './OP01-104.ts';
import c105 from './OP01-105.ts';
import c106 from './OP01-106.ts';
import c108 from './OP01-108.ts';
import c109 from './OP01-109.ts';
import c111 from './OP01-111.ts';
import c112 from './OP01-112.ts';
import c113 from './OP01-113.ts';
import c114 from './OP01-114.ts';
import c115 from './OP01-115.ts';
import c116 from './OP01-116.ts';
import c117 from './OP01-117.ts';
import c118 from './OP01-118.ts';
import c119 from './OP01-119.ts';
import c120 from './OP01-120.ts';
import c121 from './OP01-121.ts';

export const op01: CardDef[] = [
  c001,
  c002,
  c003,
  c004,
  c005,
  c006,
  c007,
  c008,
  c009,
  c011,
  c013,
  c014,
  c015,
  c016,
  c017,
  c019,
  c020,
  c021,
  c022,
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
  c037,
  c038,
  c039,
  c040,
  c041,
  c042,
  c044,
  c046,
  c047,
  c048,
  c049,
  c050,
  c051,
  c052,
  c054,
  c055,
  c056,
  c057,
  c058,
  c059,
  c060,
  c061,
  c062,
  c063,
  c064,
  c067,
  c068,
  c069,
  c070,
  c071,
  c072,
  c073,
  c074,
  c075,
  c077,
  c078,
  c079,
  c080,
  c082,
  c083,
  c084,
  c085,
  c086,
  c087,
  c088,
  c089,
  c090,
  c091,
  c093,
  c094,
  c095,
  c096,
  c097,
  c098,
  c099,
  c100,
  c101,
  c102,
  c104,
  c105,
  c106,
  c108,
  c109,
  c111,
  c112,
  c113,
  c114,
  c115,
  c116,
  c117,
  c118,
  c119,
  c120,
  c121,
];
