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

  /** Servant of Endymion (Pendulum Zone, 3 Spell Counters) Special Summons itself and Breaker from the Deck. */
  function summonFromDeck(dragon: boolean) {
    const b = scenario()
      .pendulumZone(0, C.SERVANT_OF_ENDYMION, 'left')
      .counters(0, C.SERVANT_OF_ENDYMION, { spell: 3 })
      .spellTrap(0, C.RUINS_OF_THE_DIVINE_DRAGON_LORDS, true)
      .deck(0, C.BREAKER_THE_MAGICAL_WARRIOR, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP);
    const s = (dragon ? b.monster(0, C.BLUE_EYES) : b.monster(0, C.CELTIC_GUARDIAN)).start();
    s.choose(/^Activate Servant of Endymion/);
    s.resolveChain();
    expect(s.find(C.BREAKER_THE_MAGICAL_WARRIOR, 'mzone').counters.spell).toBe(1);
    return s;
  }
  const BREAKER = /^Activate Breaker the Magical Warrior/;

  it('while you control a Level 7 or 8 Dragon, monsters Special Summoned (not from the GY) have their effects negated this turn', () => {
    const s = summonFromDeck(true);
    expect(s.has(BREAKER)).toBe(false);
    // The negation ends with the turn: Breaker's effect is back on turn 5.
    s.passUntil((x) => x.duel.turn === 5 && x.decision?.about === 'main-phase-action', 400);
    expect(s.has(BREAKER)).toBe(true);
  });

  it('not without such a Dragon, nor for a monster Special Summoned from the GY', () => {
    const s = summonFromDeck(false);
    expect(s.has(BREAKER)).toBe(true);
    const gy = scenario()
      .spellTrap(0, C.RUINS_OF_THE_DIVINE_DRAGON_LORDS, true)
      .monster(0, C.BLUE_EYES)
      .hand(0, C.MONSTER_REBORN)
      .gy(0, C.RAIDEN)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    gy.choose('Activate Monster Reborn');
    gy.passUntil((x) => x.decision?.prompt === 'Summon in which position?');
    gy.choose('Attack Position');
    gy.resolveChain();
    expect(gy.find(C.RAIDEN).location).toBe('mzone');
    expect(gy.has(/^Activate Raiden/)).toBe(true);
  });
});
