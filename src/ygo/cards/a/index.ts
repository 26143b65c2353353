import type { CardDef } from '../types.ts';
import abyssScaleOfCetus from './19596712-abyss-scale-of-cetus.ts';
import atlanteanMarksman from './706925-atlantean-marksman.ts';
import atlanteanDragoons from './74311226-atlantean-dragoons.ts';
import armoredKappa from './50789693-armored-kappa.ts';
import assaultBlackwingChidoriTheRainSprinkling from './23338098-assault-blackwing-chidori-the-rain-sprinkling.ts';
import ashBlossomJoyousSpring from './14558127-ash-blossom-joyous-spring.ts';
import axeOfDespair from './40619825-axe-of-despair.ts';
import archfiendOfGilfer from './50287060-archfiend-of-gilfer.ts';
import aWildMonsterAppears from './23587624-a-wild-monster-appears.ts';
import acidTrapHole from './41356845-acid-trap-hole.ts';
import achichiIgnister from './15808381-achichi-ignister.ts';
import aIdleReborn from './22933016-a-i-dle-reborn.ts';
import asmoToken from './85771020-asmo-token.ts';
import armoredCybern from './67159705-armored-cybern.ts';
import atlanteanHeavyInfantry from './37104630-atlantean-heavy-infantry.ts';
import amorphageGoliath from './69072185-amorphage-goliath.ts';
import amorphousPersona from './23160024-amorphous-persona.ts';
import amorphactorPainTheImaginationDracoverlord from './98287529-amorphactor-pain-the-imagination-dracoverlord.ts';

export const cards: CardDef[] = [
  ashBlossomJoyousSpring,
  asmoToken,
  axeOfDespair,
  archfiendOfGilfer,
  aWildMonsterAppears,
  acidTrapHole,
  achichiIgnister,
  aIdleReborn,
  armoredCybern,
  atlanteanHeavyInfantry,
  amorphageGoliath,
  amorphousPersona,
  amorphactorPainTheImaginationDracoverlord,
  assaultBlackwingChidoriTheRainSprinkling,
  armoredKappa,
  atlanteanDragoons,
  atlanteanMarksman,
  abyssScaleOfCetus,
];
