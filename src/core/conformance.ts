/**
 * Rulebook examples as executable cases (the conformance report, like test262).
 * A case either runs (throwing an assertion error on failure) or is pending with a reason.
 * The same cases are registered as tests (test/conformance.test.ts) and printed by
 * `npm run conformance`.
 */
export interface ConformanceCase {
  /** The example's id as the digest names it: "003 TC-01", "001 §7-1-4-1-1-2", "002 S-3". */
  id: string;
  /** One line: scenario → ruling. */
  title: string;
  /** When set, the case cannot run yet: the mechanic it waits for. */
  pending?: string;
  /** Throws on failure. */
  run?: () => void;
}

export type ConformanceStatus = { id: string; title: string } & (
  { status: 'pass' } | { status: 'fail'; error: string } | { status: 'pending'; reason: string }
);

export function runCase(c: ConformanceCase): ConformanceStatus {
  if (c.pending !== undefined || !c.run)
    return { id: c.id, title: c.title, status: 'pending', reason: c.pending ?? 'no scenario written' };
  try {
    c.run();
    return { id: c.id, title: c.title, status: 'pass' };
  } catch (e) {
    return {
      id: c.id,
      title: c.title,
      status: 'fail',
      error: e instanceof Error ? e.message.split('\n')[0]! : String(e),
    };
  }
}
