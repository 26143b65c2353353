import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Raigeki', () => {
  it('destroys every monster the opponent controls, face-up or face-down, and none of yours', () => {
    const s = scenario()
      .hand(0, C.RAIGEKI)
      .monster(0, C.BLUE_EYES)
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.MYSTICAL_ELF, 'set')
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Raigeki');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.codes(0, 'mzone')).toEqual([C.BLUE_EYES]);
    expect(s.codes(1, 'mzone')).toEqual([]);
    expect(s.codes(1, 'gy').sort()).toEqual([C.CELTIC_GUARDIAN, C.MYSTICAL_ELF].sort());
    expect(s.codes(0, 'gy')).toEqual([C.RAIGEKI]);
  });

  it('is not offered when the opponent controls no monster, even if you do (003 §3.4.3)', () => {
    const s = scenario().hand(0, C.RAIGEKI).monster(0, C.BLUE_EYES).deck(0, C.FERAL_IMP).deck(1, C.FERAL_IMP).start();
    expect(s.has('Activate Raigeki')).toBe(false);
  });
});
