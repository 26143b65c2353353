import type { CardDef } from '../types.ts';
import emissaryOfDarknessToken from './44330099-emissary-of-darkness-token.ts';
import enemyController from './98045062-enemy-controller.ts';
import exodiaTheForbiddenOne from './33396948-exodia-the-forbidden-one.ts';
import effectVeiler from './97268402-effect-veiler.ts';
import elementalHeroAbsoluteZero from './40854197-elemental-hero-absolute-zero.ts';
import elementalHeroAvian from './21844576-elemental-hero-avian.ts';
import eidosTheUnderworldSquire from './59463312-eidos-the-underworld-squire.ts';
import elementalHeroBubbleman from './79979666-elemental-hero-bubbleman.ts';

export const cards: CardDef[] = [
  enemyController,
  exodiaTheForbiddenOne,
  elementalHeroAbsoluteZero,
  effectVeiler,
  elementalHeroAvian,
  eidosTheUnderworldSquire,
  elementalHeroBubbleman,
  emissaryOfDarknessToken,
];
