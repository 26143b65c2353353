import type { CardDef } from '../types.ts';
import zombieMaster from './17259470-zombie-master.ts';

export const cards: CardDef[] = [zombieMaster];
