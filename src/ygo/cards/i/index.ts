import type { CardDef } from '../types.ts';
import icarusAttack from './53567095-icarus-attack.ts';
import infernoidOnuncu from './14799437-infernoid-onuncu.ts';
import infernoFireBlast from './52684508-inferno-fire-blast.ts';

export const cards: CardDef[] = [icarusAttack, infernoidOnuncu, infernoFireBlast];
