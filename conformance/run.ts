/** `npm run conformance`: runs every game's rulebook examples and prints one line per case. Exit 1 if any fails. */
import { fileURLToPath } from 'node:url';
import { loadCases, runConformance } from '../src/cli/conformance.ts';
import { gameIds } from '../src/games.ts';

try {
  const report = runConformance(await loadCases(gameIds(), fileURLToPath(new URL('.', import.meta.url))));
  for (const l of report.lines) console.log(l);
  process.exitCode = report.failed > 0 ? 1 : 0;
} catch (e) {
  console.error(`conformance: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`);
  process.exitCode = 1;
}
