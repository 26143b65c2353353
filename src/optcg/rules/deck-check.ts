/** Deck construction (001 §5-1-2): 1 Leader, exactly 50 cards, 10 DON!!, ≤4 per number, Leader colors. */
import type { DeckProblem } from '../../core/module.ts';
import { statsOf } from '../cards/stats.ts';
import type { DeckList, OptcgPolicy } from '../types.ts';

export const DECK_SIZE = 50;
export const MAX_COPIES = 4;

export function checkDeck(deck: DeckList, policy: OptcgPolicy = {}): DeckProblem[] {
  const out: DeckProblem[] = [];
  const leader = statsOf(deck.leader);
  if (!leader) out.push({ rule: '001 §5-1-2', message: `unknown Leader card ${deck.leader}` });
  else if (leader.category !== 'Leader')
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
    if (!s) {
      out.push({ rule: '001 §5-1-2', message: `unknown card number ${n}` });
      continue;
    }
    if (s.category === 'Leader')
      out.push({
        rule: '001 §5-1-2-1',
        message: `${n} is a Leader: the deck holds only Characters, Events and Stages`,
      });
    const k = counts.get(n)!;
    if (k > MAX_COPIES) out.push({ rule: '001 §5-1-2-3', message: `${k} copies of ${n}; at most ${MAX_COPIES}` });
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
