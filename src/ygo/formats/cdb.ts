/**
 * Import card statistics from a YGOPro/EDOPro `cards.cdb` (SQLite; tables `datas` and `texts`).
 * The bit values below were checked by hand against a real ProjectIgnis-built database.
 * Pendulum Scales (high bytes of `level`) and Link Arrows (`def` of Link monsters) have no
 * place in CardStats yet and are dropped; a Link monster's `level` is its Link Rating.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import initSqlJs from 'sql.js';
import type { Database, SqlJsStatic } from 'sql.js';
import { DeckFormatError } from '../../core/module.ts';
import type {
  Attribute,
  CardKind,
  CardStats,
  MonsterCategory,
  MonsterType,
  SpellType,
  TrapType,
} from '../card-stats.ts';

/** One joined `datas`+`texts` row, with `setcode` already split into its four 16-bit codes. */
export interface CdbRow {
  id: number;
  alias: number;
  setcodes: readonly number[];
  type: number;
  atk: number;
  def: number;
  level: number;
  race: number;
  attribute: number;
  name: string;
  desc: string;
}

const TYPE_MONSTER = 0x1;
const TYPE_SPELL = 0x2;
const TYPE_TRAP = 0x4;
const TYPE_LINK = 0x4000000;

/** `datas.type` bits that are monster categories, in the order categories are listed. */
const CATEGORY_BITS: readonly (readonly [number, MonsterCategory])[] = [
  [0x10, 'normal'],
  [0x20, 'effect'],
  [0x40, 'fusion'],
  [0x80, 'ritual'],
  [0x200, 'spirit'],
  [0x400, 'union'],
  [0x800, 'gemini'],
  [0x1000, 'tuner'],
  [0x2000, 'synchro'],
  [0x4000, 'token'],
  [0x200000, 'flip'],
  [0x400000, 'toon'],
  [0x800000, 'xyz'],
  [0x1000000, 'pendulum'],
  [0x2000000, 'special-summon'],
  [0x4000000, 'link'],
];

/** Spell subtypes; none of these bits means a Normal Spell. Ritual (0x80) is shared with monsters. */
const SPELL_TYPE_BITS: readonly (readonly [number, SpellType])[] = [
  [0x10000, 'quick-play'],
  [0x20000, 'continuous'],
  [0x40000, 'equip'],
  [0x80000, 'field'],
  [0x80, 'ritual'],
];

const TRAP_TYPE_BITS: readonly (readonly [number, TrapType])[] = [
  [0x20000, 'continuous'],
  [0x100000, 'counter'],
];

const RACE_BITS: readonly (readonly [number, MonsterType])[] = [
  [0x1, 'Warrior'],
  [0x2, 'Spellcaster'],
  [0x4, 'Fairy'],
  [0x8, 'Fiend'],
  [0x10, 'Zombie'],
  [0x20, 'Machine'],
  [0x40, 'Aqua'],
  [0x80, 'Pyro'],
  [0x100, 'Rock'],
  [0x200, 'Winged Beast'],
  [0x400, 'Plant'],
  [0x800, 'Insect'],
  [0x1000, 'Thunder'],
  [0x2000, 'Dragon'],
  [0x4000, 'Beast'],
  [0x8000, 'Beast-Warrior'],
  [0x10000, 'Dinosaur'],
  [0x20000, 'Fish'],
  [0x40000, 'Sea Serpent'],
  [0x80000, 'Reptile'],
  [0x100000, 'Psychic'],
  [0x200000, 'Divine-Beast'],
  [0x400000, 'Creator God'],
  [0x800000, 'Wyrm'],
  [0x1000000, 'Cyberse'],
  [0x2000000, 'Illusion'],
];

const ATTRIBUTE_BITS: readonly (readonly [number, Attribute])[] = [
  [0x1, 'EARTH'],
  [0x2, 'WATER'],
  [0x4, 'FIRE'],
  [0x8, 'WIND'],
  [0x10, 'LIGHT'],
  [0x20, 'DARK'],
  [0x40, 'DIVINE'],
];

function firstBit<T>(value: number, table: readonly (readonly [number, T])[]): T | undefined {
  for (const [bit, name] of table) if ((value & bit) !== 0) return name;
  return undefined;
}

/** YGOPro stores "?" ATK/DEF as -2; CardStats uses -1. */
function stat(v: number): number {
  return v === -2 ? -1 : v;
}

