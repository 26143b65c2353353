/** OP-05 card files (one per card number), registered in this explicit list. */
import type { CardDef } from '../defs.ts';
import c001 from './OP05-001.ts';
import c002 from './OP05-002.ts';
import c003 from './OP05-003.ts';
import c004 from './OP05-004.ts';
import c005 from './OP05-005.ts';
import c006 from './OP05-006.ts';
import c007 from './OP05-007.ts';
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
import c022 from './OP05-022.ts';
import c023 from './OP05-023.ts';
import c024 from './OP05-024.ts';
import c025 from './OP05-025.ts';
import c026 from './OP05-026.ts';
import c027 from './OP05-027.ts';
import c028 from './OP05-028.ts';
import c029 from './OP05-029.ts';
import c030 from './OP05-030.ts';
import c031 from './OP05-031.ts';
import c032 from './OP05-032.ts';
import c033 from './OP05-033.ts';
import c034 from './OP05-034.ts';
import c036 from './OP05-036.ts';
import c037 from './OP05-037.ts';
import c038 from './OP05-038.ts';
import c039 from './OP05-039.ts';
import c040 from './OP05-040.ts';
import c041 from './OP05-041.ts';
import c042 from './OP05-042.ts';
import c043 from './OP05-043.ts';
import c045 from './OP05-045.ts';
import c046 from './OP05-046.ts';
import c047 from './OP05-047.ts';
import c048 from './OP05-048.ts';
import c049 from './OP05-049.ts';
import c050 from './OP05-050.ts';
import c051 from './OP05-051.ts';
import c052 from './OP05-052.ts';
import c053 from './OP05-053.ts';
import c054 from './OP05-054.ts';
import c055 from './OP05-055.ts';
import c056 from './OP05-056.ts';
import c057 from './OP05-057.ts';
import c058 from './OP05-058.ts';
import c059 from './OP05-059.ts';
import c060 from './OP05-060.ts';
import c061 from './OP05-061.ts';
import c062 from './OP05-062.ts';
import c063 from './OP05-063.ts';
import c064 from './OP05-064.ts';
import c066 from './OP05-066.ts';
import c067 from './OP05-067.ts';
import c068 from './OP05-068.ts';
import c069 from './OP05-069.ts';
import c070 from './OP05-070.ts';
import c071 from './OP05-071.ts';
import c072 from './OP05-072.ts';
import c073 from './OP05-073.ts';
import c074 from './OP05-074.ts';
import c075 from './OP05-075.ts';
import c076 from './OP05-076.ts';
import c077 from './OP05-077.ts';
import c078 from './OP05-078.ts';
import c079 from './OP05-079.ts';
import c080 from './OP05-080.ts';
import c081 from './OP05-081.ts';
import c082 from './OP05-082.ts';
import c084 from './OP05-084.ts';
import c085 from './OP05-085.ts';
import c086 from './OP05-086.ts';
import c087 from './OP05-087.ts';
import c088 from './OP05-088.ts';
import c089 from './OP05-089.ts';
import c090 from './OP05-090.ts';
import c091 from './OP05-091.ts';
import c092 from './OP05-092.ts';
import c093 from './OP05-093.ts';
import c094 from './OP05-094.ts';
import c095 from './OP05-095.ts';
import c096 from './OP05-096.ts';
import c097 from './OP05-097.ts';
import c098 from './OP05-098.ts';
import c099 from './OP05-099.ts';
import c100 from './OP05-100.ts';
import c101 from './OP05-101.ts';
import c102 from './OP05-102.ts';
import c103 from './OP05-103.ts';
import c104 from './OP05-104.ts';
import c105 from './OP05-105.ts';
import c106 from './OP05-106.ts';
import c107 from './OP05-107.ts';
import c109 from './OP05-109.ts';
import c111 from './OP05-111.ts';
import c112 from './OP05-112.ts';
import c113 from './OP05-113.ts';
import c114 from './OP05-114.ts';
import c115 from './OP05-115.ts';
import c116 from './OP05-116.ts';
import c117 from './OP05-117.ts';
import c118 from './OP05-118.ts';
import c119 from './OP05-119.ts';

export const op05: CardDef[] = [
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
  c015,
  c016,
  c017,
  c018,
  c019,
  c020,
  c021,
  c022,
  c023,
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
  c045,
  c046,
  c047,
  c048,
  c049,
  c050,
  c051,
  c052,
  c053,
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
  c082,
  c084,
  c085,
  c086,
  c087,
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
  c107,
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
];
