/** What the board needs to know of a Yu-Gi-Oh! rule set: which zones it has (003 §3.2.1). */
import { ruleSet, type RuleSet, type RuleSetId } from '../../../src/ygo/rulesets.ts';

/** The rule set a match without a named one plays under (the engine's default, src/ygo/module.ts). */
export const DEFAULT_YGO_RULES: RuleSetId = 'master-rule-2020';

/** The preset of a rule-set id (none for an id this build does not know). */
function preset(rules: string | null): RuleSet | undefined {
  return ruleSet((rules ?? DEFAULT_YGO_RULES) as RuleSetId) as RuleSet | undefined;
}

/** 003 §3.2.1: the end Spell & Trap Zones act as Pendulum Zones where the rule set has Pendulum Summons. */
export function hasPendulumZones(rules: string | null): boolean {
  return preset(rules)?.summonMethods.includes('pendulum') ?? false;
}

/** 003 §3.2.1: the two Extra Monster Zones exist from Master Rule 4 on; older rule sets have none. */
export function hasExtraMonsterZones(rules: string | null): boolean {
  return preset(rules)?.extraMonsterZones ?? true;
}
