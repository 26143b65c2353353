import type { CardDef } from '../types.ts';
import gorzTheEmissaryOfDarkness from './44330098-gorz-the-emissary-of-darkness.ts';
import ghostBelleHauntedMansion from './73642296-ghost-belle-haunted-mansion.ts';
import gogogoGolemGoldenForm from './2948263-gogogo-golem-golden-form.ts';
import gogogoGiant from './39695323-gogogo-giant.ts';
import ghostrickMansion from './99795159-ghostrick-mansion.ts';
import gemKnightPearl from './71594310-gem-knight-pearl.ts';
import gagagaHead from './67120578-gagaga-head.ts';
import gauntletLauncher from './15561463-gauntlet-launcher.ts';
import gagagaMagician from './26082117-gagaga-magician.ts';
import gaiaKnight from './97204936-gaia-knight-the-force-of-earth.ts';
import giantSoldierOfStone from './13039848-giant-soldier-of-stone.ts';
import gaiaTheFierceKnight from './6368038-gaia-the-fierce-knight.ts';
import gaiaTheDragonChampion from './66889139-gaia-the-dragon-champion.ts';
import giantRat from './97017120-giant-rat.ts';
import gemKnightObsidian from './19163116-gem-knight-obsidian.ts';
import graphaDragonLordOfDarkWorld from './34230233-grapha-dragon-lord-of-dark-world.ts';
import gracefulCharity from './79571449-graceful-charity.ts';
import guardianDreadscythe from './18175965-guardian-dreadscythe.ts';
import guardianOfFelgrand from './33460840-guardian-of-felgrand.ts';
import gwenhwyfarQueenOfNobleArms from './19748583-gwenhwyfar-queen-of-noble-arms.ts';
import gatewayToChaos from './40089744-gateway-to-chaos.ts';
import giantPairfish from './92723496-giant-pairfish.ts';
import gustoFalco from './46044841-gusto-falco.ts';

export const cards: CardDef[] = [
  ghostrickMansion,
  guardianOfFelgrand,
  gemKnightPearl,
  gagagaHead,
  gauntletLauncher,
  gagagaMagician,
  gaiaKnight,
  giantSoldierOfStone,
  gaiaTheFierceKnight,
  gaiaTheDragonChampion,
  giantRat,
  gemKnightObsidian,
  graphaDragonLordOfDarkWorld,
  gracefulCharity,
  guardianDreadscythe,
  gwenhwyfarQueenOfNobleArms,
  gatewayToChaos,
  giantPairfish,
  gustoFalco,
  gogogoGiant,
  gogogoGolemGoldenForm,
  ghostBelleHauntedMansion,
  gorzTheEmissaryOfDarkness,
];
