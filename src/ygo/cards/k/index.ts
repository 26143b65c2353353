import type { CardDef } from '../types.ts';
import kuriboh from './40640057-kuriboh.ts';

export const cards: CardDef[] = [kuriboh];
