/**
 * Ruins of the Divine Dragon Lords: its Token effect (a cost a Token cannot pay: Tokens are never "sent to the GY",
 * 003 §3.3.2) and its GY effect.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const TOKEN_EFFECT = /^Activate Ruins of the Divine Dragon Lords.*Dragon Lord Token/;

describe('Ruins of the Divine Dragon Lords', () => {
  it('its Token effect needs another face-up card that is not a Token, once per turn', () => {
    const tokenOnly = scenario()
      .spellTrap(0, C.RUINS_OF_THE_DIVINE_DRAGON_LORDS, true)
      .monster(0, C.DRAGON_LORD_TOKEN)
      .start();
    expect(tokenOnly.has(TOKEN_EFFECT)).toBe(false);
    const s = scenario()
      .spellTrap(0, C.RUINS_OF_THE_DIVINE_DRAGON_LORDS, true)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.CELTIC_GUARDIAN)
      .start();
    s.choose(TOKEN_EFFECT);
    s.answer([0]);
    s.resolveChain();
    expect(s.codes(0, 'mzone').sort()).toEqual([C.CELTIC_GUARDIAN, C.DRAGON_LORD_TOKEN].sort());
    expect(s.has(TOKEN_EFFECT)).toBe(false);
  });

  it('from the GY: send a Level 7 or 8 Dragon from the hand to the GY, add this card to the hand', () => {
    const s = scenario().gy(0, C.RUINS_OF_THE_DIVINE_DRAGON_LORDS).hand(0, C.BLUE_EYES).start();
    s.choose(/^Activate Ruins of the Divine Dragon Lords.*add this card/);
    s.resolveChain();
    expect(s.codes(0, 'hand')).toEqual([C.RUINS_OF_THE_DIVINE_DRAGON_LORDS]);
    expect(s.codes(0, 'gy')).toEqual([C.BLUE_EYES]);
  });
});
