/**
 * The `.ydk` deck file of YGOPro/EDOPro: a `#main` section, then `#extra`, then `!side`,
 * one passcode a line. Other `#` lines are comments (`#created by …`). Readers in the wild
 * also meet CRLF line ends, a UTF-8 BOM, trailing spaces and zero-padded passcodes.
 */
import { DeckFormatError } from '../../core/module.ts';
import { parsePasscode } from './passcode.ts';

export interface YdkDeck {
  main: number[];
  extra: number[];
  side: number[];
}

type Section = keyof YdkDeck;

/** Parse `.ydk` text; `source` (a file name) prefixes every error message as `source:line:`. */
export function parseYdk(text: string, source: string): YdkDeck {
  const deck: YdkDeck = { main: [], extra: [], side: [] };
  let section: Section | null = null;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const where = `${source}:${i + 1}`;
    if (line === '') continue;
    if (line === '#main') section = 'main';
    else if (line === '#extra') section = 'extra';
    else if (line === '!side') section = 'side';
    else if (line.startsWith('#')) continue;
    else if (line.startsWith('!'))
      throw new DeckFormatError(`${where}: unknown section "${line}" (expected #main, #extra or !side)`);
    else {
      const code = parsePasscode(line);
      if (typeof code === 'string') throw new DeckFormatError(`${where}: ${code}`);
      if (section === null)
        throw new DeckFormatError(`${where}: passcode ${line} before any #main, #extra or !side section`);
      deck[section].push(code);
    }
  }
  return deck;
}

/** `.ydk` text for a deck (LF line ends, as YGOPro writes it, with a closing newline). */
export function writeYdk(deck: YdkDeck, header = 'created by Arbiter'): string {
  const lines = [
    `#${header}`,
    '#main',
    ...deck.main.map(String),
    '#extra',
    ...deck.extra.map(String),
    '!side',
    ...deck.side.map(String),
  ];
  return `${lines.join('\n')}\n`;
}
