/**
 * 003 §3.4.3 (TC-50): triggers activated from the hand that Special Summon their own card (Gorz the Emissary of
 * Darkness) cannot be chained together: of several in one hand, only one may be activated.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

function directAttack(...hand: number[]) {
  const s = scenario()
    .turn(1)
    .hand(0, ...hand)
    .monster(1, C.CELTIC_GUARDIAN)
    .deck(0, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP)
    .start();
  s.choose('Enter the Battle Phase');
  s.choose(/Attack directly with Celtic Guardian/);
  s.passUntil((x) => x.decision?.player === 0 && x.decision.about === 'trigger-select');
  return s;
}

describe('self-Summoning hand triggers at the same timing (003 §3.4.3)', () => {
  it('one Gorz: the plain optional trigger question', () => {
    const s = directAttack(C.GORZ);
    expect(s.decision!.prompt).toMatch(/^Activate which optional trigger effects/);
  });

  it('two Gorz: the player first picks which one may be activated; choosing none activates nothing', () => {
    const s = directAttack(C.GORZ, C.GORZ);
    expect(s.decision!.prompt).toMatch(/^Only one of these/);
    expect(s.decision!.max).toBe(1);
    s.answer([]);
    s.passUntil((x) => x.duel.battle === null);
    expect(s.events('activate').length).toBe(0);
    expect(s.codes(0, 'hand').filter((c) => c === C.GORZ).length).toBe(2);
    expect(s.codes(0, 'mzone')).toEqual([]);
  });
});
