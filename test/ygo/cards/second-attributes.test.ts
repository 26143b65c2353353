/**
 * "While face-up on the field, this card is also <Attribute>" (003 §3.3.1: a second Attribute, face-up on the field
 * only, not an original one): Dark Simorgh (also WIND), Light and Darkness Dragon (also DARK).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { attributeOf, hasAttribute } from '../../../src/ygo/rules/identity.ts';
import { ofAttribute } from '../../../src/ygo/cards/dsl/filters.ts';
import { scenario } from '../support/scenario.ts';

describe('Dark Simorgh: also WIND-Attribute while face-up on the field', () => {
  it('face-up on the field it is DARK and WIND; in the hand and the GY only DARK', () => {
    const s = scenario().monster(0, C.DARK_SIMORGH).hand(0, C.DARK_SIMORGH).gy(0, C.DARK_SIMORGH).start();
    const field = s.find(C.DARK_SIMORGH, 'mzone');
    expect([hasAttribute(s.duel, field, 'DARK'), hasAttribute(s.duel, field, 'WIND')]).toEqual([true, true]);
    // The added Attribute is not its (original or current) one.
    expect(attributeOf(s.duel, field)).toBe('DARK');
    for (const where of ['hand', 'gy'] as const) {
      const c = s.find(C.DARK_SIMORGH, where);
      expect([ofAttribute('DARK')(s.duel, c), ofAttribute('WIND')(s.duel, c)]).toEqual([true, false]);
    }
  });

  it('Super Rush Headlong declaring WIND destroys it at the start of the Damage Step', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .hand(0, C.SUPER_RUSH_HEADLONG)
      .monster(1, C.DARK_SIMORGH)
      .deck(0, C.KURIBOH)
      .deck(1, C.KURIBOH)
      .start();
    s.choose(/^Activate Super Rush Headlong/);
    s.choose('WIND');
    s.resolveChain();
    s.choose('Enter the Battle Phase');
    s.choose(/^Attack Dark Simorgh/);
    s.passUntil((x) => x.duel.phase === 'main2');
    expect(s.find(C.DARK_SIMORGH).location).toBe('gy');
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('mzone');
  });

  it('under Skill Drain its effects are negated: it is no longer WIND, and wins the battle', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .hand(0, C.SUPER_RUSH_HEADLONG)
      .monster(1, C.DARK_SIMORGH)
      .spellTrap(1, C.SKILL_DRAIN, true)
      .deck(0, C.KURIBOH)
      .deck(1, C.KURIBOH)
      .start();
    expect(hasAttribute(s.duel, s.find(C.DARK_SIMORGH, 'mzone'), 'WIND')).toBe(false);
    s.choose(/^Activate Super Rush Headlong/);
    s.choose('WIND');
    s.resolveChain();
    s.choose('Enter the Battle Phase');
    s.choose(/^Attack Dark Simorgh/);
    s.passUntil((x) => x.duel.phase === 'main2');
    expect(s.find(C.DARK_SIMORGH).location).toBe('mzone');
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('gy');
  });
});

describe('Light and Darkness Dragon: also DARK-Attribute while face-up on the field', () => {
  it('face-up on the field it is LIGHT and DARK; face-down or in the hand only LIGHT', () => {
    const s = scenario()
      .monster(0, C.LIGHT_AND_DARKNESS_DRAGON)
      .monster(1, C.LIGHT_AND_DARKNESS_DRAGON, 'set')
      .hand(0, C.LIGHT_AND_DARKNESS_DRAGON)
      .start();
    const up = s.find(C.LIGHT_AND_DARKNESS_DRAGON, 'mzone', 0);
    expect([ofAttribute('LIGHT')(s.duel, up), ofAttribute('DARK')(s.duel, up)]).toEqual([true, true]);
    const down = s.find(C.LIGHT_AND_DARKNESS_DRAGON, 'mzone', 1);
    expect(hasAttribute(s.duel, down, 'DARK')).toBe(false);
    expect(hasAttribute(s.duel, s.find(C.LIGHT_AND_DARKNESS_DRAGON, 'hand'), 'DARK')).toBe(false);
  });
});
