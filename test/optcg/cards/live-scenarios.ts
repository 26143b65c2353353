/**
 * Scenarios that must still be running when each test ends: a game lost by accident (e.g. deck-out after a
 * draw, 001 §9-2-1-2) would make later assertions meaningless. Call once per test file; use the returned builder.
 */
import { afterEach, expect } from 'vitest';
import { Scenario, type ScenarioSpec } from '../../../src/optcg/scenario.ts';

export function liveScenarios(): (spec: ScenarioSpec) => Scenario {
  const built: Scenario[] = [];
  afterEach(() => {
    const results = built.map((s) => s.g.result);
    built.length = 0;
    expect(results.filter((r) => r !== null)).toEqual([]);
  });
  return (spec) => {
    const s = Scenario.build(spec);
    built.push(s);
    return s;
  };
}
