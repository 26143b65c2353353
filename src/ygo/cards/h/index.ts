import type { CardDef } from '../types.ts';
import highTideOnFireIsland from './32542011-high-tide-on-fire-island.ts';
import hecatrice from './74968065-hecatrice.ts';
import heavyStorm from './19613556-heavy-storm.ts';
import handDestruction from './74519184-hand-destruction.ts';
import heroMask from './75141056-hero-mask.ts';
import hiSpeedroidChanbara from './42110604-hi-speedroid-chanbara.ts';
import honeybot from './34472920-honeybot.ts';

export const cards: CardDef[] = [
  heavyStorm,
  handDestruction,
  heroMask,
  hiSpeedroidChanbara,
  honeybot,
  hecatrice,
  highTideOnFireIsland,
];
