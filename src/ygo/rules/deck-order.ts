/**
 * "Place them on the top (or bottom) of the Deck in any order" (Orea, the Sylvan High Arbiter). 003 §3.2.1: the
 * Deck is face-down and its order private; 003 §3.4.4: cards placed on the top or the bottom of the Deck are not
 * shuffled. The cards are the player's own Deck cards they have just looked at or excavated: the player orders them
 * (an `order` decision, `about: 'effect'`, asked before anything moves) and they are put back together, neither
 * leaving the Deck nor being "returned" to it, so no card moves and nothing triggers.
 */
import type { PlayerId } from '../../core/decision.ts';
import { cardId } from '../decisions.ts';
import type { EffectContext } from './context.ts';
import { describeCard } from './describe.ts';
import { log } from './events.ts';

/** Where the ordered cards go: above every other card of the Deck, or below. */
export type DeckEnd = 'top' | 'bottom';

/** The top `n` cards of `player`'s Deck, the top card first (the top of the Deck is the end of its array). */
export function topOfDeck(ctx: EffectContext, player: PlayerId, n: number): number[] {
  return n > 0 ? ctx.duel.players[player].deck.slice(-n).reverse() : [];
}

/**
 * 003 §3.2.1: `player` looks at `uids` of their own Deck (private: the opponent learns which positions were looked at,
 * not the cards). Log only; call it after the step's last question.
 */
export function lookAtDeckCards(ctx: EffectContext, player: PlayerId, uids: readonly number[]): void {
  if (uids.length === 0) return;
  log(ctx.duel, { type: 'reveal', player, to: player, cards: uids.slice(), codes: uids.map((u) => ctx.card(u).code) });
}

/**
 * Ask `ctx.player` the order of `uids` (their own Deck cards), listed from the top down; returns them in that order.
 * One card, or none, needs no question.
 */
export function chooseDeckOrder(ctx: EffectContext, uids: readonly number[], end: DeckEnd): number[] {
  if (uids.length < 2 || ctx.asker === undefined) return uids.slice();
  const player = ctx.player;
  const ans = ctx.asker.ask(() => ({
    player,
    kind: 'order',
    about: 'effect',
    rule: '003 §3.4.4',
    ordered: true,
    min: uids.length,
    max: uids.length,
    prompt: `Place these cards on the ${end} of your Deck in any order: choose them from the top down`,
    options: uids.map((u) => ({ id: cardId(u), label: describeCard(ctx.duel, u, player), kind: 'card', card: u })),
  }));
  return ans.map((i) => uids[i]!);
}

/**
 * Put `ordered` (cards of one player's Deck, listed from the top down) back on the `end` of that Deck, in that order;
 * the rest of the Deck keeps its order.
 */
export function placeOnDeck(ctx: EffectContext, player: PlayerId, ordered: readonly number[], end: DeckEnd): void {
  const deck = ctx.duel.players[player].deck;
  const mine = ordered.filter((u) => deck.includes(u));
  if (mine.length === 0) return;
  const rest = deck.filter((u) => !mine.includes(u));
  // The array runs from the bottom (index 0) to the top: the first card listed is the highest of them.
  const upward = mine.slice().reverse();
  deck.length = 0;
  if (end === 'top') deck.push(...rest, ...upward);
  else deck.push(...upward, ...rest);
}
