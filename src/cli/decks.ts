/** Deck references from the command line → the two decks of a game. */
import type { AnyGameModule } from '../core/module.ts';
import { CliError } from './io.ts';

export interface ChosenDecks {
  names: [string, string];
  decks: [unknown, unknown];
}

/** No --deck: the module's defaults; one: both players use it; two: player 0's, then player 1's. */
export function chooseDecks(mod: AnyGameModule, refs: readonly string[] | undefined): ChosenDecks {
  const given = refs ?? [];
  if (given.length > 2) throw new CliError(`at most two --deck options (one per player), got ${given.length}`);
  const names: [string, string] =
    given.length === 0
      ? [mod.defaultDecks[0], mod.defaultDecks[1]]
      : given.length === 1
        ? [given[0]!, given[0]!]
        : [given[0]!, given[1]!];
  const decks: [unknown, unknown] = [mod.loadDeck(names[0]), mod.loadDeck(names[1])];
  names.forEach((name, i) => {
    const problems = mod.checkDeck(decks[i]);
    if (problems.length > 0) {
      const first = problems[0]!;
      const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem(s); see \`check\`)` : '';
      throw new CliError(`deck "${name}" is not legal: ${first.rule}: ${first.message}${more}`);
    }
  });
  return { names, decks };
}
