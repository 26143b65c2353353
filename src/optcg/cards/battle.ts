/**
 * The card language of battles (001 §7): what a card battled with, and effects that refer to it.
 *
 *   endOfBattle({ if: [donX(1), battledOpponentsCharacter], optional: true }, koBattledOpponent, koThisIfDone)
 *   whenThisBattles({ if: [battlesCharacterWithAttribute('Strike')] }, gainPower(3000, 'turn'))   // ST05-010
 */
import type { OptcgState } from '../types.ts';
import { Z } from '../types.ts';
import { koChosen } from '../rules/abilities.ts';
import { leaveFieldChosen } from '../rules/replace.ts';
import { onField } from '../rules/zones.ts';
import { defAt, type Ability, type Cond, type Step } from './defs.ts';
import { cost, power, removableBy } from '../rules/power.ts';
import { ability, addMod, type AbilityOptions } from './dsl.ts';
import { ev, toDeckBottom } from '../rules/zones.ts';

/**
 * The opposing card `self` battled with in the current battle (001 §7-1-4: the Damage Step compared their powers), if
 * both are still the cards that battled; -1 otherwise.
 */
export function battledWith(g: OptcgState, self: number): number {
  const b = g.battle;
  if (b === null || !b.fought) return -1;
  if (b.attacker === self && b.aInst === g.inst[self] && g.inst[b.target] === b.tInst) return b.target;
  if (b.target === self && b.tInst === g.inst[self] && g.inst[b.attacker] === b.aInst) return b.attacker;
  return -1;
}

/** "a battle in which this Character battles your opponent's Character" (ST08-013): one still in the Character area. */
export const battledOpponentsCharacter: Cond = (g, self, p) => {
  const other = battledWith(g, self);
  return other >= 0 && g.owner[other] !== p && g.zone[other] === Z.chars;
};

/** "you may K.O. the opponent's Character you battled with" (ST08-013); whether it left the field is kept for "If you do". */
export const koBattledOpponent: Step = (x) => {
  const other = battledWith(x.g, x.self);
  if (other < 0 || x.g.zone[other] !== Z.chars) return;
  const inst = x.g.inst[other];
  koChosen(x, [other]);
  x.t.vars['koDone'] = x.g.inst[other] !== inst; // 001 §3-1-6: it left the field (a replacement kept it there)
};

/** "If you do, K.O. this Character." (ST08-013, after koBattledOpponent). */
export const koThisIfDone: Step = (x) => {
  if (x.t.vars['koDone'] === true && onField(x.g, x.self)) koChosen(x, [x.self]);
};

/**
 * "At the end of a battle in which this Character battles your opponent's Character with a cost of N or less"
 * (OP04-047): the cost read as the battle ends.
 */
export function battledOpponentsCharacterWithCostAtMost(n: number): Cond {
  return (g, self, p) => battledOpponentsCharacter(g, self, p) && cost(g, battledWith(g, self)) <= n;
}

/** "place the opponent's Character you battled with at the bottom of the owner's deck" (OP04-047). */
export const battledOpponentToDeckBottom: Step = (x) => {
  const other = battledWith(x.g, x.self);
  if (other < 0 || x.g.zone[other] !== Z.chars || !removableBy(x.g, other, x.p)) return;
  // "If this Character would leave the field, … instead" (OP05-100; 001 §8-1-3-4).
  leaveFieldChosen(x, [other], (c) => {
    ev(x.g, { type: 'to-deck-bottom', player: x.g.owner[c]!, card: c, code: x.g.code[c]! });
    toDeckBottom(x.g, c);
  });
};

/**
 * "This Character's base power becomes the same as the power of your opponent's attacking Leader or Character during
 * this turn" (OP04-069): the attacker's power as the effect resolves (001 §4-9).
 */
export const basePowerOfAttacker: Step = (x) => {
  const b = x.g.battle;
  if (b === null || x.g.owner[b.attacker] === x.p || x.g.zone[x.self] !== Z.chars) return;
  addMod(x.g, x.self, x.p, 'turn', { basePower: power(x.g, b.attacker) });
};

/** The card `self` is in a battle with now (the attacker or the attack's target, a blocker once it blocked), or -1. */
export function battleOpponent(g: OptcgState, self: number): number {
  const b = g.battle;
  if (b === null) return -1;
  if (b.attacker === self && b.aInst === g.inst[self]) return b.target;
  if (b.target === self && b.tInst === g.inst[self]) return b.attacker;
  return -1;
}

/** "When this Character battles <Strike> attribute Characters" (ST05-010): the card it battles is such a Character. */
export function battlesCharacterWithAttribute(attribute: string): Cond {
  return (g, self) => {
    const other = battleOpponent(g, self);
    if (other < 0 || g.zone[other] !== Z.chars) return false;
    return defAt(g.code, other).stats.attributes.includes(attribute);
  };
}

/** "When this Character battles …" (ST05-010): once blocking is over, for the attacker and its target (001 §7-1-2). */
export const whenThisBattles = (...a: (AbilityOptions | Step)[]): Ability => ability('onBattles', a);
