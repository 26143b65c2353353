/**
 * Nekroz Mirror's GY effect: "If you control no monsters: You can banish this card and 1 "Nekroz" monster from your GY;
 * add 1 "Nekroz" Spell from your Deck to your hand".
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const SEARCH = /^Activate Nekroz Mirror .*add 1 "Nekroz" Spell/;

describe('Nekroz Mirror (GY effect)', () => {
  it('banishes itself and a "Nekroz" monster from the GY to add a "Nekroz" Spell from the Deck', () => {
    const s = scenario().gy(0, C.NEKROZ_MIRROR, C.NEKROZ_OF_CLAUSOLAS).deck(0, C.KURIBOH, C.NEKROZ_MIRROR).start();
    s.choose(SEARCH);
    s.resolveChain();
    expect(s.codes(0, 'banished')).toEqual([C.NEKROZ_MIRROR, C.NEKROZ_OF_CLAUSOLAS]);
    expect(s.codes(0, 'hand')).toEqual([C.NEKROZ_MIRROR]);
    expect(s.codes(0, 'gy')).toEqual([]);
  });

  it('is not offered while you control a monster, nor without a "Nekroz" monster in the GY', () => {
    const withMonster = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .gy(0, C.NEKROZ_MIRROR, C.NEKROZ_OF_CLAUSOLAS)
      .deck(0, C.NEKROZ_MIRROR)
      .start();
    expect(withMonster.has(SEARCH)).toBe(false);
    const alone = scenario().gy(0, C.NEKROZ_MIRROR).deck(0, C.NEKROZ_MIRROR).start();
    expect(alone.has(SEARCH)).toBe(false);
  });
});
