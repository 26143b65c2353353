/** What the board needs to know of a Yu-Gi-Oh! rule set: whether it has Pendulum Zones (003 §3.2.1). */
import { ruleSet, type RuleSet, type RuleSetId } from '../../../src/ygo/rulesets.ts';

/** The rule set a match without a named one plays under (the engine's default, src/ygo/module.ts). */
export const DEFAULT_YGO_RULES: RuleSetId = 'master-rule-2020';

/** 003 §3.2.1: the end Spell & Trap Zones act as Pendulum Zones where the rule set has Pendulum Summons. */
export function hasPendulumZones(rules: string | null): boolean {
  // An id this build does not know has no preset: no Pendulum Zones are drawn for it.
  const set = ruleSet((rules ?? DEFAULT_YGO_RULES) as RuleSetId) as RuleSet | undefined;
  return set?.summonMethods.includes('pendulum') ?? false;
}
