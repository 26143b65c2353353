/** A ONE PIECE game config from outside (a replay, a saved game): shape, known fields, and both decks' legality. */
import { CONFIG_RULE, isRecord, pairOf, unknownFields } from '../core/config-check.ts';
import type { DeckProblem } from '../core/module.ts';
import { statsOf } from './cards/stats.ts';
import { checkDeck } from './rules/deck-check.ts';
import type { OptcgPolicy } from './types.ts';

const CONFIG_FIELDS = ['decks', 'policy', 'askAlways'] as const;
const DECK_FIELDS = ['leader', 'cards'] as const;
const POLICY_FIELDS = ['deckColor', 'doubleLoss'] as const;

const problem = (message: string): DeckProblem => ({ rule: CONFIG_RULE, message });

export function checkGameConfig(config: unknown): DeckProblem[] {
  if (!isRecord(config)) return [problem('a game config is an object')];
  const out = unknownFields(config, CONFIG_FIELDS, 'config');
  let policy: OptcgPolicy = {};
  const pol = config['policy'];
  if (pol !== undefined) {
    if (!isRecord(pol)) out.push(problem('config.policy: must be an object'));
    else {
      out.push(...unknownFields(pol, POLICY_FIELDS, 'config.policy'));
      if (pol['deckColor'] !== undefined && pol['deckColor'] !== 'all' && pol['deckColor'] !== 'any') {
        out.push(problem('config.policy.deckColor: must be "all" or "any"'));
      }
      if (pol['doubleLoss'] !== undefined && pol['doubleLoss'] !== 'draw')
        out.push(problem('config.policy.doubleLoss: must be "draw"'));
      policy = pol as OptcgPolicy;
    }
  }
  if (config['askAlways'] !== undefined && typeof config['askAlways'] !== 'boolean')
    out.push(problem('config.askAlways: must be true or false'));
  const pair = pairOf(config['decks'], 'config.decks');
  if (!('items' in pair)) return [...out, pair];
  pair.items.forEach((d, p) => {
    const where = `config.decks[${p}]`;
    if (!isRecord(d)) return out.push(problem(`${where}: must be {"leader": "…", "cards": […]}`));
    out.push(...unknownFields(d, DECK_FIELDS, where));
    const leader = d['leader'],
      cards = d['cards'];
    if (typeof leader !== 'string') return out.push(problem(`${where}.leader: must be a card number`));
    if (!Array.isArray(cards) || !cards.every((c) => typeof c === 'string'))
      return out.push(problem(`${where}.cards: must be a list of card numbers`));
    const unknown = [leader, ...(cards as string[])].filter((n) => !statsOf(n));
    for (const n of new Set(unknown)) out.push(problem(`${where}: unknown card number ${n}`));
    if (unknown.length > 0) return;
    for (const q of checkDeck({ leader, cards: cards as string[] }, policy))
      out.push({ rule: q.rule, message: `player ${p}'s deck: ${q.message}` });
  });
  return out;
}
