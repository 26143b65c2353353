/** Hand blocks of the card language added for OP-03 (issue 8): the hand is a secret area (001 §3-1-5). */
import type { Step } from './defs.ts';
import { opp } from '../rules/zones.ts';
import { chooseCards } from '../rules/ask.ts';
import { chooseHidden, trashCard } from './dsl.ts';

/**
 * "trash N cards from your opponent's hand" (OP03-078): the ability's owner chooses them unseen, by position
 * (001 §3-1-5), as many as there are.
 */
export function trashFromOpponentsHand(n: number): Step {
  return (x) => {
    const chosen = chooseHidden(
      x,
      `Choose ${n} card(s) from your opponent's hand to trash`,
      '001 §10-2-14',
      opp(x.p),
      x.p,
      n,
    );
    for (const c of chosen) trashCard(x.g, c, 'hand');
  };
}

/**
 * "you and your opponent trash cards from your hands until you each have N cards in your hands" (OP05-058): each player
 * chooses their own cards (you first), both asked before anything is trashed (001 §10-2-14).
 */
export function eachTrashDownTo(n: number): Step {
  return (x) => {
    const picks = [x.p, opp(x.p)].map((q) => {
      const hand = x.g.players[q].hand;
      const k = hand.length - n;
      return k > 0 ? chooseCards(x, `Trash ${k} card(s) from your hand`, '001 §10-2-14', hand, k, k, q) : [];
    });
    for (const c of [...picks[0]!, ...picks[1]!]) trashCard(x.g, c, 'hand');
  };
}
