/** Events a card answers: "If this card is sent from the field to the GY", "When an opponent's monster declares an attack", "Summoned together", and the event log. */
import type { EffectContext } from '../../rules/context.ts';
import { onField } from '../../rules/zones.ts';
import { Reason, type DuelEventRecord } from '../../state.ts';
import type { EffectDef } from '../types.ts';
import { type CardFilter } from './filters.ts';

export { log } from '../../rules/events.ts';

export type EventFilter = NonNullable<EffectDef['eventFilter']>;

/** "If this card is sent from the field to the GY" (003 §3.4.4: destroyed cards count as sent too). */
export const thisSentFromFieldToGy: EventFilter = (ctx, ev) =>
  ev.kind === 'to-gy' &&
  ev.uid === ctx.self.uid &&
  ev.from !== null &&
  onField(ev.from) &&
  ev.stamp === ctx.self.stamp &&
  ctx.self.location === 'gy';

/**
 * "If this card in <zone> is sent to the GY by a card effect" (Sky Striker Airspace - Area Zero: the Field Zone):
 * sent from there by an effect (destroyed by one too, 003 §3.4.4), and still in the GY.
 */
export function thisSentFromZoneToGyByEffect(zone: 'fzone' | 'szone' | 'mzone'): EventFilter {
  return (ctx, ev) =>
    ev.kind === 'to-gy' &&
    ev.uid === ctx.self.uid &&
    ev.from === zone &&
    (ev.reason & Reason.EFFECT) !== 0 &&
    ev.stamp === ctx.self.stamp &&
    ctx.self.location === 'gy';
}

/** "When this card is destroyed by battle and sent to the GY" (still in the GY: under Dimensional Fissure it never got there). */
export const thisDestroyedByBattleToGy: EventFilter = (ctx, ev) =>
  ev.kind === 'destroyed' &&
  ev.uid === ctx.self.uid &&
  (ev.reason & Reason.BATTLE) !== 0 &&
  ev.stamp === ctx.self.stamp &&
  ctx.self.location === 'gy';

/** "If this card is targeted for an attack": the declared attack's target is this card, still where it was. */
export const thisTargetedForAttack: EventFilter = (ctx) => {
  const b = ctx.duel.battle;
  return b !== null && b.target === ctx.self.uid && b.targetStamp === ctx.self.stamp && ctx.self.location === 'mzone';
};

/** An opponent's monster declared an attack ("When an opponent's monster declares an attack"). */
export const opponentAttackDeclared: EventFilter = (ctx, ev) => {
  const b = ctx.duel.battle;
  if (ev.kind !== 'attack-declared' || !b || b.attacker !== ev.uid) return false;
  const a = ctx.card(ev.uid);
  return a.location === 'mzone' && a.stamp === b.attackerStamp && a.controller !== ctx.player;
};

/**
 * Monsters Summoned in the same action as the triggering event (a simultaneous Summon of several),
 * still where they were Summoned and passing `filter`.
 */
export function summonedTogether(ctx: EffectContext, filter?: CardFilter): DuelEventRecord[] {
  const ev = ctx.event;
  if (!ev) return [];
  const out: DuelEventRecord[] = [];
  // Both the last action's events and those not yet checked for triggers (no concatenation: this runs in activation checks).
  for (const list of [ctx.duel.recent, ctx.duel.raised]) {
    for (const e of list) {
      if (e.kind !== 'summoned' || e.group !== ev.group) continue;
      const c = ctx.card(e.uid);
      if (c.stamp !== e.stamp || c.location !== 'mzone') continue;
      if (filter && !filter(ctx.duel, c)) continue;
      if (!out.some((o) => o.uid === e.uid)) out.push(e);
    }
  }
  return out;
}
