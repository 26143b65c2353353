/**
 * Blue-Eyes Chaos MAX Dragon: "Your opponent cannot target this card with card effects, also it cannot be destroyed
 * by your opponent's card effects" (003 §3.4.3, §3.4.4; its controller's own effects still can) and "If this card
 * attacks a Defense Position monster, inflict double piercing battle damage" (003 §3.6.3).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const BOOK = /^Activate Book of Moon/;

describe('Blue-Eyes Chaos MAX Dragon', () => {
  it("cannot be targeted by the opponent's card effects, but by its controller's", () => {
    const opponent = scenario()
      .turn(1)
      .monsterWith(0, C.BLUE_EYES_CHAOS_MAX_DRAGON, { summon: 'ritual' })
      .hand(1, C.BOOK_OF_MOON)
      .start();
    expect(opponent.has(BOOK)).toBe(false);
    const own = scenario()
      .monsterWith(0, C.BLUE_EYES_CHAOS_MAX_DRAGON, { summon: 'ritual' })
      .hand(0, C.BOOK_OF_MOON)
      .start();
    expect(own.has(BOOK)).toBe(true);
    own.choose(BOOK);
    own.resolveChain();
    expect(own.find(C.BLUE_EYES_CHAOS_MAX_DRAGON).faceUp).toBe(false);
  });

  it("is not destroyed by the opponent's Dark Hole, but by its controller's", () => {
    const opponent = scenario()
      .turn(1)
      .monsterWith(0, C.BLUE_EYES_CHAOS_MAX_DRAGON, { summon: 'ritual' })
      .monster(1, C.CELTIC_GUARDIAN)
      .hand(1, C.DARK_HOLE)
      .start();
    opponent.choose('Activate Dark Hole');
    opponent.resolveChain();
    expect(opponent.find(C.BLUE_EYES_CHAOS_MAX_DRAGON).location).toBe('mzone');
    expect(opponent.codes(1, 'gy')).toContain(C.CELTIC_GUARDIAN);
    const own = scenario()
      .monsterWith(0, C.BLUE_EYES_CHAOS_MAX_DRAGON, { summon: 'ritual' })
      .hand(0, C.DARK_HOLE)
      .start();
    own.choose('Activate Dark Hole');
    own.resolveChain();
    expect(own.codes(0, 'gy')).toContain(C.BLUE_EYES_CHAOS_MAX_DRAGON);
  });

  it('attacking a Defense Position monster inflicts twice the ATK over its DEF; an Attack Position one, no more', () => {
    const s = scenario()
      .monsterWith(0, C.BLUE_EYES_CHAOS_MAX_DRAGON, { summon: 'ritual' })
      .monster(1, C.CELTIC_GUARDIAN, 'defense')
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.choose(/^Attack Celtic Guardian .* with Blue-Eyes Chaos MAX Dragon/);
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    // Celtic Guardian has 1200 DEF: (4000 - 1200) × 2.
    expect(s.lp(1)).toBe(8000 - 5600);
    expect(s.codes(1, 'gy')).toEqual([C.CELTIC_GUARDIAN]);

    const atk = scenario()
      .monsterWith(0, C.BLUE_EYES_CHAOS_MAX_DRAGON, { summon: 'ritual' })
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    atk.choose('Enter the Battle Phase');
    atk.choose(/^Attack Celtic Guardian .* with Blue-Eyes Chaos MAX Dragon/);
    atk.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    expect(atk.lp(1)).toBe(8000 - 2600);
  });
});
