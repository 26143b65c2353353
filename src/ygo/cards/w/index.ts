import type { CardDef } from '../types.ts';
import witchOfTheBlackForest from './78010363-witch-of-the-black-forest.ts';
import wattaildragon from './87151205-wattaildragon.ts';
import waveringEyes from './31222701-wavering-eyes.ts';

export const cards: CardDef[] = [witchOfTheBlackForest, wattaildragon, waveringEyes];
