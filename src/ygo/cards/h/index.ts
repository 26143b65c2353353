import type { CardDef } from '../types.ts';
import heavyStorm from './19613556-heavy-storm.ts';

export const cards: CardDef[] = [heavyStorm];
