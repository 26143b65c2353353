/**
 * Koa'ki Meiru Overload: its End Phase maintenance (003 §3.5: text that is no effect, applied without a chain) and its
 * Tribute-to-negate-a-Summon Quick Effect (003 §3.3.2 Summon-negation window).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

function toNextTurn(hand: number[]): ReturnType<ReturnType<typeof scenario>['start']> {
  const s = scenario()
    .monster(0, C.KOAKI_MEIRU_OVERLOAD)
    .hand(0, ...hand)
    .deck(0, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP)
    .start();
  s.passUntil((x) => x.duel.turn === 4);
  return s;
}

describe("Koa'ki Meiru Overload", () => {
  it("is destroyed in its controller's End Phase with no Iron Core and no Rock-Type monster in the hand", () => {
    expect(toNextTurn([]).find(C.KOAKI_MEIRU_OVERLOAD).location).toBe('gy');
  });

  it("stays by sending Iron Core of Koa'ki Meiru from the hand to the GY", () => {
    const s = toNextTurn([C.IRON_CORE_OF_KOAKI_MEIRU]);
    expect(s.find(C.KOAKI_MEIRU_OVERLOAD).location).toBe('mzone');
    expect(s.find(C.IRON_CORE_OF_KOAKI_MEIRU).location).toBe('gy');
  });

  it('stays by revealing a Rock-Type monster in the hand, which stays there', () => {
    const s = toNextTurn([C.GOGOGO_GIANT]);
    expect(s.find(C.KOAKI_MEIRU_OVERLOAD).location).toBe('mzone');
    expect(s.find(C.GOGOGO_GIANT).location).toBe('hand');
    expect(s.events('reveal').length).toBe(1);
  });

  it("Tributed, it negates the opponent's Summon and destroys the monster", () => {
    const s = scenario().turn(1).hand(1, C.CELTIC_GUARDIAN).monster(0, C.KOAKI_MEIRU_OVERLOAD).start();
    s.choose('Normal Summon Celtic Guardian');
    s.passUntil((x) => x.decision?.player === 0 && x.has(/^Activate Koa'ki Meiru Overload/));
    s.choose(/^Activate Koa'ki Meiru Overload/);
    s.resolveChain();
    expect(s.codes(1, 'mzone')).toEqual([]);
    expect(s.codes(1, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.codes(0, 'gy')).toEqual([C.KOAKI_MEIRU_OVERLOAD]);
  });
});
