import type { CardDef } from '../types.ts';
import jinzo from './77585513-jinzo.ts';

export const cards: CardDef[] = [jinzo];
