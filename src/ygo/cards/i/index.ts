import type { CardDef } from '../types.ts';
import icarusAttack from './53567095-icarus-attack.ts';

export const cards: CardDef[] = [icarusAttack];
