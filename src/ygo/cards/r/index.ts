import type { CardDef } from '../types.ts';
import raigeki from './12580477-raigeki.ts';
import rushRecklessly from './70046172-rush-recklessly.ts';
import raidenHandOfTheLightsworn from './77558536-raiden-hand-of-the-lightsworn.ts';
import royalDecree from './51452091-royal-decree.ts';
import raigekiBreak from './4178474-raigeki-break.ts';

export const cards: CardDef[] = [raigeki, rushRecklessly, raidenHandOfTheLightsworn, royalDecree, raigekiBreak];
