/**
 * 003 §3.4.4: damage from continuous effects ("each time a card is added to your opponent's hand, inflict 200 damage
 * to them for each", Trickstar Lycoris). No chain: applied at once, one source at a time, not simultaneously nor
 * summed; the damage one source inflicts is answered (Trickstar Light Stage: "each time a Trickstar monster you
 * control inflicts … damage") before the next source applies (TC-100: Lycoris A, Stage, B, Stage, C, Stage).
 */
import type { PlayerId } from '../../core/decision.ts';
import { poolHas } from './pool.ts';
import { defIn } from '../cards/registry.ts';
import { Reason, type CardInstance, type DuelEventRecord, type DuelState } from '../state.ts';
import { applyDamage } from './moves.ts';
import { isNegated } from './statics.ts';
import { checkLp } from './win.ts';

/** Face-up, not negated cards on the field with such effects, in field order (none in most duels). */
function hookCards(duel: DuelState): CardInstance[] {
  const out: CardInstance[] = [];
  const visit = (uid: number): void => {
    if (uid < 0) return;
    const c = duel.cards[uid]!;
    if (c.faceUp && defIn(duel, c.code).damageHooks && !isNegated(duel, c)) out.push(c);
  };
  for (let p = 0; p < 2; p++) {
    const pl = duel.players[p]!;
    for (const u of pl.mzone) visit(u);
    for (const u of pl.szone) visit(u);
    visit(pl.fzone);
  }
  visit(duel.emz[0]);
  visit(duel.emz[1]);
  return out;
}

/**
 * Mark the events raised from index `from` on that are not answered yet as answered, and return them. Event records
 * are shared by clones (clone.ts copies the list, not the records): a marked one is replaced, never changed.
 */
function markHooked(duel: DuelState, from: number): DuelEventRecord[] {
  const out: DuelEventRecord[] = [];
  for (let i = from; i < duel.raised.length; i++) {
    const ev = duel.raised[i]!;
    if (ev.hooked) continue;
    const marked = { ...ev, hooked: true };
    duel.raised[i] = marked;
    out.push(marked);
  }
  return out;
}

/** Answer the events raised and not answered yet (called after each action: a chain link, or before triggers). */
export function applyDamageHooks(duel: DuelState): void {
  // No card of the duel deals such damage: nothing to answer, ever (pool.ts).
  if (duel.result || !poolHas(duel, 'damageHooks', (d) => d.damageHooks !== undefined)) return;
  const fresh = markHooked(duel, 0);
  if (fresh.length === 0) return;
  if (!hookCards(duel).length) return;
  answer(duel, fresh);
}

/** The events of one action, by kind (a group), each answered by each source in turn, depth first. */
function answer(duel: DuelState, events: readonly DuelEventRecord[]): void {
  const groups: DuelEventRecord[][] = [];
  for (const ev of events) {
    const g = groups.find((x) => x[0]!.group === ev.group && x[0]!.kind === ev.kind);
    if (g) g.push(ev);
    else groups.push([ev]);
  }
  for (const g of groups) {
    for (const c of hookCards(duel)) {
      for (const h of defIn(duel, c.code).damageHooks!) {
        if (duel.result || h.on !== g[0]!.kind) continue;
        // Still face-up on the field and not negated: an earlier source may have changed that.
        if (!c.faceUp || isNegated(duel, c)) continue;
        const amount = h.amount(duel, c, g);
        if (amount <= 0) continue;
        const from = duel.raised.length;
        const p: PlayerId = h.to(duel, c);
        applyDamage(duel, p, amount, Reason.EFFECT, c.controller, c.uid);
        checkLp(duel);
        const caused = markHooked(duel, from);
        // What this source caused is answered before the next source applies.
        if (caused.length) answer(duel, caused);
      }
    }
  }
}
