import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Dark Hole', () => {
  it('destroys every monster on both sides, face-up and face-down; then goes to the GY', () => {
    const s = scenario()
      .hand(0, C.DARK_HOLE)
      .monster(0, C.BLUE_EYES)
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.MYSTICAL_ELF, 'set')
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Dark Hole');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.codes(0, 'mzone')).toEqual([]);
    expect(s.codes(1, 'mzone')).toEqual([]);
    // The monsters are destroyed first; the Spell goes to the GY after the chain (003 §3.4.3).
    expect(s.codes(0, 'gy')).toEqual([C.BLUE_EYES, C.DARK_HOLE]);
    expect(s.codes(1, 'gy').sort()).toEqual([C.CELTIC_GUARDIAN, C.MYSTICAL_ELF].sort());
    // All at once: one destruction event group.
    const destroyed = s.events('destroyed').filter((e) => e['code'] !== C.DARK_HOLE);
    expect(destroyed).toHaveLength(3);
  });

  it('is not offered with no monster on the field (003 §3.4.3)', () => {
    const s = scenario().hand(0, C.DARK_HOLE).deck(0, C.FERAL_IMP).deck(1, C.FERAL_IMP).start();
    expect(s.has('Activate Dark Hole')).toBe(false);
    expect(s.has('Set Dark Hole')).toBe(true);
  });
});
