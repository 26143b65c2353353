/** OP-03 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c001 from './OP03-001.ts';
import c002 from './OP03-002.ts';
import c003 from './OP03-003.ts';
import c004 from './OP03-004.ts';
import c005 from './OP03-005.ts';
import c008 from './OP03-008.ts';
import c009 from './OP03-009.ts';
import c010 from './OP03-010.ts';
import c011 from './OP03-011.ts';
import c012 from './OP03-012.ts';
import c013 from './OP03-013.ts';
import c014 from './OP03-014.ts';
import c015 from './OP03-015.ts';
import c016 from './OP03-016.ts';
import c017 from './OP03-017.ts';
import c018 from './OP03-018.ts';
import c019 from './OP03-019.ts';
import c020 from './OP03-020.ts';
import c021 from './OP03-021.ts';
import c022 from './OP03-022.ts';
import c024 from './OP03-024.ts';
import c025 from './OP03-025.ts';
import c026 from './OP03-026.ts';
import c027 from './OP03-027.ts';
import c028 from './OP03-028.ts';
import c029 from './OP03-029.ts';
import c030 from './OP03-030.ts';
import c031 from './OP03-031.ts';
import c032 from './OP03-032.ts';
import c033 from './OP03-033.ts';
import c034 from './OP03-034.ts';
import c036 from './OP03-036.ts';
import c037 from './OP03-037.ts';
import c038 from './OP03-038.ts';
import c039 from './OP03-039.ts';
import c040 from './OP03-040.ts';
import c041 from './OP03-041.ts';
import c042 from './OP03-042.ts';
import c043 from './OP03-043.ts';
import c044 from './OP03-044.ts';
import c045 from './OP03-045.ts';
import c047 from './OP03-047.ts';
import c048 from './OP03-048.ts';
import c049 from './OP03-049.ts';
import c050 from './OP03-050.ts';
import c051 from './OP03-051.ts';
import c053 from './OP03-053.ts';
import c054 from './OP03-054.ts';
import c055 from './OP03-055.ts';
import c056 from './OP03-056.ts';
import c057 from './OP03-057.ts';
import c058 from './OP03-058.ts';
import c059 from './OP03-059.ts';
import c060 from './OP03-060.ts';
import c062 from './OP03-062.ts';
import c063 from './OP03-063.ts';
import c064 from './OP03-064.ts';
import c065 from './OP03-065.ts';
import c066 from './OP03-066.ts';
import c067 from './OP03-067.ts';
import c068 from './OP03-068.ts';
import c069 from './OP03-069.ts';
import c070 from './OP03-070.ts';
import c071 from './OP03-071.ts';
import c072 from './OP03-072.ts';
import c073 from './OP03-073.ts';
import c074 from './OP03-074.ts';
import c075 from './OP03-075.ts';
import c076 from './OP03-076.ts';
import c077 from './OP03-077.ts';
import c078 from './OP03-078.ts';
import c079 from './OP03-079.ts';
import c080 from './OP03-080.ts';
import c081 from './OP03-081.ts';
import c083 from './OP03-083.ts';
import c086 from './OP03-086.ts';
import c088 from './OP03-088.ts';
import c089 from './OP03-089.ts';
import c090 from './OP03-090.ts';
import c091 from './OP03-091.ts';
import c092 from './OP03-092.ts';
import c093 from './OP03-093.ts';
import c094 from './OP03-094.ts';
import c095 from './OP03-095.ts';
import c096 from './OP03-096.ts';
import c097 from './OP03-097.ts';
import c098 from './OP03-098.ts';
import c099 from './OP03-099.ts';
import c100 from './OP03-100.ts';
import c102 from './OP03-102.ts';
import c104 from './OP03-104.ts';
import c105 from './OP03-105.ts';
import c107 from './OP03-107.ts';
import c108 from './OP03-108.ts';
import c109 from './OP03-109.ts';
import c110 from './OP03-110.ts';
import c112 from './OP03-112.ts';
import c113 from './OP03-113.ts';
import c114 from './OP03-114.ts';
import c115 from './OP03-115.ts';
import c116 from './OP03-116.ts';
import c117 from './OP03-117.ts';
import c118 from './OP03-118.ts';
import c119 from './OP03-119.ts';
import c120 from './OP03-120.ts';
import c121 from './OP03-121.ts';
import c122 from './OP03-122.ts';
import c123 from './OP03-123.ts';

export const op03: CardDef[] = [
  c001,
  c002,
  c003,
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
  c047,
  c048,
  c049,
  c050,
  c051,
  c053,
  c054,
  c055,
  c056,
  c057,
  c058,
  c059,
  c060,
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
  c077,
  c078,
  c079,
  c080,
  c081,
  c083,
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
  c102,
  c104,
  c105,
  c107,
  c108,
  c109,
  c110,
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
  c122,
  c123,
];
