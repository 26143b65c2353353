import type { CardDef } from '../types.ts';
import putridPuddingBodyBuddies from './85101097-putrid-pudding-body-buddies.ts';
import pendulumSwitch from './42378577-pendulum-switch.ts';
import phantomOfChaos from './30312361-phantom-of-chaos.ts';
import potOfExtravagance from './49238328-pot-of-extravagance.ts';
import potOfGreed from './55144522-pot-of-greed.ts';
import polymerization from './24094653-polymerization.ts';
import prematureBurial from './70828912-premature-burial.ts';
import potOfDuality from './98645731-pot-of-duality.ts';
import plaguespreaderZombie from './33420078-plaguespreader-zombie.ts';
import puppetMaster from './41442341-puppet-master.ts';
import pikariIgnister from './16020923-pikari-ignister.ts';
import predictionRitual from './30392583-prediction-ritual.ts';
import predictionPrincessTarotrei from './94997874-prediction-princess-tarotrei.ts';
import pollinosis from './91078716-pollinosis.ts';

export const cards: CardDef[] = [
  phantomOfChaos,
  pendulumSwitch,
  potOfExtravagance,
  potOfGreed,
  polymerization,
  prematureBurial,
  potOfDuality,
  plaguespreaderZombie,
  puppetMaster,
  pikariIgnister,
  predictionRitual,
  predictionPrincessTarotrei,
  putridPuddingBodyBuddies,
  pollinosis,
];
