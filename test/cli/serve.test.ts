/**
 * `arbiter serve`: the match server from the command line (in-process, on the toy game), stopped through its `until`
 * option rather than a signal, so the test runner's own signal handlers are left alone.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { serveCommand } from '../../src/cli/serve.ts';
import { TestClient, type Joined, type Update } from '../server/client.ts';
import { cli, oneErrorLine, toyRegistry } from './run-cli.ts';

class Sink extends Writable {
  text = '';
  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'arbiter-serve-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('arbiter serve', () => {
  it('prints its address, serves the match protocol, and stops cleanly', async () => {
    const out = new Sink();
    const err = new Sink();
    let stop = (): void => {};
    const until = new Promise<void>((resolve) => (stop = resolve));
    const io = { stdin: Readable.from([]), stdout: out, stderr: err };
    const run = serveCommand({ port: 0, data: dataDir, until }, toyRegistry, io);
    let url: string | undefined;
    for (let i = 0; i < 500 && url === undefined; i++) {
      url = /serving on (http:\/\/127\.0\.0\.1:\d+)/.exec(out.text)?.[1];
      if (url === undefined) await new Promise((r) => setTimeout(r, 20));
    }
    expect(url).toBeDefined();
    const c = await TestClient.connect(url!);
    c.send({
      t: 'create',
      game: 'toy',
      decks: [{ bundled: 'low' }, { bundled: 'high' }],
      seats: [{ kind: 'human' }, { kind: 'ai', agent: 'random' }],
    });
    expect((await c.next<Joined>((m) => m.t === 'joined')).seat).toBe(0);
    expect((await c.next<Update>((m) => m.t === 'update')).decision?.rule).toBe('toy §4');
    stop();
    expect(await run).toBe(0);
    expect(out.text).toContain(`(matches in SQLite at ${join(dataDir, 'arbiter.sqlite')})`);
    expect(out.text).toMatch(/^arbiter: serving on http:\/\/127\.0\.0\.1:\d+ /);
    expect(out.text).toMatch(/arbiter: server stopped\n$/);
    expect(err.text).toBe('');
    await c.close();
  });

  it('refuses a DATABASE_URL that is not PostgreSQL in one line, before listening', async () => {
    const saved = process.env['DATABASE_URL'];
    process.env['DATABASE_URL'] = 'mysql://root@127.0.0.1/arbiter';
    try {
      expect(oneErrorLine(await cli(['serve', '--port', '0']))).toMatch(
        /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/, not mysql:\/\//,
      );
    } finally {
      if (saved === undefined) delete process.env['DATABASE_URL'];
      else process.env['DATABASE_URL'] = saved;
    }
  });

  it('refuses a data directory that cannot hold the database in one line', async () => {
    const notADir = join(dataDir, 'a-file');
    writeFileSync(notADir, 'not a directory');
    expect(oneErrorLine(await cli(['serve', '--port', '0', '--data', notADir]))).toMatch(
      /cannot open .*a-file.*arbiter\.sqlite/,
    );
  });

  it('refuses a bad port in one line', async () => {
    expect(oneErrorLine(await cli(['serve', '--port', '70000']))).toMatch(/expected a port number/);
  });
});
