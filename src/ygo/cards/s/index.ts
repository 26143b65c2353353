import type { CardDef } from '../types.ts';
import summonedSkull from './70781052-summoned-skull.ts';

export const cards: CardDef[] = [summonedSkull];
