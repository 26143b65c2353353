/** D/D/D Rebel King Leonidas and Soul Charge (003 §3.4.4 TC-99: losing LP is not damage). */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('D/D/D Rebel King Leonidas', () => {
  it('face-up in the Monster Zone: its controller takes no effect damage', () => {
    const s = scenario()
      .turn(0, 'standby')
      .monster(0, C.DDD_REBEL_KING_LEONIDAS)
      .spellTrap(0, C.DARK_CONTRACT_WITH_THE_WITCH, true)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.toOpenState();
    expect(s.lp(0)).toBe(8000);
  });

  it('in the hand, when its owner takes effect damage: Special Summons itself and gains that many LP', () => {
    const s = scenario()
      .turn(0, 'standby')
      .hand(0, C.DDD_REBEL_KING_LEONIDAS)
      .spellTrap(0, C.DARK_CONTRACT_WITH_THE_WITCH, true)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.passUntil((x) => x.decision?.player === 0 && x.has(/Special Summon this card from your hand/));
    expect(s.lp(0)).toBe(7000);
    s.choose(/Special Summon this card from your hand/);
    s.toOpenState();
    expect(s.find(C.DDD_REBEL_KING_LEONIDAS).location).toBe('mzone');
    expect(s.lp(0)).toBe(8000);
  });
});

describe("D/D/D Rebel King Leonidas's Pendulum Effect", () => {
  /** Leonidas in player 0's Pendulum Zone; Dark Contract with the Witch deals player 0 1000 in the Standby Phase. */
  const board = () =>
    scenario()
      .turn(0, 'standby')
      .pendulumZone(0, C.DDD_REBEL_KING_LEONIDAS, 'left')
      .spellTrap(0, C.DARK_CONTRACT_WITH_THE_WITCH, true)
      .monster(0, C.KING_PYRON)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .start();
  const PENDULUM = /Destroy this card: effect damage this turn increases LP instead/;
  const BURN = /^Activate King Pyron/;

  it('destroys itself: for the rest of the turn, effect damage to either player increases their LP instead', () => {
    const s = board();
    // King Pyron has its effect once Gemini Summoned (003 §3.4.4).
    s.find(C.KING_PYRON).gemini = true;
    s.passUntil((x) => x.decision?.player === 0 && x.has(PENDULUM));
    expect(s.lp(0)).toBe(7000);
    s.choose(PENDULUM);
    s.toOpenState();
    expect(s.find(C.DDD_REBEL_KING_LEONIDAS).location).toBe('extra');
    s.choose(BURN);
    s.resolveChain();
    expect(s.lp(1)).toBe(9000);
    // The turn over, damage is damage again: player 0's next Standby Phase costs 1000 LP.
    s.passUntil((x) => x.duel.turn === 5 && x.decision?.about === 'main-phase-action', 400);
    expect(s.lp(0)).toBe(6000);
  });

  it('not used: the damage stays damage', () => {
    const s = board();
    s.find(C.KING_PYRON).gemini = true;
    s.passUntil((x) => x.decision?.player === 0 && x.has(PENDULUM));
    s.toOpenState();
    expect(s.find(C.DDD_REBEL_KING_LEONIDAS).location).toBe('szone');
    s.choose(BURN);
    s.resolveChain();
    expect(s.lp(1)).toBe(7000);
  });
});

describe('Soul Charge', () => {
  it('Special Summons the targets, 1000 LP lost for each; no Battle Phase that turn; 1 per turn', () => {
    const s = scenario()
      .hand(0, C.SOUL_CHARGE, C.SOUL_CHARGE)
      .gy(0, C.CELTIC_GUARDIAN, C.FERAL_IMP, C.KURIBOH)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.answer([s.options().findIndex((o) => o.startsWith('Activate Soul Charge'))]);
    s.answer([0, 1]);
    s.resolveChain();
    expect(s.codes(0, 'mzone').sort()).toEqual([C.CELTIC_GUARDIAN, C.FERAL_IMP].sort());
    expect(s.lp(0)).toBe(6000);
    expect(s.has(/^Activate Soul Charge/)).toBe(false);
    expect(s.has('Enter the Battle Phase')).toBe(false);
  });

  it('is not offered in Main Phase 2 (after a Battle Phase) or with no monster in the GY', () => {
    const s = scenario().turn(0, 'main2').hand(0, C.SOUL_CHARGE).gy(0, C.CELTIC_GUARDIAN).start();
    expect(s.has(/^Activate Soul Charge/)).toBe(false);
    const t = scenario().hand(0, C.SOUL_CHARGE).start();
    expect(t.has(/^Activate Soul Charge/)).toBe(false);
  });
});
