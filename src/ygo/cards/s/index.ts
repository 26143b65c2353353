import type { CardDef } from '../types.ts';
import summonedSkull from './70781052-summoned-skull.ts';
import swordsOfRevealingLight from './72302403-swords-of-revealing-light.ts';
import sangan from './26202165-sangan.ts';
import sakuretsuArmor from './56120475-sakuretsu-armor.ts';

export const cards: CardDef[] = [summonedSkull, swordsOfRevealingLight, sangan, sakuretsuArmor];
