/**
 * What the cards of a duel's decks can do, decided once per configuration: rules that only some cards call for
 * (damage from continuous effects, "each time …" counters) are skipped entirely in duels where no card calls for them.
 * Every card of a duel comes from its decks (Main and Extra), or is a Token, which has no such text.
 */
import { defIn } from '../cards/registry.ts';
import type { CardDef } from '../cards/types.ts';
import type { DuelState } from '../state.ts';

const caches = new Map<string, WeakMap<object, boolean>>();

/** Whether a card of the duel's decks satisfies `pred` (`key` names the question, one cache per key). */
export function poolHas(duel: DuelState, key: string, pred: (def: CardDef) => boolean): boolean {
  let cache = caches.get(key);
  if (cache === undefined) {
    cache = new WeakMap();
    caches.set(key, cache);
  }
  let v = cache.get(duel.config);
  if (v === undefined) {
    v = duel.config.decks.some(
      (d) => d.main.some((c) => pred(defIn(duel, c))) || d.extra.some((c) => pred(defIn(duel, c))),
    );
    cache.set(duel.config, v);
  }
  return v;
}
