/** `arbiter optcg cards` and `arbiter optcg card NUMBER` (issue 8): the card list with each card's status. */
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtinRegistry } from '../../src/cli/registry.ts';
import { allCardNumbers } from '../../src/optcg/cards/stats.ts';
import { cli, oneErrorLine, tempDir } from './run-cli.ts';

const run = (argv: string[]) => cli(argv, '', { registry: builtinRegistry });
const lines = (out: string): string[] => out.split('\n').filter((l) => l !== '');
const statsCount = (set: string): number => allCardNumbers().filter((n) => n.startsWith(`${set}-`)).length;

describe('arbiter optcg cards', () => {
  it('lists every card of block 1 once, with its status, set by set', async () => {
    const r = await run(['optcg', 'cards']);
    expect(r.code).toBe(0);
    const all = lines(r.out);
    expect(all).toHaveLength(807);
    expect(all[0]).toBe('OP01-001  implemented  Roronoa Zoro');
    expect(all).toContain('OP02-002  implemented  Monkey.D.Garp');
    expect(all).toContain('OP05-030  implemented  Donquixote Rosinante');
    expect(all.filter((l) => / missing /.test(l))).toEqual([]); // every card of block 1 is implemented or vanilla
    expect(all).toContain('ST01-005  implemented  Jinbe');
    expect(all).toContain('OP01-010  vanilla      Komachiyo');
    expect(all.at(-1)).toMatch(/^P-039 +\w+ +\S/);
  });

  it('--set keeps one set (written OP01, op01 or OP-01)', async () => {
    const st01 = lines((await run(['optcg', 'cards', '--set', 'ST01'])).out);
    expect(st01).toHaveLength(17);
    expect(st01.every((l) => l.startsWith('ST01-'))).toBe(true);
    expect((await run(['optcg', 'cards', '--set', 'op-01'])).out).toBe(
      (await run(['optcg', 'cards', '--set', 'OP01'])).out,
    );
    expect(lines((await run(['optcg', 'cards', '--set', 'P'])).out)).toHaveLength(38);
  });

  it('--implemented lists what a deck may hold (implemented or vanilla); --missing the rest', async () => {
    const st = lines((await run(['optcg', 'cards', '--set', 'ST02', '--missing'])).out);
    expect(st).toEqual([]);
    const impl = lines((await run(['optcg', 'cards', '--set', 'OP05', '--implemented'])).out);
    const missing = lines((await run(['optcg', 'cards', '--set', 'OP05', '--missing'])).out);
    expect(impl.length + missing.length).toBe(statsCount('OP05'));
    expect(impl.every((l) => / (implemented|vanilla) /.test(l))).toBe(true);
    expect(missing).toEqual([]); // OP05-053 Mozambia … OP05-119 Monkey.D.Luffy were the last
    expect(impl).toContain('OP05-053  implemented  Mozambia');
    expect(lines((await run(['optcg', 'cards', '--set', 'OP02', '--implemented'])).out)).toContain(
      'OP02-003  vanilla      Atmos',
    );
    // Every OP-01 and OP-02 card is playable now.
    expect(lines((await run(['optcg', 'cards', '--set', 'OP01', '--missing'])).out)).toEqual([]);
    expect(lines((await run(['optcg', 'cards', '--set', 'OP02', '--missing'])).out)).toEqual([]);
  });

  it('refuses an unknown set, both filters at once, and a card not in the list, in one line', async () => {
    const bad = await run(['optcg', 'cards', '--set', 'OP09']);
    expect(bad.code).toBe(1);
    expect(oneErrorLine(bad)).toMatch(/^arbiter: unknown set "OP09" \(sets: OP01, OP02, .*, ST10, P\)$/);
    expect(oneErrorLine(await run(['optcg', 'cards', '--implemented', '--missing']))).toBe(
      'arbiter: --implemented and --missing exclude each other',
    );
    expect(oneErrorLine(await run(['ygo', 'card', '12']))).toMatch(/^arbiter: 12 is not in the card list/);
  });
});

describe('arbiter optcg card', () => {
  it('prints an implemented card: statistics, printed text, status and abilities', async () => {
    const r = await run(['optcg', 'card', 'ST04-005']);
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        'ST04-005 Queen',
        'Character · Purple · Animal Kingdom Pirates',
        'cost 5 · power 6000 · counter +1000 · attribute Strike',
        '',
        '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)',
        '[On Play] DON!! −1 (You may return the specified number of DON!! cards from your field to your DON!! deck.): Draw 2 cards and trash 1 card from your hand.',
        '',
        'status: implemented (card file)',
        'abilities:',
        '  keyword [Blocker]',
        '  [On Play], cost DON!! −1 (may pay): draw 2 cards and trash 1 card from your hand',
        '',
      ].join('\n'),
    );
  });

  it('prints a Leader with a replacement ability; numbers in any case', async () => {
    const r = await run(['optcg', 'card', 'op05-001']);
    expect(r.code).toBe(0);
    expect(lines(r.out)).toEqual([
      'OP05-001 Sabo',
      'Leader · Red/Black · Revolutionary Army',
      'power 5000 · Life 4 · attribute Special',
      "[DON!! x1] [Opponent's Turn] [Once Per Turn] If your Character with 5000 power or more would be K.O.'d, you may give that Character −1000 power during this turn instead of that Character being K.O.'d.",
      'status: implemented (card file)',
      'abilities:',
      "  instead of your Character being K.O.'d, [Once Per Turn], 2 conditions, cost give that Character −1000 power: give that Character −1000 power during this turn",
    ]);
  });

  it('prints an implemented Leader with its permanent effect', async () => {
    const r = await run(['optcg', 'card', 'OP01-001']);
    expect(lines(r.out).slice(-3)).toEqual([
      'status: implemented (card file)',
      'abilities:',
      '  aura: +1000 power to the cards it names (conditional)',
    ]);
  });

  it('a vanilla card says so', async () => {
    const r = await run(['optcg', 'card', 'OP01-010']);
    expect(lines(r.out).slice(-2)).toEqual(['(no text)', 'status: vanilla: no text, playable from its statistics']);
  });

  it('a number not in the card list is one error line', async () => {
    const r = await run(['optcg', 'card', 'OP06-001']);
    expect(r.code).toBe(1);
    expect(oneErrorLine(r)).toBe(
      'arbiter: OP06-001 is not in the card list, so it is not implemented (see arbiter optcg cards)',
    );
  });
});

describe('arbiter optcg check: fail closed', () => {
  it('a deck with a card that is not implemented is refused, one line naming it', async () => {
    const f = join(tempDir(), 'op06.txt');
    // Every card of the block-1 data has a card file (ST05-010 Zephyr was among the last): it passes.
    writeFileSync(f, '1xST05-001\n4xOP06-001\n4xST05-010\n42xST05-002\n');
    const r = await run(['optcg', 'check', f]);
    expect(r.code).toBe(1);
    expect(lines(r.out)).toEqual([
      'card pool: OP06-001 is not implemented',
      '001 §5-1-2-3: 42 copies of ST05-002; at most 4',
    ]);
  });
});
