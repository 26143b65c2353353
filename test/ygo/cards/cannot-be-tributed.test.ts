/**
 * "It cannot be Tributed" (003 §3.3.2): Mind Control's taken monster, until the End Phase, is no Tribute for a Tribute
 * Summon; and it goes back then.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Mind Control', () => {
  it('the monster taken cannot attack nor be Tributed, and returns in the End Phase', () => {
    const s = scenario()
      .hand(0, C.MIND_CONTROL, C.SUMMONED_SKULL)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    // No monster of player 0: Summoned Skull needs 1 Tribute.
    expect(s.has('Normal Summon Summoned Skull')).toBe(false);
    s.choose('Activate Mind Control');
    s.resolveChain();
    expect(s.find(C.CELTIC_GUARDIAN).controller).toBe(0);
    // 003 §3.3.2: the taken monster is no Tribute: the Tribute Summon is not offered.
    expect(s.has('Normal Summon Summoned Skull')).toBe(false);
    expect(s.has('Set Summoned Skull')).toBe(false);
    s.toTurn(s.duel.turn + 1);
    expect(s.find(C.CELTIC_GUARDIAN).controller).toBe(1);
  });

  it('without it, the same monster taken by a plain control change could be Tributed', () => {
    const s = scenario()
      .hand(0, C.CHANGE_OF_HEART, C.SUMMONED_SKULL)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose('Activate Change of Heart');
    s.resolveChain();
    expect(s.has('Normal Summon Summoned Skull')).toBe(true);
  });
});
