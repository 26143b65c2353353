/**
 * 003 §3.4.4 "gains effects", 003 §3.3.2 (issue 7): the effects a card has now are its own plus those it gains from an
 * Xyz Material (Gagaga Head) or copies; a monster that gains an effect is an Effect Monster (TC-21); gained effects
 * exist only while the holder is face-up in the Monster Zone.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { isEffectMonster, isNormalMonster } from '../../../src/ygo/rules/card-types.ts';
import { decodeGained, effectIndices, effectOf, gainedEffects, gainedIndex } from '../../../src/ygo/rules/gained.ts';
import { scenario } from '../support/scenario.ts';

describe('gained effect indices', () => {
  it('a gained index names its source by itself and never collides with an own index', () => {
    for (const [code, kind, i] of [
      [67120578, 'xyz', 0],
      [40737112, 'copy', 2],
      [99999999, 'copy', 63],
    ] as const) {
      const idx = gainedIndex(code, kind, i);
      expect(idx).toBeLessThan(0);
      expect(decodeGained(idx)).toEqual({ code, kind, i });
    }
  });
});

describe('effects gained from an Xyz Material (Gagaga Head)', () => {
  it('TC-21: Gem-Knight Pearl Xyz Summoned with Gagaga Head gains its draw effect and is an Effect Monster', () => {
    const s = scenario()
      .monsterWith(0, C.GEM_KNIGHT_PEARL, { summon: 'xyz' })
      .xyzMaterials(0, C.GEM_KNIGHT_PEARL, C.GAGAGA_HEAD, C.GAGAGA_MAGICIAN)
      .start();
    const pearl = s.find(C.GEM_KNIGHT_PEARL);
    const gained = gainedEffects(s.duel, pearl);
    expect(gained).toHaveLength(1);
    expect(effectOf(s.duel, pearl.code, gained[0]!)?.label).toMatch(/Draw 1 card/);
    expect(effectIndices(s.duel, pearl)).toEqual(gained);
    expect(isEffectMonster(s.duel, pearl)).toBe(true);
    expect(isNormalMonster(s.duel, pearl)).toBe(false);
  });

  it('without Gagaga Head among its materials it gains nothing and is no Effect Monster', () => {
    const s = scenario()
      .monsterWith(0, C.GEM_KNIGHT_PEARL, { summon: 'xyz' })
      .xyzMaterials(0, C.GEM_KNIGHT_PEARL, C.GAGAGA_MAGICIAN, C.CELTIC_GUARDIAN)
      .start();
    const pearl = s.find(C.GEM_KNIGHT_PEARL);
    expect(gainedEffects(s.duel, pearl)).toEqual([]);
    expect(isEffectMonster(s.duel, pearl)).toBe(false);
  });

  it('"an Xyz Monster that was Summoned using this card": not one Special Summoned otherwise', () => {
    const s = scenario()
      .monsterWith(0, C.GEM_KNIGHT_PEARL, { summon: 'special' })
      .xyzMaterials(0, C.GEM_KNIGHT_PEARL, C.GAGAGA_HEAD)
      .start();
    expect(isEffectMonster(s.duel, s.find(C.GEM_KNIGHT_PEARL))).toBe(false);
  });

  it('only face-up in the Monster Zone: a face-down holder has no gained effect', () => {
    const s = scenario()
      .monsterWith(0, C.GEM_KNIGHT_PEARL, { summon: 'xyz', position: 'set' })
      .xyzMaterials(0, C.GEM_KNIGHT_PEARL, C.GAGAGA_HEAD)
      .start();
    expect(gainedEffects(s.duel, s.find(C.GEM_KNIGHT_PEARL))).toEqual([]);
  });

  it('detached, Gagaga Head no longer grants its effect (Number 39: Utopia detaches it as a cost)', () => {
    const s = scenario()
      .turn(1)
      .monsterWith(0, C.UTOPIA, { summon: 'xyz' })
      .xyzMaterials(0, C.UTOPIA, C.GAGAGA_HEAD)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    expect(isEffectMonster(s.duel, s.find(C.UTOPIA))).toBe(true);
    expect(gainedEffects(s.duel, s.find(C.UTOPIA))).toHaveLength(1);
    s.choose('Enter the Battle Phase');
    s.choose(/Attack Number 39: Utopia/);
    s.passUntil((x) => x.decision?.player === 0 && x.options().some((o) => /negate the attack/.test(o)));
    s.choose(/negate the attack/);
    s.passUntil((x) => x.duel.chain.length === 0 && x.duel.battle === null);
    const utopia = s.find(C.UTOPIA);
    expect(utopia.overlay).toEqual([]);
    expect(s.find(C.GAGAGA_HEAD).location).toBe('gy');
    expect(gainedEffects(s.duel, utopia)).toEqual([]);
  });
});
