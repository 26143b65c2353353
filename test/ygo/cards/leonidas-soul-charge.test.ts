/** D/D/D Rebel King Leonidas and Soul Charge (003 §3.4.4 TC-99: losing LP is not damage). */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('D/D/D Rebel King Leonidas', () => {
  it('face-up in the Monster Zone: its controller takes no effect damage', () => {
    const s = scenario()
      .turn(0, 'standby')
      .monster(0, C.DDD_REBEL_KING_LEONIDAS)
      .spellTrap(0, C.DARK_CONTRACT_WITH_THE_WITCH, true)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.toOpenState();
    expect(s.lp(0)).toBe(8000);
  });

  it('in the hand, when its owner takes effect damage: Special Summons itself and gains that many LP', () => {
    const s = scenario()
      .turn(0, 'standby')
      .hand(0, C.DDD_REBEL_KING_LEONIDAS)
      .spellTrap(0, C.DARK_CONTRACT_WITH_THE_WITCH, true)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.passUntil((x) => x.decision?.player === 0 && x.has(/Special Summon this card from your hand/));
    expect(s.lp(0)).toBe(7000);
    s.choose(/Special Summon this card from your hand/);
    s.toOpenState();
    expect(s.find(C.DDD_REBEL_KING_LEONIDAS).location).toBe('mzone');
    expect(s.lp(0)).toBe(8000);
  });
});

describe('Soul Charge', () => {
  it('Special Summons the targets, 1000 LP lost for each; no Battle Phase that turn; 1 per turn', () => {
    const s = scenario()
      .hand(0, C.SOUL_CHARGE, C.SOUL_CHARGE)
      .gy(0, C.CELTIC_GUARDIAN, C.FERAL_IMP, C.KURIBOH)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.answer([s.options().findIndex((o) => o.startsWith('Activate Soul Charge'))]);
    s.answer([0, 1]);
    s.resolveChain();
    expect(s.codes(0, 'mzone').sort()).toEqual([C.CELTIC_GUARDIAN, C.FERAL_IMP].sort());
    expect(s.lp(0)).toBe(6000);
    expect(s.has(/^Activate Soul Charge/)).toBe(false);
    expect(s.has('Enter the Battle Phase')).toBe(false);
  });

  it('is not offered in Main Phase 2 (after a Battle Phase) or with no monster in the GY', () => {
    const s = scenario().turn(0, 'main2').hand(0, C.SOUL_CHARGE).gy(0, C.CELTIC_GUARDIAN).start();
    expect(s.has(/^Activate Soul Charge/)).toBe(false);
    const t = scenario().hand(0, C.SOUL_CHARGE).start();
    expect(t.has(/^Activate Soul Charge/)).toBe(false);
  });
});
