import type { CardDef } from '../types.ts';
import vampireDomination from './68688135-vampire-domination.ts';
import vampireLady from './26495087-vampire-lady.ts';
import vassalToken from './22404676-vassal-token.ts';

export const cards: CardDef[] = [vampireDomination, vampireLady, vassalToken];
