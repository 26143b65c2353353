import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Ash Blossom & Joyous Spring', () => {
  it('negates an effect that sends from the Deck to the GY; once per turn by name (003 §3.5.1)', () => {
    const s = scenario()
      .monster(0, C.RAIDEN)
      .hand(0, C.POT_OF_DUALITY)
      .deck(0, C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN, C.MYSTIC_TOMATO, C.GIANT_RAT)
      .hand(1, C.ASH_BLOSSOM, C.ASH_BLOSSOM)
      .start();
    s.choose(/^Activate Raiden/);
    expect(s.player).toBe(1);
    s.chooseAny(/Activate Ash Blossom/);
    s.resolveChain();
    // Raiden's effect was negated: nothing left the Deck; Ash was discarded as the cost.
    expect(s.codes(0, 'deck')).toHaveLength(5);
    expect(s.codes(1, 'gy')).toEqual([C.ASH_BLOSSOM]);
    // The second copy cannot answer Pot of Duality's search this turn.
    s.toOpenState();
    s.choose(/^Activate Pot of Duality/);
    expect(s.has(/Activate Ash Blossom/)).toBe(false);
  });

  it("negates a search (Pot of Duality): the card's activation stands, its effect does nothing", () => {
    const s = scenario()
      .hand(0, C.POT_OF_DUALITY)
      .deck(0, C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN)
      .hand(1, C.ASH_BLOSSOM)
      .start();
    s.choose(/^Activate Pot of Duality/);
    s.choose(/Activate Ash Blossom/);
    s.resolveChain();
    expect(s.codes(0, 'hand')).toEqual([]);
    expect(s.codes(0, 'deck')).toHaveLength(3);
    expect(s.codes(0, 'gy')).toEqual([C.POT_OF_DUALITY]);
    // "You can only activate 1 'Pot of Duality' per turn" is used: the activation was not negated.
    expect(s.events('negate-effect')).toHaveLength(1);
    expect(s.events('negate-activation')).toHaveLength(0);
  });

  it('does not answer a draw (Pot of Greed), which adds no card "from the Deck" in its sense', () => {
    const s = scenario()
      .hand(0, C.POT_OF_GREED)
      .deck(0, C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN)
      .hand(1, C.ASH_BLOSSOM)
      .askAlways()
      .start();
    s.choose(/^Activate Pot of Greed/);
    s.passUntil((x) => x.player === 1);
    expect(s.has(/Activate Ash Blossom/)).toBe(false);
  });

  it('answers a Special Summon from the Deck (Mystic Tomato)', () => {
    const s = scenario()
      .monster(0, C.DARK_MAGICIAN)
      .monster(1, C.MYSTIC_TOMATO)
      .deck(1, C.SANGAN, C.KURIBOH)
      .hand(0, C.ASH_BLOSSOM)
      .deck(0, C.SANGAN)
      .battle('battle-step')
      .start();
    s.choose(/^Attack Mystic Tomato/);
    s.passUntil((x) => x.player === 1 && x.has(/^Mystic Tomato/));
    s.choose(/^Mystic Tomato/);
    s.passUntil((x) => x.player === 0 && x.has(/Activate Ash Blossom/));
    s.choose(/Activate Ash Blossom/);
    s.resolveChain();
    // Allowed in the Damage Step (003 §3.6.3): Mystic Tomato's Summon from the Deck did not happen.
    expect(s.events('negate-effect')).toHaveLength(1);
    expect(s.codes(1, 'mzone')).toEqual([]);
    expect(s.codes(0, 'gy')).toEqual([C.ASH_BLOSSOM]);
  });
});
