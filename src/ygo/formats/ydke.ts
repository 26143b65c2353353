/**
 * `ydke://` deck URLs (used by EDOPro, Dueling Book importers, deck sites): three base64
 * sections, Main!Extra!Side!, each the deck's passcodes as little-endian uint32.
 */
import { DeckFormatError } from '../../core/module.ts';
import type { YdkDeck } from './ydk.ts';

const PREFIX = 'ydke://';
const SECTIONS = ['main', 'extra', 'side'] as const;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function encode(codes: readonly number[]): string {
  const buf = Buffer.alloc(codes.length * 4);
  codes.forEach((c, i) => buf.writeUInt32LE(c, i * 4));
  return buf.toString('base64');
}

function decode(part: string, section: string, source: string): number[] {
  if (!BASE64.test(part)) throw new DeckFormatError(`${source}: ${section} section is not valid base64`);
  const buf = Buffer.from(part, 'base64');
  if (buf.length % 4 !== 0)
    throw new DeckFormatError(`${source}: ${section} section is ${buf.length} bytes, not a whole number of passcodes`);
  const codes: number[] = [];
  for (let off = 0; off < buf.length; off += 4) {
    const code = buf.readUInt32LE(off);
    if (code === 0) throw new DeckFormatError(`${source}: ${section} section card ${off / 4 + 1} has passcode 0`);
    codes.push(code);
  }
  return codes;
}

/** Parse a `ydke://main!extra!side!` URL (the closing `!` is optional; surrounding spaces are ignored). */
export function parseYdke(url: string, source = 'ydke URL'): YdkDeck {
  const s = url.trim();
  if (!s.startsWith(PREFIX)) throw new DeckFormatError(`${source}: does not start with ${PREFIX}`);
  const parts = s.slice(PREFIX.length).split('!');
  if (parts.length === 4 && parts[3] === '') parts.pop();
  if (parts.length !== 3) {
    const found = parts.length - (parts[parts.length - 1] === '' ? 1 : 0);
    throw new DeckFormatError(`${source}: expected 3 sections (main!extra!side!), found ${found}`);
  }
  const [main, extra, side] = SECTIONS.map((name, i) => decode(parts[i]!, name, source));
  return { main: main!, extra: extra!, side: side! };
}

/** The `ydke://` URL of a deck. */
export function writeYdke(deck: YdkDeck): string {
  return `${PREFIX}${encode(deck.main)}!${encode(deck.extra)}!${encode(deck.side)}!`;
}
