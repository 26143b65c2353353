/**
 * Superheavy Samurai Ogre Shutendoji: "This card can attack while in face-up Defense Position. If it does, apply its
 * DEF for damage calculation" (003 §3.6.3); not while its effects are negated, and no other Defense Position monster.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const ATTACK = /^Attack Celtic Guardian .* with Superheavy Samurai Ogre Shutendoji/;

describe('Superheavy Samurai Ogre Shutendoji', () => {
  it('attacks from face-up Defense Position with its DEF (2500) for damage calculation', () => {
    const s = scenario()
      .monsterWith(0, C.SHUTENDOJI, { summon: 'synchro', position: 'defense' })
      .monster(0, C.CELTIC_GUARDIAN, 'defense')
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    // Its Defense Position neighbour cannot attack.
    expect(
      s
        .options()
        .filter((o) => o.startsWith('Attack'))
        .every((o) => o.includes('Shutendoji')),
    ).toBe(true);
    s.choose(ATTACK);
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    expect(s.lp(1)).toBe(8000 - (2500 - 1400));
    expect(s.codes(1, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.find(C.SHUTENDOJI).defense).toBe(true);
  });

  it('under Skill Drain (its effects negated) it cannot attack from Defense Position', () => {
    const s = scenario()
      .monsterWith(0, C.SHUTENDOJI, { summon: 'synchro', position: 'defense' })
      .spellTrap(1, C.SKILL_DRAIN, true)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    expect(s.has(ATTACK)).toBe(false);
  });
});
