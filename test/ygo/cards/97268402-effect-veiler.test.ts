import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Effect Veiler', () => {
  it("negates an activated effect of the opponent's monster (resolved while it is negated, 003 §3.4.4)", () => {
    const s = scenario()
      .monster(0, C.RAIDEN)
      .deck(0, C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN)
      .hand(1, C.EFFECT_VEILER)
      .start();
    s.choose(/^Activate Raiden/);
    s.passUntil((x) => x.player === 1 && x.has(/Activate Effect Veiler/));
    s.choose(/Activate Effect Veiler/);
    // The cost is paid before the target is chosen: Veiler is already in the GY.
    expect(s.codes(1, 'gy')).toEqual([C.EFFECT_VEILER]);
    s.resolveChain();
    // Raiden's effect resolved negated: the Deck is untouched.
    expect(s.codes(0, 'deck')).toHaveLength(3);
    expect(s.codes(0, 'gy')).toEqual([]);
  });

  it("negates a continuous effect until the end of the turn only; only in the opponent's Main Phase", () => {
    const s = scenario()
      .monster(0, C.DARK_MAGICIAN_GIRL)
      .gy(0, C.DARK_MAGICIAN)
      .hand(1, C.EFFECT_VEILER)
      .deck(0, C.SANGAN, C.KURIBOH)
      .deck(1, C.SANGAN, C.KURIBOH)
      .start();
    expect(s.atk(C.DARK_MAGICIAN_GIRL)).toBe(2300);
    // Player 0's Main Phase: player 1 may answer when priority comes to them (003 §3.6.2).
    s.passUntil((x) => x.player === 1 && x.has(/Activate Effect Veiler/));
    s.choose(/Activate Effect Veiler/);
    s.resolveChain();
    // "Dark Magician Girl gains 300 ATK for every Dark Magician…" no longer applies.
    expect(s.atk(C.DARK_MAGICIAN_GIRL)).toBe(2000);
    expect(s.codes(1, 'gy')).toEqual([C.EFFECT_VEILER]);
    // Next turn (player 1's): the negation ended with the turn.
    s.passUntil((x) => x.state.turn === 4);
    expect(s.atk(C.DARK_MAGICIAN_GIRL)).toBe(2300);
  });

  it("is not offered in the opponent's Battle Phase nor in your own turn", () => {
    const s = scenario()
      .monster(0, C.DARK_MAGICIAN_GIRL)
      .hand(1, C.EFFECT_VEILER, C.EFFECT_VEILER)
      .deck(0, C.SANGAN, C.KURIBOH)
      .deck(1, C.SANGAN, C.KURIBOH)
      .battle('battle-step')
      .start();
    let offered = false;
    s.passUntil((x) => {
      if (x.player === 1 && x.has(/Activate Effect Veiler/)) offered = true;
      return x.state.phase !== 'battle';
    });
    expect(offered).toBe(false);
    // Player 1's own turn: only "During your opponent's Main Phase".
    s.passUntil((x) => x.state.turn === 4 && x.state.phase === 'main1');
    expect(s.has(/Activate Effect Veiler/)).toBe(false);
  });
});
