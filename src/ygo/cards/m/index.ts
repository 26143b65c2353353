import type { CardDef } from '../types.ts';
import mysticalElf from './15025844-mystical-elf.ts';

export const cards: CardDef[] = [mysticalElf];
