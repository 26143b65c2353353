import type { CardDef } from '../types.ts';
import ojamaGreen from './12482652-ojama-green.ts';
import orichalcosShunoros from './7634581-orichalcos-shunoros.ts';

export const cards: CardDef[] = [orichalcosShunoros, ojamaGreen];
