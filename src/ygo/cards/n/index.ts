import type { CardDef } from '../types.ts';
import leviathanDragon from './69610924-number-17-leviathan-dragon.ts';
import utopia from './84013237-number-39-utopia.ts';

export const cards: CardDef[] = [leviathanDragon, utopia];
