/** Shared helpers for the ONE PIECE CARD GAME conformance cases. */
import type { ConformanceCase } from '../../src/core/conformance.ts';

export const LUFFY = 'ST01-001';
export const KID = 'ST02-001';

export function rule(id: string, title: string, run: () => void): ConformanceCase {
  return { id: `001 §${id}`, title, run };
}

export function pending(id: string, title: string, reason: string): ConformanceCase {
  return { id: `001 §${id}`, title, pending: reason };
}
