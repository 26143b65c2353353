import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';

const RAIGEKI = 12580477;
const BLUE_EYES = 89631139;
const CELTIC = 91152256;
const MYSTICAL_ELF = 15025844;
const FERAL_IMP = 41392891;

describe('Raigeki', () => {
  it('destroys every monster the opponent controls, face-up or face-down, and none of yours', () => {
    const s = scenario()
      .hand(0, RAIGEKI)
      .monster(0, BLUE_EYES)
      .monster(1, CELTIC)
      .monster(1, MYSTICAL_ELF, 'set')
      .deck(0, FERAL_IMP)
      .deck(1, FERAL_IMP)
      .start();
    s.choose('Activate Raigeki');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.codes(0, 'mzone')).toEqual([BLUE_EYES]);
    expect(s.codes(1, 'mzone')).toEqual([]);
    expect(s.codes(1, 'gy').sort()).toEqual([CELTIC, MYSTICAL_ELF].sort());
    expect(s.codes(0, 'gy')).toEqual([RAIGEKI]);
  });

  it('is not offered when the opponent controls no monster, even if you do (003 §3.4.3)', () => {
    const s = scenario().hand(0, RAIGEKI).monster(0, BLUE_EYES).deck(0, FERAL_IMP).deck(1, FERAL_IMP).start();
    expect(s.hasOption('Activate Raigeki')).toBe(false);
  });
});
