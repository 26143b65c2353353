/**
 * Secrets of Dark Magic's Fusion Summon: "using monsters from your hand or field, including 'Dark Magician' or 'Dark
 * Magician Girl', as Fusion Material" (003 §3.3.2): every material set it offers includes one of them.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const FUSION = /^Activate Secrets of Dark Magic.*Fusion Summon 1 Fusion Monster/;

describe('Secrets of Dark Magic: Fusion Summon including "Dark Magician" or "Dark Magician Girl"', () => {
  it('First of the Dragons (2 Normal Monsters) from Dark Magician in the hand and Celtic Guardian on the field', () => {
    const s = scenario()
      .askAlways()
      .hand(0, C.SECRETS_OF_DARK_MAGIC, C.DARK_MAGICIAN)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.MYSTICAL_ELF)
      .extra(0, C.FIRST_OF_THE_DRAGONS)
      .start();
    s.choose(FUSION);
    s.passUntil((x) => x.decision?.player === 0 && x.decision.prompt === 'Choose a Fusion Monster to Fusion Summon');
    s.choose(/^First of the Dragons/);
    // Any Normal Monster may be the first material: a set including Dark Magician is still possible after each.
    expect(
      s
        .options()
        .map((o) => o.split(' (')[0])
        .sort(),
    ).toEqual(['Celtic Guardian', 'Dark Magician', 'Mystical Elf']);
    s.choose(/^Celtic Guardian/);
    // The second must then be Dark Magician: Celtic Guardian + Mystical Elf includes neither.
    expect(s.options().map((o) => o.split(' (')[0])).toEqual(['Dark Magician']);
    s.choose(/^Dark Magician/);
    s.choose('Attack Position');
    s.resolveChain();
    const first = s.find(C.FIRST_OF_THE_DRAGONS);
    expect([first.location, first.summon]).toEqual(['mzone', 'fusion']);
    expect(s.codes(0, 'gy').sort()).toEqual([C.CELTIC_GUARDIAN, C.DARK_MAGICIAN, C.SECRETS_OF_DARK_MAGIC].sort());
  });

  it('without "Dark Magician" or "Dark Magician Girl" among the materials it cannot be activated (Polymerization can)', () => {
    const s = scenario()
      .hand(0, C.SECRETS_OF_DARK_MAGIC, C.POLYMERIZATION)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.MYSTICAL_ELF)
      .extra(0, C.FIRST_OF_THE_DRAGONS)
      .start();
    expect(s.has(FUSION)).toBe(false);
    expect(s.has(/^Activate Secrets of Dark Magic/)).toBe(false);
    expect(s.has(/^Activate Polymerization/)).toBe(true);
  });
});
