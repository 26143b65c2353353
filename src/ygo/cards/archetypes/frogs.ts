/** "Frog" monsters (YGOPro setcode 0x12). */
import { archetype } from '../dsl/index.ts';

export const FROG = 0x12;
export const isFrog = archetype(FROG);
