import type { CardDef } from '../types.ts';
import kuriboh from './40640057-kuriboh.ts';
import kingPyron from './20438745-king-pyron.ts';

export const cards: CardDef[] = [kuriboh, kingPyron];
