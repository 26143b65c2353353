/**
 * Prediction Ritual's GY effect: "During your Main Phase, except the turn this card was sent to the Graveyard: You can
 * banish this card from your Graveyard; add 1 "Prediction Princess" monster from your Deck to your hand".
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const SEARCH = /^Activate Prediction Ritual .*add 1 "Prediction Princess" monster/;

describe('Prediction Ritual (GY effect)', () => {
  it('banishes itself from the GY to add a "Prediction Princess" monster from the Deck', () => {
    const s = scenario().gy(0, C.PREDICTION_RITUAL).deck(0, C.KURIBOH, C.PREDICTION_PRINCESS_TAROTREI).start();
    s.choose(SEARCH);
    s.resolveChain();
    expect(s.find(C.PREDICTION_RITUAL).location).toBe('banished');
    expect(s.codes(0, 'hand')).toEqual([C.PREDICTION_PRINCESS_TAROTREI]);
    expect(s.codes(0, 'deck')).toEqual([C.KURIBOH]);
  });

  it('is not offered the turn it was sent to the GY, nor with no "Prediction Princess" monster in the Deck', () => {
    const s = scenario()
      .hand(0, C.GRACEFUL_CHARITY)
      .deck(0, C.PREDICTION_RITUAL, C.KURIBOH, C.KURIBOH, C.PREDICTION_PRINCESS_TAROTREI)
      .start();
    s.choose('Activate Graceful Charity');
    s.passUntil((x) => x.decision?.prompt.startsWith('Discard') === true);
    s.chooseAny(/Prediction Ritual/, /Kuriboh/);
    s.resolveChain();
    expect(s.find(C.PREDICTION_RITUAL).location).toBe('gy');
    expect(s.has(SEARCH)).toBe(false);
    const empty = scenario().gy(0, C.PREDICTION_RITUAL).deck(0, C.KURIBOH).start();
    expect(empty.has(SEARCH)).toBe(false);
  });
});
