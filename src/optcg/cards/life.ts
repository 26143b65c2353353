/**
 * The card language of the Life area (001 §3-10, §4-6): conditions on Life counts, Life added to the hand or trashed
 * by effects, cards placed into Life (face down or face up), and Life cards looked at and put back.
 *
 *   onPlay(lookAtTopLife('ownOrOpponent'))         // ST07-008: "Look at up to 1 card from the top of your or …"
 *   endOfYourTurn(addLifeToHand('top'))           // OP02-001: "Add 1 card from the top of your Life cards …"
 */
import type { PlayerId } from '../../core/decision.ts';
import { Z, type OptcgState } from '../types.ts';
import { ask, cardLabel, chooseCards, chooseCount, yesNo } from '../rules/ask.ts';
import {
  addToLife,
  canAddLifeToHandByEffect,
  lifeToHand,
  placeLifeAt,
  trashLife,
  type LifeEnd,
} from '../rules/life.ts';
import { cost, removableBy } from '../rules/power.ts';
import { leaveFieldChosen } from '../rules/replace.ts';
import { ev, opp } from '../rules/zones.ts';
import { drawByEffect } from '../rules/draw.ts';
import type { Cond, Cost, Ctx, Step } from './defs.ts';
import { fieldCandidates, type Filter } from './dsl.ts';

// ---------------------------------------------------------------------------------------------
// Conditions

/** "If you have N or more Life cards" (ST10-003). */
export const lifeAtLeast =
  (n: number): Cond =>
  (g, _self, p) =>
    g.players[p].life.length >= n;
/** "if you have less Life cards than your opponent" (ST07-003). */
export const lessLifeThanOpponent: Cond = (g, _self, p) => g.players[p].life.length < g.players[opp(p)].life.length;

// ---------------------------------------------------------------------------------------------
// Asking for an end of the Life area

/** Ask which end ("the top or bottom of your Life cards"): 'top' or 'bottom'. */
function askEnd(x: Ctx, prompt: string, rule: string): LifeEnd {
  const i = ask(
    x,
    'select-option',
    prompt,
    rule,
    [
      { id: 'top', label: 'Top of the Life cards', kind: 'top' },
      { id: 'bottom', label: 'Bottom of the Life cards', kind: 'bottom' },
    ],
    1,
    1,
  )[0];
  return i === 0 ? 'top' : 'bottom';
}

/** 'top', or 'topOrBottom' asked of the player when there is a choice to make (2 or more Life cards). */
function pickEnd(x: Ctx, p: PlayerId, from: 'top' | 'topOrBottom', prompt: string): LifeEnd {
  if (from === 'top' || x.g.players[p].life.length < 2) return 'top';
  return askEnd(x, prompt, '001 §3-10');
}

// ---------------------------------------------------------------------------------------------
// Costs

/**
 * "trash 1 card from the top or bottom of your Life cards" as a cost (ST09-010's replacement, 001 §8-1-3-4): the
 * owner picks the end; no damage, so no [Trigger] (001 §10-1-5).
 */
