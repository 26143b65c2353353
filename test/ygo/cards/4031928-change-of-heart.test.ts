import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Change of Heart', () => {
  it('takes control of the targeted monster; it can attack for you; it returns in the End Phase (003 §3.4.4)', () => {
    const s = scenario()
      .hand(0, C.CHANGE_OF_HEART)
      .monster(1, C.BLUE_EYES)
      .monster(1, C.MYSTICAL_ELF, 'defense')
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose('Activate Change of Heart');
    s.choose('Blue-Eyes');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    const be = s.find(C.BLUE_EYES, 'mzone');
    expect(be.controller).toBe(0);
    expect(be.owner).toBe(1);
    expect(s.codes(0, 'mzone')).toEqual([C.BLUE_EYES]);
    expect(s.codes(1, 'mzone')).toEqual([C.MYSTICAL_ELF]);
    expect(s.codes(0, 'gy')).toEqual([C.CHANGE_OF_HEART]);
    // The taken monster attacks its owner's Defense Position Mystical Elf (3000 vs 2000).
    s.choose('Enter the Battle Phase');
    s.passUntilOffered('Attack');
    s.choose('Attack Mystical Elf');
    s.passUntil((x) => x.duel.phase === 'main2');
    expect(s.codes(1, 'gy')).toEqual([C.MYSTICAL_ELF]);
    // End Phase: control returns to the owner.
    s.passUntil((x) => x.duel.turn === 4);
    expect(s.find(C.BLUE_EYES, 'mzone').controller).toBe(1);
    expect(s.codes(1, 'mzone')).toEqual([C.BLUE_EYES]);
    expect(s.codes(0, 'mzone')).toEqual([]);
  });

  it('can target a face-down monster', () => {
    const s = scenario()
      .hand(0, C.CHANGE_OF_HEART)
      .monster(1, C.MYSTICAL_ELF, 'set')
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Change of Heart');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    const elf = s.find(C.MYSTICAL_ELF, 'mzone');
    expect(elf.controller).toBe(0);
    expect(elf.faceUp).toBe(false);
  });

  it('is not offered when the opponent controls no monster, or you have no free Main Monster Zone', () => {
    const s = scenario()
      .hand(0, C.CHANGE_OF_HEART)
      .monster(0, C.BLUE_EYES)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(s.has('Activate Change of Heart')).toBe(false);
    let b = scenario()
      .hand(0, C.CHANGE_OF_HEART)
      .monster(1, C.SUMMONED_SKULL)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP);
    for (let i = 0; i < 5; i++) b = b.monster(0, C.CELTIC_GUARDIAN);
    expect(b.start().has('Activate Change of Heart')).toBe(false);
  });

  it("the taken monster may be Tributed; it goes to its owner's GY", () => {
    const s = scenario()
      .hand(0, C.CHANGE_OF_HEART, C.SUMMONED_SKULL)
      .monster(1, C.BLUE_EYES)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Change of Heart');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    s.choose('Normal Summon Summoned Skull');
    s.choose('Blue-Eyes');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.codes(0, 'mzone')).toEqual([C.SUMMONED_SKULL]);
    expect(s.codes(1, 'gy')).toEqual([C.BLUE_EYES]);
    expect(s.codes(0, 'gy')).toEqual([C.CHANGE_OF_HEART]);
  });
});
