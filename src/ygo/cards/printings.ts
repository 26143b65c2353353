/** Which printing of a card a rule set plays (issue 11 item 16), said in words for the deck check and players. */
import type { RuleSet } from '../rulesets.ts';
import { cardAsOf, findCardDef } from './registry.ts';

/** One line for each card among `codes` (once per passcode) that plays as printed before an errata under `rules`. */
export function printingNotes(codes: readonly number[], rules: RuleSet): string[] {
  const asOf = rules.cardTextsAsOf;
  if (asOf === null) return [];
  const out: string[] = [];
  const seen = new Set<number>();
  for (const code of codes) {
    if (seen.has(code)) continue;
    seen.add(code);
    const current = findCardDef(code);
    if (current?.errata === undefined) continue;
    const played = cardAsOf(code, asOf);
    const erratum = current.errata.find((e) => e.text === played.text);
    if (erratum === undefined) continue;
    out.push(
      `${current.name} (${code}) plays as printed before its ${erratum.before} errata under ${rules.id}: "${played.text}"`,
    );
  }
  return out;
}
