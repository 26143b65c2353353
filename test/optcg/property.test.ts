import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../src/core/agents.ts';
import { runMatch } from '../../src/core/match.ts';
import type { AnyGame } from '../../src/core/game.ts';
import { optcgGame } from '../../src/optcg/engine.ts';
import { loadDeck } from '../../src/optcg/decks.ts';
import type { OptcgConfig, OptcgState } from '../../src/optcg/types.ts';
import { contract } from '../core/contract.ts';
import { optcgContract } from './contract.ts';
import { conservation } from './invariants.ts';

const game = optcgGame as unknown as AnyGame;
const decks = ['st01', 'st02', 'st03', 'st04'].map(loadDeck);
const pairings: OptcgConfig[] = [];
for (const a of decks) for (const b of decks) pairings.push({ decks: [a, b] });

describe('random games (all starter deck pairings)', () => {
  it('1,000 random-vs-random games finish without an error, cards conserved at every decision', () => {
    const reasons = new Map<string, number>();
    for (let i = 0; i < 1000; i++) {
      const cfg = pairings[i % pairings.length]!;
      const out = runMatch(game, cfg, i, [new RandomAgent(`a${i}`), new RandomAgent(`b${i}`)], {
        recordReplay: false,
        maxDecisions: 50_000,
        onDecision: (s) => {
          const err = conservation(s as OptcgState);
          if (err) throw new Error(`game ${i}: ${err}`);
        },
      });
      expect(out.result).not.toBeNull();
      const err = conservation(out.state as OptcgState);
      if (err) throw new Error(`game ${i} end: ${err}`);
      reasons.set(out.result!.reason, (reasons.get(out.result!.reason) ?? 0) + 1);
    }
    expect(reasons.get('damage-at-zero-life')! > 500).toBe(true);
  });
});

// The kernel contract (replays, clones mid-resolution, refusals, every option, immutability, hidden identities,
// surrender, garbage states): the shared battery. Card conservation above is this game's own invariant.
contract(optcgContract);
