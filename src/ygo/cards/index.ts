/**
 * Every implemented card, one file each, grouped by the first letter of the card's name.
 * Each letter folder's index lists its files; add a card by adding its file and one line there.
 */
import { registerAlternates, registerCards } from './registry.ts';
import { ALTERNATE_ARTWORKS } from './alternates.ts';
import type { CardDef } from './types.ts';
import { cards as a } from './a/index.ts';
import { cards as b } from './b/index.ts';
import { cards as c } from './c/index.ts';
import { cards as d } from './d/index.ts';
import { cards as e } from './e/index.ts';
import { cards as f } from './f/index.ts';
import { cards as g } from './g/index.ts';
import { cards as h } from './h/index.ts';
import { cards as i } from './i/index.ts';
import { cards as j } from './j/index.ts';
import { cards as k } from './k/index.ts';
import { cards as l } from './l/index.ts';
import { cards as m } from './m/index.ts';
import { cards as n } from './n/index.ts';
import { cards as o } from './o/index.ts';
import { cards as p } from './p/index.ts';
import { cards as q } from './q/index.ts';
import { cards as r } from './r/index.ts';
import { cards as s } from './s/index.ts';
import { cards as t } from './t/index.ts';
import { cards as u } from './u/index.ts';
import { cards as v } from './v/index.ts';
import { cards as w } from './w/index.ts';
import { cards as x } from './x/index.ts';
import { cards as y } from './y/index.ts';
import { cards as z } from './z/index.ts';

export const ALL_CARDS: readonly CardDef[] = [
  a,
  b,
  c,
  d,
  e,
  f,
  g,
  h,
  i,
  j,
  k,
  l,
  m,
  n,
  o,
  p,
  q,
  r,
  s,
  t,
  u,
  v,
  w,
  x,
  y,
  z,
].flat();
registerCards(ALL_CARDS);
registerAlternates(ALTERNATE_ARTWORKS);
