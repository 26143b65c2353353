/** Counters (003 §3.4.4): placing them by effects, removing them as costs, counting them. */
import {
  countersOn,
  countersOnField,
  counterRoom,
  placeCounters,
  removeCounters,
  COUNTER_NAMES,
} from '../../rules/counters.ts';
import type { EffectContext } from '../../rules/context.ts';
import { onField } from '../../rules/zones.ts';
import type { CounterKind } from '../../state.ts';
import type { EffectDef, Step } from '../types.ts';

export { countersOn, countersOnField, counterRoom, placeCounters, removeCounters, COUNTER_NAMES };
export type { CounterKind };

/**
 * "Remove N <kind> Counters from this card" as a cost (003 §3.4.2: an unpayable cost means no activation, so the
 * effect is not offered with fewer). `count` 'all': every one, at least 1 ("remove all Black Feather Counters").
 */
export function removeCountersCost(kind: CounterKind, count: number): NonNullable<EffectDef['cost']> {
  return {
    can: (ctx) => onField(ctx.self.location) && ctx.self.faceUp && countersOn(ctx.self, kind) >= count,
    pay: (ctx) => void removeCounters(ctx.duel, ctx.self.uid, kind, count),
  };
}

/**
 * "Place N <kind> Counters on this card" on resolution: only while it is still the same card face-up on the field
 * (003 §3.4.4). Counters a card places on itself are its own (removed if it is negated, TC-109). Returns whether any
 * was placed.
 */
export function placeCountersOnSelf(kind: CounterKind, count: number | ((ctx: EffectContext) => number)): Step {
  return (ctx) => {
    if (!ctx.selfUnmoved()) return false;
    const n = typeof count === 'number' ? count : count(ctx);
    return placeCounters(ctx.duel, ctx.self.uid, kind, n, true) > 0;
  };
}

/**
 * Place `n` counters of a kind on the given cards, one at a time, the effect's controller choosing where each goes
 * among those that can still hold one ("place that many Ice Counters on face-up monsters on the field"). Not the
 * kind a card places only on itself: they stay if the card that placed them is negated (003 §3.4.4, TC-110). One question per counter, all asked before
 * any counter is placed (a step asks before it changes anything).
 */
export function distributeCounters(ctx: EffectContext, kind: CounterKind, n: number, among: readonly number[]): number {
  const picks: number[] = [];
  for (let i = 0; i < n; i++) {
    const room = among.filter((u) => counterRoom(ctx.duel, ctx.card(u), kind) > picks.filter((p) => p === u).length);
    if (!room.length) break;
    const [u] = ctx.choose({
      from: room,
      min: 1,
      max: 1,
      prompt: `Place ${COUNTER_NAMES[kind]} ${i + 1} of ${n} on`,
    });
    picks.push(u!);
  }
  let placed = 0;
  for (const u of picks) placed += placeCounters(ctx.duel, u, kind, 1, false);
  return placed;
}
