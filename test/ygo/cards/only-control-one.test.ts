/**
 * "You can only control 1 'X'" (003 §3.3.2 [TN fn22]): no second face-up one by Summon, Flip Summon, activation or
 * control change; a Set is allowed; a second one flipped face-up by an effect is destroyed by the rules. Double-Edged
 * Sword, First of the Dragons, Gagaga Magician (and its Level declaration, 003 §3.4.4).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { levelOf as currentLevel } from '../../../src/ygo/rules/level.ts';
import { scenario } from '../support/scenario.ts';

describe('Gagaga Magician', () => {
  it('with one face-up, a second cannot be Normal Summoned, but can be Set', () => {
    const s = scenario().monster(0, C.GAGAGA_MAGICIAN).hand(0, C.GAGAGA_MAGICIAN).deck(0, C.FERAL_IMP).start();
    expect(s.has('Normal Summon Gagaga Magician')).toBe(false);
    expect(s.has('Set Gagaga Magician')).toBe(true);
    const t = scenario().hand(0, C.GAGAGA_MAGICIAN).deck(0, C.FERAL_IMP).start();
    expect(t.has('Normal Summon Gagaga Magician')).toBe(true);
  });

  it('a second one flipped face-up by an effect is destroyed by the rules (the newer one)', () => {
    const s = scenario()
      .monster(1, C.GAGAGA_MAGICIAN)
      .monster(1, C.GAGAGA_MAGICIAN, 'set')
      .hand(0, C.SWORDS_OF_REVEALING_LIGHT)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    const [first, second] = s.cards(1, 'mzone');
    s.choose('Activate Swords of Revealing Light');
    s.resolveChain();
    expect(first!.location).toBe('mzone');
    expect(second!.location).toBe('gy');
  });

  it('declares a Level from 1 to 8 (not its own) until the End Phase: an Xyz Summon reads it', () => {
    const s = scenario()
      .monster(0, C.GAGAGA_MAGICIAN)
      .monster(0, C.MATAZA_THE_ZAPPER)
      .extra(0, C.DANTE)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    expect(s.has(/^Xyz Summon Dante/)).toBe(false);
    s.choose(/^Activate Gagaga Magician/);
    expect(s.options()).not.toContain('4');
    s.choose('3');
    s.resolveChain();
    const magician = s.find(C.GAGAGA_MAGICIAN, 'mzone');
    expect(currentLevel(s.duel, magician)).toBe(3);
    // Once per turn.
    expect(s.has(/^Activate Gagaga Magician/)).toBe(false);
    expect(s.has(/^Xyz Summon Dante/)).toBe(true);
    s.toTurn(s.duel.turn + 1);
    expect(currentLevel(s.duel, magician)).toBe(4);
  });
});

describe('Double-Edged Sword', () => {
  it('with one face-up, a second cannot be activated, but can be Set', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .hand(0, C.DOUBLE_EDGED_SWORD, C.DOUBLE_EDGED_SWORD)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.chooseAny('Activate Double-Edged Sword');
    s.resolveChain();
    expect(s.atk(C.CELTIC_GUARDIAN)).toBe(1400 + 2000);
    expect(s.has('Activate Double-Edged Sword')).toBe(false);
    expect(s.has('Set Double-Edged Sword')).toBe(true);
  });
});

describe('First of the Dragons', () => {
  it('with one face-up, a second cannot be Fusion Summoned, nor taken from the opponent', () => {
    const s = scenario()
      .monster(0, C.FIRST_OF_THE_DRAGONS)
      .monster(1, C.FIRST_OF_THE_DRAGONS)
      .hand(0, C.POLYMERIZATION, C.CELTIC_GUARDIAN, C.BLUE_EYES, C.CHANGE_OF_HEART)
      .extra(0, C.FIRST_OF_THE_DRAGONS)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(s.has(/^Activate Polymerization/)).toBe(false);
    expect(s.has('Activate Change of Heart')).toBe(false);
    const t = scenario()
      .hand(0, C.POLYMERIZATION, C.CELTIC_GUARDIAN, C.BLUE_EYES)
      .extra(0, C.FIRST_OF_THE_DRAGONS)
      .deck(0, C.FERAL_IMP)
      .start();
    expect(t.has(/^Activate Polymerization/)).toBe(true);
  });
});
