import { describe, expect, it } from 'vitest';
import { DeckFormatError } from '../../../src/core/module.ts';
import { cdbRowToStats, importCdb, loadSqlJs } from '../../../src/ygo/formats/cdb.ts';
import type { CdbRow } from '../../../src/ygo/formats/cdb.ts';

/** A tiny cards.cdb in memory, with the real schema and rows copied from a real database. */
async function tinyCdb(): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  db.run(`CREATE TABLE datas (id INTEGER PRIMARY KEY, ot INTEGER, alias INTEGER, setcode INTEGER,
    type INTEGER, atk INTEGER, def INTEGER, level INTEGER, race INTEGER, attribute INTEGER, category INTEGER);
  CREATE TABLE texts (id INTEGER PRIMARY KEY, name TEXT, desc TEXT, str1 TEXT, str2 TEXT, str3 TEXT,
    str4 TEXT, str5 TEXT, str6 TEXT, str7 TEXT, str8 TEXT, str9 TEXT, str10 TEXT, str11 TEXT, str12 TEXT,
    str13 TEXT, str14 TEXT, str15 TEXT, str16 TEXT);`);
  // id, alias, setcode (SQL literal: may exceed 2^53), type, atk, def, level, race, attribute, name, desc
  const rows: [number, number, string, number, number, number, number, number, number, string, string][] = [
    [
      46986414,
      0,
      '0x10a2',
      0x11,
      2500,
      2100,
      7,
      0x2,
      0x20,
      'Dark Magician',
      'The ultimate wizard in terms of attack and defense.',
    ],
    [
      80316585,
      76812113,
      '0x930064',
      0x21,
      1800,
      1300,
      4,
      0x200,
      0x8,
      'Cyber Harpie Lady',
      '(This card\'s name is always treated as "Harpie Lady".)',
    ],
    [48348921, 0, '0x0055107b00cf1048', 0x800021, 3000, 3000, 8, 0x2000, 0x20, 'Xyz with four archetypes', 'Rank 8'],
    [146746, 0, '0', 0x4000021, 1600, 34, 2, 0x1000000, 0x20, 'A Link-2', 'Link text'],
    [41546, 0, '0x6e00af', 0x1000021, 2600, 2600, 0x6060008, 0x2, 0x20, 'A Pendulum', 'Scales 6'],
    [10000000, 0, '0', 0x21, -2, -2, 10, 0x200000, 0x40, 'Divine one', 'atk ?\r\ndef ?'],
    [
      5318639,
      0,
      '0',
      0x10002,
      0,
      0,
      0,
      0,
      0,
      'Mystical Space Typhoon',
      'Target 1 Spell/Trap on the field; destroy that target.',
    ],
    [55144522, 0, '0', 0x2, 0, 0, 0, 0, 0, 'Pot of Greed', 'Draw 2 cards.'],
    [46052429, 0, '0', 0x82, 0, 0, 0, 0, 0, 'A Ritual Spell', 'ritual'],
    [44095762, 0, '0', 0x4, 0, 0, 0, 0, 0, 'Mirror Force', "When an opponent's monster declares an attack: ..."],
    [5318640, 0, '0', 0x20004, 0, 0, 0, 0, 0, 'A Continuous Trap', 'continuous'],
    [5318641, 0, '0', 0x100004, 0, 0, 0, 0, 0, 'A Counter Trap', 'counter'],
    [152000016, 0, '0', 0x8000000, 0, 0, 0, 0, 0, 'Storm Access', 'A Speed Duel Skill, not a card'],
  ];
  for (const [id, alias, setcode, type, atk, def, level, race, attribute, name, desc] of rows) {
    db.run(`INSERT INTO datas VALUES (?, 3, ?, ${setcode}, ?, ?, ?, ?, ?, ?, 0)`, [
      id,
      alias,
      type,
      atk,
      def,
      level,
      race,
      attribute,
    ]);
    db.run('INSERT INTO texts (id, name, desc) VALUES (?, ?, ?)', [id, name, desc]);
  }
  const bytes = db.export();
  db.close();
  return bytes;
}

