import type { CardDef } from '../types.ts';
import lightAndDarknessDragon from './47297616-light-and-darkness-dragon.ts';
import linkuriboh from './41999284-linkuriboh.ts';
import legendaryKnightHermos from './84565800-legendary-knight-hermos.ts';
import linkSpider from './98978921-link-spider.ts';
import leftArmOfTheForbiddenOne from './7902349-left-arm-of-the-forbidden-one.ts';
import leftLegOfTheForbiddenOne from './44519536-left-leg-of-the-forbidden-one.ts';
import lunalightCrimsonFox from './94919024-lunalight-crimson-fox.ts';
import limiterRemoval from './23171610-limiter-removal.ts';
import lightOfIntervention from './62867251-light-of-intervention.ts';
import linkslayer from './35595518-linkslayer.ts';

export const cards: CardDef[] = [
  lightAndDarknessDragon,
  legendaryKnightHermos,
  linkuriboh,
  linkSpider,
  limiterRemoval,
  leftArmOfTheForbiddenOne,
  leftLegOfTheForbiddenOne,
  lunalightCrimsonFox,
  lightOfIntervention,
  linkslayer,
];
