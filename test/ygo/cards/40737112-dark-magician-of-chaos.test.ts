/**
 * Dark Magician of Chaos: "During the End Phase, if this card was Normal or Special Summoned this turn: You can target
 * 1 Spell in your GY; add it to your hand" (once per turn) and "If this card destroys an opponent's monster by battle,
 * after damage calculation: Banish that opponent's monster".
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const RECOVER = /Dark Magician of Chaos .*Add 1 Spell from your GY/;

describe('Dark Magician of Chaos', () => {
  it('Special Summoned this turn: in the End Phase it adds a Spell from the GY to the hand', () => {
    const s = scenario()
      .monsterWith(0, C.DARK_MAGICIAN_OF_CHAOS, { thisTurn: true, summon: 'special' })
      .gy(0, C.POT_OF_GREED)
      .deck(0, C.KURIBOH)
      .deck(1, C.KURIBOH)
      .start();
    const t0 = s.duel.turn;
    s.passUntil((x) => x.has(RECOVER) || x.duel.turn > t0);
    expect(s.duel.phase).toBe('end');
    s.choose(RECOVER);
    s.passUntil((x) => x.codes(0, 'hand').includes(C.POT_OF_GREED) || x.duel.turn > t0);
    expect(s.codes(0, 'hand')).toEqual([C.POT_OF_GREED]);
  });

  it('on the field since an earlier turn: no recovery', () => {
    const s = scenario()
      .monster(0, C.DARK_MAGICIAN_OF_CHAOS)
      .gy(0, C.POT_OF_GREED)
      .deck(0, C.KURIBOH)
      .deck(1, C.KURIBOH)
      .start();
    const t0 = s.duel.turn;
    let offered = false;
    s.passUntil((x) => {
      if (x.has(RECOVER)) offered = true;
      return x.duel.turn > t0;
    });
    expect(offered).toBe(false);
    expect(s.codes(0, 'gy')).toEqual([C.POT_OF_GREED]);
  });

  it('banishes the opponent monster it destroys by battle', () => {
    const s = scenario()
      .turn(0, 'battle', 2)
      .monster(0, C.DARK_MAGICIAN_OF_CHAOS)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.KURIBOH)
      .deck(1, C.KURIBOH)
      .start();
    s.choose(/^Attack Celtic Guardian/);
    s.passUntil((x) => x.duel.battle === null);
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('banished');
    expect(s.lp(1)).toBe(8000 - (2800 - 1400));
  });
});
