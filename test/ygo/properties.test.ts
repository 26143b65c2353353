/**
 * Whole-duel properties. The kernel contract (replays byte for byte, clones and serialized copies
 * mid-chain, refusals, every option accepted, immutable decisions and views, hidden identities,
 * surrender, garbage states) is the shared battery, run here on the Yu-Gi-Oh! module; the checks
 * below are this game's own: random classic mirrors finish, every card is in exactly one place at
 * every decision, and every rule-set preset plays whole duels.
 */
import { describe, expect, it } from 'vitest';
import { RandomAgent, runMatch } from '../../src/core/index.ts';
import { ygoModule } from '../../src/ygo/module.ts';
import { ygoGame } from '../../src/ygo/game.ts';
import type { DuelConfig, DuelState } from '../../src/ygo/state.ts';
import { checkDuelCards } from '../../src/ygo/state-check.ts';
import { contract } from '../core/contract.ts';
import { isToken } from '../../src/ygo/card-stats.ts';
import { cardDef } from '../../src/ygo/cards/registry.ts';
import { pendulumDeck, tokenDeck, ygoContract } from './contract.ts';

const deck = ygoModule.loadDeck('classic');
const config: DuelConfig = ygoModule.configFor([deck, deck]);

/** Every card in exactly one place, the one its record names (the deserialize check, src/ygo/state-check.ts). */
function conservationError(d: DuelState): string | null {
  try {
    checkDuelCards(d);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

describe('YGO random classic mirrors', () => {
  it('1,000 seeded random duels finish and conserve cards', () => {
    let decisions = 0;
    const reasons = new Map<string, number>();
    for (let g = 0; g < 1000; g++) {
      let problem: string | null = null;
      const out = runMatch(ygoGame, config, g, [new RandomAgent(`p0:${g}`), new RandomAgent(`p1:${g}`)], {
        recordReplay: false,
        maxDecisions: 50_000,
        onDecision: (s) => {
          if (problem === null && (g < 100 || decisions % 7 === 0)) problem = conservationError(s as DuelState);
        },
      });
      expect(problem, `seed ${g}`).toBeNull();
      expect(out.result, `seed ${g} ended`).not.toBeNull();
      reasons.set(out.result!.reason, (reasons.get(out.result!.reason) ?? 0) + 1);
      decisions += out.decisions;
    }
    expect(decisions).toBeGreaterThan(1000 * 50);
    // Duels end by the rules: LP reaching 0 or a player unable to draw.
    for (const r of reasons.keys()) expect(['lp-zero', 'deck-out', 'lp-zero+lp-zero']).toContain(r);
  });

  it('random duels with Token makers create Tokens and conserve cards, under every preset (003 §3.3.2)', () => {
    let created = 0;
    let vanished = 0;
    for (const rules of ['master-rule-2020', 'master-rule-2', 'pre-2008', 'ocg-2005'] as const) {
      const cfg = ygoModule.configFor([tokenDeck, tokenDeck], { rules });
      for (let g = 0; g < 40; g++) {
        let problem: string | null = null;
        let last: DuelState | null = null;
        const out = runMatch(
          ygoGame,
          cfg,
          `tokens:${rules}:${g}`,
          [new RandomAgent(`a:${g}`), new RandomAgent(`b:${g}`)],
          {
            maxDecisions: 50_000,
            onDecision: (st) => {
              last = st as DuelState;
              if (problem === null) problem = conservationError(last);
            },
          },
        );
        expect(problem, `${rules} seed ${g}`).toBeNull();
        expect(out.result).not.toBeNull();
        const cards = (last as DuelState | null)?.cards ?? [];
        created += cards.filter((c) => isToken(cardDef(c.code))).length;
        vanished += cards.filter((c) => c.location === 'gone').length;
      }
    }
    // Not vacuous: Tokens were made and some vanished.
    expect(created).toBeGreaterThan(20);
    expect(vanished).toBeGreaterThan(5);
  });

  it('random duels with Pendulum Monsters Pendulum Summon and conserve cards; master-rule-2 has none (003 §3.3.2)', () => {
    let pendulumSummoned = 0;
    let faceUpExtra = 0;
    for (const rules of ['master-rule-2020', 'master-rule-2'] as const) {
      const cfg = ygoModule.configFor([pendulumDeck, pendulumDeck], { rules });
      for (let g = 0; g < (rules === 'master-rule-2' ? 10 : 40); g++) {
        let problem: string | null = null;
        const out = runMatch(
          ygoGame,
          cfg,
          `pendulum:${rules}:${g}`,
          [new RandomAgent(`a:${g}`), new RandomAgent(`b:${g}`)],
          {
            maxDecisions: 50_000,
            onDecision: (st) => {
              const d = st as DuelState;
              if (problem === null) problem = conservationError(d);
              for (const c of d.cards) {
                if (c.summon === 'pendulum') pendulumSummoned++;
                if (c.location === 'extra' && c.faceUp) faceUpExtra++;
              }
            },
          },
        );
        expect(problem, `${rules} seed ${g}`).toBeNull();
        expect(out.result).not.toBeNull();
      }
      if (rules === 'master-rule-2') {
        expect(pendulumSummoned, 'no Pendulum Summon under master-rule-2').toBe(0);
        expect(faceUpExtra, 'no face-up Extra Deck under master-rule-2').toBe(0);
      } else {
        // Not vacuous: Pendulum Summons happened and Pendulums went face-up to the Extra Deck.
        expect(pendulumSummoned).toBeGreaterThan(0);
        expect(faceUpExtra).toBeGreaterThan(0);
        pendulumSummoned = 0;
        faceUpExtra = 0;
      }
    }
  });

  it('every rule-set preset plays whole duels (ARCHITECTURE §5), with its own first-turn draw', () => {
    for (const rules of ['master-rule-2020', 'master-rule-4', 'master-rule-2', 'pre-2008', 'ocg-2005'] as const) {
      const cfg = ygoModule.configFor([deck, deck], { rules });
      for (let g = 0; g < 40; g++) {
        let problem: string | null = null;
        const out = runMatch(ygoGame, cfg, `${rules}:${g}`, [new RandomAgent(`a:${g}`), new RandomAgent(`b:${g}`)], {
          maxDecisions: 50_000,
          onDecision: (st) => {
            if (problem === null) problem = conservationError(st as DuelState);
          },
        });
        expect(problem, `${rules} seed ${g}`).toBeNull();
        expect(out.result).not.toBeNull();
      }
      // 003 §3.6.3: the first player skips the first draw under Master Rule; 000/002/004 wrote no such exception.
      const d = ygoGame.create({ ...cfg, firstPlayer: 0 }, `${rules}:opening`);
      expect(d.turn).toBe(1);
      expect(d.players[0].hand.length).toBe(d.rules.firstPlayerDraws ? 6 : 5);
      expect(d.rules.firstPlayerDraws).toBe(rules !== 'master-rule-2020' && rules !== 'master-rule-4');
    }
  });
});

contract(ygoContract);
