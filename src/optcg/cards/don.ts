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
import { chooseCards } from '../rules/ask.ts';
import { giveDon } from '../rules/zones.ts';
import { fieldCandidates, type Filter } from './dsl.ts';

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
    returnDon(x.g, q, chooseFieldDon(x, q, q, n, '001 §8-3-1-6'), false); // the opponent's effect (OP04-058)
  };
}

/**
 * "Give up to 1 rested DON!! card to each of your {Alabasta} type Characters" (OP04-004; 001 §6-5-5): one by one, the
 * player picks which Characters get one (each at most one) while rested DON!! remain.
 */
export function giveRestedDonToEach(f: Filter): Step {
  return (x) => {
    const ps = x.g.players[x.p];
    const cands = fieldCandidates(x.g, x.p, f, x.self);
    const n = Math.min(ps.donRested, cands.length);
    const chosen = chooseCards(x, `Choose up to ${n} to give 1 rested DON!! each`, '001 §6-5-5', cands, 0, n);
    for (const c of chosen) giveDon(x.g, x.p, c, true);
  };
}

/** "If you have N or more active DON!! cards" (OP04-028, OP04-034): active DON!! in the cost area (001 §4-1-5). */
export const activeDonAtLeast =
  (n: number): Cond =>
  (g, _self, p) =>
    g.players[p].donActive >= n;

/** "When a DON!! card on your field is returned to your DON!! deck by your effect" (OP04-058): DON!! −X of your cards. */
export const whenDonReturnedByYourEffect = (...a: (AbilityOptions | Step)[]): Ability =>
  ability('onDonReturnedByYou', a);
