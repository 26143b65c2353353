/**
 * Superheavy Samurai Soulbeads: "Each turn, the first time the monster equipped with this card by this effect would be
 * destroyed by a card effect, it is not destroyed" (003 §3.4.4): the second time that turn it is.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Superheavy Samurai Soulbeads', () => {
  it('the equipped monster survives the first destruction by a card effect each turn, not the second', () => {
    const s = scenario()
      .monsterWith(0, C.SHUTENDOJI, { summon: 'synchro' })
      .attach(0, C.SOULBEADS, C.SHUTENDOJI)
      .monster(1, C.CELTIC_GUARDIAN)
      .hand(0, C.DARK_HOLE, C.DARK_HOLE)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.answer([s.options().findIndex((o) => o.startsWith('Activate Dark Hole'))]);
    s.resolveChain();
    expect(s.find(C.SHUTENDOJI).location).toBe('mzone');
    expect(s.codes(1, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
    s.choose('Activate Dark Hole');
    s.resolveChain();
    expect(s.codes(0, 'gy')).toContain(C.SHUTENDOJI);
  });

  it('battle destruction is not prevented', () => {
    const s = scenario()
      .turn(1)
      .monsterWith(0, C.SHUTENDOJI, { summon: 'synchro' })
      .attach(0, C.SOULBEADS, C.SHUTENDOJI)
      .monster(1, C.BLUE_EYES)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.choose(/^Attack Superheavy Samurai Ogre Shutendoji .* with Blue-Eyes/);
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    expect(s.codes(0, 'gy')).toContain(C.SHUTENDOJI);
  });
});
