import type { CardDef } from '../types.ts';
import feralImp from './41392891-feral-imp.ts';

export const cards: CardDef[] = [feralImp];
