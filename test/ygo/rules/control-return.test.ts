/**
 * 003 §3.4.4 control change (issue 11 item 1): control taken "until the End Phase" goes back to the player
 * who controlled the monster before, which is not always its owner.
 */
import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('control returns to the previous controller (003 §3.4.4)', () => {
  it("A revives B's monster, B takes it back until the End Phase: at B's End Phase it returns to A", () => {
    const s = scenario()
      .hand(0, C.MONSTER_REBORN)
      .gy(1, C.BLUE_EYES)
      .hand(1, C.CHANGE_OF_HEART)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose('Activate Monster Reborn');
    s.choose('Attack Position');
    s.passUntil((x) => x.duel.turnPlayer === 1 && x.has('Activate Change of Heart'));
    const be = s.find(C.BLUE_EYES, 'mzone');
    expect([be.owner, be.controller]).toEqual([1, 0]);
    s.choose('Activate Change of Heart');
    s.choose('Blue-Eyes');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 1);
    expect(s.find(C.BLUE_EYES, 'mzone').controller).toBe(1);
    // Player 1's End Phase: control goes back to player 0, who controlled it before, not to its owner.
    s.passUntil((x) => x.duel.turn === 5);
    expect(s.find(C.BLUE_EYES, 'mzone').controller).toBe(0);
    expect(s.codes(0, 'mzone')).toEqual([C.BLUE_EYES]);
    expect(s.codes(1, 'mzone')).toEqual([]);
  });

  it('a monster taken from its owner still returns to its owner', () => {
    const s = scenario()
      .hand(0, C.CHANGE_OF_HEART)
      .monster(1, C.BLUE_EYES)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose('Activate Change of Heart');
    s.choose('Blue-Eyes');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.find(C.BLUE_EYES, 'mzone').controller).toBe(0);
    s.passUntil((x) => x.duel.turn === 4);
    expect(s.find(C.BLUE_EYES, 'mzone').controller).toBe(1);
  });
});
