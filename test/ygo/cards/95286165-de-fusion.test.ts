import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

/** Absolute Zero Fusion Summoned from Avian and Bubbleman; De-Fusion and Monster Reborn still in the hand. */
function fused(): Scenario {
  const s = scenario()
    .hand(0, C.POLYMERIZATION, C.ELEMENTAL_HERO_AVIAN, C.ELEMENTAL_HERO_BUBBLEMAN, C.DE_FUSION, C.MONSTER_REBORN)
    .extra(0, C.ABSOLUTE_ZERO)
    .deck(0, C.FERAL_IMP, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP, C.FERAL_IMP)
    .start();
  s.choose('Activate Polymerization');
  s.passUntil((x) => x.decision?.prompt.includes('position') === true);
  s.choose('Attack Position');
  return s.toOpenState();
}

describe('De-Fusion', () => {
  it('returns a Fusion Monster to the Extra Deck and Special Summons its Fusion Materials from the GY (003 §3.3.2)', () => {
    const s = fused();
    expect(s.codes(0, 'gy')).toContain(C.ELEMENTAL_HERO_BUBBLEMAN);
    s.choose('Activate De-Fusion');
    s.passUntil((x) => x.decision?.player === 0 && x.has('Yes'));
    s.choose('Yes');
    s.choose('Attack Position');
    s.choose('Defense Position');
    s.toOpenState();
    expect(s.find(C.ABSOLUTE_ZERO).location).toBe('extra');
    expect(s.find(C.ELEMENTAL_HERO_AVIAN).location).toBe('mzone');
    expect(s.find(C.ELEMENTAL_HERO_BUBBLEMAN, 'mzone').defense).toBe(true);
  });

  it('Special Summons nothing once a material has moved since (003 §3.3.2 TC-34), and needs a Fusion target', () => {
    const none = scenario()
      .hand(0, C.DE_FUSION)
      .monster(0, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(none.has('Activate De-Fusion')).toBe(false);
    const s = fused();
    // Avian is revived: it is no longer a Fusion Material of Absolute Zero.
    s.choose('Activate Monster Reborn');
    s.choose(/^Elemental HERO Avian/);
    s.passUntil((x) => x.decision?.prompt.includes('position') === true);
    s.choose('Attack Position');
    s.toOpenState();
    // The only Fusion Monster is the target; nothing is asked.
    s.choose('Activate De-Fusion');
    s.toOpenState();
    expect(s.find(C.ABSOLUTE_ZERO).location).toBe('extra');
    expect(s.find(C.ELEMENTAL_HERO_BUBBLEMAN).location).toBe('gy');
    expect(s.find(C.ELEMENTAL_HERO_AVIAN).location).toBe('mzone');
  });
});
