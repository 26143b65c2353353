/**
 * Whole-duel properties (issue 2, ARCHITECTURE §2, §4, §7): random classic mirrors finish, every
 * card is in exactly one place at every decision, replays reproduce the event log byte for byte,
 * clones and serialized copies taken mid-duel (mid-chain included) continue identically, and no
 * hidden card identity reaches the other player.
 */
import { describe, expect, it } from 'vitest';
import { RandomAgent, runMatch, playReplay, randomAnswer, seedRng } from '../../src/core/index.ts';
import type { PlayerId } from '../../src/core/decision.ts';
import type { GameEvent } from '../../src/core/game.ts';
import { ygoModule } from '../../src/ygo/module.ts';
import { ygoGame } from '../../src/ygo/game.ts';
import type { DuelConfig, DuelState } from '../../src/ygo/state.ts';

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
    for (const [where, list] of [['deck', pl.deck], ['hand', pl.hand], ['gy', pl.gy], ['banished', pl.banished], ['extra', pl.extra], ['mzone', pl.mzone], ['szone', pl.szone], ['fzone', [pl.fzone]]] as const) {
      for (const u of list) {
        const e = mark(u, where);
        if (e) return e;
        if (u >= 0 && (where === 'deck' || where === 'hand' || where === 'gy' || where === 'banished' || where === 'extra') && d.cards[u]!.owner !== p) return `card ${u} in the wrong owner's ${where}`;
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
  it('1,000 seeded random duels finish, conserve cards, and replay byte for byte', () => {
    let decisions = 0;
    const reasons = new Map<string, number>();
    for (let g = 0; g < 1000; g++) {
      let problem: string | null = null;
      const out = runMatch(ygoGame, config, g, [new RandomAgent(`p0:${g}`), new RandomAgent(`p1:${g}`)], {
        recordEvents: g < 100,
        maxDecisions: 50_000,
        onDecision: (s) => {
          if (problem === null && (g < 100 || decisions % 7 === 0)) problem = conservationError(s as DuelState);
        },
      });
      expect(problem, `seed ${g}`).toBeNull();
      expect(out.result, `seed ${g} ended`).not.toBeNull();
      reasons.set(out.result!.reason, (reasons.get(out.result!.reason) ?? 0) + 1);
      decisions += out.decisions;
      if (g < 100) {
        // ARCHITECTURE §7: replaying reproduces every event byte for byte.
        const again = playReplay(ygoGame, JSON.parse(JSON.stringify(out.replay)));
        expect(JSON.stringify(again.events)).toBe(JSON.stringify(out.events));
        expect(again.finalState).toBe(ygoGame.serialize(out.state as DuelState));
      }
    }
    expect(decisions).toBeGreaterThan(1000 * 50);
    // Duels end by the rules: LP reaching 0 or a player unable to draw.
    for (const r of reasons.keys()) expect(['lp-zero', 'deck-out', 'lp-zero+lp-zero']).toContain(r);
  });

  it('clones and serialized copies taken at random decisions (mid-chain included) continue identically', () => {
    let midChain = 0;
    for (let g = 0; g < 60; g++) {
      const rng = seedRng(`branch:${g}`);
      const base = ygoGame.create(config, 1000 + g);
      // Walk to a random decision point, preferring one with a chain or a resolution in progress.
      const stopAt = 20 + (g * 37) % 200;
      for (let i = 0; i < stopAt && ygoGame.decision(base); i++) {
        const d = ygoGame.decision(base)!;
        if (i > 20 && base.chain.length > 0) break;
        ygoGame.respond(base, d.player, randomAnswer(rng, d));
      }
      if (base.chain.length > 0) midChain++;
      ygoGame.drainEvents(base);
      const copies = [base, ygoGame.clone(base), ygoGame.deserialize(ygoGame.serialize(base))];
      const logs: string[] = [];
      for (const s of copies) {
        const r = seedRng(`cont:${g}`);
        const evs: GameEvent[] = [];
        for (let n = 0; n < 5000 && ygoGame.decision(s); n++) {
          const d = ygoGame.decision(s)!;
          const res = ygoGame.respond(s, d.player, randomAnswer(r, d));
          expect(res.ok).toBe(true);
          evs.push(...ygoGame.drainEvents(s));
        }
        logs.push(JSON.stringify(evs) + ygoGame.serialize(s));
      }
      expect(logs[1]).toBe(logs[0]);
      expect(logs[2]).toBe(logs[0]);
    }
    expect(midChain).toBeGreaterThan(0);
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

  it('no hidden card identity reaches the other player (ARCHITECTURE §4)', () => {
    for (let g = 0; g < 40; g++) {
      const s = ygoGame.create(config, 5000 + g);
      const rng = seedRng(`hidden:${g}`);
      const check = (): void => {
        for (const p of [0, 1] as PlayerId[]) {
          const opp = 1 - p;
          const v = ygoGame.view(s, p);
          const text = JSON.stringify(v);
          expect(typeof v.players[opp].hand).toBe('number');
          expect(typeof v.players[opp].extra).toBe('number');
          for (const u of [...s.players[opp].hand, ...s.players[0].deck, ...s.players[1].deck, ...s.players[opp].extra]) {
            expect(text).not.toMatch(new RegExp(`"uid":${u},"code"`));
          }
          for (const mv of v.players[opp].monsters) if (mv && !mv.faceUp) expect(mv.code).toBeUndefined();
          for (const sv of v.players[opp].spellsTraps) if (sv && !sv.faceUp) expect(sv.code).toBeUndefined();
          if (v.decision) expect(v.decision.player).toBe(p);
        }
      };
      for (let n = 0; n < 3000 && ygoGame.decision(s); n++) {
        check();
        const d = ygoGame.decision(s)!;
        ygoGame.respond(s, d.player, randomAnswer(rng, d));
        for (const e of ygoGame.drainEvents(s)) {
          for (const p of [0, 1] as PlayerId[]) {
            const seen = ygoGame.eventFor(e, p);
            if (!seen) continue;
            // A card drawn or added privately by the opponent is never named.
            if ((e.type === 'draw' || (e.type === 'to-hand' && !e['reveal'])) && e['player'] !== p) expect(seen['code']).toBeUndefined();
            if (e.type === 'set-monster' || e.type === 'set-spell') expect(seen['code']).toBeUndefined();
          }
        }
      }
    }
  });
});
