/**
 * Checking a config that comes from outside (a replay file, a saved game): plain shape checks shared
 * by the game modules, each problem one line naming the field.
 */
import type { DeckProblem } from './module.ts';

/** The rule cited for a config that is not one the engine could have written. */
export const CONFIG_RULE = 'config';

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** One problem per field that is not in `known` (sorted, so the report is stable). */
export function unknownFields(obj: Record<string, unknown>, known: readonly string[], where: string): DeckProblem[] {
  return Object.keys(obj)
    .filter((k) => !known.includes(k))
    .sort()
    .map((k) => ({ rule: CONFIG_RULE, message: `${where}: unknown field "${k}"` }));
}

/** A list of `n` items, or a problem. */
export function pairOf(v: unknown, where: string): { items: unknown[] } | DeckProblem {
  if (!Array.isArray(v) || v.length !== 2)
    return { rule: CONFIG_RULE, message: `${where}: must be a list of 2, one per player` };
  return { items: v };
}
