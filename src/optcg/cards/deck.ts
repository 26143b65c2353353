/**
 * Deck blocks of the card language (issue 8, OP-03 "East Blue" decks): conditions on the size of the deck and
 * trashing from its top. The deck is a secret area; cards trashed from it are public (001 §3-5).
 */
import type { PlayerId } from '../../core/decision.ts';
import type { OptcgState } from '../types.ts';
import type { Cond, Cost, Step } from './defs.ts';
import { fieldCandidates, type Filter } from './dsl.ts';
import { chooseCards, yesNo } from '../rules/ask.ts';
import { ev, toDeckBottom } from '../rules/zones.ts';
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
