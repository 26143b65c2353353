import type { CardDef } from '../types.ts';
import ruinsOfTheDivineDragonLords from './69868555-ruins-of-the-divine-dragon-lords.ts';
import raidraptorStrangerFalcon from './15092394-raidraptor-stranger-falcon.ts';
import raigeki from './12580477-raigeki.ts';
import rushRecklessly from './70046172-rush-recklessly.ts';
import raidenHandOfTheLightsworn from './77558536-raiden-hand-of-the-lightsworn.ts';
import royalDecree from './51452091-royal-decree.ts';
import raigekiBreak from './4178474-raigeki-break.ts';
import rightArmOfTheForbiddenOne from './70903634-right-arm-of-the-forbidden-one.ts';
import rightLegOfTheForbiddenOne from './8124921-right-leg-of-the-forbidden-one.ts';
import raidraptorAvengeVulture from './10194329-raidraptor-avenge-vulture.ts';
import relinquishedAnima from './94259633-relinquished-anima.ts';
import rageWithEyesOfBlue from './29432790-rage-with-eyes-of-blue.ts';
import royalMagicalLibrary from './70791313-royal-magical-library.ts';
import redEyesBDragon from './74677422-red-eyes-b-dragon.ts';
import redEyesFusion from './6172122-red-eyes-fusion.ts';
import ramClouder from './9190563-ram-clouder.ts';
import relinquished from './64631466-relinquished.ts';

export const cards: CardDef[] = [
  raigeki,
  rushRecklessly,
  raidenHandOfTheLightsworn,
  royalDecree,
  raigekiBreak,
  rightArmOfTheForbiddenOne,
  rightLegOfTheForbiddenOne,
  raidraptorAvengeVulture,
  relinquishedAnima,
  rageWithEyesOfBlue,
  royalMagicalLibrary,
  redEyesBDragon,
  redEyesFusion,
  ramClouder,
  relinquished,
  raidraptorStrangerFalcon,
  ruinsOfTheDivineDragonLords,
];
