/**
 * Developer tool for card authors: print the CardStats of cards from a YGOPro/EDOPro
 * `cards.cdb` as TypeScript object literals, ready to paste into a card file.
 *
 *   npx tsx scripts/card-stats.ts --cdb /work/shared/cards/ygo-cards.cdb 46986414 44095762
 *
 * Passcodes that are not in the database are reported on stderr (exit code 1).
 */
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { importCdb } from '../src/ygo/formats/cdb.ts';
import { statsLiteral } from '../src/ygo/formats/stats-literal.ts';

async function main(): Promise<void> {
  const program = new Command()
    .name('card-stats')
    .description('Print CardStats object literals for Yu-Gi-Oh! passcodes from a cards.cdb')
    .requiredOption('--cdb <path>', 'YGOPro/EDOPro cards.cdb (SQLite)')
    .argument('<codes...>', 'passcodes')
    .parse();
  const { cdb } = program.opts<{ cdb: string }>();
  const codes: number[] = [];
  for (const arg of program.args) {
    if (!/^\d{1,10}$/.test(arg)) program.error(`"${arg}" is not a passcode`);
    codes.push(Number(arg));
  }
  const stats = await importCdb(readFileSync(cdb), codes, cdb);
  const found = new Set(stats.map((s) => s.code));
  console.log(stats.map(statsLiteral).join('\n\n'));
  const missing = codes.filter((c) => !found.has(c));
  if (missing.length > 0) {
    console.error(`${cdb}: no card with passcode ${missing.join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
});
