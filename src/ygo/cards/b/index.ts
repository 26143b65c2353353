import type { CardDef } from '../types.ts';
import blueEyesWhiteDragon from './89631139-blue-eyes-white-dragon.ts';
import beaverWarrior from './32452818-beaver-warrior.ts';
import bottomlessTrapHole from './29401950-bottomless-trap-hole.ts';
import blackPendant from './65169794-black-pendant.ts';
import bookOfMoon from './14087893-book-of-moon.ts';
import blackwingGaleTheWhirlwind from './2009101-blackwing-gale-the-whirlwind.ts';
import burningLand from './24294108-burning-land.ts';
import blackLusterRitual from './55761792-black-luster-ritual.ts';
import blackLusterSoldier from './5405694-black-luster-soldier.ts';
import blueEyesChaosMaxDragon from './55410871-blue-eyes-chaos-max-dragon.ts';
import balancerLord from './8567955-balancer-lord.ts';
import beelzeFrog from './49522489-beelze-frog.ts';
import breakerTheMagicalWarrior from './71413901-breaker-the-magical-warrior.ts';
import blackWingedDragon from './9012916-black-winged-dragon.ts';
import bSkullDragon from './11901678-b-skull-dragon.ts';
import breakthroughSkill from './78474168-breakthrough-skill.ts';
import beiigeVanguardOfDarkWorld from './33731070-beiige-vanguard-of-dark-world.ts';

export const cards: CardDef[] = [
  blueEyesWhiteDragon,
  beaverWarrior,
  bottomlessTrapHole,
  blackPendant,
  bookOfMoon,
  blackwingGaleTheWhirlwind,
  burningLand,
  blackLusterRitual,
  blackLusterSoldier,
  blueEyesChaosMaxDragon,
  balancerLord,
  beelzeFrog,
  breakerTheMagicalWarrior,
  blackWingedDragon,
  bSkullDragon,
  breakthroughSkill,
  beiigeVanguardOfDarkWorld,
];
