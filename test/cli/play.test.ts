import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseReply } from '../../src/cli/play.ts';
import type { Decision } from '../../src/core/decision.ts';
import { parseReplay } from '../../src/core/replay.ts';
import { cli, tempDir } from './run-cli.ts';

/** Enough "0" answers to finish any toy game. */
const zeros = '0\n'.repeat(200);

describe('arbiter <game> play', () => {
  it('plays a whole game against the random agent from piped answers', async () => {
    const r = await cli(['toy', 'play', '--seed', '5'], zeros);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Pile-up .*: low \(player 0\) vs high \(player 1\), seed 5, you are player 0$/m);
    // The human sees their board, the prompt with its rule, and numbered options.
    expect(r.out).toMatch(/^your hand: \[[\d ]+\]$/m);
    expect(r.out).toMatch(/^\[player 0\] Play a card onto the pile \(toy §4\); choose 1:$/m);
    expect(r.out).toMatch(/^ {2}0\) Play \d$/m);
    expect(r.out).toMatch(/^player 1 \(random\) decides: /m);
    expect(r.out).not.toMatch(/^\[player 1\]/m);
    // The opponent's prompts are theirs: only who decides and the kind of decision are shown.
    expect(r.out).not.toMatch(/Play a card onto the pile$/m);
    for (const line of r.out.split('\n').filter((l) => l.startsWith('player 1 (random) decides: '))) {
      expect(line).toMatch(/^player 1 \(random\) decides: (action|select-cards)$/);
    }
    expect(r.out).toMatch(/^result: (player [01] wins|draw) \(/m);
  });

  it('never shows the card the opponent drew', async () => {
    const r = await cli(['toy', 'play', '--seed', '5'], zeros);
    expect(r.out).toMatch(/· draw player=0 card=\d/);
    expect(r.out).toMatch(/· draw player=1$/m);
    expect(r.out).not.toMatch(/· draw player=1 card/);
  });

  it('answers a bad input with one line and asks again', async () => {
    const r = await cli(['toy', 'play', '--seed', '5'], `x\n99\n0 1\n\n?\n${zeros}`);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const out = r.out.split('\n');
    const at = (re: RegExp): number => out.findIndex((l) => re.test(l));
    expect(at(/^"x" is not an option number \(choose 1\); \? lists them again, q quits$/)).toBeGreaterThan(0);
    expect(at(/^option 99 does not exist \(0\.\.3\) \(toy §4\)$/)).toBeGreaterThan(0);
    expect(at(/^choose 1 option\(s\), got 2 \(toy §4\)$/)).toBeGreaterThan(0);
    expect(at(/^no answer: type option numbers \(choose 1\)/)).toBeGreaterThan(0);
    // "?" lists the options again: the first prompt appears twice before the first play.
    const firstPlay = at(/· play player=0/);
    expect(out.slice(0, firstPlay).filter((l) => l.startsWith('[player 0] Play a card')).length).toBe(2);
    expect(r.out).toMatch(/^result: /m);
  });

  it('is deterministic in seed and answers', async () => {
    const a = await cli(['toy', 'play', '--seed', '9'], zeros);
    const b = await cli(['toy', 'play', '--seed', '9'], zeros);
    expect(a.out).toBe(b.out);
  });

  it('q surrenders and exits cleanly', async () => {
    const r = await cli(['toy', 'play', '--seed', '1'], 'q\n');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^player 0 surrenders; player 1 wins$/m);
  });

  it('exits cleanly at the end of input', async () => {
    const empty = await cli(['toy', 'play', '--seed', '1'], '');
    expect(empty).toMatchObject({ code: 0, err: '' });
    expect(empty.out).toMatch(/end of input: game abandoned\n$/);
    const partial = await cli(['toy', 'play', '--seed', '1'], '0\n0');
    expect(partial.code).toBe(0);
    expect(partial.out).toMatch(/end of input: game abandoned\n$/);
  });

  it('--hotseat asks both players', async () => {
    const r = await cli(['toy', 'play', '--seed', '2', '--hotseat'], zeros);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^\[player 1\] Play a card/m);
    expect(r.out).not.toMatch(/\(random\) decides/);
    // The screen is cleared (here: a separator, since the output is not a terminal) whenever the keyboard passes.
    const handovers = r.out.split('\n').filter((l) => /^--- player [01] at the keyboard ---$/.test(l));
    expect(handovers.length).toBeGreaterThan(2);
    expect(handovers[0]).toBe('--- player 1 at the keyboard ---');
    expect(r.out).toMatch(/^result: /m);
  });

  it('--save writes a replay that plays back to the same result', async () => {
    const file = join(tempDir(), 'game.json');
    const r = await cli(['toy', 'play', '--seed', '4', '--save', file], zeros);
    const result = /^result: (.*)$/m.exec(r.out)![1]!;
    const rep = parseReplay(readFileSync(file, 'utf8'));
    expect(rep.seed).toBe('4');
    const back = await cli(['replay', file]);
    expect(back.code).toBe(0);
    expect(back.out).toContain(`result: ${result}`);
  });
  it('--save also keeps an abandoned game, which replays to an unfinished result', async () => {
    const file = join(tempDir(), 'half.json');
    await cli(['toy', 'play', '--seed', '4', '--save', file], '0\n0\n');
    expect(parseReplay(readFileSync(file, 'utf8')).steps.length).toBeGreaterThanOrEqual(2);
    const back = await cli(['replay', file]);
    expect(back.out).toMatch(/^result: unfinished$/m);
  });
});

describe('parseReply', () => {
  const d: Decision = {
    player: 0,
    kind: 'select-cards',
    prompt: 'p',
    rule: 'r',
    options: [{ label: 'a' }, { label: 'b' }],
    min: 0,
    max: 2,
  };
  it('understands indices, ?, q and the empty answer when allowed', () => {
    expect(parseReply(' 1 0 ', d)).toEqual({ kind: 'answer', answer: [1, 0] });
    expect(parseReply('1,0', d)).toEqual({ kind: 'answer', answer: [1, 0] });
    expect(parseReply('', d)).toEqual({ kind: 'answer', answer: [] });
    expect(parseReply('?', d)).toEqual({ kind: 'list' });
    expect(parseReply('quit', d)).toEqual({ kind: 'quit' });
    expect(parseReply('-1', d)).toMatchObject({ kind: 'bad' });
    expect(parseReply('', { ...d, min: 1 })).toMatchObject({ kind: 'bad' });
  });
});
