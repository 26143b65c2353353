/** `arbiter ygo check` with a Forbidden/Limited list (003 §3.7.1, lflist.conf) and a rule version. */
import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtinRegistry } from '../../src/cli/registry.ts';
import { cli, oneErrorLine, tempDir } from './run-cli.ts';

describe('arbiter ygo check', () => {
  const dir = tempDir();
  const lflist = join(dir, 'lflist.conf');
  writeFileSync(
    lflist,
    '#[2005.4 OCG]\n!2005.4 OCG\n55144522 0 --Pot of Greed\n72302403 1 --Swords of Revealing Light\n!Unlimited\n',
  );
  const run = (argv: string[]) => cli(argv, '', { registry: builtinRegistry });

  it('the bundled classic deck is legal under every rule version', async () => {
    for (const rules of ['master-rule-2020', 'master-rule-4', 'master-rule-2', 'pre-2008', 'ocg-2005']) {
      expect(await run(['ygo', 'check', 'classic', '--rules', rules])).toEqual({
        code: 0,
        out: 'classic: legal\n',
        err: '',
      });
    }
  });

  it('names the Forbidden and Limited cards of the chosen list', async () => {
    const r = await run(['ygo', 'check', 'classic', '--lflist', lflist]);
    expect(r.code).toBe(1);
    expect(r.out).toContain('"Pot of Greed" is Forbidden');
    expect(r.out).toContain('"Swords of Revealing Light"');
    expect(await run(['ygo', 'check', 'classic', '--lflist', lflist, '--list', 'Unlimited'])).toEqual({
      code: 0,
      out: 'classic: legal\n',
      err: '',
    });
  });

  it('one error line for a missing list, an unknown list name or rule set', async () => {
    expect(oneErrorLine(await run(['ygo', 'check', 'classic', '--lflist', join(dir, 'none.conf')]))).toContain(
      'no such list file',
    );
    expect(oneErrorLine(await run(['ygo', 'check', 'classic', '--lflist', lflist, '--list', 'Nope']))).toContain(
      'no list named "Nope"',
    );
    expect(oneErrorLine(await run(['ygo', 'check', 'classic', '--rules', 'speed-duel']))).toContain('unknown rule set');
  });
});
