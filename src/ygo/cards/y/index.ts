import type { CardDef } from '../types.ts';
import yami from './59197169-yami.ts';

export const cards: CardDef[] = [yami];
