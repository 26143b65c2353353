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
import type { CardStats } from '../src/ygo/card-stats.ts';

/** A single-quoted TypeScript string literal. */
function quote(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
}

/** The fields in the order a card file lists them. */
export function statsLiteral(s: CardStats): string {
  const lines: string[] = [`  code: ${s.code},`, `  name: ${quote(s.name)},`, `  kind: ${quote(s.kind)},`];
  if (s.categories) lines.push(`  categories: [${s.categories.map(quote).join(', ')}],`);
  if (s.level !== undefined) lines.push(`  level: ${s.level},`);
  if (s.attribute) lines.push(`  attribute: ${quote(s.attribute)},`);
  if (s.type) lines.push(`  type: ${quote(s.type)},`);
  if (s.atk !== undefined) lines.push(`  atk: ${s.atk},`);
  if (s.def !== undefined) lines.push(`  def: ${s.def},`);
  if (s.spellType) lines.push(`  spellType: ${quote(s.spellType)},`);
  if (s.trapType) lines.push(`  trapType: ${quote(s.trapType)},`);
  if (s.alias !== undefined) lines.push(`  alias: ${s.alias},`);
  if (s.setcodes) lines.push(`  setcodes: [${s.setcodes.map((c) => `0x${c.toString(16)}`).join(', ')}],`);
  lines.push(`  text: ${quote(s.text)},`);
  return `{\n${lines.join('\n')}\n}`;
}

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
