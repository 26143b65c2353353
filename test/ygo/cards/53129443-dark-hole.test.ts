import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';

const DARK_HOLE = 53129443;
const BLUE_EYES = 89631139;
const CELTIC = 91152256;
const MYSTICAL_ELF = 15025844;
const FERAL_IMP = 41392891;

describe('Dark Hole', () => {
  it('destroys every monster on both sides, face-up and face-down; then goes to the GY', () => {
    const s = scenario()
      .hand(0, DARK_HOLE)
      .monster(0, BLUE_EYES)
      .monster(1, CELTIC)
      .monster(1, MYSTICAL_ELF, 'set')
      .deck(0, FERAL_IMP)
      .deck(1, FERAL_IMP)
      .start();
    s.choose('Activate Dark Hole');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.codes(0, 'mzone')).toEqual([]);
    expect(s.codes(1, 'mzone')).toEqual([]);
    // The monsters are destroyed first; the Spell goes to the GY after the chain (003 §3.4.3).
    expect(s.codes(0, 'gy')).toEqual([BLUE_EYES, DARK_HOLE]);
    expect(s.codes(1, 'gy').sort()).toEqual([CELTIC, MYSTICAL_ELF].sort());
    // All at once: one destruction event group.
    const destroyed = s.events('destroyed').filter((e) => e['code'] !== DARK_HOLE);
    expect(destroyed).toHaveLength(3);
  });

  it('is not offered with no monster on the field (003 §3.4.3)', () => {
    const s = scenario().hand(0, DARK_HOLE).deck(0, FERAL_IMP).deck(1, FERAL_IMP).start();
    expect(s.hasOption('Activate Dark Hole')).toBe(false);
    expect(s.hasOption('Set Dark Hole')).toBe(true);
  });
});
