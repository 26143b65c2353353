/**
 * Deck blocks of the card language (issue 8, OP-03 "East Blue" decks, OP-04): conditions on the size of the deck,
 * trashing from its top, "reveal 1 card from the top of your deck … Then, place the revealed card at the bottom", and
 * cards placed at the bottom of the deck. The deck is a secret area; cards trashed from it are public (001 §3-5).
 */
import type { PlayerId } from '../../core/decision.ts';
import { Z, type OptcgState } from '../types.ts';
import type { Cond, Cost, Step } from './defs.ts';
import { fieldCandidates, type Filter } from './dsl.ts';
import { ask, cardLabel, chooseCards, yesNo } from '../rules/ask.ts';
import { leaveFieldChosen } from '../rules/replace.ts';
import { ev, moveTo, toDeckBottom } from '../rules/zones.ts';
import { removableBy } from '../rules/power.ts';
import { trashCard } from './dsl.ts';

/** "If you have N or less cards in your deck" (OP03-045, OP03-049, OP03-053). */
export const deckAtMost =
  (n: number): Cond =>
  (g, _self, p) =>
    g.players[p].deck.length <= n;

/**
 * "(you may) trash N cards from the top of your deck" (OP03-043 … OP03-055): as many as there are (001 §1-3-2). `may`:
 * the owner is asked first (001 §8-1-2). The flag `trashedFromDeck` tells a following "If you do" step (OP03-043).
 */
export function trashDeckTop(n: number, may = true): Step {
  return (x) => {
    const deck = x.g.players[x.p].deck;
    x.t.vars['trashedFromDeck'] = false;
    if (deck.length === 0) return;
    if (may && !yesNo(x, `Trash ${n} card(s) from the top of your deck?`, '001 §8-1-2')) return;
    for (let i = 0; i < n && deck.length > 0; i++) trashCard(x.g, deck[deck.length - 1]!, 'deck');
    x.t.vars['trashedFromDeck'] = true;
  };
}

/** "If you do, …" after `trashDeckTop` (OP03-043): the step runs only when the cards were trashed. */
export function ifTrashedFromDeck(step: Step): Step {
  return (x) => {
    if (x.t.vars['trashedFromDeck'] === true) step(x);
  };
}

/** "place N cards from your hand at the bottom of your deck" as an effect (OP05-046): as many as there are. */
export function handToDeckBottom(n: number): Step {
  return (x) => {
    const hand = x.g.players[x.p].hand;
    const chosen = chooseCards(x, `Choose ${n} card(s) to place at the bottom of your deck`, '001 §3-1-7', hand, n, n);
    for (const c of chosen) toDeckBottom(x.g, c);
    if (chosen.length > 0) ev(x.g, { type: 'deck-bottom', player: x.p, count: chosen.length });
  };
}

/** "place N of your Characters other than this Character at the bottom of your deck" as a cost (OP05-056). */
export function charactersToDeckBottomCost(n: number, f: Filter = {}): Cost {
  const which = (g: OptcgState, p: PlayerId, self: number): number[] =>
    fieldCandidates(g, p, { ...f, side: 'own', leader: false }, self);
  return {
    label: `place ${n} of your Characters at the bottom of your deck`,
    canPay: (g, s, p) => which(g, p, s).length >= n,
    choose: (x) =>
      chooseCards(
        x,
        `Choose ${n} Character(s) for the bottom of your deck`,
        '001 §8-3-1',
        which(x.g, x.p, x.self),
        n,
        n,
      ),
    pay: (x, choice) => {
      for (const c of choice) {
        ev(x.g, { type: 'to-deck-bottom', player: x.p, card: c, code: x.g.code[c]! });
        toDeckBottom(x.g, c);
      }
    },
  };
}

/** "You may place 1 of your Stages at the bottom of your deck:" as a cost (OP05-104; 001 §8-3-1). */
export const stageToDeckBottomCost: Cost = {
  label: 'place your Stage at the bottom of your deck',
  canPay: (g, _s, p) => g.players[p].stage >= 0,
  choose: (x) => [x.g.players[x.p].stage],
  pay: (x, choice) => {
    for (const c of choice) {
      ev(x.g, { type: 'to-deck-bottom', player: x.p, card: c, code: x.g.code[c]! });
      toDeckBottom(x.g, c);
    }
  },
};

/**
 * "Place all Characters with … at the bottom of the owner's deck" (OP05-058): no choice; each goes under its owner's
 * deck in field order (the owners' order of several is not asked).
 */
export function allToDeckBottom(f: Filter): Step {
  return (x) => {
    for (const c of fieldCandidates(x.g, x.p, { ...f, leader: false }, x.self)) {
      ev(x.g, { type: 'to-deck-bottom', player: x.g.owner[c]!, card: c, code: x.g.code[c]! });
      toDeckBottom(x.g, c);
    }
  };
}

/** The top n cards of p's deck, top first (the last of the list is the top, 001 §3-1). */
function topCards(g: OptcgState, p: 0 | 1, n: number): number[] {
  const deck = g.players[p].deck;
  return deck.slice(Math.max(0, deck.length - n)).reverse();
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

/**
 * "Place all of your Characters except this Character at the bottom of your deck in any order" (OP05-119): the owner
 * orders them (first chosen ends deepest, 001 §3-1-7); each may be kept by a "would leave the field" replacement
 * (rules/replace.ts).
 */
export const allOtherCharactersToDeckBottom: Step = (x) => {
  const g = x.g;
  const all = g.players[x.p].chars.filter((c) => c !== x.self);
  const order =
    all.length < 2
      ? all
      : ask(
          x,
          'order',
          'Order your Characters for the bottom of your deck (first chosen ends deepest)',
          '001 §3-1-7',
          all.map((c) => ({ label: cardLabel(g, c), kind: 'card', card: c })),
          all.length,
          all.length,
          undefined,
          true,
        ).map((i) => all[i]!);
  // Placed from the last chosen to the first: the first chosen ends deepest.
  leaveFieldChosen(x, order.slice().reverse(), (c) => {
    ev(g, { type: 'to-deck-bottom', player: x.p, card: c, code: g.code[c]! });
    toDeckBottom(g, c);
  });
};
