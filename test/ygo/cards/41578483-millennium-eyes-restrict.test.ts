/**
 * Millennium-Eyes Restrict: "target 1 Effect Monster your opponent controls or in their GY; equip that target to this
 * card" and "Monsters with that equipped monster's name … their activated effects are negated" (003 §3.4.4: wherever
 * they were activated, the hand included).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const VEILER = /^Activate Effect Veiler/;
const RESTRICT = /^Activate Millennium-Eyes Restrict/;

/** Player 1 uses Effect Veiler from the hand on Restrict in player 0's Main Phase; Restrict is equipped with `equipped`. */
function veiled(equipped: number) {
  const s = scenario()
    .monsterWith(0, C.MILLENNIUM_EYES_RESTRICT, { summon: 'fusion' })
    .attach(0, equipped, C.MILLENNIUM_EYES_RESTRICT)
    .hand(1, C.EFFECT_VEILER)
    .deck(0, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP)
    .start();
  s.passUntil((x) => x.decision?.player === 1 && x.has(VEILER));
  s.choose(VEILER);
  s.passUntil((x) => x.duel.chain.length === 0 && !x.duel.resolving);
  return s;
}
const negated = (s: ReturnType<typeof veiled>): boolean => {
  const r = s.find(C.MILLENNIUM_EYES_RESTRICT, 'mzone');
  return s.duel.lingering.some((l) => l.kind === 'effects-negated' && l.uid === r.uid);
};

describe('Millennium-Eyes Restrict', () => {
  it("equipped with Effect Veiler, the opponent's Effect Veiler activated from the hand is negated", () => {
    const s = veiled(C.EFFECT_VEILER);
    expect(s.codes(1, 'gy')).toEqual([C.EFFECT_VEILER]);
    expect(negated(s)).toBe(false);
  });

  it('equipped with a monster of another name, Effect Veiler resolves', () => {
    const s = veiled(C.RAIDEN);
    expect(negated(s)).toBe(true);
  });

  it("answers the opponent's monster effect by equipping an Effect Monster from their GY", () => {
    const s = scenario()
      .monsterWith(0, C.MILLENNIUM_EYES_RESTRICT, { summon: 'fusion' })
      .hand(1, C.EFFECT_VEILER)
      .gy(1, C.RAIDEN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.passUntil((x) => x.decision?.player === 1 && x.has(VEILER));
    s.choose(VEILER);
    s.passUntil((x) => x.decision?.player === 0 && x.has(RESTRICT));
    s.choose(RESTRICT);
    s.choose(/^Raiden/);
    s.passUntil((x) => x.duel.chain.length === 0 && !x.duel.resolving);
    expect(s.find(C.RAIDEN).location).toBe('szone');
    expect(s.find(C.RAIDEN).equipTarget).toBe(s.find(C.MILLENNIUM_EYES_RESTRICT).uid);
    // Once per turn: not offered again.
    expect(s.has(RESTRICT)).toBe(false);
  });
});
