/**
 * Which cards of the card data (data.json) the engine can play (issue 8, "fail closed"): a card with a card file
 * is implemented; a card with no text at all (a vanilla Character) is playable from its statistics alone; any
 * other card is missing, and the deck check refuses it rather than play it as a vanilla card.
 */
import { implementedCards } from './index.ts';
import { allCardNumbers, statsOf } from './stats.ts';

export type CardStatus = 'implemented' | 'vanilla' | 'missing';

/** The card numbers with a card file (the static registry; test behaviour given by `withCards` does not count). */
const withFile = new Set(implementedCards.map((d) => d.number));

/** The status of a card number of the card data; undefined for a number the data does not hold. */
export function cardStatus(number: string): CardStatus | undefined {
  const s = statsOf(number);
  if (!s) return undefined;
  if (s.text === '') return 'vanilla';
  return withFile.has(number) ? 'implemented' : 'missing';
}

/** Can a deck hold this card number? Implemented or vanilla. */
export function isPlayable(number: string): boolean {
  const st = cardStatus(number);
  return st === 'implemented' || st === 'vanilla';
}

/** Every card number of the card data, in the data's order (set by set), with its status. */
export function cardStatuses(): { number: string; status: CardStatus }[] {
  return allCardNumbers().map((number) => ({ number, status: cardStatus(number)! }));
}
