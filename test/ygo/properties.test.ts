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
import { isToken } from '../../src/ygo/card-stats.ts';
import { cardDef } from '../../src/ygo/cards/registry.ts';
import { tokenDeck, ygoContract } from './contract.ts';

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
  // 003 §3.3.2: a Token is created during the duel and vanishes when it leaves the field: it is then in no pile, but
  // still one card instance, counted once as gone. Only a Token may be gone, and a Token is never in a pile.
  for (const c of d.cards) {
    const token = isToken(cardDef(c.code));
    if (c.location === 'gone') {
      if (!token) return `card ${c.uid} is gone but is no Token`;
      seen[c.uid]!++;
    } else if (token && c.location !== 'mzone') return `Token ${c.uid} is in ${c.location}`;
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
