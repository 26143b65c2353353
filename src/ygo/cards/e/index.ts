import type { CardDef } from '../types.ts';
import enemyController from './98045062-enemy-controller.ts';
import exodiaTheForbiddenOne from './33396948-exodia-the-forbidden-one.ts';

export const cards: CardDef[] = [enemyController, exodiaTheForbiddenOne];
