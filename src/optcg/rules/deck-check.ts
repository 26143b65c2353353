/** Deck construction (001 §5-1-2): 1 Leader, exactly 50 cards, 10 DON!!, ≤4 per number, Leader colors. */
import { CARD_POOL_RULE, type DeckProblem } from '../../core/module.ts';
import { statsOf } from '../cards/stats.ts';
import { isPlayable } from '../cards/status.ts';
import type { DeckList, OptcgPolicy } from '../types.ts';

export const DECK_SIZE = 50;
export const MAX_COPIES = 4;
/** OP01-075 Pacifista: "Under the rules of this game, you may have any number of this card in your deck." */
const ANY_NUMBER = /you may have any number of this card in your deck/i;

/**
 * The rule of a refusal that is not 001's: the engine plays only the cards it implements (issue 8, "fail closed").
 * A card number without a card file, or one the card data does not hold, is refused, never played as vanilla.
 */

const notImplemented = (n: string): DeckProblem => ({ rule: CARD_POOL_RULE, message: `${n} is not implemented` });

export function checkDeck(deck: DeckList, policy: OptcgPolicy = {}): DeckProblem[] {
  const out: DeckProblem[] = [];
  const leader = statsOf(deck.leader);
  // A Leader the card data does not hold is only "not implemented": nothing more can be checked of it.
  if (!leader || !isPlayable(deck.leader)) out.push(notImplemented(deck.leader));
  if (leader && leader.category !== 'Leader')
    out.push({ rule: '001 §5-1-2', message: `${deck.leader} is not a Leader card` });
  if (deck.cards.length !== DECK_SIZE)
    out.push({
      rule: '001 §5-1-2',
      message: `the deck has ${deck.cards.length} cards; it must have exactly ${DECK_SIZE}`,
    });
  const counts = new Map<string, number>();
  for (const n of deck.cards) counts.set(n, (counts.get(n) ?? 0) + 1);
  const numbers = [...counts.keys()].sort();
  for (const n of numbers) {
    const s = statsOf(n);
    if (!s || !isPlayable(n)) out.push(notImplemented(n));
    if (!s) continue;
    if (s.category === 'Leader')
      out.push({
        rule: '001 §5-1-2-1',
        message: `${n} is a Leader: the deck holds only Characters, Events and Stages`,
      });
    const k = counts.get(n)!;
    // 001 §1-3-1: card text wins over 001 §5-1-2-3 ("you may have any number of this card in your deck").
    if (k > MAX_COPIES && !ANY_NUMBER.test(s.text))
      out.push({ rule: '001 §5-1-2-3', message: `${k} copies of ${n}; at most ${MAX_COPIES}` });
    if (leader) {
      // 001 §5-1-2-2 [Inferred]: every color of the card must be a Leader color ('all', default),
      // or, under the older English reading, any shared color ('any').
      const ok =
        (policy.deckColor ?? 'all') === 'all'
          ? s.colors.every((c) => leader.colors.includes(c))
          : s.colors.some((c) => leader.colors.includes(c));
      if (!ok)
        out.push({
          rule: '001 §5-1-2-2',
          message: `${n} (${s.colors.join('/')}) does not match the Leader's color (${leader.colors.join('/')})`,
        });
    }
  }
  return out;
}
