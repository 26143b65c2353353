/**
 * "It cannot be Tributed" (003 §3.3.2): Mind Control's taken monster, until the End Phase, is no Tribute for a Tribute
 * Summon, and it goes back then; Putrid Pudding Body Buddies cannot be Tributed while face-up (a continuous effect),
 * and its phase effects (003 §3.6.3).
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

describe('Putrid Pudding Body Buddies', () => {
  it('face-up it cannot be Tributed; Set face-down it can', () => {
    const up = scenario().monster(0, C.PUTRID_PUDDING).hand(0, C.SUMMONED_SKULL).deck(0, C.FERAL_IMP).start();
    expect(up.has('Normal Summon Summoned Skull')).toBe(false);
    const down = scenario().monster(0, C.PUTRID_PUDDING, 'set').hand(0, C.SUMMONED_SKULL).deck(0, C.FERAL_IMP).start();
    expect(down.has('Normal Summon Summoned Skull')).toBe(true);
  });

  it("its controller takes 300 damage in each of their Standby Phases, not the opponent's", () => {
    const s = scenario()
      .turn(1, 'end')
      .monster(0, C.PUTRID_PUDDING)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.toOpenState();
    expect(s.duel.turnPlayer).toBe(0);
    expect(s.lp(0)).toBe(8000 - 300);
    s.toTurn(s.duel.turn + 1);
    s.toOpenState();
    expect(s.lp(0)).toBe(8000 - 300);
    expect(s.lp(1)).toBe(8000);
  });

  it('in your End Phase: destroy a card in your Pendulum Zone, and if you do, your opponent gets control of it', () => {
    const s = scenario()
      .turn(0, 'main2')
      .monster(0, C.PUTRID_PUDDING)
      .pendulumZone(0, C.SEA_DRAGOONS_OF_DRACONIA, 'left')
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.passUntil((x) => x.has(/Destroy 1 card in your Pendulum Zone/));
    s.choose(/Destroy 1 card in your Pendulum Zone/);
    s.passUntil((x) => x.duel.chain.length === 0 && x.find(C.SEA_DRAGOONS_OF_DRACONIA).location !== 'szone');
    expect(s.find(C.SEA_DRAGOONS_OF_DRACONIA).location).toBe('extra');
    expect(s.find(C.PUTRID_PUDDING).controller).toBe(1);
    const none = scenario()
      .turn(0, 'main2')
      .monster(0, C.PUTRID_PUDDING)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    let offered = false;
    none.passUntil((x) => {
      offered ||= x.has(/Destroy 1 card in your Pendulum Zone/);
      return x.duel.turn > 3;
    });
    // No card in the Pendulum Zone: nothing to target.
    expect(offered).toBe(false);
    expect(none.find(C.PUTRID_PUDDING).controller).toBe(0);
  });
});
