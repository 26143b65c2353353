import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../src/core/agents.ts';
import { runMatch } from '../../src/core/match.ts';
import type { AnyGame } from '../../src/core/game.ts';
import { optcgGame } from '../../src/optcg/engine.ts';
import type { OptcgState } from '../../src/optcg/types.ts';
import { contract } from '../core/contract.ts';
import { deckPairings, optcgContract, pairingConfig } from './contract.ts';
import { conservation } from './invariants.ts';

const game = optcgGame as unknown as AnyGame;
/**
 * Laps over every pairing of the bundled decks, seats swapped every other lap: 6 × 171 = 1,026 games, times
 * CONTRACT_SCALE (as the battery below) for a deeper run by hand.
 */
const LAPS = 6 * Math.max(1, Number(process.env['CONTRACT_SCALE'] ?? 1) || 1);

describe('random games (every pairing of the bundled decks, both seatings)', () => {
  it(`${LAPS * deckPairings.length} random-vs-random games finish without an error, cards conserved at every decision`, () => {
    const reasons = new Map<string, number>();
    const games = LAPS * deckPairings.length;
    for (let i = 0; i < games; i++) {
      const cfg = pairingConfig(i);
      const out = runMatch(game, cfg, i, [new RandomAgent(`a${i}`), new RandomAgent(`b${i}`)], {
        recordReplay: false,
        maxDecisions: 50_000,
        onDecision: (s) => {
          const err = conservation(s as OptcgState);
          if (err) throw new Error(`game ${i}: ${err}`);
        },
      });
      expect(out.result, `game ${i} (${deckPairings[i % deckPairings.length]!.names.join(' vs ')})`).not.toBeNull();
      const err = conservation(out.state as OptcgState);
      if (err) throw new Error(`game ${i} end: ${err}`);
      reasons.set(out.result!.reason, (reasons.get(out.result!.reason) ?? 0) + 1);
    }
    expect(reasons.get('damage-at-zero-life')!).toBeGreaterThan(games / 2);
  });
});

// The kernel contract (replays, clones mid-resolution, refusals, every option, immutability, hidden identities,
// surrender, garbage states): the shared battery. Card conservation above is this game's own invariant.
contract(optcgContract);
