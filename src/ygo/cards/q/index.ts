import type { CardDef } from '../types.ts';

export const cards: CardDef[] = [];
