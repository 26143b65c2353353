import type { CardDef } from '../types.ts';
import ojamaGreen from './12482652-ojama-green.ts';
import orichalcosShunoros from './7634581-orichalcos-shunoros.ts';
import oneTimePasscode from './93104632-one-time-passcode.ts';
import oreaTheSylvanHighArbiter from './95239444-orea-the-sylvan-high-arbiter.ts';

export const cards: CardDef[] = [oneTimePasscode, orichalcosShunoros, ojamaGreen, oreaTheSylvanHighArbiter];
