/** The toy game must itself keep the properties the kernel tests rely on. */
import { describe, expect, it } from 'vitest';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedRng } from '../../src/core/rng.ts';
import { randomAnswer } from '../../src/core/agents.ts';
import { DeckFormatError } from '../../src/core/module.ts';
import { toyContract, toyGame as g, toyModule, type ToyState } from '../support/toy-game.ts';
import { contract } from './contract.ts';

const config = toyModule.configFor([toyModule.loadDeck('low'), toyModule.loadDeck('high')]);

/** Plays `steps` random answers (fewer if the game ends first). */
function advance(s: ToyState, rngSeed: string, steps: number): void {
  const rng = seedRng(rngSeed);
  for (let i = 0; i < steps; i++) {
    const d = g.decision(s);
    if (!d) return;
    expect(g.respond(s, d.player, randomAnswer(rng, d))).toEqual({ ok: true });
  }
}

describe('toy game', () => {
  it('deals 3 cards each and gives the first turn to player 0, who drew a 4th (toy §2, §3)', () => {
    const s = g.create(config, 1);
    expect(s.hands[0]).toHaveLength(4);
    expect(s.hands[1]).toHaveLength(3);
    expect(s.decks[0]).toHaveLength(20 - 4);
    expect(g.decision(s)).toMatchObject({ player: 0, kind: 'action', rule: 'toy §4', min: 1, max: 1 });
  });

  it('an even card opens the optional discard of up to 2 (toy §5)', () => {
    const s = g.create(
      {
        decks: [
          [2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
          [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
        ],
      },
      1,
    );
    expect(g.respond(s, 0, [0]).ok).toBe(true);
    expect(g.decision(s)).toMatchObject({ player: 0, kind: 'select-cards', rule: 'toy §5', min: 0, max: 2 });
    expect(g.respond(s, 0, [2, 0]).ok).toBe(true);
    expect(s.discards[0]).toEqual([2, 2]);
    expect(s.hands[0]).toHaveLength(1);
    expect(g.decision(s)!.player).toBe(1);
  });

  it('never shows a player the other hand or a card the other drew', () => {
    for (let i = 0; i < 50; i++) {
      const s = g.create(config, `h${i}`);
      const rng = seedRng(`hh${i}`);
      for (let d = g.decision(s); d; d = g.decision(s)) {
        const v = g.view(s, (1 - d.player) as 0 | 1);
        expect(v.hand).toEqual(s.hands[1 - d.player]);
        expect(JSON.stringify(v)).not.toContain('hands');
        expect(v.opponentHand).toBe(s.hands[d.player].length);
        g.respond(s, d.player, randomAnswer(rng, d));
        for (const e of g.drainEvents(s)) {
          if (e.type !== 'draw') continue;
          expect(g.eventFor(e, e['player'] as 0 | 1)).toHaveProperty('card');
          expect(g.eventFor(e, (1 - (e['player'] as number)) as 0 | 1)).not.toHaveProperty('card');
        }
      }
      expect(g.result(s)).not.toBeNull();
    }
  });

  it('ends on totals when a player has nothing to play (toy §7)', () => {
    const s = g.create(
      {
        decks: [
          [1, 1, 1],
          [1, 1, 1],
        ],
        target: 100,
      },
      1,
    );
    advance(s, 'x', 100);
    expect(g.result(s)).toEqual({ winner: null, reason: 'exhausted', rule: 'toy §7' });
  });
});

// The kernel contract (replays, clone/serialize, refusals, every option, immutability, surrender, garbage states).
contract(toyContract);

describe('toy module decks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'toy-deck-'));

  it('bundled decks are legal', () => {
    for (const name of toyModule.bundledDecks()) expect(toyModule.checkDeck(toyModule.loadDeck(name))).toEqual([]);
  });

  it('reads a deck file with comments and reports bad lines as file:line', () => {
    const ok = join(dir, 'ok.txt');
    writeFileSync(ok, '# my deck\n1\n2\n\n3\n');
    expect(toyModule.loadDeck(ok)).toEqual([1, 2, 3]);
    const bad = join(dir, 'bad.txt');
    writeFileSync(bad, '1\nseven\n');
    expect(() => toyModule.loadDeck(bad)).toThrow(DeckFormatError);
    expect(() => toyModule.loadDeck(bad)).toThrow(`${bad}:2: "seven" is not a card number`);
    expect(() => toyModule.loadDeck('nope')).toThrow(/unknown deck "nope"/);
  });

  it('names every construction problem (toy §1)', () => {
    expect(toyModule.checkDeck([1, 2, 3])).toEqual([
      { rule: 'toy §1', message: 'a deck has 10 to 30 cards, this one has 3' },
    ]);
    const problems = toyModule.checkDeck([0, 5, 5, 5, 5, 5, 1, 2, 3, 4]);
    expect(problems.map((p) => p.message)).toEqual(['card 0 does not exist (1 to 9)', '5 copies of 5 (at most 4)']);
  });
});
