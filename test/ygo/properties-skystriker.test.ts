/**
 * The whole-duel properties on the Sky Striker benchmark mirror (issue 7), under the current Master Rule and under
 * Master Rule 4: 1,000 seeded random duels per rule set finish by the rules and conserve every card, and the kernel
 * contract battery (replay identity, clones and serialized copies mid-chain, refusals, every offered option accepted,
 * hidden identities never leaked) runs on the mirror alone.
 */
import { describe, expect, it } from 'vitest';
import { RandomAgent, runMatch } from '../../src/core/index.ts';
import { ygoModule } from '../../src/ygo/module.ts';
import { ygoGame } from '../../src/ygo/game.ts';
import type { DuelState } from '../../src/ygo/state.ts';
import { checkDuelCards } from '../../src/ygo/state-check.ts';
import { cardDef } from '../../src/ygo/cards/registry.ts';
import { contract } from '../core/contract.ts';
import { ygoContract } from './contract.ts';

const skyStriker = ygoModule.loadDeck('skystriker');
const presets = ['master-rule-2020', 'master-rule-4'] as const;
const configs = presets.map((rules) => ygoModule.configFor([skyStriker, skyStriker], { rules }));

/** Every card in exactly one place, the one its record names (the deserialize check, src/ygo/state-check.ts). */
function conservationError(d: DuelState): string | null {
  try {
    checkDuelCards(d);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

describe('YGO random Sky Striker mirrors', () => {
  presets.forEach((rules, r) => {
    it(`1,000 seeded random duels under ${rules} finish by the rules and conserve cards`, () => {
      const reasons = new Map<string, number>();
      const linkSummoned = new Set<string>();
      let decisions = 0;
      let longestChain = 0;
      for (let g = 0; g < 1000; g++) {
        let problem: string | null = null;
        let n = 0;
        const out = runMatch(
          ygoGame,
          configs[r]!,
          `sky:${rules}:${g}`,
          [new RandomAgent(`a:${g}`), new RandomAgent(`b:${g}`)],
          {
            recordReplay: false,
            maxDecisions: 50_000,
            onDecision: (s) => {
              const d = s as DuelState;
              n++;
              longestChain = Math.max(longestChain, d.chain.length);
              if (problem === null && (g < 50 || n % 7 === 0)) problem = conservationError(d);
              if (g % 10 === 0)
                for (const c of d.cards) if (c.summon === 'link') linkSummoned.add(cardDef(c.code).name);
            },
          },
        );
        expect(problem, `${rules} seed ${g}`).toBeNull();
        expect(out.result, `${rules} seed ${g} ended`).not.toBeNull();
        reasons.set(out.result!.reason, (reasons.get(out.result!.reason) ?? 0) + 1);
        decisions += out.decisions;
      }
      // Duels end by the rules: LP reaching 0 or a player unable to draw (003 §1.3).
      for (const r of reasons.keys()) expect(['lp-zero', 'deck-out', 'lp-zero+lp-zero']).toContain(r);
      // Not vacuous: whole duels, the deck's Link Monsters Link Summoned, chains built (hand traps, Quick-Play Spells).
      expect(decisions).toBeGreaterThan(1000 * 50);
      expect(linkSummoned.size).toBeGreaterThanOrEqual(3);
      expect(longestChain).toBeGreaterThanOrEqual(3);
    }, 600_000); // about 40 s on an idle core; the suite runs beside other files
  });
});

contract({
  ...ygoContract,
  name: 'ygo (Sky Striker mirror, master-rule-2020 and master-rule-4)',
  config: (i) => configs[i % 2],
  games: 24,
  positions: [],
  // Random Sky Striker duels are seldom in battle within the contract's first 190 decisions: the cuts here are taken
  // mid-chain and mid-resolution (the classic and Fusion decks of ygoContract take the battle cuts).
  minMidway: { chain: 4, resolution: 4 },
});
