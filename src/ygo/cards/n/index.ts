import type { CardDef } from '../types.ts';
import nekrozMirror from './14735698-nekroz-mirror.ts';
import nekrozOfClausolas from './99185129-nekroz-of-clausolas.ts';

export const cards: CardDef[] = [nekrozMirror, nekrozOfClausolas];
