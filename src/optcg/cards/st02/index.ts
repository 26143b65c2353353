/** ST-02 card files (one per card number). Cards without a file play as vanilla cards. */
import type { CardDef } from '../defs.ts';

export const st02: CardDef[] = [];
