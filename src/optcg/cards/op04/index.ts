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
import c019 from './OP04-019.ts';
import c020 from './OP04-020.ts';
import c021 from './OP04-021.ts';
import c022 from './OP04-022.ts';
import c024 from './OP04-024.ts';
import c025 from './OP04-025.ts';
import c026 from './OP04-026.ts';
import c027 from './OP04-027.ts';
import c028 from './OP04-028.ts';
import c029 from './OP04-029.ts';
import c030 from './OP04-030.ts';
import c031 from './OP04-031.ts';
import c032 from './OP04-032.ts';
import c033 from './OP04-033.ts';
import c034 from './OP04-034.ts';
import c035 from './OP04-035.ts';
import c036 from './OP04-036.ts';
import c037 from './OP04-037.ts';
import c038 from './OP04-038.ts';
import c039 from './OP04-039.ts';
import c040 from './OP04-040.ts';
import c041 from './OP04-041.ts';
import c042 from './OP04-042.ts';
import c043 from './OP04-043.ts';
import c044 from './OP04-044.ts';
import c045 from './OP04-045.ts';
import c046 from './OP04-046.ts';
import c047 from './OP04-047.ts';
import c048 from './OP04-048.ts';
import c049 from './OP04-049.ts';
import c050 from './OP04-050.ts';
import c051 from './OP04-051.ts';
import c052 from './OP04-052.ts';
import c053 from './OP04-053.ts';
import c055 from './OP04-055.ts';
import c056 from './OP04-056.ts';
import c057 from './OP04-057.ts';
import c058 from './OP04-058.ts';
import c059 from './OP04-059.ts';
import c060 from './OP04-060.ts';
import c061 from './OP04-061.ts';
import c063 from './OP04-063.ts';
import c064 from './OP04-064.ts';
import c065 from './OP04-065.ts';
import c066 from './OP04-066.ts';
import c067 from './OP04-067.ts';
import c068 from './OP04-068.ts';
import c069 from './OP04-069.ts';
import c070 from './OP04-070.ts';
import c071 from './OP04-071.ts';
import c072 from './OP04-072.ts';
import c073 from './OP04-073.ts';
import c074 from './OP04-074.ts';
import c075 from './OP04-075.ts';
import c076 from './OP04-076.ts';
import c077 from './OP04-077.ts';
import c079 from './OP04-079.ts';
import c080 from './OP04-080.ts';
import c081 from './OP04-081.ts';
import c082 from './OP04-082.ts';
import c083 from './OP04-083.ts';
import c084 from './OP04-084.ts';
import c085 from './OP04-085.ts';
import c086 from './OP04-086.ts';
import c088 from './OP04-088.ts';
import c089 from './OP04-089.ts';
import c090 from './OP04-090.ts';
import c091 from './OP04-091.ts';
import c092 from './OP04-092.ts';
import c093 from './OP04-093.ts';
import c094 from './OP04-094.ts';
import c095 from './OP04-095.ts';
import c096 from './OP04-096.ts';
import c097 from './OP04-097.ts';
import c098 from './OP04-098.ts';
import c099 from './OP04-099.ts';
import c100 from './OP04-100.ts';
import c101 from './OP04-101.ts';
import c102 from './OP04-102.ts';
import c103 from './OP04-103.ts';
import c104 from './OP04-104.ts';
import c105 from './OP04-105.ts';
import c106 from './OP04-106.ts';
import c108 from './OP04-108.ts';
import c109 from './OP04-109.ts';
import c110 from './OP04-110.ts';
import c111 from './OP04-111.ts';
import c112 from './OP04-112.ts';
import c113 from './OP04-113.ts';
import c115 from './OP04-115.ts';
import c116 from './OP04-116.ts';
import c117 from './OP04-117.ts';
import c118 from './OP04-118.ts';
import c119 from './OP04-119.ts';

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
  c036,
  c037,
  c038,
  c039,
  c040,
  c041,
  c042,
  c043,
  c044,
  c045,
  c046,
  c047,
  c048,
  c049,
  c050,
  c051,
  c052,
  c053,
  c055,
  c056,
  c057,
  c058,
  c059,
  c060,
  c061,
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
  c077,
  c079,
  c080,
  c081,
  c082,
  c083,
  c084,
  c085,
  c086,
  c088,
  c089,
  c090,
  c091,
  c092,
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
  c103,
  c104,
  c105,
  c106,
  c108,
  c109,
  c110,
  c111,
  c112,
  c113,
  c115,
  c116,
  c117,
  c118,
  c119,
];
