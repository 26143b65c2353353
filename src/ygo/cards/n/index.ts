import type { CardDef } from '../types.ts';
import leviathanDragon from './69610924-number-17-leviathan-dragon.ts';
import genomHeritage from './47387961-number-8-heraldic-king-genom-heritage.ts';
import utopia from './84013237-number-39-utopia.ts';
import nekrozMirror from './14735698-nekroz-mirror.ts';
import nekrozOfClausolas from './99185129-nekroz-of-clausolas.ts';
import nekrozOfUnicore from './89463537-nekroz-of-unicore.ts';
import nirvanaHighPaladin from './80896940-nirvana-high-paladin.ts';

export const cards: CardDef[] = [
  leviathanDragon,
  genomHeritage,
  utopia,
  nekrozMirror,
  nekrozOfClausolas,
  nekrozOfUnicore,
  nirvanaHighPaladin,
];
