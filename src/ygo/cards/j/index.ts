import type { CardDef } from '../types.ts';
import junkWarrior from './60800381-junk-warrior.ts';
import junkSynchron from './63977008-junk-synchron.ts';
import jinzo from './77585513-jinzo.ts';
import jarOfGreed from './83968380-jar-of-greed.ts';

export const cards: CardDef[] = [junkWarrior, junkSynchron, jinzo, jarOfGreed];
