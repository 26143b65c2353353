/**
 * Replacement abilities (001 §8-1-3-4): "If … would be K.O.'d / would leave the field, you may … instead". A
 * replacement is an ability whose "instead" action is written as costs; it must be fully payable to be used (001
 * §8-1-3-4-5), and using it is a choice of its controller (001 §8-1-3-4-1). The replacements that could apply to one
 * event are offered in the order of 001 §8-1-3-4-2 (the affected card's own first, then the turn player's, then the
 * non-turn player's), and at most one of them applies (001 §8-1-3-4-3): the first one accepted.
 *
 * Three kinds (defs.ts Timing):
 * - 'replaceKO': "If this Character would be K.O.'d" (OP05-032, ST09-010, OP04-082);
 * - 'replaceLeave': "If this Character would leave the field" (OP05-100): a K.O. is leaving the field too, and so are
 *   the effects that return, place at the deck bottom or add to Life a chosen Character (`leaveFieldChosen`);
 * - 'replaceOtherKO': "If your Character … would be K.O.'d" on another card (OP05-001, OP05-030): its `subject`
 *   says which of its owner's Characters it protects.
 */
import type { PlayerId } from '../../core/decision.ts';
import { defAt, type Ctx, type Timing } from '../cards/defs.ts';
import { Z, type OptcgState } from '../types.ts';
import { abilityReady } from './abilities.ts';
import { cardLabel, yesNo } from './ask.ts';
import { ev, onField, opp } from './zones.ts';

/** What would happen to the Character: a K.O. (battle or effect) or another way of leaving the field. */
export type ReplacedEvent = 'ko' | 'leave';

/** A replacement that could apply: ability `ab` of card `src`. */
export interface Replacement {
  src: number;
  ab: number;
}

function timingsFor(event: ReplacedEvent, own: boolean): readonly Timing[] {
  if (own) return event === 'ko' ? ['replaceKO', 'replaceLeave', 'replaceOtherKO'] : ['replaceLeave'];
  return event === 'ko' ? ['replaceOtherKO'] : [];
}

/** Can ability `ab` of `src` replace `event` for Character `c` now? */
function usable(g: OptcgState, src: number, ab: number, c: number, event: ReplacedEvent): boolean {
  const a = defAt(g.code, src).abilities[ab]!;
  if (!timingsFor(event, src === c).includes(a.timing)) return false;
  if (a.timing === 'replaceOtherKO') {
    // "your Character …": one of the controller's Characters the subject accepts.
    if (g.owner[c] !== g.owner[src] || g.zone[c] !== Z.chars) return false;
    if (a.subject !== undefined && !a.subject(g, c, src)) return false;
  }
  // 001 §8-2-1-1 (negated: its cost cannot be paid), §10-2-13-1 [Once Per Turn], §8-3-2 conditions.
  if (!abilityReady(g, src, ab)) return false;
  // 001 §8-1-3-4-5: an "instead" action that cannot be carried out in full cannot be used.
  return a.cost.every((k) => k.canPay(g, src, g.owner[src]!));
}

function fieldCards(g: OptcgState, p: PlayerId): number[] {
  const ps = g.players[p];
  const out = [ps.leader, ...ps.chars];
  if (ps.stage >= 0) out.push(ps.stage);
  return out;
}

/**
 * The replacements that could apply to `event` for Character `c`, in the order of 001 §8-1-3-4-2: the card's own,
 * then the turn player's cards', then the non-turn player's (a player's own are listed in field order; each is
 * offered in turn and may be declined, so any one of them can be the one used).
 */
export function replacementsFor(g: OptcgState, c: number, event: ReplacedEvent): Replacement[] {
  const out: Replacement[] = [];
  const own = defAt(g.code, c).abilities;
  for (let i = 0; i < own.length; i++) if (usable(g, c, i, c, event)) out.push({ src: c, ab: i });
  for (const q of [g.turnPlayer, opp(g.turnPlayer)]) {
    for (const s of fieldCards(g, q)) {
      if (s === c) continue;
      const abs = defAt(g.code, s).abilities;
      for (let i = 0; i < abs.length; i++) if (usable(g, s, i, c, event)) out.push({ src: s, ab: i });
    }
  }
  return out;
}

