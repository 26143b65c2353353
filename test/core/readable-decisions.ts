/**
 * What makes decisions readable by a program (issue 6), checked the same way for every game: each says what it is
 * about from the game's closed set, and each option has an id unique within its decision.
 */
import type { Decision } from '../../src/core/decision.ts';

/** One line per decision that breaks the rules above (empty: all readable). */
export function unreadable(decisions: readonly Decision[], about: readonly string[]): string[] {
  const out: string[] = [];
  for (const d of decisions) {
    if (d.about === undefined || !about.includes(d.about)) out.push(`"${d.prompt}": about ${String(d.about)}`);
    const ids = d.options.map((o) => o.id);
    if (!ids.every((id) => typeof id === 'string' && id.length > 0)) out.push(`"${d.prompt}": an option without an id`);
    else if (new Set(ids).size !== ids.length) out.push(`"${d.prompt}": ids not unique: ${ids.join(' ')}`);
  }
  return out;
}
