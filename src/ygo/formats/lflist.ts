/**
 * Forbidden/Limited lists in the `lflist.conf` format YGOPro/EDOPro users exchange:
 *
 *   #[2024.01 OCG]            comment (EDOPro lists the file's list names this way)
 *   !2024.01 OCG              starts a list
 *   $whitelist                EDOPro: cards not listed in this list are Forbidden
 *   14558127 1 --Ash Blossom  passcode, how many copies are allowed, optional comment
 *
 * Counts: 0 Forbidden, 1 Limited, 2 Semi-Limited, 3 unlimited (useful in whitelists).
 */
import { DeckFormatError } from '../../core/module.ts';
import { parsePasscode } from './passcode.ts';

export interface Banlist {
  name: string;
  /** Copies allowed by passcode, in file order. Unlisted: 3, or 0 in a whitelist. */
  limits: Map<number, number>;
  /** EDOPro `$whitelist`: only listed cards may be used. */
  whitelist: boolean;
}

/** How many copies of a passcode the list allows (before the game's own copy limit). */
export function allowedCopies(list: Banlist, code: number): number {
  return list.limits.get(code) ?? (list.whitelist ? 0 : 3);
}

/** Parse `lflist.conf` text into its lists, in file order. */
export function parseLflist(text: string, source: string): Banlist[] {
  const lists: Banlist[] = [];
  let current: Banlist | null = null;
  const seenAt = new Map<number, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const where = `${source}:${i + 1}`;
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('!')) {
      const name = line.slice(1).trim();
      if (name === '') throw new DeckFormatError(`${where}: list without a name`);
      current = { name, limits: new Map(), whitelist: false };
      seenAt.clear();
      lists.push(current);
      continue;
    }
    if (current === null) throw new DeckFormatError(`${where}: "${line}" before any !ListName line`);
    if (line.startsWith('$')) {
      if (line === '$whitelist') current.whitelist = true;
      else throw new DeckFormatError(`${where}: unknown directive "${line}"`);
      continue;
    }
    const m = /^(\S+)\s+(\S+)(?:\s+(.*))?$/.exec(line);
    if (!m) throw new DeckFormatError(`${where}: "${line}" is not "PASSCODE COUNT"`);
    const code = parsePasscode(m[1]!);
    if (typeof code === 'string') throw new DeckFormatError(`${where}: ${code}`);
    if (!/^[0-3]$/.test(m[2]!)) throw new DeckFormatError(`${where}: "${m[2]}" is not a copy count (0, 1, 2 or 3)`);
    const rest = m[3];
    if (rest !== undefined && !rest.startsWith('--'))
      throw new DeckFormatError(`${where}: "${rest}" after the count is not a --comment`);
    const earlier = seenAt.get(code);
    if (earlier !== undefined)
      throw new DeckFormatError(`${where}: passcode ${code} is already listed on line ${earlier} of "${current.name}"`);
    seenAt.set(code, i + 1);
    current.limits.set(code, Number(m[2]));
  }
  return lists;
}

/** `lflist.conf` text for some lists; `names` optionally supplies a `--comment` per passcode. */
export function writeLflist(lists: readonly Banlist[], names?: (code: number) => string | undefined): string {
  const out: string[] = [`#${lists.map((l) => `[${l.name}]`).join('')}`];
  for (const list of lists) {
    out.push(`!${list.name}`);
    if (list.whitelist) out.push('$whitelist');
    for (const [code, count] of list.limits) {
      const name = names?.(code);
      out.push(name ? `${code} ${count} --${name}` : `${code} ${count}`);
    }
  }
  return `${out.join('\n')}\n`;
}
