/**
 * DON!! cards returned from the field to the DON!! deck (001 §8-3-1-6, §10-2-10): by a DON!! −X cost, or by "your
 * opponent returns N DON!! cards from their field to their DON!! deck" (OP02-085). Either way the owner's "when a
 * DON!! card on your field is returned to your DON!! deck" abilities meet their timing (OP02-071, ST10-007).
 * DON!! are counted, not numbered: a choice names one by its place (rested or active in the cost area, or given).
 */
import type { PlayerId } from '../../core/decision.ts';
import type { Ctx } from '../cards/defs.ts';
import type { OptcgState } from '../types.ts';
import { fireOnField } from './abilities.ts';
import { ask, cardLabel } from './ask.ts';
import { ev } from './zones.ts';

/** Where one DON!! is: -2 rested in the cost area, -1 active in the cost area, otherwise the card it is given to. */
export type DonSource = number;

/** DON!! cards on player p's field: the cost area and those given (001 §4-1-5). */
export function donOnField(g: OptcgState, p: PlayerId): number {
  const ps = g.players[p];
  let n = ps.donActive + ps.donRested + g.don[ps.leader]!;
  for (const c of ps.chars) n += g.don[c]!;
  return n;
}

/**
 * `chooser` picks `n` of `owner`'s DON!! on the field (001 §8-3-1-6: from the Leader area, Character area or cost
 * area), as many as there are; nothing is asked when every way is the same.
 */
export function chooseFieldDon(x: Ctx, owner: PlayerId, chooser: PlayerId, n: number, rule: string): DonSource[] {
  const g = x.g,
    ps = g.players[owner];
  const src: DonSource[] = [];
  const opts = [];
  for (let i = 0; i < ps.donRested; i++) {
    src.push(-2);
    opts.push({ id: `don:rested:${i}`, label: 'rested DON!! in cost area', kind: 'don' });
  }
  for (let i = 0; i < ps.donActive; i++) {
    src.push(-1);
    opts.push({ id: `don:active:${i}`, label: 'active DON!! in cost area', kind: 'don' });
  }
  for (const c of [ps.leader, ...ps.chars]) {
    for (let i = 0; i < g.don[c]!; i++) {
      src.push(c);
      opts.push({ id: `don:given:${c}:${i}`, label: `DON!! given to ${cardLabel(g, c)}`, kind: 'don', card: c });
    }
  }
  const k = Math.min(n, src.length);
  if (k === 0) return [];
  if (src.length === k || src.every((s) => s === src[0])) return src.slice(0, k);
  const prompt =
    chooser === owner
      ? `Choose ${k} DON!! to return to your DON!! deck`
      : `Choose ${k} DON!! to return to your DON!! deck (your opponent's effect)`;
  return ask(x, 'select-cards', prompt, rule, opts, k, k, chooser).map((i) => src[i]!);
}

/**
 * Return the chosen DON!! of player p to p's DON!! deck, then p's "when a DON!! card on your field is returned to
 * your DON!! deck" abilities meet their timing (001 §8-1-3-1) and wait in the queue (001 §8-6).
 */
export function returnDon(g: OptcgState, p: PlayerId, chosen: readonly DonSource[], byOwnEffect = true): void {
  if (chosen.length === 0) return;
  const ps = g.players[p];
  for (const s of chosen) {
    if (s === -2) ps.donRested--;
    else if (s === -1) ps.donActive--;
    else g.don[s]!--;
    ps.donDeck++;
  }
  ev(g, { type: 'don-returned', player: p, count: chosen.length });
  fireOnField(g, p, 'onDonReturned');
  // OP04-058: "… returned to your DON!! deck by your effect" (DON!! −X, 001 §8-3-1-6), not by the opponent's.
  if (byOwnEffect) fireOnField(g, p, 'onDonReturnedByYou');
}
