/**
 * `arbiter serve`: the match server from the command line (in-process, on the toy game), stopped through its `until`
 * option rather than a signal, so the test runner's own signal handlers are left alone.
 */
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
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

describe('arbiter serve', () => {
  it('prints its address, serves the match protocol, and stops cleanly', async () => {
    const out = new Sink();
    const err = new Sink();
    let stop = (): void => {};
    const until = new Promise<void>((resolve) => (stop = resolve));
    const io = { stdin: Readable.from([]), stdout: out, stderr: err };
    const run = serveCommand({ port: 0, until }, toyRegistry, io);
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
    expect(out.text).toMatch(/^arbiter: serving on http:\/\/127\.0\.0\.1:\d+ \(matches in memory/);
    expect(out.text).toMatch(/arbiter: server stopped\n$/);
    expect(err.text).toBe('');
    await c.close();
  });

  it('refuses a bad port in one line', async () => {
    expect(oneErrorLine(await cli(['serve', '--port', '70000']))).toMatch(/expected a port number/);
  });
});
