import type { CardDef } from '../types.ts';
import jinzo from './77585513-jinzo.ts';
import jarOfGreed from './83968380-jar-of-greed.ts';

export const cards: CardDef[] = [jinzo, jarOfGreed];
