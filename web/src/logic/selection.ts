/**
 * Picking an answer to a decision (ARCHITECTURE §3): an answer is a list of option indices, between `min` and `max`
 * long, no index twice; for an `ordered` decision the order of the picks is the answer's order.
 */
import type { Decision } from '../../../src/core/decision.ts';

/** A one-option answer is sent on the first click; anything else is picked, then confirmed. */
export function answersOnClick(d: Decision): boolean {
  return d.min === 1 && d.max === 1;
}

/** The picks after clicking option `i`: a picked option is unpicked; a full single pick is replaced; else appended. */
export function togglePick(d: Decision, picked: readonly number[], i: number): number[] {
  if (i < 0 || i >= d.options.length) return [...picked];
  if (picked.includes(i)) return picked.filter((p) => p !== i);
  if (picked.length < d.max) return [...picked, i];
  if (d.max === 1) return [i];
  return [...picked];
}

/** The picks make a whole answer. */
export function canConfirm(d: Decision, picked: readonly number[]): boolean {
  return picked.length >= d.min && picked.length <= d.max && new Set(picked).size === picked.length;
}

/** Which options are about which card (`option.card`), so the board can highlight the card and pick by clicking it. */
export function optionsByCard(d: Decision | null): Map<number, number[]> {
  const out = new Map<number, number[]>();
  if (!d) return out;
  d.options.forEach((o, i) => {
    if (o.card === undefined) return;
    const list = out.get(o.card);
    if (list) list.push(i);
    else out.set(o.card, [i]);
  });
  return out;
}

/** A short line telling how many to pick. */
export function pickHint(d: Decision): string {
  const n = d.min === d.max ? `${d.min}` : d.max >= d.options.length && d.min === 0 ? 'any' : `${d.min}–${d.max}`;
  return d.ordered ? `pick ${n} in order` : `pick ${n}`;
}
