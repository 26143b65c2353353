import type { CardDef } from '../types.ts';
import mermailAbyssmegalo from './21954587-mermail-abyssmegalo.ts';
import monsterReincarnation from './74848038-monster-reincarnation.ts';
import mechaPhantomBeastToken from './72291079-mecha-phantom-beast-token.ts';
import mechaPhantomBeastOLion from './72291078-mecha-phantom-beast-o-lion.ts';
import macroCosmos from './30241314-macro-cosmos.ts';
import matazaTheZapper from './22609617-mataza-the-zapper.ts';
import masterPendulumTheDracoslayer from './75195825-master-pendulum-the-dracoslayer.ts';
import mandragon from './19474136-mandragon.ts';
import mysticalElf from './15025844-mystical-elf.ts';
import mirrorForce from './44095762-mirror-force.ts';
import monsterReborn from './83764718-monster-reborn.ts';
import mysticTomato from './83011277-mystic-tomato.ts';
import manEaterBug from './54652250-man-eater-bug.ts';
import magicianOfFaith from './31560081-magician-of-faith.ts';
import mysticalSpaceTyphoon from './5318639-mystical-space-typhoon.ts';
import mysticPlasmaZone from './18161786-mystic-plasma-zone.ts';
import magicJammer from './77414722-magic-jammer.ts';
import magicCylinder from './62279055-magic-cylinder.ts';
import megamorph from './22046459-megamorph.ts';
import mindControl from './37520316-mind-control.ts';
import marshmallon from './31305911-marshmallon.ts';
import mindCrush from './15800838-mind-crush.ts';
import mysteryShellDragon from './18108166-mystery-shell-dragon.ts';
import magmaDragon from './95833645-magma-dragon.ts';
import machineKing3000BC from './70406920-machine-king-3000-b-c.ts';
import magnumShield from './84877802-magnum-shield.ts';
import millenniumEyesRestrict from './41578483-millennium-eyes-restrict.ts';
import maidenWithEyesOfBlue from './88241506-maiden-with-eyes-of-blue.ts';
import mithraTheThunderVassal from './22404675-mithra-the-thunder-vassal.ts';
import maskedHeroDarkLaw from './58481572-masked-hero-dark-law.ts';

export const cards: CardDef[] = [
  matazaTheZapper,
  masterPendulumTheDracoslayer,
  mandragon,
  mysticalElf,
  mirrorForce,
  monsterReborn,
  mysticTomato,
  manEaterBug,
  magicianOfFaith,
  mysticalSpaceTyphoon,
  mysticPlasmaZone,
  magicJammer,
  magicCylinder,
  megamorph,
  mindControl,
  marshmallon,
  mindCrush,
  mysteryShellDragon,
  magmaDragon,
  machineKing3000BC,
  magnumShield,
  millenniumEyesRestrict,
  maidenWithEyesOfBlue,
  mithraTheThunderVassal,
  maskedHeroDarkLaw,
  macroCosmos,
  mechaPhantomBeastOLion,
  mechaPhantomBeastToken,
  monsterReincarnation,
  mermailAbyssmegalo,
];
