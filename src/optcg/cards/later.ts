/**
 * Effects an ability sets up for later in the turn, "at the end of this turn" (001 §6-6-1-1), and for the next
 * Refresh Phase (001 §6-2-4). rules/turn.ts carries them out.
 */
import { chooseCards } from '../rules/ask.ts';
import type { Step } from './defs.ts';
import { addMod, fieldCandidates, type Filter } from './dsl.ts';

/** "Return this Character to the owner's hand at the end of this turn" (OP04-009). */
export const thisToHandAtEndOfTurn: Step = (x) => {
  addMod(x.g, x.self, x.p, 'turn', { flag: 'toHandAtEndOfTurn' });
};

/** "Then, set up to 1 of your DON!! cards as active at the end of this turn" (OP04-026, OP04-033). */
export const donActiveAtEndOfTurn: Step = (x) => {
  addMod(x.g, x.g.players[x.p].leader, x.p, 'turn', { flag: 'donActiveAtEndOfTurn' });
};

/**
 * "Up to a total of N of your opponent's rested Leader and Character cards will not become active in your opponent's
 * next Refresh Phase" (OP04-031; 001 §1-3-3: the prohibition wins over 001 §6-2-4). The mark lasts until that
 * Refresh Phase uses it (rules/turn.ts).
 */
export function noRefreshNext(n: number, f: Filter): Step {
  return (x) => {
    const chosen = chooseCards(
      x,
      `Choose up to ${n} cards that will not become active in the next Refresh Phase`,
      '001 §6-2-4',
      fieldCandidates(x.g, x.p, f, x.self),
      0,
      n,
    );
    for (const c of chosen) addMod(x.g, c, x.p, 'untilEndOfOpponentsNextTurn', { flag: 'noRefresh' });
  };
}

/** "Then, this Character will not become active in your next Refresh Phase" (OP04-090). */
export const thisStaysRestedNextRefresh: Step = (x) => {
  addMod(x.g, x.self, x.p, 'turn', { flag: 'noRefresh' });
};
