/**
 * Every Yu-Gi-Oh! decision says what it is about (a member of YGO_ABOUT) and every option has a stable id,
 * unique within its decision; `askAlways` asks even when a single action is legal.
 */
import { describe, expect, it } from 'vitest';
import { RandomAgent } from '../../src/core/agents.ts';
import type { Decision } from '../../src/core/decision.ts';
import { runMatch } from '../../src/core/match.ts';
import { unreadable } from '../core/readable-decisions.ts';
import { YGO_ABOUT } from '../../src/ygo/decisions.ts';
import { ygoGame } from '../../src/ygo/game.ts';
import { ygoModule } from '../../src/ygo/module.ts';
import type { DuelConfig, DuelState } from '../../src/ygo/state.ts';

const deck = ygoModule.loadDeck('classic');
const RULES = ['master-rule-2020', 'master-rule-2', 'pre-2008'] as const;

/** Plays `games` random duels per rule set and returns every decision met. */
function decisionsOf(config: (rules: (typeof RULES)[number]) => DuelConfig, games: number): Decision[] {
  const seen: Decision[] = [];
  for (const rules of RULES) {
    for (let i = 0; i < games; i++) {
      runMatch(ygoGame, config(rules), `about-${rules}-${i}`, [new RandomAgent(`a${i}`), new RandomAgent(`b${i}`)], {
        onDecision: (s) => {
          seen.push(ygoGame.decision(s as DuelState)!);
        },
      });
    }
  }
  return seen;
}

describe('decisions a program can read', () => {
  const all = decisionsOf((rules) => ygoModule.configFor([deck, deck], { rules }), 6);

  it('every decision is about a member of the closed set', () => {
    expect(all.length).toBeGreaterThan(1000);
    const bad = all.filter((d) => !(YGO_ABOUT as readonly string[]).includes(d.about ?? ''));
    expect(bad.map((d) => d.prompt)).toEqual([]);
    // The common ones are met: the test is not vacuous.
    const met = new Set(all.map((d) => d.about));
    for (const a of ['first-or-second', 'main-phase-action', 'battle-step-action', 'chain-response', 'target']) {
      expect(met.has(a as never), a).toBe(true);
    }
  });

  it('every option has an id, unique within its decision', () => {
    expect(unreadable(all, YGO_ABOUT)).toEqual([]);
  });

  it('two copies of a card are told apart by their ids', () => {
    const twins = all.find((d) => {
      const labels = d.options.map((o) => o.label);
      return labels.some((l, i) => labels.indexOf(l) !== i);
    });
    expect(twins).toBeDefined();
    const ids = twins!.options.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('askAlways (ARCHITECTURE §3)', () => {
  const config = (askAlways: boolean): DuelConfig => ({ ...ygoModule.configFor([deck, deck]), askAlways });

  it('a lone legal action is asked when askAlways is set, and taken silently otherwise', () => {
    const lone = (c: DuelConfig): Decision[] => {
      const out: Decision[] = [];
      runMatch(ygoGame, c, 'lone', [new RandomAgent('x'), new RandomAgent('y')], {
        onDecision: (s) => {
          const d = ygoGame.decision(s as DuelState)!;
          if (d.kind === 'action' && d.options.length === 1) out.push(d);
        },
      });
      return out;
    };
    expect(lone(config(false))).toEqual([]);
    const asked = lone(config(true));
    expect(asked.length).toBeGreaterThan(10);
    // The Draw Phase's window with nothing to activate: "Pass" alone is offered.
    expect(asked.some((d) => d.about === 'priority' && d.options[0]!.id === 'pass')).toBe(true);
  });

  it('a duel with askAlways replays to the same events', () => {
    const a = runMatch(ygoGame, config(true), 7, [new RandomAgent('p'), new RandomAgent('q')], { recordEvents: true });
    const b = runMatch(ygoGame, config(true), 7, [new RandomAgent('p'), new RandomAgent('q')], { recordEvents: true });
    expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events));
    expect(a.decisions).toBeGreaterThan(0);
  });
});
