/**
 * The ONE PIECE blunder suite (issue 9): a sensible player attacks the Leader for the last Life, does not attack with
 * less power than the defender, counters lethal, keeps counters when the hit does not matter, and plays its strongest
 * Character on curve. The heuristic agent passes it, playing from its view only.
 */
import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../../src/core/agents.ts';
import { runMatch } from '../../../src/core/match.ts';
import { OptcgHeuristicAgent } from '../../../src/optcg/agents/heuristic.ts';
import { optcgModule } from '../../../src/optcg/module.ts';
import { Scenario } from '../../../src/optcg/scenario.ts';

const LUFFY = 'ST01-001',
  KID = 'ST02-001';

/** The label of the heuristic agent's answer to the current decision. */
function agentChoice(s: Scenario, seed = 1): string {
  const d = s.decision!;
  const answer = new OptcgHeuristicAgent(seed).act({ decision: d, state: s.g });
  return d.options[answer[0]!]!.label;
}

describe('the heuristic agent avoids the blunders (issue 9)', () => {
  it('attacks the Leader when the hit takes the last Life card and the attack reaches its power', () => {
    const s = Scenario.build({ p0: { leader: LUFFY, chars: ['ST01-010'] }, p1: { leader: KID, life: [] } });
    expect(agentChoice(s)).toMatch(/^Attack Eustass"Captain"Kid \(ST02-001\)/);
  });

  it('does not attack with less power than the defending Leader', () => {
    // Nami (2000) cannot win against a 5000 Leader; with no DON!! to give, it ends the turn instead.
    const s = Scenario.build({ p0: { leader: LUFFY, leaderRested: true, chars: ['ST01-007'] }, p1: { leader: KID } });
    expect(s.decision!.options.some((o) => o.label.startsWith('Attack'))).toBe(true);
    expect(agentChoice(s)).not.toMatch(/^Attack/);
  });

  it('counters an attack that would take its last Life card, and keeps counters for a harmless hit', () => {
    const lethal = Scenario.build({
      p0: { leader: LUFFY, leaderDon: 1 },
      p1: { leader: KID, life: [], hand: ['ST02-011'] },
    });
    lethal.choose(/^Attack Eustass/);
    expect(lethal.decision?.about).toBe('counter-step');
    expect(agentChoice(lethal)).toMatch(/^Counter Heat .* on Eustass/);
    const harmless = Scenario.build({
      p0: { leader: LUFFY, leaderDon: 1 },
      p1: { leader: KID, life: ['ST02-002', 'ST02-002', 'ST02-002', 'ST02-002'], hand: ['ST02-011'] },
    });
    harmless.choose(/^Attack Eustass/);
    expect(harmless.decision?.about).toBe('counter-step');
    expect(agentChoice(harmless)).toBe('Done (no more counters)');
  });

  it('plays its most expensive Character first', () => {
    const s = Scenario.build({
      p0: { leader: LUFFY, hand: ['ST01-007', 'ST01-005'], donActive: 5 },
      p1: { leader: KID },
    });
    expect(s.decision!.options.some((o) => o.label.startsWith('Play Nami'))).toBe(true);
    expect(agentChoice(s)).toMatch(/^Play Jinbe/);
  });

  it('beats the random agent in ST-01 vs ST-02, decks and seats alternated', () => {
    const [a, b] = [optcgModule.loadDeck('st01'), optcgModule.loadDeck('st02')];
    let wins = 0;
    const games = 20;
    for (let g = 0; g < games; g++) {
      const seat = g % 2;
      const h = new OptcgHeuristicAgent(`h${g}`);
      const r = new RandomAgent(`r${g}`);
      const cfg = optcgModule.configFor(seat === 0 ? [a, b] : [b, a]);
      const out = runMatch(optcgModule.game, cfg, `blunders:${g}`, seat === 0 ? [h, r] : [r, h], {
        maxDecisions: 50_000,
        recordReplay: false,
      });
      if (out.result?.winner === seat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(18);
  });
});
