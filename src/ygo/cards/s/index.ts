import type { CardDef } from '../types.ts';
import superQuantalFairyAlphan from './58753372-super-quantal-fairy-alphan.ts';
import superQuantumGreenLayer from './85374678-super-quantum-green-layer.ts';
import superQuantumRedLayer from './59975920-super-quantum-red-layer.ts';
import superQuantumBlueLayer from './12369277-super-quantum-blue-layer.ts';
import skyStrikerAceZeke from './75147529-sky-striker-ace-zeke.ts';
import skyStrikerAceKaina from './12421694-sky-striker-ace-kaina.ts';
import skyStrikerAceRoze from './37351133-sky-striker-ace-roze.ts';
import skyStrikerAceRaye from './26077387-sky-striker-ace-raye.ts';
import skyStrikerAceKagari from './63288573-sky-striker-ace-kagari.ts';
import skyStrikerAceShizuku from './90673288-sky-striker-ace-shizuku.ts';
import skyStrikerAceHayate from './8491308-sky-striker-ace-hayate.ts';
import seaDragoonsOfDraconia from './82114013-sea-dragoons-of-draconia.ts';
import superheavySamuraiSoulclaw from './40028305-superheavy-samurai-soulclaw.ts';
import steelswarmRoach from './37926346-steelswarm-roach.ts';
import salamangreatAlmiraj from './60303245-salamangreat-almiraj.ts';
import scrapArchfiend from './45815891-scrap-archfiend.ts';
import summonedSkull from './70781052-summoned-skull.ts';
import swordsOfRevealingLight from './72302403-swords-of-revealing-light.ts';
import sangan from './26202165-sangan.ts';
import sakuretsuArmor from './56120475-sakuretsu-armor.ts';
import sevenToolsOfTheBandit from './3819470-seven-tools-of-the-bandit.ts';
import solemnJudgment from './41420027-solemn-judgment.ts';
import shrink from './55713623-shrink.ts';
import smashingGround from './97169186-smashing-ground.ts';
import skillDrain from './82732705-skill-drain.ts';
import solemnWishes from './35346968-solemn-wishes.ts';
import spiritReaper from './23205979-spirit-reaper.ts';
import sonataTheMelodiousDiva from './76990617-sonata-the-melodious-diva.ts';
import solemnStrike from './40605147-solemn-strike.ts';
import snowPlowHustleRustle from './24731453-snow-plow-hustle-rustle.ts';
import snowmanEater from './91133740-snowman-eater.ts';
import secretsOfDarkMagic from './59514116-secrets-of-dark-magic.ts';
import sheepToken from './73915052-sheep-token.ts';
import scapegoat from './73915051-scapegoat.ts';
import securityToken from './93104633-security-token.ts';
import swapFrog from './9126351-swap-frog.ts';
import skilledDarkMagician from './73752131-skilled-dark-magician.ts';
import silentSwordsmanLv7 from './37267041-silent-swordsman-lv7.ts';
import shapesister from './92099232-shapesister.ts';
import strongholdTheMovingFortress from './13955608-stronghold-the-moving-fortress.ts';
import statueOfAnguishPattern from './23626223-statue-of-anguish-pattern.ts';
import snowdustGiant from './73659078-snowdust-giant.ts';
import spellPowerGrasp from './75014062-spell-power-grasp.ts';
import superheavySamuraiOgreShutendoji from './36953371-superheavy-samurai-ogre-shutendoji.ts';
import superheavySamuraiSoulbeads from './27756115-superheavy-samurai-soulbeads.ts';
import scarlightRedDragonArchfiend from './80666118-scarlight-red-dragon-archfiend.ts';
import spyralSuperAgent from './41091257-spyral-super-agent.ts';
import spyralDoubleHelix from './1322368-spyral-double-helix.ts';
import skyStrikerMobilizeEngage from './63166095-sky-striker-mobilize-engage.ts';
import skyStrikerMechaWidowAnchor from './98338152-sky-striker-mecha-widow-anchor.ts';
import skyStrikerMechaHornetDrones from './52340444-sky-striker-mecha-hornet-drones.ts';
import skyStrikerAceToken from './52340445-sky-striker-ace-token.ts';
import skyStrikerMechaEagleBooster from './25733157-sky-striker-mecha-eagle-booster.ts';
import skyStrikerMechaSharkCannon from './51227866-sky-striker-mecha-shark-cannon.ts';
import skyStrikerManeuverJammingWaves from './25955749-sky-striker-maneuver-jamming-waves.ts';
import skyStrikerManeuverAfterburners from './99550630-sky-striker-maneuver-afterburners.ts';
import skyStrikerManeuverScissorsCross from './46271408-sky-striker-maneuver-scissors-cross.ts';
import skyStrikerManeuverVectorBlast from './21623008-sky-striker-maneuver-vector-blast.ts';
import skyStrikerAirspaceAreaZero from './50005218-sky-striker-airspace-area-zero.ts';
import skyStrikerMechaModulesMultirole from './24010609-sky-striker-mecha-modules-multirole.ts';
import superRushHeadlong from './48422921-super-rush-headlong.ts';
import soulCharge from './54447022-soul-charge.ts';
import shelrokketDragon from './5087128-shelrokket-dragon.ts';
import summonerOfIllusions from './14644902-summoner-of-illusions.ts';
import servantOfEndymion from './92559258-servant-of-endymion.ts';
import synchroChange from './36737092-synchro-change.ts';

export const cards: CardDef[] = [
  superheavySamuraiSoulclaw,
  seaDragoonsOfDraconia,
  steelswarmRoach,
  salamangreatAlmiraj,
  scrapArchfiend,
  securityToken,
  scapegoat,
  sheepToken,
  summonedSkull,
  swordsOfRevealingLight,
  sangan,
  sakuretsuArmor,
  sevenToolsOfTheBandit,
  solemnJudgment,
  shrink,
  smashingGround,
  skillDrain,
  solemnWishes,
  spiritReaper,
  sonataTheMelodiousDiva,
  solemnStrike,
  snowPlowHustleRustle,
  snowmanEater,
  secretsOfDarkMagic,
  swapFrog,
  skilledDarkMagician,
  silentSwordsmanLv7,
  shapesister,
  strongholdTheMovingFortress,
  statueOfAnguishPattern,
  snowdustGiant,
  spellPowerGrasp,
  superheavySamuraiOgreShutendoji,
  superheavySamuraiSoulbeads,
  scarlightRedDragonArchfiend,
  spyralSuperAgent,
  spyralDoubleHelix,
  skyStrikerMobilizeEngage,
  skyStrikerMechaWidowAnchor,
  skyStrikerMechaHornetDrones,
  skyStrikerAceToken,
  skyStrikerMechaEagleBooster,
  skyStrikerMechaSharkCannon,
  skyStrikerManeuverJammingWaves,
  skyStrikerManeuverAfterburners,
  skyStrikerManeuverScissorsCross,
  skyStrikerManeuverVectorBlast,
  skyStrikerAirspaceAreaZero,
  skyStrikerMechaModulesMultirole,
  skyStrikerAceRaye,
  skyStrikerAceKagari,
  skyStrikerAceShizuku,
  skyStrikerAceHayate,
  skyStrikerAceKaina,
  skyStrikerAceRoze,
  skyStrikerAceZeke,
  soulCharge,
  shelrokketDragon,
  summonerOfIllusions,
  servantOfEndymion,
  superQuantumBlueLayer,
  superQuantumRedLayer,
  superQuantumGreenLayer,
  superQuantalFairyAlphan,
  superRushHeadlong,
  synchroChange,
];
