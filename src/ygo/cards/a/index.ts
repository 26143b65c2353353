import type { CardDef } from '../types.ts';
import axeOfDespair from './40619825-axe-of-despair.ts';

export const cards: CardDef[] = [axeOfDespair];
