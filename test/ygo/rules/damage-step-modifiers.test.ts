/**
 * 003 §3.6.3 Damage Step (issue 11 item 10): ATK/DEF modifiers may be activated at the start of the Damage Step
 * and before damage calculation, not during or after it, nor at its end. Counter Traps are not limited.
 */
import { describe, expect, it } from 'vitest';
import { whyNotActivatable, REFUSALS } from '../../../src/ygo/rules/activation.ts';
import { scenario, type Scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

/** Which Damage Step windows offered `label` to the attacking player, by their `about`. */
function offeredAt(s: Scenario, label: string): Record<string, boolean> {
  const seen: Record<string, boolean> = {};
  for (let i = 0; i < 60 && s.decision && s.duel.phase === 'battle'; i++) {
    const d = s.decision;
    if (d.about.startsWith('damage') || d.about.includes('damage-calculation')) {
      if (d.player === 0) seen[d.about] = s.has(label);
    }
    s.passUntil((x) => x.decision !== d, 1);
  }
  return seen;
}

function attackBlueEyes(code: number): Scenario {
  const s = scenario()
    .askAlways()
    .monster(0, C.CELTIC_GUARDIAN)
    .hand(0, code)
    .monster(1, C.BLUE_EYES)
    .deck(0, C.FERAL_IMP, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP, C.FERAL_IMP)
    .start();
  s.choose('Enter the Battle Phase');
  s.passUntilOffered('Attack');
  s.choose('Attack Blue-Eyes');
  return s;
}

describe('ATK/DEF modifiers in the Damage Step (003 §3.6.3)', () => {
  for (const [name, code] of [
    ['Rush Recklessly', C.RUSH_RECKLESSLY],
    ['Shrink', C.SHRINK],
  ] as const) {
    it(`${name} is offered at the start and before damage calculation only`, () => {
      const seen = offeredAt(attackBlueEyes(code), `Activate ${name}`);
      expect(seen).toEqual({
        'damage-step-start': true,
        'before-damage-calculation': true,
        'during-damage-calculation': false,
        'after-damage-calculation': false,
        'damage-step-end': false,
      });
    });
  }

  it('the refusal names the rule', () => {
    const s = attackBlueEyes(C.RUSH_RECKLESSLY);
    s.passUntil((x) => x.decision?.about === 'during-damage-calculation' && x.decision.player === 0);
    const rush = s.find(C.RUSH_RECKLESSLY, 'hand');
    expect(whyNotActivatable(s.duel, 0, rush.uid, 0, 'damage')).toBe(REFUSALS.damageStepModifierLate);
    expect(REFUSALS.damageStepModifierLate.rule).toBe('003 §3.6.3');
  });
});
