/**
 * Maiden with Eyes of Blue: targeted for an attack, it negates the attack, changes its position and may Summon a
 * "Blue-Eyes White Dragon"; one of its effects per turn ('name-any' once per turn, 003 §3.5.1).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Maiden with Eyes of Blue', () => {
  it('targeted for an attack: the attack is negated, Maiden turns to Defense Position, a Blue-Eyes comes from the Deck', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(1, C.MAIDEN_WITH_EYES_OF_BLUE)
      .deck(1, C.BLUE_EYES, C.FERAL_IMP)
      .deck(0, C.FERAL_IMP)
      // Something for player 0 to do afterwards in Main Phase 2 (the turn does not run on by itself).
      .hand(0, C.FERAL_IMP)
      .battle('battle-step')
      .start();
    s.choose(/^Attack Maiden with Eyes of Blue/);
    // Player 1's optional trigger, answering the attack declaration.
    expect(s.decision?.player).toBe(1);
    s.choose(/Maiden with Eyes of Blue/);
    // On resolution: "then you can Special Summon" (yes) and the position (Defense).
    for (let i = 0; i < 5 && s.decision?.player === 1 && s.decision.about === 'effect'; i++) {
      if (s.decision.kind === 'yes-no') s.choose('Yes');
      else s.choose('Defense Position');
    }
    expect(s.duel.turn).toBe(3);
    const maiden = s.find(C.MAIDEN_WITH_EYES_OF_BLUE);
    expect([maiden.location, maiden.faceUp, maiden.defense]).toEqual(['mzone', true, true]);
    expect(s.find(C.BLUE_EYES).location).toBe('mzone');
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('mzone');
    expect(s.lp(1)).toBe(8000);
    expect(s.duel.players[1].summonHistory.map((r) => [r.name, r.method, r.from])).toEqual([
      ['Blue-Eyes White Dragon', 'special', 'deck'],
    ]);
  });
});
