import type { CardDef } from '../types.ts';
import raigeki from './12580477-raigeki.ts';

export const cards: CardDef[] = [raigeki];
