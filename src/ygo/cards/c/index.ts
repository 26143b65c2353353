import type { CardDef } from '../types.ts';
import crystronHalqifibrax from './50588353-crystron-halqifibrax.ts';
import cosmicCyclone from './8267140-cosmic-cyclone.ts';
import calledByTheGrave from './24224830-called-by-the-grave.ts';
import celticGuardian from './91152256-celtic-guardian.ts';
import curseOfDragon from './28279543-curse-of-dragon.ts';
import changeOfHeart from './4031928-change-of-heart.ts';
import cyberDragon from './70095154-cyber-dragon.ts';
import callOfTheHaunted from './97077563-call-of-the-haunted.ts';
import crushCardVirus from './57728570-crush-card-virus.ts';
import compulsoryEvacuationDevice from './94192409-compulsory-evacuation-device.ts';
import creatureSwap from './31036355-creature-swap.ts';
import chosenByTheWorldChalice from './22916281-chosen-by-the-world-chalice.ts';

export const cards: CardDef[] = [
  cosmicCyclone,
  calledByTheGrave,
  creatureSwap,
  celticGuardian,
  curseOfDragon,
  changeOfHeart,
  cyberDragon,
  callOfTheHaunted,
  crushCardVirus,
  compulsoryEvacuationDevice,
  chosenByTheWorldChalice,
  crystronHalqifibrax,
];
