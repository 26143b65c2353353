import type { CardDef } from '../types.ts';
import vassalToken from './22404676-vassal-token.ts';

export const cards: CardDef[] = [vassalToken];
