/**
 * Filter tests for the `where` of a Filter that read printed ("base") values or the revealed card (001 §4-9: the base
 * value is the printed one): "with 5000 base power or less", "a Character card with 6000 power or more".
 */
import type { OptcgState } from '../types.ts';
import { defAt } from './defs.ts';
import { basePower } from './dsl.ts';

type Where = (g: OptcgState, c: number, self: number) => boolean;

/** "with N base power or less" (OP04-003). */
export const basePowerAtMost =
  (n: number): Where =>
  (g, c) =>
    basePower(g, c) <= n;

/** "If the revealed card is a Character card with N power or more" (OP04-011): a card off the field has its printed power. */
export const characterCardWithPowerAtLeast =
  (n: number) =>
  (g: OptcgState, c: number): boolean =>
    defAt(g.code, c).stats.category === 'Character' && basePower(g, c) >= n;
