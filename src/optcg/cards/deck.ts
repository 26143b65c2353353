/**
 * The deck in card text (001 §3-1): "trash N cards from the top of your deck", "reveal 1 card from the top of your
 * deck … Then, place the revealed card at the bottom", "look at N; play up to 1 …; trash the rest", and trash cards
 * returned to the deck as a cost.
 */
import { chooseCards, cardLabel, ask } from '../rules/ask.ts';
import { playToField } from '../rules/play.ts';
import { ev, moveTo, toDeckBottom } from '../rules/zones.ts';
import { Z, type OptcgState } from '../types.ts';
import type { Cond, Cost, Step } from './defs.ts';
import { fieldCandidates, listCandidates, type Filter } from './dsl.ts';
import { removableBy } from '../rules/power.ts';

/** The top n cards of p's deck, top first (the last of the list is the top, 001 §3-1). */
function topCards(g: OptcgState, p: 0 | 1, n: number): number[] {
  const deck = g.players[p].deck;
  return deck.slice(Math.max(0, deck.length - n)).reverse();
}

/** "trash N cards from the top of your deck" (OP04-042, OP04-079): as many as there are. */
export function trashDeckTop(n: number): Step {
  return (x) => {
    for (const c of topCards(x.g, x.p, n)) {
      moveTo(x.g, c, Z.trash);
      ev(x.g, { type: 'trash', player: x.p, card: c, code: x.g.code[c]!, from: 'deck' });
    }
  };
}

/**
 * "Reveal 1 card from the top of your deck. If the revealed card is …, [step]. Then, place the revealed card at the
 * bottom of your deck" (OP04-011): revealing moves nothing (001 §11-2-1); the step runs before the card moves.
 */
export function revealTopThenBottom(test: (g: OptcgState, c: number) => boolean, step: Step): Step {
  return (x) => {
    const top = topCards(x.g, x.p, 1)[0];
    if (top === undefined) return;
    if (x.t.vars['revealedTop'] !== top) {
      ev(x.g, { type: 'reveal', player: x.p, card: top, code: x.g.code[top]! });
      x.t.vars['revealedTop'] = top;
    }
    if (test(x.g, top)) step(x);
    toDeckBottom(x.g, top);
    ev(x.g, { type: 'deck-bottom', player: x.p, count: 1 });
  };
}

/** "Look at N cards from the top of your deck; reveal up to 1 … and add it to your hand. Then, trash the rest" (OP04-039). */
export function searchTopTrashRest(look: number, f: Filter, dest: 'hand' | 'play' = 'hand'): Step {
  return (x) => {
    const g = x.g;
    const top = topCards(g, x.p, look);
    if (top.length === 0) return;
    if (x.ask.answered === 0 && x.t.vars['looked'] !== true) {
      ev(g, { type: 'look', player: x.p, cards: top.slice(), codes: top.map((c) => g.code[c]!) }); // 001 §11-3-1
      x.t.vars['looked'] = true;
    }
    const pick = chooseCards(
      x,
      dest === 'hand' ? 'Reveal up to 1 card and add it to your hand' : 'Play up to 1 card',
      '001 §8-4-4-2',
      listCandidates(g, top, f, x.self, dest === 'play' ? 'Character' : undefined),
      0,
      1,
    );
    // Playing may ask which Character to trash for room (001 §3-7-6-1): before anything here moves.
    if (dest === 'play' && pick.length > 0) playToField(x, pick[0]!, 'deck');
    else
      for (const c of pick) {
        ev(g, { type: 'reveal', player: x.p, card: c, code: g.code[c]! });
        moveTo(g, c, Z.hand);
        ev(g, { type: 'add-to-hand', player: x.p, card: c, code: g.code[c]!, from: 'deck' });
      }
    for (const c of top) {
      if (pick.includes(c)) continue;
      moveTo(g, c, Z.trash);
      ev(g, { type: 'trash', player: x.p, card: c, code: g.code[c]!, from: 'deck' });
    }
  };
}

/** "You may return N cards from your trash to the bottom of your deck in any order:" as a cost (OP04-090). */
export function trashToDeckBottomCost(n: number): Cost {
  return {
    label: `return ${n} cards from your trash to the bottom of your deck`,
    canPay: (g, _s, p) => g.players[p].trash.length >= n,
    choose: (x) => {
      const trash = x.g.players[x.p].trash;
      // 001 §3-1-7 "in any order": the order chosen is the order they go under the deck (first chosen ends deepest).
      return ask(
        x,
        'order',
        `Choose ${n} cards of your trash in order for the bottom of your deck`,
        '001 §3-1-7',
        trash.map((c) => ({ label: cardLabel(x.g, c), kind: 'card', card: c })),
        n,
        n,
        undefined,
        true,
      ).map((i) => trash[i]!);
    },
    pay: (x, choice) => {
      for (let i = choice.length - 1; i >= 0; i--) toDeckBottom(x.g, choice[i]!);
      ev(x.g, { type: 'deck-bottom', player: x.p, count: choice.length });
    },
  };
}

/**
 * "Return up to N Characters with … to the owner's hand or the bottom of their deck" (OP04-043): the player picks the
 * Characters, then where they go (001 §1-3-2: a card its owner's opponent cannot remove is not offered).
 */
export function toHandOrDeckBottom(n: number, f: Filter): Step {
  return (x) => {
    const cands = fieldCandidates(x.g, x.p, { ...f, leader: false }, x.self).filter((c) => removableBy(x.g, c, x.p));
    const chosen = chooseCards(x, `Choose up to ${n} Character(s) to return`, '001 §10-2', cands, 0, n);
    if (chosen.length === 0) return;
    const where = ask(
      x,
      'select-option',
      "Return to the owner's hand or the bottom of their deck?",
      '001 §10-2',
      [
        { id: 'hand', label: "The owner's hand", kind: 'hand' },
        { id: 'bottom', label: "The bottom of the owner's deck", kind: 'bottom' },
      ],
      1,
      1,
    )[0];
    for (const c of chosen) {
      if (where === 0) {
        moveTo(x.g, c, Z.hand);
        ev(x.g, { type: 'bounce', player: x.g.owner[c]!, card: c, code: x.g.code[c]! });
      } else {
        ev(x.g, { type: 'to-deck-bottom', player: x.g.owner[c]!, card: c, code: x.g.code[c]! });
        toDeckBottom(x.g, c);
      }
    }
  };
}

/** "If you have 15 or more cards in your trash" (OP04-093, OP04-094, OP04-095). */
export const trashAtLeast =
  (n: number): Cond =>
  (g, _self, p) =>
    g.players[p].trash.length >= n;
