/**
 * Abyss-scale of Cetus: "When a Trap effect that was activated on your opponent's side of the field resolves, negate
 * that effect, then send this card to the Graveyard" (003 §3.4.4: continuous, no chain); its controller's own Traps
 * are not negated.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Abyss-scale of Cetus', () => {
  it("negates the opponent's Mirror Force as it resolves, then goes to the GY", () => {
    const s = scenario()
      .monster(0, C.MERMAIL_ABYSSMEGALO)
      .attach(0, C.ABYSS_SCALE_OF_CETUS, C.MERMAIL_ABYSSMEGALO)
      .spellTrap(1, C.MIRROR_FORCE)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(s.atk(C.MERMAIL_ABYSSMEGALO)).toBe(2400 + 800);
    s.choose('Enter the Battle Phase');
    s.choose('Attack directly with Mermail Abyssmegalo');
    s.passUntil((x) => x.decision?.player === 1 && x.has(/^Activate Mirror Force/));
    s.choose(/^Activate Mirror Force/);
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    expect(s.find(C.MERMAIL_ABYSSMEGALO).location).toBe('mzone');
    expect(s.codes(0, 'gy')).toEqual([C.ABYSS_SCALE_OF_CETUS]);
    expect(s.lp(1)).toBe(8000 - 2400);
  });

  it("does not negate its controller's own Trap", () => {
    const s = scenario()
      .turn(1)
      .monster(0, C.MERMAIL_ABYSSMEGALO)
      .attach(0, C.ABYSS_SCALE_OF_CETUS, C.MERMAIL_ABYSSMEGALO)
      .spellTrap(0, C.MIRROR_FORCE)
      .monster(1, C.BLUE_EYES)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.choose(/^Attack directly with Blue-Eyes|^Attack Mermail Abyssmegalo .* with Blue-Eyes/);
    s.passUntil((x) => x.decision?.player === 0 && x.has(/^Activate Mirror Force/));
    s.choose(/^Activate Mirror Force/);
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    expect(s.codes(1, 'gy')).toEqual([C.BLUE_EYES]);
    expect(s.find(C.ABYSS_SCALE_OF_CETUS).location).toBe('szone');
  });
});
