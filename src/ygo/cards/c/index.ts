import type { CardDef } from '../types.ts';
import celticGuardian from './91152256-celtic-guardian.ts';
import curseOfDragon from './28279543-curse-of-dragon.ts';

export const cards: CardDef[] = [celticGuardian, curseOfDragon];
