import type { CardDef } from '../types.ts';
import vampireDomination from './68688135-vampire-domination.ts';
import vampireHunter from './80485722-vampire-hunter.ts';

export const cards: CardDef[] = [vampireDomination, vampireHunter];
