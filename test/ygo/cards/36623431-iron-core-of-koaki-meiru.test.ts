/**
 * Iron Core of Koa'ki Meiru in the GY during its owner's Draw Phase: added to the hand instead of the normal draw
 * (offered before the draw, 003 §3.6.3), or after the draw by sending a "Koa'ki Meiru" monster from the hand.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

type Running = ReturnType<ReturnType<typeof scenario>['start']>;
const INSTEAD = /^Iron Core of Koa'ki Meiru.*instead of drawing/;
const SEND = /Iron Core of Koa'ki Meiru.*Send 1 "Koa'ki Meiru" monster/;

/** Turn 3 is the opponent's; pass to the Draw Phase of turn 4 (player 0's), stopping at the first decision there. */
function toDrawPhase(gyOwner: 0 | 1, hand: number[] = []): Running {
  const s = scenario()
    .turn(1)
    .gy(gyOwner, C.IRON_CORE_OF_KOAKI_MEIRU)
    .hand(0, ...hand)
    .deck(0, C.FERAL_IMP)
    .deck(1, C.CELTIC_GUARDIAN)
    .start();
  s.passUntil((x) => x.duel.turn === 4);
  return s;
}

describe("Iron Core of Koa'ki Meiru: instead of conducting the normal draw", () => {
  it('is offered before the draw; taken, Iron Core goes to the hand and nothing is drawn', () => {
    const s = toDrawPhase(0);
    expect(s.decision?.about).toBe('draw-replacement');
    expect(s.codes(0, 'hand')).toEqual([]);
    s.choose(INSTEAD);
    expect(s.codes(0, 'hand')).toEqual([C.IRON_CORE_OF_KOAKI_MEIRU]);
    expect(s.codes(0, 'gy')).toEqual([]);
    expect(s.codes(0, 'deck')).toEqual([C.FERAL_IMP]);
  });

  it('declined, the normal draw is conducted and Iron Core stays in the GY', () => {
    const s = toDrawPhase(0);
    s.choose(/^Draw 1 card/);
    expect(s.codes(0, 'hand')).toEqual([C.FERAL_IMP]);
    expect(s.codes(0, 'gy')).toEqual([C.IRON_CORE_OF_KOAKI_MEIRU]);
  });

  it("is not offered in its owner's opponent's Draw Phase: player 0 just draws", () => {
    const s = toDrawPhase(1);
    expect(s.decision?.about).not.toBe('draw-replacement');
    expect(s.codes(0, 'hand')).toEqual([C.FERAL_IMP]);
    expect(s.codes(1, 'gy')).toEqual([C.IRON_CORE_OF_KOAKI_MEIRU]);
  });
});

describe('Iron Core of Koa\'ki Meiru: send 1 "Koa\'ki Meiru" monster from the hand to add it', () => {
  it("after the normal draw, sending Koa'ki Meiru Overload adds Iron Core to the hand", () => {
    const s = toDrawPhase(0, [C.KOAKI_MEIRU_OVERLOAD]);
    s.choose(/^Draw 1 card/);
    s.passUntil((x) => x.has(SEND));
    expect(s.duel.phase).toBe('draw');
    s.choose(SEND);
    s.resolveChain();
    expect(s.codes(0, 'hand').sort()).toEqual([C.FERAL_IMP, C.IRON_CORE_OF_KOAKI_MEIRU].sort());
    expect(s.codes(0, 'gy')).toEqual([C.KOAKI_MEIRU_OVERLOAD]);
  });

  it('is not offered with no "Koa\'ki Meiru" monster in the hand', () => {
    const s = toDrawPhase(0, [C.CELTIC_GUARDIAN]);
    s.choose(/^Draw 1 card/);
    let offered = false;
    s.passUntil((x) => {
      offered ||= x.has(SEND);
      return x.duel.phase === 'main1';
    });
    expect(offered).toBe(false);
    expect(s.codes(0, 'gy')).toEqual([C.IRON_CORE_OF_KOAKI_MEIRU]);
  });
});
