import type { CardDef } from '../types.ts';
import ironCoreOfKoakiMeiru from './36623431-iron-core-of-koaki-meiru.ts';
import interdimensionalMatterTransporter from './36261276-interdimensional-matter-transporter.ts';
import infiniteImpermanence from './10045474-infinite-impermanence.ts';
import icarusAttack from './53567095-icarus-attack.ts';
import infernoidOnuncu from './14799437-infernoid-onuncu.ts';
import infernoFireBlast from './52684508-inferno-fire-blast.ts';
import imperialIronWall from './30459350-imperial-iron-wall.ts';
import imdukTheWorldChaliceDragon from './31226177-imduk-the-world-chalice-dragon.ts';

export const cards: CardDef[] = [
  interdimensionalMatterTransporter,
  icarusAttack,
  infernoidOnuncu,
  infiniteImpermanence,
  infernoFireBlast,
  imdukTheWorldChaliceDragon,
  imperialIronWall,
  ironCoreOfKoakiMeiru,
];
