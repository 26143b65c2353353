import type { CardDef } from '../types.ts';
import ojamaGreen from './12482652-ojama-green.ts';

export const cards: CardDef[] = [ojamaGreen];
