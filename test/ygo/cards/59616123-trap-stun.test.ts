/**
 * Trap Stun: "Negate all other Trap effects on the field this turn" (003 §3.4.4): a resolved negation that outlasts the
 * card, reaches Traps activated after it and face-up Continuous Traps of either player, and ends with the turn.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const STUN = 'Activate Trap Stun';
const RAIDEN = /^Activate Raiden.*Send the top 2 cards of your Deck to the GY$/;

describe('Trap Stun', () => {
  it('a Trap activated later this turn resolves without effect (Mirror Force leaves the attacker)', () => {
    const s = scenario()
      .spellTrap(0, C.TRAP_STUN)
      .monster(0, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.MIRROR_FORCE)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(STUN);
    s.resolveChain();
    expect(s.codes(0, 'gy')).toEqual([C.TRAP_STUN]);
    s.choose('Enter the Battle Phase');
    s.choose('Attack directly with Celtic Guardian');
    s.passUntil((x) => x.decision?.player === 1 && x.has(/^Activate Mirror Force/));
    s.choose(/^Activate Mirror Force/);
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('mzone');
    expect(s.codes(1, 'gy')).toEqual([C.MIRROR_FORCE]);
    expect(s.lp(1)).toBe(8000 - 1400);
  });

  it("a face-up Continuous Trap (the opponent's Skill Drain) is negated for this turn only", () => {
    const s = scenario()
      .spellTrap(0, C.TRAP_STUN)
      .monster(0, C.RAIDEN)
      .spellTrap(1, C.SKILL_DRAIN, true)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    // Skill Drain negates Raiden's effect.
    expect(s.has(RAIDEN)).toBe(false);
    s.choose(STUN);
    s.resolveChain();
    expect(s.has(RAIDEN)).toBe(true);
    // Two turns later, Skill Drain applies again.
    s.passUntil((x) => x.duel.turn === 5 && x.decision?.about === 'main-phase-action', 400);
    expect(s.find(C.SKILL_DRAIN).location).toBe('szone');
    expect(s.has(RAIDEN)).toBe(false);
  });
});
