import type { CardDef } from '../types.ts';
import dragonLordToken from './69868556-dragon-lord-token.ts';
import ddr from './9622164-d-d-r-different-dimension-reincarnation.ts';
import danteTravelerOfTheBurningAbyss from './83531441-dante-traveler-of-the-burning-abyss.ts';
import doubleEdgedSword from './41927278-double-edged-sword.ts';
import dragong from './83980492-dragong.ts';
import drollLockBird from './94145021-droll-lock-bird.ts';
import decodeTalker from './1861629-decode-talker.ts';
import deSynchro from './32441317-de-synchro.ts';
import darkMagician from './46986414-dark-magician.ts';
import darkHole from './53129443-dark-hole.ts';
import dimensionalFissure from './81674782-dimensional-fissure.ts';
import ddCrow from './24508238-d-d-crow.ts';
import dustTornado from './60082869-dust-tornado.ts';
import darkBribe from './77538567-dark-bribe.ts';
import dimensionalPrison from './70342110-dimensional-prison.ts';
import dragonsRebirth from './20638610-dragons-rebirth.ts';
import decoyDragon from './2732323-decoy-dragon.ts';
import divineDragonLordFelgrand from './60681103-divine-dragon-lord-felgrand.ts';
import darkContractWithTheWitch from './9765723-dark-contract-with-the-witch.ts';
import darkMagicianGirl from './38033121-dark-magician-girl.ts';
import darkMagicianOfChaos from './40737112-dark-magician-of-chaos.ts';
import darklordAsmodeus from './85771019-darklord-asmodeus.ts';
import deusToken from './85771021-deus-token.ts';
import darkRulerHaDes from './53982768-dark-ruler-ha-des.ts';
import dnaSurgery from './74701381-dna-surgery.ts';
import ddPandora from './32146097-d-d-pandora.ts';
import darkSimorgh from './11366199-dark-simorgh.ts';
import deFusion from './95286165-de-fusion.ts';
import dddDragonbaneKingBeowulf from './8463720-d-d-d-dragonbane-king-beowulf.ts';
import draconnet from './62706865-draconnet.ts';
import dracocension from './16960351-dracocension.ts';
import dddDragonKingPendragon from './56619314-d-d-d-dragon-king-pendragon.ts';
import dddRebelKingLeonidas from './92536468-d-d-d-rebel-king-leonidas.ts';
import dddSuperDoomKingPurpleArmageddon from './84569886-d-d-d-super-doom-king-purple-armageddon.ts';
import darkValkyria from './83269557-dark-valkyria.ts';

export const cards: CardDef[] = [
  ddr,
  danteTravelerOfTheBurningAbyss,
  doubleEdgedSword,
  dragong,
  drollLockBird,
  decodeTalker,
  deSynchro,
  deusToken,
  darklordAsmodeus,
  darkMagician,
  darkHole,
  dimensionalFissure,
  ddCrow,
  dustTornado,
  darkBribe,
  dimensionalPrison,
  dragonsRebirth,
  decoyDragon,
  divineDragonLordFelgrand,
  darkContractWithTheWitch,
  darkMagicianGirl,
  darkMagicianOfChaos,
  darkRulerHaDes,
  dnaSurgery,
  ddPandora,
  darkSimorgh,
  deFusion,
  dddDragonbaneKingBeowulf,
  draconnet,
  dracocension,
  dddDragonKingPendragon,
  dddRebelKingLeonidas,
  dddSuperDoomKingPurpleArmageddon,
  darkValkyria,
  dragonLordToken,
];