/** The replacement after `after` in the list for `c` (the next one to offer once `after` is declined), or null. */
export function nextReplacement(
  g: OptcgState,
  c: number,
  event: ReplacedEvent,
  after?: Replacement,
): Replacement | null {
  const all = replacementsFor(g, c, event);
  if (after === undefined) return all[0] ?? null;
  const i = all.findIndex((r) => r.src === after.src && r.ab === after.ab);
  return all[i + 1] ?? null;
}

/** The prompt asking `c`'s controller whether to use replacement r. */
export function replacementPrompt(g: OptcgState, c: number, r: Replacement, event: ReplacedEvent): string {
  const a = defAt(g.code, r.src).abilities[r.ab]!;
  const what = event === 'ko' ? "would be K.O.'d" : 'would leave the field';
  const by = r.src === c ? '' : ` (${cardLabel(g, r.src)})`;
  return `${cardLabel(g, c)} ${what}: ${a.text}${by} instead?`;
}

/** A replacement chosen inside an effect's resolution, with the payment choices made for it. */
export interface PlannedReplacement {
  c: number;
  r: Replacement;
  choices: number[][];
}

function subCtx(x: Ctx, r: Replacement, c: number): Ctx {
  const g = x.g;
  // The replacement's controller answers through the same task (its answers are counted in order with the step's).
  return { g, t: x.t, p: g.owner[r.src]!, self: r.src, ask: x.ask, about: 'ko-replacement', replaced: c };
}

/**
 * Inside an effect step, before anything moves: offer `c`'s controller the replacements for `event` one after another
 * (001 §8-1-3-4-1, §8-1-3-4-2) and ask the payment choices of the one accepted. `taken` are sources already planned
 * for another Character of the same effect: one source replaces one event (its cost is spent by the first).
 */
export function planReplacement(
  x: Ctx,
  c: number,
  event: ReplacedEvent,
  taken: readonly number[],
): PlannedReplacement | null {
  for (const r of replacementsFor(x.g, c, event)) {
    if (taken.includes(r.src)) continue;
    const sub = subCtx(x, r, c);
    if (!yesNo(sub, replacementPrompt(x.g, c, r, event), '001 §8-1-3-4-1')) continue;
    const a = defAt(x.g.code, r.src).abilities[r.ab]!;
    return { c, r, choices: a.cost.map((k) => k.choose(sub)) };
  }
  return null;
}

/**
 * Carry out a planned replacement (001 §8-1-3-4-4: it stands for the whole event). Returns false when it can no longer
 * be carried out in full (its source left, 001 §8-1-3-4-5): the event then happens.
 */
export function applyReplacement(x: Ctx, plan: PlannedReplacement, event: ReplacedEvent): boolean {
  const g = x.g;
  const { c, r } = plan;
  const a = defAt(g.code, r.src).abilities[r.ab]!;
  const owner = g.owner[r.src]!;
  if (!onField(g, r.src) || !a.cost.every((k) => k.canPay(g, r.src, owner))) return false;
  const sub = subCtx(x, r, c);
  a.cost.forEach((k, i) => k.pay(sub, plan.choices[i]!));
  if (a.once) g.opt[r.src] = g.turn; // 001 §10-2-13: a [Once Per Turn] replacement is spent (OP05-032)
  ev(g, { type: 'replaced', player: g.owner[c]!, card: c, code: g.code[c]!, instead: event });
  return true;
}

/**
 * An effect removes the chosen Characters from the field (returns them to the hand, places them at the deck bottom,
 * adds them to Life): each controller may first replace it ("If this Character would leave the field, … instead",
 * OP05-100). All questions are asked before anything moves; `remove` moves one Character.
 */
export function leaveFieldChosen(x: Ctx, chosen: readonly number[], remove: (c: number) => void): void {
  const plans: (PlannedReplacement | null)[] = [];
  const taken: number[] = [];
  for (const c of chosen) {
    const p = planReplacement(x, c, 'leave', taken);
    if (p !== null) taken.push(p.r.src);
    plans.push(p);
  }
  chosen.forEach((c, i) => {
    const p = plans[i];
    if (p !== null && p !== undefined && applyReplacement(x, p, 'leave')) return;
    if (x.g.zone[c] === Z.chars) remove(c);
  });
}
