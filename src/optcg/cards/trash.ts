/**
 * Trash blocks of the card language (issue 8, OP-03): playing cards from the trash and placing trash cards at the
 * bottom of the deck as a cost. The trash is an open area (001 §3-5): its cards are chosen seen.
 */
import type { Cost, Step } from './defs.ts';
import { ask, cardLabel, chooseCards } from '../rules/ask.ts';
import { playToField } from '../rules/play.ts';
import { ev, moveTo, onField, opp, toDeckBottom } from '../rules/zones.ts';
import { koCard } from '../rules/abilities.ts';
import { canBeKOd } from '../rules/power.ts';
import { shuffleInPlace } from '../../core/rng.ts';
import { Z } from '../types.ts';
import type { PlayerId } from '../../core/decision.ts';
import type { OptcgState } from '../types.ts';
import { fieldCandidates, listCandidates, trashCard, type Filter } from './dsl.ts';

/**
 * "Play up to N … Character card(s) … from your trash (rested)" (OP03-090, OP03-094): one card (every pool card says
 * "up to 1"), played by the effect (001 §3-7-3).
 */
export function playFromTrash(n: number, f: Filter, rested = false): Step {
  return (x) => {
    const g = x.g;
    const cands = listCandidates(g, g.players[x.p].trash, { ...f, other: false }, x.self, 'Character');
    const [c] = chooseCards(x, `Play up to ${n} Character card(s) from your trash`, '001 §3-7-3', cands, 0, n);
    if (c === undefined) return;
    playToField(x, c, 'trash');
    if (rested && onField(g, c)) g.rested[c] = 1;
  };
}

/**
 * "place N cards with … from your trash at the bottom of your deck in any order" as a cost (OP03-080, OP03-092;
 * 001 §8-3-1): the owner chooses them in the order they go down (first chosen ends deepest, 001 §3-1-7).
 */
export function trashToDeckBottomCost(n: number, f: Filter): Cost {
  return {
    label: `place ${n} card(s) from your trash at the bottom of your deck`,
    canPay: (g, s, p) => listCandidates(g, g.players[p].trash, { ...f, other: false }, s).length >= n,
    choose: (x) => {
      const cands = listCandidates(x.g, x.g.players[x.p].trash, { ...f, other: false }, x.self);
      const opts = cands.map((c) => ({ label: cardLabel(x.g, c), kind: 'card', card: c }));
      if (cands.length === n && n === 1 && !x.g.askAlways) return cands.slice();
      const a = ask(
        x,
        'select-cards',
        `Choose ${n} card(s) for the bottom of your deck (first chosen ends deepest)`,
        '001 §3-1-7',
        opts,
        n,
        n,
        undefined,
        true,
      );
      return a.map((i) => cands[i]!);
    },
    pay: (x, choice) => {
      // The first chosen is placed first and ends deepest.
      for (const c of choice) toDeckBottom(x.g, c);
      ev(x.g, { type: 'deck-bottom', player: x.p, count: choice.length });
    },
  };
}

/** "trash N of your … Characters" as a cost (OP03-012; 001 §8-3-1): trashing is not a K.O. (001 §10-2-1-3). */
export function trashCharactersCost(n: number, f: Filter = {}): Cost {
  const which = (g: OptcgState, p: PlayerId, self: number): number[] =>
    fieldCandidates(g, p, { ...f, side: 'own', leader: false }, self);
  return {
    label: `trash ${n} of your Characters`,
    canPay: (g, s, p) => which(g, p, s).length >= n,
    choose: (x) =>
      chooseCards(x, `Choose ${n} of your Characters to trash`, '001 §8-3-1', which(x.g, x.p, x.self), n, n),
    pay: (x, choice) => {
      for (const c of choice) trashCard(x.g, c, 'character-area');
    },
  };
}

/** "… trash this Character" (OP03-043): a Character on the field goes to the trash (not a K.O., 001 §10-2-1-3). */
export const trashThisCharacter: Step = (x) => {
  if (x.g.zone[x.self] === Z.chars) trashCard(x.g, x.self, 'character-area');
};

/** "You may trash this Character:" as a cost (OP05-027; 001 §8-3-1): not a K.O. (001 §10-2-1-3). */
export const trashThisCost: Cost = {
  label: 'trash this Character',
  canPay: (g, self) => g.zone[self] === Z.chars,
  choose: () => [],
  pay: (x) => trashCard(x.g, x.self, 'character-area'),
};

/**
 * "Your opponent places N cards from their trash at the bottom of their deck in any order" (OP05-079): the opponent
 * chooses them, in the order they go down (first chosen ends deepest), as many as there are.
 */
export function opponentTrashToDeckBottom(n: number): Step {
  return (x) => {
    const q = opp(x.p);
    const trash = x.g.players[q].trash;
    const k = Math.min(n, trash.length);
    if (k === 0) return;
    const cands = trash.slice();
    const a =
      k === cands.length && k === 1
        ? [0]
        : ask(
            x,
            'select-cards',
            `Choose ${k} card(s) from your trash for the bottom of your deck (first chosen ends deepest)`,
            '001 §3-1-7',
            cands.map((c) => ({ label: cardLabel(x.g, c), kind: 'card', card: c })),
            k,
            k,
            q,
            true,
          );
    for (const i of a) toDeckBottom(x.g, cands[i]!);
    ev(x.g, { type: 'deck-bottom', player: q, count: a.length });
  };
}

/**
 * "You may K.O. N of your Characters other than this Character:" as a cost (OP05-087; 001 §8-3-1): a K.O. by effect
 * (its [On K.O.] activates, 001 §10-2-17); a Character that cannot be K.O.'d cannot pay it (001 §1-3-3).
 */
export function koCharactersCost(n: number, f: Filter = {}): Cost {
  const which = (g: OptcgState, p: PlayerId, self: number): number[] =>
    fieldCandidates(g, p, { ...f, side: 'own', leader: false }, self).filter((c) => canBeKOd(g, c, 'effect'));
  return {
    label: `K.O. ${n} of your Characters`,
    canPay: (g, s, p) => which(g, p, s).length >= n,
    choose: (x) =>
      chooseCards(x, `Choose ${n} of your Characters to K.O.`, '001 §8-3-1', which(x.g, x.p, x.self), n, n),
    pay: (x, choice) => {
      for (const c of choice) koCard(x.g, c, 'effect');
    },
  };
}

/** "You may return N cards from your trash to your deck and shuffle it:" as a cost (OP05-080; 001 §8-3-1). */
export function trashToDeckShuffleCost(n: number): Cost {
  return {
    label: `return ${n} cards from your trash to your deck and shuffle it`,
    canPay: (g, _s, p) => g.players[p].trash.length >= n,
    choose: (x) => {
      const trash = x.g.players[x.p].trash;
      if (trash.length === n) return trash.slice();
      return chooseCards(x, `Choose ${n} cards of your trash to return to your deck`, '001 §8-3-1', trash, n, n);
    },
    pay: (x, choice) => {
      const ps = x.g.players[x.p];
      for (const c of choice) moveTo(x.g, c, Z.deck);
      shuffleInPlace(x.g.rng, ps.deck);
      ev(x.g, { type: 'shuffle', player: x.p });
    },
  };
}
