import { describe, expect, it } from 'vitest';
import { optcgGame as game } from '../../../src/optcg/engine.ts';
import { loadDeck } from '../../../src/optcg/decks.ts';
import type { OptcgConfig } from '../../../src/optcg/types.ts';

const config: OptcgConfig = { decks: [loadDeck('st01'), loadDeck('st02')] };

describe('setup (001 §5-2)', () => {
  it('a seeded player chooses first or second; both draw 5; first player mulligans first', () => {
    const g = game.create(config, 7);
    const d = game.decision(g)!;
    expect(d.rule).toBe('001 §5-2-1-5');
    expect(d.player).toBe(g.chooser);
    game.respond(g, d.player, [1]); // go second
    const first = d.player === 0 ? 1 : 0;
    expect(g.firstPlayer).toBe(first);
    expect(g.players[0].hand).toHaveLength(5);
    expect(g.players[1].hand).toHaveLength(5);
    const m1 = game.decision(g)!;
    expect(m1.rule).toBe('001 §5-2-1-6-1');
    expect(m1.player).toBe(first);
  });

  it('mulligan returns the whole hand, shuffles and draws 5; Life is placed after, top card at the bottom', () => {
    const g = game.create(config, 11);
    game.respond(g, g.decision!.player, [0]);
    const fp = g.firstPlayer;
    const before = g.players[fp].hand.slice();
    game.respond(g, fp, [1]); // mulligan
    expect(g.players[fp].hand).toHaveLength(5);
    expect(g.players[fp].hand).not.toEqual(before);
    const sp = fp === 0 ? 1 : 0;
    const deckBefore = g.players[sp].deck.slice();
    game.respond(g, sp, [0]); // keep
    // 001 §2-9-2-1: the deck's top card becomes the bottom Life card.
    const life = g.players[sp].life;
    expect(life).toHaveLength(5);
    expect(life[0]).toBe(deckBefore[deckBefore.length - 1]);
    expect(life[4]).toBe(deckBefore[deckBefore.length - 5]);
    expect(g.players[sp].deck).toHaveLength(40);
  });

  it("first player's first turn: no draw, 1 DON!!, no attack options (001 §6-3-1, §6-4-1, §6-5-6-1)", () => {
    const g = game.create(config, 3);
    game.respond(g, g.decision!.player, [0]);
    game.respond(g, g.firstPlayer, [0]);
    game.respond(g, g.firstPlayer === 0 ? 1 : 0, [0]);
    const fp = g.firstPlayer;
    expect(g.turn).toBe(1);
    expect(g.players[fp].hand).toHaveLength(5);
    expect(g.players[fp].donActive).toBe(1);
    const d = game.decision(g)!;
    expect(d.player).toBe(fp);
    expect(d.options.some((o) => o.kind === 'attack')).toBe(false);
    // End turn: the second player draws and gets 2 DON!!, but cannot attack on their first turn either.
    game.respond(g, fp, [d.options.findIndex((o) => o.kind === 'end')]);
    const sp = fp === 0 ? 1 : 0;
    expect(g.turnPlayer).toBe(sp);
    expect(g.players[sp].hand).toHaveLength(6);
    expect(g.players[sp].donActive).toBe(2);
    expect(game.decision(g)!.options.some((o) => o.kind === 'attack')).toBe(false);
  });

  it('is deterministic in (config, seed)', () => {
    const a = game.create(config, 'x'),
      b = game.create(config, 'x');
    expect(game.serialize(a)).toBe(game.serialize(b));
  });
});

describe('start-of-game Leader abilities (001 §5-2-1-5-1)', () => {
  it('resolve after the play order is chosen and before the opening hands, the chooser first', async () => {
    const { draw, startOfGame } = await import('../../../src/optcg/cards/dsl.ts');
    const { withCards } = await import('../../../src/optcg/scenario.ts');
    withCards(
      { 'ST01-001': { abilities: [startOfGame(draw(1))] }, 'ST02-001': { abilities: [startOfGame(draw(2))] } },
      () => {
        const g = game.create(config, 7);
        const chooser = g.chooser;
        game.respond(g, chooser, [0]);
        const evs = game
          .drainEvents(g)
          .filter((e) => e.type === 'draw')
          .map((e) => e['player']);
        const lp = chooser === 0 ? [0] : [1, 1];
        expect(evs.slice(0, lp.length)).toEqual(lp);
        expect(g.players[0].hand).toHaveLength(6);
        expect(g.players[1].hand).toHaveLength(7);
      },
    );
  });
});
