/**
 * Random games with OP-02 decks (issue 8): every OP-02 card in play, random choices on both sides, the game ends
 * and cards are conserved at every decision. A smoke check of the new mechanics against every option the engine offers.
 */
import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../../src/core/agents.ts';
import { runMatch } from '../../../src/core/match.ts';
import type { AnyGame } from '../../../src/core/game.ts';
import { optcgGame } from '../../../src/optcg/engine.ts';
import { allCardNumbers, statsOf } from '../../../src/optcg/cards/stats.ts';
import { checkDeck } from '../../../src/optcg/rules/deck-check.ts';
import type { DeckList, OptcgState } from '../../../src/optcg/types.ts';
import { conservation } from '../invariants.ts';
import { contract } from '../../core/contract.ts';
import { optcgContract } from '../contract.ts';

const game = optcgGame as unknown as AnyGame;

/** A 50-card deck of the OP-02 cards (and ST-07…ST-10, P) of the Leader's colors, 4 copies each, in card order. */
function deckFor(leader: string): DeckList {
  const colors = statsOf(leader)!.colors;
  const pool = allCardNumbers().filter((n) => {
    const s = statsOf(n)!;
    return (
      s.category !== 'Leader' && /^(OP02|ST07|ST08|ST09|ST10|P)-/.test(n) && s.colors.every((c) => colors.includes(c))
    );
  });
  const cards: string[] = [];
  for (let i = 0; cards.length < 50; i++) cards.push(pool[Math.floor(i / 4) % pool.length]!);
  return { leader, cards };
}

const leaders = ['OP02-001', 'OP02-002', 'OP02-025', 'OP02-026', 'OP02-049', 'OP02-071', 'OP02-072', 'OP02-093'];

describe('random games with OP-02 decks', () => {
  it('every deck is legal', () => {
    for (const l of leaders) expect(checkDeck(deckFor(l)), l).toEqual([]);
  });

  it('64 random-vs-random games over the OP-02 Leaders finish, cards conserved at every decision', () => {
    for (let i = 0; i < 64; i++) {
      const a = deckFor(leaders[i % leaders.length]!),
        b = deckFor(leaders[Math.floor(i / leaders.length) % leaders.length]!);
      const out = runMatch(game, { decks: [a, b] }, i, [new RandomAgent(`a${i}`), new RandomAgent(`b${i}`)], {
        recordReplay: false,
        maxDecisions: 50_000,
        onDecision: (s) => {
          const err = conservation(s as OptcgState);
          if (err) throw new Error(`game ${i}: ${err}`);
        },
      });
      expect(out.result, `game ${i}`).not.toBeNull();
    }
  });
});

// The kernel contract (replays, clones and serializations mid-battle and mid-resolution, refusals, every offered option
// accepted, hidden identities incl. face-up Life) on the OP-02 decks.
contract({
  ...optcgContract,
  name: 'optcg (OP-02 decks)',
  config: (i) => ({
    decks: [deckFor(leaders[i % leaders.length]!), deckFor(leaders[(i * 3 + 1) % leaders.length]!)],
  }),
  games: 16,
  sampledDecisions: 200,
  minMidway: { resolution: 4, battle: 6 },
});
