/**
 * Raiden, Hand of the Lightsworn: "this card gains 200 ATK until the end of your opponent's turn" (003 §3.4.4): the
 * gain outlasts its own turn and ends with the opponent's; without a "Lightsworn" monster milled, no gain.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const MILL = /^Activate Raiden.*Send the top 2 cards of your Deck to the GY$/;

describe('Raiden, Hand of the Lightsworn', () => {
  it("gains 200 ATK until the end of the opponent's turn when a Lightsworn monster is milled", () => {
    const s = scenario()
      .monster(0, C.RAIDEN)
      .deck(0, C.RAIDEN, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose(MILL);
    s.resolveChain();
    expect(s.codes(0, 'gy')).toEqual([C.RAIDEN, C.FERAL_IMP]);
    expect(s.atk(C.RAIDEN)).toBe(1900);
    // Once per turn by name.
    expect(s.has(MILL)).toBe(false);
    // Still 1900 during the opponent's turn (turn 4), back to 1700 once that turn is over.
    s.passUntil((x) => x.duel.turn === 4 && x.decision?.about === 'main-phase-action', 400);
    expect(s.atk(C.RAIDEN)).toBe(1900);
    s.passUntil((x) => x.duel.turn === 5 && x.decision?.about === 'main-phase-action', 400);
    expect(s.atk(C.RAIDEN)).toBe(1700);
  });

  it('no gain when no Lightsworn monster is sent', () => {
    const s = scenario().monster(0, C.RAIDEN).deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP).start();
    s.choose(MILL);
    s.resolveChain();
    expect(s.codes(0, 'gy')).toEqual([C.FERAL_IMP, C.FERAL_IMP]);
    expect(s.atk(C.RAIDEN)).toBe(1700);
  });
});
