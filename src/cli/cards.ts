/** `arbiter <game> cards [--set S] [--implemented|--missing]` and `arbiter <game> card ID`: the game's card list. */
import type { AnyGameModule, CardCatalog } from '../core/module.ts';
import { CliError, printable, println, type Io } from './io.ts';

export interface CardsOptions {
  set?: string;
  implemented?: boolean;
  missing?: boolean;
}

function catalogOf(mod: AnyGameModule, game: string): CardCatalog {
  if (!mod.catalog) throw new CliError(`${game} has no card list`);
  return mod.catalog;
}

/** A set as the user writes it: `OP01`, `op01`, `OP-01`. */
const setKey = (s: string): string => s.toUpperCase().replace(/-/g, '');

/** One line per card: number, status, name. `--implemented` lists the playable ones (implemented or vanilla). */
export function cardsCommand(mod: AnyGameModule, game: string, opts: CardsOptions, io: Io): number {
  const cat = catalogOf(mod, game);
  if (opts.implemented && opts.missing) throw new CliError('--implemented and --missing exclude each other');
  let set: string | undefined;
  if (opts.set !== undefined) {
    set = cat.sets().find((s) => setKey(s) === setKey(opts.set!));
    if (set === undefined) throw new CliError(`unknown set "${printable(opts.set)}" (sets: ${cat.sets().join(', ')})`);
  }
  const rows = cat
    .cards()
    .filter((c) => set === undefined || c.set === set)
    .filter((c) => (opts.implemented ? c.playable : opts.missing ? !c.playable : true));
  const w = Math.max(0, ...rows.map((c) => c.id.length));
  for (const c of rows) println(io.stdout, `${c.id.padEnd(w)}  ${c.status.padEnd(11)}  ${printable(c.name)}`);
  return 0;
}

/** The card's statistics, printed text, status and (if implemented) abilities. */
export function cardCommand(mod: AnyGameModule, game: string, id: string, io: Io): number {
  const cat = catalogOf(mod, game);
  const lines = cat.describe(id.toUpperCase());
  if (lines === undefined)
    throw new CliError(
      `${printable(id)} is not in the card list, so it is not implemented (see arbiter ${game} cards)`,
    );
  for (const l of lines) println(io.stdout, printable(l));
  return 0;
}