export function trashLifeCost(from: 'top' | 'topOrBottom' = 'top'): Cost {
  return {
    label: `trash 1 card from the ${from === 'top' ? 'top' : 'top or bottom'} of your Life cards`,
    canPay: (g, _s, p) => g.players[p].life.length >= 1,
    choose: (x) => [pickEnd(x, x.p, from, 'Trash the top or the bottom Life card?') === 'top' ? 0 : 1],
    pay: (x, choice) => {
      trashLife(x.g, x.p, choice[0] === 0 ? 'top' : 'bottom');
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Effects

/**
 * "Add 1 card from the top of your Life cards to your hand" as an effect (OP02-001, OP02-009): not a cost, so it
 * happens when it can; never after "you cannot add Life cards to your hand using your own effects" (001 §1-3-3).
 */
export function addLifeToHand(from: 'top' | 'topOrBottom' = 'top'): Step {
  return (x) => {
    if (x.g.players[x.p].life.length === 0 || !canAddLifeToHandByEffect(x.g, x.p)) return;
    const end = pickEnd(x, x.p, from, 'Add the top or the bottom Life card to your hand?');
    lifeToHand(x.g, x.p, end);
  };
}

/** "you cannot add Life cards to your hand using your own effects during this turn" (OP02-004, OP02-023). */
export const noLifeToHandThisTurn: Step = (x) => {
  const leader = x.g.players[x.p].leader;
  x.g.mods.push({ c: leader, inst: x.g.inst[leader]!, by: x.p, dur: 'turn', flag: 'noLifeToHand' });
};

/**
 * "your opponent adds 1 card from their Life area to their hand" (P-009): the top one (001 §4-6); it is this
 * ability's owner's effect, so the opponent's "cannot add Life cards to your hand using your own effects" does not
 * stop it.
 */
export const opponentLifeToHand: Step = (x) => {
  lifeToHand(x.g, opp(x.p), 'top');
};

/** "Trash 1 card from the top of your opponent's Life cards" (ST07-010's first choice): no damage, no [Trigger]. */
export const trashOpponentsTopLife: Step = (x) => {
  trashLife(x.g, opp(x.p), 'top');
};

/** "Add 1 card from the top of your deck to the top of your Life cards" (ST07-010's second choice): face down. */
export const deckTopToLifeTop: Step = (x) => {
  const deck = x.g.players[x.p].deck;
  const c = deck[deck.length - 1];
  if (c !== undefined) addToLife(x.g, c, 'top', false, 'deck');
};

/** "add up to N card(s) from your hand to the top of your Life cards" (ST07-001): face down. */
export function handToLife(n: number): Step {
  return (x) => {
    const chosen = chooseCards(
      x,
      `Add up to ${n} card(s) from your hand to the top of your Life cards`,
      '001 §3-10',
      x.g.players[x.p].hand,
      0,
      n,
    );
    for (const c of chosen) addToLife(x.g, c, 'top', false, 'hand');
  };
}

/**
 * "Add up to N of your Characters with a cost of 3 to the top of the owner's Life cards face-up" (ST07-017), "… to the
 * top or bottom of the owner's Life cards face-up" (ST09-015): the chosen Characters leave the field (new cards, 001
 * §3-1-6) and go face up into their owner's Life (001 §3-10-2-1).
 */
export function characterToLife(n: number, f: Filter, ends: 'top' | 'topOrBottom' = 'top'): Step {
  return (x) => {
    const chosen = chooseCards(
      x,
      `Add up to ${n} Character(s) to the owner's Life cards face up`,
      '001 §3-10-2-1',
      // OP02-027: a Character that cannot be removed by the opponent's effects is not offered.
      fieldCandidates(x.g, x.p, { ...f, leader: false }, x.self).filter((c) => removableBy(x.g, c, x.p)),
      0,
      n,
    );
    if (chosen.length === 0) return;
    const end: LifeEnd = ends === 'top' ? 'top' : askEnd(x, 'Top or bottom of the Life cards?', '001 §3-10-2-1');
    // "If this Character would leave the field, … instead" (OP05-100; 001 §8-1-3-4).
    leaveFieldChosen(x, chosen, (c) => addToLife(x.g, c, end, true, 'field'));
  };
}

/**
 * "Look at up to 1 card from the top of your or your opponent's Life cards, and place it at the top or bottom of the
 * Life cards" (ST07-003, ST07-008, ST07-016): choose whose Life (one that has cards), then whether to look (up to 1);
 * only the looker sees it (001 §11-3-1), and it keeps its face (001 §3-10-3).
 */
export function lookAtTopLife(whose: 'own' | 'ownOrOpponent'): Step {
  return (x) => {
    const g = x.g;
    const sides: PlayerId[] = whose === 'own' ? [x.p] : [x.p, opp(x.p)];
    const withLife = sides.filter((q) => g.players[q].life.length > 0);
    if (withLife.length === 0) return;
    let q = withLife[0]!;
    if (withLife.length > 1) {
      const i = ask(
        x,
        'select-option',
        "Look at the top card of whose Life cards? (or neither, with 'Do not look')",
        '001 §3-10-3',
        [
          { id: 'own', label: 'Your Life cards', kind: 'own' },
          { id: 'opponent', label: "Your opponent's Life cards", kind: 'opponent' },
          { id: 'pass', label: 'Do not look', kind: 'pass' },
        ],
        1,
        1,
      )[0];
      if (i === 2) return;
      q = withLife[i!]!;
    } else if (chooseCount(x, 'Look at how many Life cards?', '001 §3-10-3', 1) === 0) return;
    const life = g.players[q].life;
    const c = life[life.length - 1]!;
    if (x.t.vars['lifeLooked'] !== true) {
      ev(g, { type: 'look', player: x.p, cards: [c], codes: [g.code[c]!] }); // 001 §11-3-1
      x.t.vars['lifeLooked'] = true;
    }
    const end = askEnd(x, `Place ${cardLabel(g, c)} at the top or the bottom of the Life cards?`, '001 §3-10-3');
    placeLifeAt(g, c, end);
    ev(g, { type: 'life-arranged', player: q, count: 1, end });
  };
}

/**
 * "Look at up to N cards from the top of your Life cards and place them back in any order": the player picks how
 * many, looks (001 §11-3-1), and orders them; each keeps its face (001 §3-10-3).
 */
export function lookAtLifeAnyOrder(n: number): Step {
  return (x) => {
    const g = x.g,
      life = g.players[x.p].life;
    const k = chooseCount(x, 'Look at how many Life cards?', '001 §3-10-3', Math.min(n, life.length));
    if (k === 0) return;
    const top = life.slice(life.length - k).reverse(); // top first
    if (x.t.vars['lifeLooked'] !== true) {
      ev(g, { type: 'look', player: x.p, cards: top.slice(), codes: top.map((c) => g.code[c]!) });
      x.t.vars['lifeLooked'] = true;
    }
    const order =
      top.length < 2
        ? top
        : ask(
            x,
            'order',
            'Order the Life cards (first = top card)',
            '001 §3-10-3',
            top.map((c) => ({ label: cardLabel(g, c), kind: 'card', card: c })),
            top.length,
            top.length,
            undefined,
            true,
          ).map((i) => top[i]!);
    life.length -= k;
    for (let i = order.length - 1; i >= 0; i--) life.push(order[i]!);
    ev(g, { type: 'life-arranged', player: x.p, count: k, end: 'any-order' });
  };
}

/** Cards in the Life area of player p that are face up (for tests and views; 001 §3-10-2-1). */
export function faceUpLife(g: OptcgState, p: PlayerId): number[] {
  return g.players[p].life.filter((c) => g.zone[c] === Z.life && g.faceUp[c] === 1);
}

/** "if you and your opponent have a total of N or less Life cards" (OP04-116). */
export const totalLifeAtMost =
  (n: number): Cond =>
  (g) =>
    g.players[0].life.length + g.players[1].life.length <= n;

/** "with a cost equal to or less than the total of your and your opponent's Life cards" (OP04-112), for a Filter's `where`. */
export const costAtMostTotalLife = (g: OptcgState, c: number): boolean =>
  cost(g, c) <= g.players[0].life.length + g.players[1].life.length;

/**
 * "draw 1 card. If [cond], you may add up to 1 card from the top of your deck to the top of your Life cards instead of
 * drawing 1 card" (OP04-040): a replacement of the draw the player may choose while cond holds (001 §8-1-3-4).
 */
export function drawOrDeckTopToLifeIf(cond: Cond): Step {
  return (x) => {
    const ps = x.g.players[x.p];
    const instead =
      cond(x.g, x.self, x.p) &&
      ps.deck.length > 0 &&
      yesNo(x, 'Add the top card of your deck to your Life instead of drawing?', '001 §8-1-3-4');
    if (instead) addToLife(x.g, ps.deck[ps.deck.length - 1]!, 'top', false, 'deck');
    else drawByEffect(x.g, x.p, 1); // 001 §4-5-3
  };
}

/** "If you have a total of N or less cards in your Life area and hand" (OP04-040). */
export const lifeAndHandAtMost =
  (n: number): Cond =>
  (g, _self, p) =>
    g.players[p].life.length + g.players[p].hand.length <= n;
