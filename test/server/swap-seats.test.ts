/** GameModule.swapSeats, which a rematch uses: each player keeps their deck and their seat-bound settings. */
import { describe, expect, it } from 'vitest';
import { optcgModule } from '../../src/optcg/module.ts';
import { ygoModule } from '../../src/ygo/module.ts';

describe('swapSeats', () => {
  it('Yu-Gi-Oh!: the decks change seats, and so does a fixed first player or chooser (003 §3.6.1)', () => {
    const classic = ygoModule.loadDeck('classic');
    const sky = ygoModule.loadDeck('skystriker');
    const config = { ...ygoModule.configFor([classic, sky], { rules: 'master-rule-4' }), firstPlayer: 0 as const };
    const swapped = ygoModule.swapSeats(config);
    expect(swapped.decks).toEqual([config.decks[1], config.decks[0]]);
    expect(swapped.rules).toBe('master-rule-4');
    expect(swapped.firstPlayer).toBe(1);
    expect(ygoModule.swapSeats({ ...config, firstPlayer: undefined, chooser: 1 }).chooser).toBe(0);
    expect(ygoModule.swapSeats(swapped)).toEqual(config);
  });

  it('ONE PIECE: the decks change seats', () => {
    const config = optcgModule.configFor([optcgModule.loadDeck('st01'), optcgModule.loadDeck('st03')]);
    const swapped = optcgModule.swapSeats(config);
    expect(swapped.decks.map((d) => d.leader)).toEqual([config.decks[1].leader, config.decks[0].leader]);
    // Player 0 of the swapped game leads with what was player 1's Leader.
    const view = optcgModule.game.view(optcgModule.game.create(swapped, 1), 0);
    expect(view.players[0].leader.number).toBe(config.decks[1].leader);
  });
});
