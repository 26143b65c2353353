/**
 * Mataza the Zapper: "Control of this face-up card on the field cannot switch" (003 §3.4.4 "Control change");
 * Felgrand Dragon: "Cannot be Special Summoned except from the Graveyard, and only if it was sent there from the field"
 * (003 §3.3.2 Summoning conditions).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { canSpecialSummon } from '../../../src/ygo/rules/special-summon.ts';
import { scenario } from '../support/scenario.ts';

describe('Mataza the Zapper', () => {
  it('face-up, no control effect can target it; another monster still can be taken', () => {
    const s = scenario()
      .monster(1, C.MATAZA_THE_ZAPPER)
      .hand(0, C.CHANGE_OF_HEART, C.MIND_CONTROL, C.CREATURE_SWAP)
      .monster(0, C.FERAL_IMP)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(s.has('Activate Change of Heart')).toBe(false);
    expect(s.has('Activate Mind Control')).toBe(false);
    // Creature Swap: player 1 has no monster whose control can switch.
    expect(s.has('Activate Creature Swap')).toBe(false);
  });

  it('face-down it can be taken; another face-up monster beside it is the only target', () => {
    const s = scenario()
      .monster(1, C.MATAZA_THE_ZAPPER, 'set')
      .hand(0, C.CHANGE_OF_HEART)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Change of Heart');
    s.resolveChain();
    expect(s.find(C.MATAZA_THE_ZAPPER).controller).toBe(0);
    const t = scenario()
      .monster(1, C.MATAZA_THE_ZAPPER)
      .monster(1, C.CELTIC_GUARDIAN)
      .hand(0, C.CHANGE_OF_HEART)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    t.choose('Activate Change of Heart');
    t.resolveChain();
    expect(t.find(C.CELTIC_GUARDIAN).controller).toBe(0);
    expect(t.find(C.MATAZA_THE_ZAPPER).controller).toBe(1);
  });
});

describe('Felgrand Dragon', () => {
  it('cannot be Special Summoned from the hand, nor from the GY when it did not come from the field', () => {
    const s = scenario()
      .hand(0, C.MONSTER_REBORN, C.FELGRAND_DRAGON)
      .gy(0, C.FELGRAND_DRAGON)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(canSpecialSummon(s.duel, s.find(C.FELGRAND_DRAGON, 'hand').uid, 0)).toBe(false);
    expect(canSpecialSummon(s.duel, s.find(C.FELGRAND_DRAGON, 'gy').uid, 0)).toBe(false);
    expect(s.has('Activate Monster Reborn')).toBe(false);
  });

  it('sent from the field to the GY, it can be revived; then it gains the Level x 200 of a GY monster', () => {
    const s = scenario()
      .monster(0, C.FELGRAND_DRAGON)
      .hand(0, C.DARK_HOLE, C.MONSTER_REBORN)
      .gy(0, C.SUMMONED_SKULL)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Dark Hole');
    s.resolveChain();
    expect(s.find(C.FELGRAND_DRAGON).location).toBe('gy');
    s.choose('Activate Monster Reborn');
    s.choose(/^Felgrand Dragon/);
    s.passUntil((x) => x.decision?.prompt.includes('position') === true);
    s.choose('Attack Position');
    s.passUntil((x) => x.has(/^Summoned Skull/) || (x.duel.chain.length === 0 && x.decision?.player === 0));
    if (s.has(/^Summoned Skull/)) s.choose(/^Summoned Skull/);
    s.resolveChain();
    expect(s.find(C.FELGRAND_DRAGON).location).toBe('mzone');
    // Summoned Skull is Level 6: 2800 + 1200.
    expect(s.atk(C.FELGRAND_DRAGON)).toBe(2800 + 1200);
  });
});