describe('cards.cdb import', () => {
  it('maps a Normal Monster', async () => {
    const [dm] = await importCdb(await tinyCdb(), [46986414]);
    expect(dm).toEqual({
      code: 46986414,
      name: 'Dark Magician',
      kind: 'monster',
      categories: ['normal'],
      level: 7,
      attribute: 'DARK',
      type: 'Spellcaster',
      atk: 2500,
      def: 2100,
      setcodes: [0x10a2],
      text: 'The ultimate wizard in terms of attack and defense.',
    });
  });

  it('keeps the alias ("always treated as") and splits setcode into 16-bit codes', async () => {
    const [cyber, xyz] = await importCdb(await tinyCdb(), [80316585, 48348921]);
    expect(cyber!.alias).toBe(76812113);
    expect(cyber!.setcodes).toEqual([0x64, 0x93]);
    // A setcode above 2^53 still splits exactly (the split happens in SQL).
    expect(xyz!.setcodes).toEqual([0x1048, 0xcf, 0x107b, 0x55]);
    expect(xyz!.categories).toEqual(['effect', 'xyz']);
    expect(xyz!.alias).toBeUndefined();
  });

  it('Link monsters have no DEF (the column holds Link Arrows); Pendulum scales are stripped from level', async () => {
    const [link, pend] = await importCdb(await tinyCdb(), [146746, 41546]);
    expect(link!.categories).toEqual(['effect', 'link']);
    expect(link!.level).toBe(2);
    expect(link!.def).toBeUndefined();
    expect(link!.type).toBe('Cyberse');
    expect(link!.setcodes).toBeUndefined();
    expect(pend!.categories).toEqual(['effect', 'pendulum']);
    expect(pend!.level).toBe(8);
  });

  it('ATK/DEF -2 ("?") become -1; CRLF in text becomes LF', async () => {
    const [god] = await importCdb(await tinyCdb(), [10000000]);
    expect(god).toMatchObject({ atk: -1, def: -1, attribute: 'DIVINE', type: 'Divine-Beast', text: 'atk ?\ndef ?' });
  });

  it('maps Spell and Trap types', async () => {
    const all = await importCdb(await tinyCdb());
    const byCode = new Map(all.map((s) => [s.code, s]));
    expect(byCode.get(5318639)).toMatchObject({ kind: 'spell', spellType: 'quick-play' });
    expect(byCode.get(55144522)).toMatchObject({ kind: 'spell', spellType: 'normal' });
    expect(byCode.get(46052429)).toMatchObject({ kind: 'spell', spellType: 'ritual' });
    expect(byCode.get(44095762)).toMatchObject({ kind: 'trap', trapType: 'normal' });
    expect(byCode.get(5318640)).toMatchObject({ kind: 'trap', trapType: 'continuous' });
    expect(byCode.get(5318641)).toMatchObject({ kind: 'trap', trapType: 'counter' });
    expect(byCode.get(55144522)!.categories).toBeUndefined();
    // Without a code list, every card comes back ordered by passcode.
    expect(all.map((s) => s.code)).toEqual([...all.map((s) => s.code)].sort((a, b) => a - b));
    expect(all).toHaveLength(12);
  });

  it('a full import skips Skills (no card kind); asking for one by passcode is an error', async () => {
    const bytes = await tinyCdb();
    expect((await importCdb(bytes)).some((s) => s.code === 152000016)).toBe(false);
    await expect(importCdb(bytes, [152000016])).rejects.toThrow(
      'cards.cdb: card 152000016 "Storm Access" has type 0x8000000, not a monster, spell or trap',
    );
  });

  it('skips passcodes that are not in the database, keeping the asked order', async () => {
    const got = await importCdb(await tinyCdb(), [55144522, 1, 46986414]);
    expect(got.map((s) => s.code)).toEqual([55144522, 46986414]);
  });

  it('refuses bytes that are not a cards.cdb', async () => {
    const junk = new TextEncoder().encode('this is not sqlite at all, just text padding '.repeat(20));
    await expect(importCdb(junk, undefined, 'junk.cdb')).rejects.toThrow(DeckFormatError);
    await expect(importCdb(junk, undefined, 'junk.cdb')).rejects.toThrow(/^junk\.cdb: /);
    const SQL = await loadSqlJs();
    const empty = new SQL.Database();
    const bytes = empty.export();
    empty.close();
    await expect(importCdb(bytes, undefined, 'empty.cdb')).rejects.toThrow(
      'empty.cdb: not a cards.cdb (no such table: datas)',
    );
  });
});

describe('cdb bit tables', () => {
  const base: CdbRow = {
    id: 1,
    alias: 0,
    setcodes: [0, 0, 0, 0],
    type: 0x21,
    atk: 0,
    def: 0,
    level: 4,
    race: 0,
    attribute: 0,
    name: 'X',
    desc: '',
  };

  it('every race bit maps to its Type', () => {
    const types = [
      'Warrior',
      'Spellcaster',
      'Fairy',
      'Fiend',
      'Zombie',
      'Machine',
      'Aqua',
      'Pyro',
      'Rock',
      'Winged Beast',
      'Plant',
      'Insect',
      'Thunder',
      'Dragon',
      'Beast',
      'Beast-Warrior',
      'Dinosaur',
      'Fish',
      'Sea Serpent',
      'Reptile',
      'Psychic',
      'Divine-Beast',
      'Creator God',
      'Wyrm',
      'Cyberse',
      'Illusion',
    ];
    expect(types.map((_, i) => cdbRowToStats({ ...base, race: 1 << i }).type)).toEqual(types);
  });

  it('every attribute bit maps to its Attribute', () => {
    const attrs = ['EARTH', 'WATER', 'FIRE', 'WIND', 'LIGHT', 'DARK', 'DIVINE'];
    expect(attrs.map((_, i) => cdbRowToStats({ ...base, attribute: 1 << i }).attribute)).toEqual(attrs);
  });

  it('every monster category bit maps to its category', () => {
    const bits: [number, string][] = [
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
    for (const [bit, cat] of bits) expect(cdbRowToStats({ ...base, type: 0x1 | bit }).categories).toEqual([cat]);
    expect(cdbRowToStats({ ...base, type: 0x1 | 0x20 | 0x200000 | 0x1000 }).categories).toEqual([
      'effect',
      'tuner',
      'flip',
    ]);
  });

  it('a row that is no kind of card is refused', () => {
    expect(() => cdbRowToStats({ ...base, type: 0x8000000 })).toThrow(
      'cards.cdb: card 1 "X" has type 0x8000000, not a monster, spell or trap',
    );
  });
});
