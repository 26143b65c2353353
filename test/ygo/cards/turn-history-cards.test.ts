/**
 * Cards that read what happened earlier in the turn: "the turn you activate this card" restrictions (003 §2.1.4: the
 * successful Summons; 003 §3.6.3: the attacks declared). Red-Eyes Fusion, Inferno Fire Blast.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { summonLockStops } from '../../../src/ygo/rules/summon-history.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

function redEyesBoard(): Scenario {
  return scenario()
    .hand(0, C.RED_EYES_FUSION, C.FERAL_IMP, C.CYBER_DRAGON)
    .deck(0, C.FERAL_IMP, C.RED_EYES_B_DRAGON, C.SUMMONED_SKULL, C.FERAL_IMP)
    .extra(0, C.B_SKULL_DRAGON)
    .deck(1, C.FERAL_IMP, C.FERAL_IMP)
    .start();
}

describe('Red-Eyes Fusion', () => {
  it('cannot be activated after a Normal Summon this turn', () => {
    const s = redEyesBoard();
    expect(s.has(/^Activate Red-Eyes Fusion/)).toBe(true);
    s.choose('Normal Summon Feral Imp');
    s.toOpenState();
    expect(s.has(/^Activate Red-Eyes Fusion/)).toBe(false);
  });

  it('a Set is no Summon: still activatable; then its own Fusion Summon happens and other Summons are locked', () => {
    const s = redEyesBoard();
    s.choose('Set Feral Imp');
    s.toOpenState();
    s.choose(/^Activate Red-Eyes Fusion/);
    s.passUntil((x) => x.decision?.about === 'effect');
    s.choose('Attack Position');
    s.resolveChain();
    // The Fusion Summon of this card went through its own lock ("other monsters").
    expect(s.find(C.B_SKULL_DRAGON).location).toBe('mzone');
    // No other Special Summon (nor Normal Summon) this turn; the opponent is not bound.
    const cyber = s.find(C.CYBER_DRAGON);
    expect(summonLockStops(s.duel, 0, 'special', cyber.code, cyber.location, cyber.uid)).toBe(true);
    expect(summonLockStops(s.duel, 0, 'normal', cyber.code, 'hand', cyber.uid)).toBe(true);
    expect(summonLockStops(s.duel, 1, 'special', cyber.code, cyber.location, cyber.uid)).toBe(false);
    s.toTurn(s.duel.turn + 2);
    expect(summonLockStops(s.duel, 0, 'special', cyber.code, cyber.location, cyber.uid)).toBe(false);
  });
});

describe('Inferno Fire Blast', () => {
  function attackedWith(code: number): Scenario {
    const s = scenario()
      .monster(0, code)
      .hand(0, C.INFERNO_FIRE_BLAST)
      .monster(0, C.RED_EYES_B_DRAGON)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    expect(s.has(/^Activate Inferno Fire Blast/)).toBe(true);
    s.choose('Enter the Battle Phase');
    s.passUntil((x) => x.options().some((o) => o.startsWith('Attack directly with')));
    s.chooseAny(new RegExp(`^Attack directly with ${code === C.RED_EYES_B_DRAGON ? 'Red-Eyes' : 'Celtic'}`));
    s.passUntil((x) => x.duel.phase === 'main2' && x.decision?.about === 'main-phase-action');
    return s;
  }

  it('cannot be activated after a "Red-Eyes B. Dragon" attacked this turn', () => {
    const s = attackedWith(C.RED_EYES_B_DRAGON);
    expect(s.lp(1)).toBe(8000 - 2400);
    expect(s.has(/^Activate Inferno Fire Blast/)).toBe(false);
  });

  it('another monster attacking does not stop it; it deals the original ATK', () => {
    const s = attackedWith(C.CELTIC_GUARDIAN);
    expect(s.lp(1)).toBe(8000 - 1400);
    s.choose(/^Activate Inferno Fire Blast/);
    s.resolveChain();
    expect(s.lp(1)).toBe(8000 - 1400 - 2400);
  });
});
