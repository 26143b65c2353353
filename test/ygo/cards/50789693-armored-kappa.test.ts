/**
 * Armored Kappa: a detach for +1000 ATK or DEF (once per turn), and in the Battle Step of an attack involving its
 * controller's monster, "discard 1 card: for the rest of this turn, monsters you control cannot be destroyed by battle,
 * also you take no battle damage", once per Duel (003 §3.5.1).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const PROTECT = /^Activate Armored Kappa.*Discard 1 card/;

/** The opponent (player 1) attacks Armored Kappa with Blue-Eyes White Dragon; player 0 holds `hand`. */
function attacked(...hand: number[]): Scenario {
  return scenario()
    .turn(1)
    .monsterWith(0, C.ARMORED_KAPPA, { summon: 'xyz' })
    .hand(0, ...hand)
    .monster(1, C.BLUE_EYES)
    .deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
    .start();
}

function declareAttack(s: Scenario): void {
  s.choose('Enter the Battle Phase');
  s.choose(/Attack Armored Kappa .* with Blue-Eyes White Dragon/);
}

describe('Armored Kappa', () => {
  it('detach 1: gains 1000 DEF when DEF is chosen, once per turn', () => {
    const s = scenario()
      .monsterWith(0, C.ARMORED_KAPPA, { summon: 'xyz' })
      .xyzMaterials(0, C.ARMORED_KAPPA, C.OJAMA_GREEN, C.OJAMA_GREEN)
      .start();
    s.choose(/^Activate Armored Kappa.*Detach 1 Xyz Material/);
    s.answer([0]);
    s.passUntil((x) => x.decision?.prompt.startsWith('Gain 1000 ATK') === true);
    s.choose('DEF');
    s.resolveChain();
    expect(s.def(C.ARMORED_KAPPA)).toBe(2000);
    expect(s.atk(C.ARMORED_KAPPA)).toBe(400);
    expect(s.find(C.ARMORED_KAPPA).overlay.length).toBe(1);
    expect(s.has(/^Activate Armored Kappa.*Detach/)).toBe(false);
  });

  it('in the Battle Step, discarding 1 card: Armored Kappa survives Blue-Eyes and no battle damage is taken', () => {
    const s = attacked(C.FERAL_IMP);
    declareAttack(s);
    s.passUntil((x) => x.decision?.player === 0 && x.has(PROTECT));
    s.choose(PROTECT);
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    expect(s.find(C.ARMORED_KAPPA).location).toBe('mzone');
    expect(s.lp(0)).toBe(8000);
    expect(s.codes(0, 'gy')).toEqual([C.FERAL_IMP]);
  });

  it('not without a card to discard, and only once per Duel', () => {
    const none = attacked();
    declareAttack(none);
    let seen = false;
    none.passUntil((x) => {
      if (x.decision?.player === 0 && x.has(PROTECT)) seen = true;
      return x.duel.battle === null;
    });
    expect(seen).toBe(false);
    expect(none.find(C.ARMORED_KAPPA).location).toBe('gy');

    const s = attacked(C.FERAL_IMP, C.FERAL_IMP);
    declareAttack(s);
    s.passUntil((x) => x.decision?.player === 0 && x.has(PROTECT));
    s.choose(PROTECT);
    s.answer([0]);
    // Two turns later, attacked again: the once-per-Duel use is spent.
    s.passUntil((x) => x.duel.turn === 5 && x.decision?.player === 1 && x.has('Enter the Battle Phase'), 400);
    declareAttack(s);
    let again = false;
    s.passUntil((x) => {
      if (x.decision?.player === 0 && x.has(PROTECT)) again = true;
      return x.duel.battle === null;
    });
    expect(again).toBe(false);
  });
});
