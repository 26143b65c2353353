/**
 * The card language of the hand (001 §3-4): drawing to a hand size, drawing or trashing "up to" a number, and trashing
 * from the opponent's hand, whose cards the chooser cannot see (001 §3-1-5).
 *
 *   counter(addPower(6000, 'battle'), drawTo(2))   // OP02-069: "Then, draw cards so that you have 2 cards in your hand."
 */
import { chooseCards, chooseCount } from '../rules/ask.ts';
import { ev, moveTo, opp } from '../rules/zones.ts';
import { drawByEffect } from '../rules/draw.ts';
import { Z } from '../types.ts';
import { shuffleInPlace } from '../../core/rng.ts';
import type { Step } from './defs.ts';
import { chooseHidden } from './dsl.ts';

/** "Draw card(s) so that you have N cards in your hand" (OP02-051, OP02-069): nothing when you have N or more. */
export function drawTo(n: number): Step {
  return (x) => {
    const k = n - x.g.players[x.p].hand.length;
    if (k > 0) drawByEffect(x.g, x.p, k); // 001 §4-5-3
  };
}

/**
 * "Return all cards in your hand to your deck and shuffle your deck. Then, draw cards equal to the number you returned
 * to your deck" (P-002).
 */
export const handToDeckShuffleAndRedraw: Step = (x) => {
  const ps = x.g.players[x.p];
  const k = ps.hand.length;
  for (const c of ps.hand.slice()) moveTo(x.g, c, Z.deck);
  shuffleInPlace(x.g.rng, ps.deck);
  ev(x.g, { type: 'shuffle', player: x.p });
  drawByEffect(x.g, x.p, k); // 001 §4-5-3
};

/** "draw up to N cards" (OP02-066): the player picks how many (001 §1-3-5-1: "up to" allows 0). */
export function drawUpTo(n: number): Step {
  return (x) => {
    const k = chooseCount(x, 'Draw how many cards?', '001 §4-5-3', Math.min(n, x.g.players[x.p].deck.length));
    drawByEffect(x.g, x.p, k);
  };
}

/** "trash up to N cards from your hand" (OP02-059): any number from 0 to N (001 §10-2-14). */
export function trashFromHandUpTo(n: number): Step {
  return (x) => {
    const chosen = chooseCards(
      x,
      `Choose up to ${n} card(s) to trash from your hand`,
      '001 §10-2-14',
      x.g.players[x.p].hand,
      0,
      n,
    );
    for (const c of chosen) {
      moveTo(x.g, c, Z.trash);
      ev(x.g, { type: 'trash', player: x.p, card: c, code: x.g.code[c]!, from: 'hand' });
    }
  };
}

/**
 * "trash N cards from your opponent's hand" (ST10-010): the ability's owner chooses them by position, unseen (001
 * §3-1-5: the hand is secret to them).
 */
export function trashFromOpponentsHand(n: number): Step {
  return (x) => {
    const q = opp(x.p);
    const chosen = chooseHidden(x, `Choose ${n} card(s) from your opponent's hand to trash`, '001 §10-2-14', q, x.p, n);
    for (const c of chosen) {
      moveTo(x.g, c, Z.trash);
      ev(x.g, { type: 'trash', player: q, card: c, code: x.g.code[c]!, from: 'hand' });
    }
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
    for (const [q, pick] of picks.entries())
      for (const c of pick) {
        moveTo(x.g, c, Z.trash);
        ev(x.g, { type: 'trash', player: q === 0 ? x.p : opp(x.p), card: c, code: x.g.code[c]!, from: 'hand' });
      }
  };
}
