import type { CardDef } from '../types.ts';
import fiendGriefing from './60743819-fiend-griefing.ts';
import forbiddenDress from './96864811-forbidden-dress.ts';
import fireOpalhead from './28363749-fire-opalhead.ts';
import flashKnight from './17390179-flash-knight.ts';
import feralImp from './41392891-feral-imp.ts';
import fortuneLadyEarth from './82971335-fortune-lady-earth.ts';
import felgrandDragon from './3954901-felgrand-dragon.ts';
import firstOfTheDragons from './10817524-first-of-the-dragons.ts';

export const cards: CardDef[] = [
  forbiddenDress,
  fireOpalhead,
  flashKnight,
  feralImp,
  fortuneLadyEarth,
  felgrandDragon,
  firstOfTheDragons,
  fiendGriefing,
];
