import type { CardDef } from '../types.ts';
import enemyController from './98045062-enemy-controller.ts';

export const cards: CardDef[] = [enemyController];
