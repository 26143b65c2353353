/**
 * 003 §3.4.2: continuous effects that answer a rule event at once, with no chain (CardDef.eventHooks): "If a monster(s)
 * is Special Summoned …: that monster has its effects negated until the end of this turn" (Ruins of the Divine Dragon
 * Lords). Applied by a face-up card on the field whose effects are not negated, as the event happens.
 */
import { defIn } from '../cards/registry.ts';
import type { DuelEventRecord, DuelState } from '../state.ts';
import { poolHas } from './pool.ts';
import { isNegated } from './statics.ts';

/** Apply the event hooks of the face-up cards on the field to event `ev` (none in most duels: pool.ts). */
export function eventHooksOnEvent(duel: DuelState, ev: DuelEventRecord): void {
  if (!poolHas(duel, 'eventHooks', (d) => d.eventHooks !== undefined)) return;
  for (let p = 0; p < 2; p++) {
    const pl = duel.players[p]!;
    for (const u of [...pl.mzone, ...pl.szone, pl.fzone]) {
      if (u < 0) continue;
      const c = duel.cards[u]!;
      const hooks = defIn(duel, c.code).eventHooks;
      if (!hooks || !c.faceUp || isNegated(duel, c)) continue;
      for (const h of hooks) if (h.on === ev.kind) h.run(duel, c, ev);
    }
  }
}
