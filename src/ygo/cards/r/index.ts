import type { CardDef } from '../types.ts';
import raigeki from './12580477-raigeki.ts';
import rushRecklessly from './70046172-rush-recklessly.ts';

export const cards: CardDef[] = [raigeki, rushRecklessly];
