/** Matches: best of 3 (003 §3.7; 000 p.27, 002 p.25) and who chooses first in later Duels (003 §3.6.1). */
import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../../src/core/agents.ts';
import { ygoGame } from '../../../src/ygo/game.ts';
import { matchStanding, playMatch } from '../../../src/ygo/match.ts';
import { ygoModule } from '../../../src/ygo/module.ts';

describe('Match results (000/002 S-21)', () => {
  it('W-W and W-D-D win; W-L-D and D-D-D are draws; a Match ends as soon as one player has 2 wins', () => {
    expect(matchStanding([0, 0])).toMatchObject({ over: true, winner: 0 });
    expect(matchStanding([1, null, null])).toMatchObject({ over: true, winner: 1 });
    expect(matchStanding([0, 1, null])).toMatchObject({ over: true, winner: null });
    expect(matchStanding([null, null, null])).toMatchObject({ over: true, winner: null });
    expect(matchStanding([0, 1])).toMatchObject({ over: false });
    expect(matchStanding([0, null])).toMatchObject({ over: false });
  });

  it("the previous Duel's loser chooses first or second (003 §3.6.1)", () => {
    const deck = ygoModule.loadDeck('classic');
    const config = ygoModule.configFor([deck, deck]);
    const duel = ygoGame.create({ ...config, chooser: 1 }, 'later-duel');
    const d = ygoGame.decision(duel)!;
    expect(d.player).toBe(1);
    expect(d.rule).toBe('003 §3.6.1');
    expect(d.options.map((o) => o.label)).toEqual(['Go first', 'Go second']);
    ygoGame.respond(duel, 1, [1]);
    expect(duel.firstPlayer).toBe(0);
  });

  it('random Matches play 2 or 3 Duels and score them by the table', () => {
    const deck = ygoModule.loadDeck('classic');
    const config = ygoModule.configFor([deck, deck]);
    for (let m = 0; m < 10; m++) {
      const play = playMatch(config, `match:${m}`, [new RandomAgent(`a${m}`), new RandomAgent(`b${m}`)]);
      expect(play.results.length).toBeGreaterThanOrEqual(2);
      expect(play.results.length).toBeLessThanOrEqual(3);
      expect(play.standing.over).toBe(true);
      // Every later Duel after a decisive one started with the loser's choice, not a coin toss.
      play.outcomes.slice(1).forEach((o, i) => {
        const prev = play.results[i]!;
        expect((o.replay.config as { chooser?: number }).chooser).toBe(
          prev.winner === null ? undefined : 1 - prev.winner,
        );
      });
    }
  });
});
