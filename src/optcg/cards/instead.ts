/**
 * The card language of replacement abilities beyond a card's own "would be K.O.'d" (`insteadOfKO` in dsl.ts): the
 * shared mechanism is rules/replace.ts (001 §8-1-3-4). The "instead" action is written as costs, which must be
 * payable in full for the replacement to be offered (001 §8-1-3-4-5).
 *
 *   insteadOfLeave([trashLifeCost('top')], 'trash 1 Life card', [noLuffy])        // OP05-100 Enel
 *   insteadOfYourCharacterKO({ rested: true }, [trashThisCost], 'trash this')      // OP05-030 Donquixote Rosinante
 */
import type { Ability, Cond, Cost } from './defs.ts';
import { addMod, ability, matches, namesOf, type Filter } from './dsl.ts';
import { ev, onField } from '../rules/zones.ts';
import type { Duration } from '../types.ts';

/** "If this Character would leave the field, you may [cost] instead" (OP05-100; 001 §8-1-3-4). */
export function insteadOfLeave(cost: Cost[], text: string, conds: Cond[] = []): Ability {
  return ability('replaceLeave', [{ cost, text, if: conds }]);
}

/**
 * "If your Character [that the filter accepts] would be K.O.'d, you may [cost] instead" on another card (OP05-001,
 * OP05-030; 001 §8-1-3-4): `subject` reads the Character about to be K.O.'d (always one of the ability's owner's).
 */
export function insteadOfYourCharacterKO(subject: Filter, cost: Cost[], text: string, conds: Cond[] = []): Ability {
  const ab = ability('replaceOtherKO', [{ cost, text, if: conds }]);
  ab.subject = (g, c, self) => matches(g, c, subject, self);
  return ab;
}

/**
 * "give that Character −1000 power during this turn instead of that Character being K.O.'d" (OP05-001): the
 * Character the replacement stands in for (Ctx.replaced) gets the power change; payable while it is on the field.
 */
export function replacedGetsPower(amount: number, dur: Duration): Cost {
  return {
    label: `give that Character ${amount < 0 ? `−${-amount}` : `+${amount}`} power`,
    canPay: () => true, // asked only about a Character that is on the field and would be K.O.'d
    choose: () => [],
    pay: (x) => {
      const c = x.replaced;
      if (c === undefined || !onField(x.g, c)) return;
      addMod(x.g, c, x.p, dur, { power: amount });
      ev(x.g, { type: 'power', card: c, amount, duration: dur });
    },
  };
}

/**
 * "If there is a [Name] Character, this effect is negated" (OP05-100; 001 §8-2-1-1: a negated replacement cannot be
 * used): as a condition, no Character of either player is named exactly that (001 §2-1-2).
 */
export function noCharacterNamedOnField(name: string): Cond {
  return (g) => !g.players.some((ps) => ps.chars.some((c) => namesOf(g, c).includes(name)));
}