/** Map one cdb row to CardStats. Throws DeckFormatError if the row is none of monster/spell/trap. */
export function cdbRowToStats(row: CdbRow): CardStats {
  const t = row.type;
  let kind: CardKind;
  if (t & TYPE_MONSTER) kind = 'monster';
  else if (t & TYPE_SPELL) kind = 'spell';
  else if (t & TYPE_TRAP) kind = 'trap';
  else
    throw new DeckFormatError(
      `cards.cdb: card ${row.id} "${row.name}" has type 0x${t.toString(16)}, not a monster, spell or trap`,
    );

  const s: CardStats = { code: row.id, name: row.name, kind, text: row.desc };
  if (row.alias !== 0) s.alias = row.alias;
  const setcodes = row.setcodes.filter((c) => c !== 0);
  if (setcodes.length > 0) s.setcodes = setcodes;

  if (kind === 'monster') {
    s.categories = CATEGORY_BITS.filter(([bit]) => (t & bit) !== 0).map(([, c]) => c);
    s.level = row.level & 0xff;
    const attribute = firstBit(row.attribute, ATTRIBUTE_BITS);
    if (attribute) s.attribute = attribute;
    const type = firstBit(row.race, RACE_BITS);
    if (type) s.type = type;
    s.atk = stat(row.atk);
    // Link monsters have no DEF; the column holds their Link Arrows.
    if ((t & TYPE_LINK) === 0) s.def = stat(row.def);
  } else if (kind === 'spell') {
    s.spellType = firstBit(t, SPELL_TYPE_BITS) ?? 'normal';
  } else {
    s.trapType = firstBit(t, TRAP_TYPE_BITS) ?? 'normal';
  }
  return s;
}

let sqlJs: Promise<SqlJsStatic> | undefined;

/** sql.js, initialised once per process with its wasm loaded from node_modules. */
export function loadSqlJs(): Promise<SqlJsStatic> {
  if (!sqlJs) {
    const require = createRequire(import.meta.url);
    const wasmPath = require.resolve('sql.js/dist/sql-wasm.wasm');
    const bytes = readFileSync(wasmPath);
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    sqlJs = initSqlJs({ wasmBinary });
  }
  return sqlJs;
}

// setcode is a 64-bit integer; split it in SQL so no value passes through a JS double above 2^53.
const SELECT = `SELECT d.id, d.alias,
  d.setcode & 65535, (d.setcode >> 16) & 65535, (d.setcode >> 32) & 65535, (d.setcode >> 48) & 65535,
  d.type, d.atk, d.def, d.level, d.race, d.attribute, t.name, t.desc
  FROM datas d JOIN texts t ON t.id = d.id`;

function num(v: unknown): number {
  return typeof v === 'number' ? v : 0;
}
function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/**
 * The CardStats of an open cdb: the given passcodes (in that order, missing ones skipped),
 * or every monster, spell and trap ordered by passcode.
 */
export function readCdbStats(db: Database, codes?: readonly number[]): CardStats[] {
  const out: CardStats[] = [];
  // Listing everything skips rows that are no monster, spell or trap (Speed Duel Skills, 0x8000000);
  // asking for one by passcode reports it instead.
  const stmt = db.prepare(codes ? `${SELECT} WHERE d.id = ?` : `${SELECT} WHERE d.type & 7 != 0 ORDER BY d.id`);
  try {
    const collect = (): void => {
      while (stmt.step()) {
        const v = stmt.get();
        out.push(
          cdbRowToStats({
            id: num(v[0]),
            alias: num(v[1]),
            setcodes: [num(v[2]), num(v[3]), num(v[4]), num(v[5])],
            type: num(v[6]),
            atk: num(v[7]),
            def: num(v[8]),
            level: num(v[9]),
            race: num(v[10]),
            attribute: num(v[11]),
            name: str(v[12]),
            desc: str(v[13]).replace(/\r\n/g, '\n'),
          }),
        );
      }
    };
    if (codes) {
      for (const code of codes) {
        stmt.bind([code]);
        collect();
        stmt.reset();
      }
    } else collect();
  } finally {
    stmt.free();
  }
  return out;
}

/** Open a cdb from its bytes and read its CardStats (see readCdbStats). */
export async function importCdb(
  bytes: Uint8Array,
  codes?: readonly number[],
  source = 'cards.cdb',
): Promise<CardStats[]> {
  const SQL = await loadSqlJs();
  let db: Database;
  try {
    db = new SQL.Database(bytes);
  } catch (e) {
    throw new DeckFormatError(`${source}: not a SQLite database (${(e as Error).message})`);
  }
  try {
    return readCdbStats(db, codes);
  } catch (e) {
    if (e instanceof DeckFormatError) throw e;
    throw new DeckFormatError(`${source}: not a cards.cdb (${(e as Error).message})`);
  } finally {
    db.close();
  }
}
