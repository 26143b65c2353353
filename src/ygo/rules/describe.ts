/** Labels for decisions: a card as a given player may see it (hidden cards stay hidden). */
import type { PlayerId } from '../../core/decision.ts';
import { cardDef } from '../cards/registry.ts';
import type { DuelState } from '../state.ts';
import { countersText } from './counters.ts';

const where: Record<string, string> = {
  deck: 'Deck',
  hand: 'hand',
  mzone: 'Monster Zone',
  szone: 'Spell & Trap Zone',
  fzone: 'Field Zone',
  gy: 'GY',
  banished: 'banished',
  extra: 'Extra Deck',
};

export function knows(duel: DuelState, uid: number, viewer: PlayerId): boolean {
  const c = duel.cards[uid]!;
  if (c.faceUp && c.location !== 'deck' && c.location !== 'hand' && c.location !== 'extra') return true;
  // 003 §3.2: your own hand, your own face-down cards, your own Extra Deck are known to you; a Deck is known to nobody.
  // A player choosing from their own Deck (a search) sees those cards; views never list Deck cards.
  if (c.location === 'deck') return c.owner === viewer;
  return c.controller === viewer || (c.owner === viewer && c.location !== 'mzone' && c.location !== 'szone');
}

export function describeCard(duel: DuelState, uid: number, viewer: PlayerId): string {
  const c = duel.cards[uid]!;
  const side = c.controller === viewer ? 'your' : "opponent's";
  // 003 §3.2.1: zones 6 and 7 of the Monster Zone index are the Extra Monster Zones (left, right).
  const zone = c.location === 'mzone' && c.seq >= 5 ? `Extra Monster Zone ${c.seq === 5 ? 'left' : 'right'}` : null;
  // 003 §3.3.2: an Xyz Material is named by the Xyz Monster it is attached to (its seq).
  if (c.location === 'overlay') return `${cardDef(c.code).name} (material of ${describeCard(duel, c.seq, viewer)})`;
  const place = zone ? `${side} ${zone}` : `${side} ${where[c.location]}${c.seq >= 0 ? ` ${c.seq + 1}` : ''}`;
  if (!knows(duel, uid, viewer)) return `face-down card (${place})`;
  // 003 §3.4.4: counters on a face-up card are public: "Breaker the Magical Warrior (your Monster Zone 1, Spell Counter ×1)".
  const counters = countersText(c);
  return `${cardDef(c.code).name} (${place}${counters ? `, ${counters}` : ''})`;
}
