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
import { contract } from '../core/contract.ts';
import { ygoContract } from './contract.ts';

const deck = ygoModule.loadDeck('classic');
const config: DuelConfig = ygoModule.configFor([deck, deck]);

function conservationError(d: DuelState): string | null {
  const seen = new Array<number>(d.cards.length).fill(0);
  const mark = (u: number, where: string): string | null => {
    if (u < 0) return null;
    seen[u]!++;
    const c = d.cards[u]!;
    if (c.location !== where) return `card ${u} listed in ${where} but says ${c.location}`;
    return null;
  };
  for (const p of [0, 1] as const) {
    const pl = d.players[p];
    for (const [where, list] of [
      ['deck', pl.deck],
      ['hand', pl.hand],
      ['gy', pl.gy],
      ['banished', pl.banished],
      ['extra', pl.extra],
      ['mzone', pl.mzone],
      ['szone', pl.szone],
      ['fzone', [pl.fzone]],
    ] as const) {
      for (const u of list) {
        const e = mark(u, where);
        if (e) return e;
        if (
          u >= 0 &&
          (where === 'deck' || where === 'hand' || where === 'gy' || where === 'banished' || where === 'extra') &&
          d.cards[u]!.owner !== p
        )
          return `card ${u} in the wrong owner's ${where}`;
      }
    }
  }
  for (const u of d.emz) {
    const e = mark(u, 'mzone');
    if (e) return e;
  }
  const bad = seen.findIndex((n) => n !== 1);
  return bad >= 0 ? `card ${bad} is in ${seen[bad]} places` : null;
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

  it('every rule-set preset plays whole duels (ARCHITECTURE §5), with its own first-turn draw', () => {
    for (const rules of ['master-rule-2020', 'master-rule-2', 'pre-2008', 'ocg-2005'] as const) {
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
      expect(d.rules.firstPlayerDraws).toBe(rules !== 'master-rule-2020');
    }
  });
});

contract(ygoContract);
