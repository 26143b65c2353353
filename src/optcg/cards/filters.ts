/**
 * Filter tests for the `where` of a Filter that read printed ("base") values or the revealed card (001 §4-9: the base
 * value is the printed one): "with 5000 base power or less", "a Character card with 6000 power or more".
 */
import type { OptcgState } from '../types.ts';
import { defAt } from './defs.ts';
import { basePower, namesOf } from './dsl.ts';

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

/** "your <Slash> attribute Characters" (OP04-042; 001 §2-9). */
export const hasAttribute =
  (a: string): Where =>
  (g, c) =>
    defAt(g.code, c).stats.attributes.includes(a);

/** "[Plague Rounds] or [Ice Oni] cards" (OP04-046): a name of the card contains one of them (001 §2-1-2-1). */
export const namedAnyOf =
  (...names: string[]): Where =>
  (g, c) =>
    names.some((n) => namesOf(g, c).some((x) => x.includes(n)));

/** "1 card with a [Trigger]" (OP04-105): its printed text has a [Trigger] (001 §10-1-5). */
export const hasTrigger: Where = (g, c) => defAt(g.code, c).stats.text.includes('[Trigger]');
