/**
 * The card language of DON!! cards returned to the DON!! deck (001 §8-3-1-6, §10-2-10): the "when a DON!! card on
 * your field is returned" timing, "your opponent returns N DON!! cards", and conditions on DON!! counts. The DON!! −X
 * cost itself is `donMinus` in dsl.ts.
 *
 *   whenDonReturned({ if: [yourTurn], once: true }, gainPower(1000, 'turn'))   // OP02-071 Magellan
 */
import { chooseFieldDon, donOnField, returnDon } from '../rules/don.ts';
import { opp } from '../rules/zones.ts';
import type { Ability, Cond, Step } from './defs.ts';
import { ability, type AbilityOptions } from './dsl.ts';

/**
 * "When a DON!! card on your field is returned to your DON!! deck" (ST10-007, ST10-011, ST10-014; OP02-071 reads "a
 * DON!! card on the field … to your DON!! deck", the same event): by your DON!! −X or by your opponent's effect.
 */
export const whenDonReturned = (...a: (AbilityOptions | Step)[]): Ability => ability('onDonReturned', a);

/** "If you have N or less DON!! cards on your field" (ST10-008; 001 §4-1-5). */
export const donOnFieldAtMost =
  (n: number): Cond =>
  (g, _self, p) =>
    donOnField(g, p) <= n;

/** "If your opponent has N or more DON!! cards on their field" (OP02-089; 001 §4-1-5). */
export const opponentDonOnFieldAtLeast =
  (n: number): Cond =>
  (g, _self, p) =>
    donOnField(g, opp(p)) >= n;

/**
 * "Your opponent returns N DON!! card(s) from their field to their DON!! deck" (OP02-085): the opponent picks which of
 * theirs (as many as they have, 001 §1-3-2), and their "when … returned" abilities meet their timing.
 */
export function opponentReturnsDon(n: number): Step {
  return (x) => {
    const q = opp(x.p);
    returnDon(x.g, q, chooseFieldDon(x, q, q, n, '001 §8-3-1-6'));
  };
}
