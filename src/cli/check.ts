/** `arbiter <game> check DECK`: is this deck legal? */
import { existsSync, readFileSync } from 'node:fs';
import { DeckFormatError, type AnyGameModule, type DeckCheckOptions } from '../core/module.ts';
import { printable, println, type Io } from './io.ts';

export interface CheckOptions {
  lflist?: string;
  list?: string;
  rules?: string;
}

export function checkCommand(mod: AnyGameModule, ref: string, io: Io, opts: CheckOptions = {}): number {
  const options: DeckCheckOptions = {};
  if (opts.lflist !== undefined) {
    if (!existsSync(opts.lflist)) throw new DeckFormatError(`${opts.lflist}: no such list file`);
    options.banlist = {
      text: readFileSync(opts.lflist, 'utf8'),
      source: opts.lflist,
      ...(opts.list !== undefined ? { list: opts.list } : {}),
    };
  } else if (opts.list !== undefined) throw new DeckFormatError('--list needs --lflist FILE');
  if (opts.rules !== undefined) options.rules = opts.rules;
  const deck = mod.loadDeck(ref);
  const problems = mod.checkDeck(deck, options);
  for (const note of mod.deckNotes?.(deck, options) ?? []) println(io.stdout, printable(note));
  if (problems.length === 0) {
    println(io.stdout, `${ref}: legal`);
    return 0;
  }
  for (const p of problems) println(io.stdout, `${p.rule}: ${printable(p.message)}`);
  return 1;
}
