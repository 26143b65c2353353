/** The installed command: bin/arbiter.js registers tsx and runs the CLI in a real process. */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const run = (args: string[], input = '') =>
  spawnSync(process.execPath, ['bin/arbiter.js', ...args], { cwd: root, input, encoding: 'utf8', timeout: 60_000 });

describe('bin/arbiter.js', () => {
  it('runs the CLI: --help exits 0', () => {
    const r = run(['--help']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Usage: arbiter/);
    expect(r.stdout).toMatch(/replay/);
  });

  it('fails with one "arbiter: …" line and exit 1', () => {
    const r = run(['nosuchgame', 'check', 'x']);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^arbiter: unknown game "nosuchgame" \(known: [^\n]*\)\n$/);
    const missing = run(['replay', 'no/such/file.json']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toBe('arbiter: cannot read replay no/such/file.json: ENOENT\n');
  });

  it('stops quietly when its output is piped into a program that stops reading', () => {
    const r = spawnSync('sh', ['-c', `"${process.execPath}" bin/arbiter.js optcg cards | head -n 1`], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.stdout).toBe('OP01-001  implemented  Roronoa Zoro\n');
    expect(r.stderr).toBe('');
  });
});
