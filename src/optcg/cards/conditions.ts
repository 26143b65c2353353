/**
 * Conditions of the card language added for OP-03 (issue 8; 001 §8-3-2): Life and hand comparisons with the opponent,
 * "your Leader's type includes …", and "this card is the attack's target". Each is a `Cond` read when checked.
 */
import type { Cond } from './defs.ts';
import { defAt } from './defs.ts';
import { opp } from '../rules/zones.ts';
import { cost, power } from '../rules/power.ts';
import type { OptcgState } from '../types.ts';

/** "If your opponent has N or more Life cards" (OP03-120). */
export const opponentLifeAtLeast =
  (n: number): Cond =>
  (g, _self, p) =>
    g.players[opp(p)].life.length >= n;

/** "When this Leader … is attacked" (OP03-001): this card is the target of the battle in progress (001 §7-1-3-1). */
export const isAttackTarget: Cond = (g, self) => g.battle !== null && g.battle.target === self;

/** "If this Character has N power or more" (OP05-004, OP05-016): its power as it is read (001 §2-6). */
export const selfPowerAtLeast =
  (n: number): Cond =>
  (g, self) =>
    power(g, self) >= n;

/** "If you have a Character with N power or more other than this Character" (OP05-003). */
export const otherCharacterWithPowerAtLeast =
  (n: number): Cond =>
  (g, self, p) =>
    g.players[p].chars.some((c) => c !== self && power(g, c) >= n);

/** "If your Leader is multicolored" (OP05-011; 001 §2-3: a card of two or more colors). */
export const leaderMulticolored: Cond = (g, _self, p) => defAt(g.code, g.players[p].leader).stats.colors.length >= 2;

/** "if your Leader has N power or less" (OP05-009). */
export const leaderPowerAtMost =
  (n: number): Cond =>
  (g, _self, p) =>
    power(g, g.players[p].leader) <= n;

/** "If you have N or more cards in your trash" (OP05-086, OP05-095). */
export const trashAtLeast =
  (n: number): Cond =>
  (g, _self, p) =>
    g.players[p].trash.length >= n;

/** "if your opponent has N or less Life cards" (OP05-114, OP05-118). */
export const opponentLifeAtMost =
  (n: number): Cond =>
  (g, _self, p) =>
    g.players[opp(p)].life.length <= n;

/** A filter test: "with a cost equal to or less than the number of your opponent's Life cards" (OP05-102). */
export const costAtMostOpponentsLife = (g: OptcgState, c: number, self: number): boolean =>
  cost(g, c) <= g.players[opp(g.owner[self]!)].life.length;

/** "If the only Characters on your field are {T} type Characters" (OP05-084): every one of them has the type. */
export const onlyCharactersOfType =
  (t: string): Cond =>
  (g, _self, p) =>
    g.players[p].chars.every((c) => defAt(g.code, c).stats.types.includes(t));
