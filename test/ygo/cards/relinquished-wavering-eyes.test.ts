/** Relinquished and Wavering Eyes (003 §3.2.1 TC-13). */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Relinquished', () => {
  it("equips 1 of the opponent's monsters (max. 1) and takes its ATK and DEF, once per turn", () => {
    const s = scenario()
      .monsterWith(0, C.RELINQUISHED, { summon: 'ritual' })
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.FERAL_IMP)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(s.atk(C.RELINQUISHED)).toBe(0);
    s.choose(/^Activate Relinquished/);
    s.choose(/^Celtic Guardian/);
    s.resolveChain();
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('szone');
    expect([s.atk(C.RELINQUISHED), s.def(C.RELINQUISHED)]).toEqual([1400, 1200]);
    expect(s.has(/^Activate Relinquished/)).toBe(false);
  });
});

describe('Relinquished in battle', () => {
  /** Relinquished equipped with Celtic Guardian (1400/1200) on turn 3; on turn 4 Blue-Eyes (3000) attacks it. */
  function attacked(equip: boolean) {
    const s = scenario()
      .monsterWith(0, C.RELINQUISHED, { summon: 'ritual' })
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.BLUE_EYES)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    if (equip) {
      s.choose(/^Activate Relinquished/);
      s.choose(/^Celtic Guardian/);
      s.resolveChain();
    }
    s.passUntil((x) => x.duel.turn === 4 && x.has('Enter the Battle Phase'), 400);
    s.choose('Enter the Battle Phase');
    s.choose(/^Attack Relinquished .* with Blue-Eyes White Dragon/);
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    return s;
  }

  it('destroyed by battle, the equipped monster is destroyed instead; the battle damage taken is mirrored', () => {
    const s = attacked(true);
    expect(s.find(C.RELINQUISHED).location).toBe('mzone');
    expect(s.codes(1, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.lp(0)).toBe(8000 - 1600);
    expect(s.lp(1)).toBe(8000 - 1600);
  });

  it('with nothing equipped: destroyed, and no damage to the opponent', () => {
    const s = attacked(false);
    expect(s.codes(0, 'gy')).toEqual([C.RELINQUISHED]);
    expect(s.lp(0)).toBe(8000 - 3000);
    expect(s.lp(1)).toBe(8000);
  });
});

describe('Wavering Eyes', () => {
  it('destroys every Pendulum Zone card; with 2, 500 damage and may add a Pendulum Monster from the Deck', () => {
    const s = scenario()
      .pendulumZone(0, C.DRAGONG, 'left')
      .pendulumZone(1, C.MASTER_PENDULUM_THE_DRACOSLAYER, 'right')
      .hand(0, C.WAVERING_EYES)
      .deck(0, C.FERAL_IMP, C.MANDRAGON)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Wavering Eyes');
    s.passUntil((x) => x.decision?.player === 0 && x.has('Yes'));
    s.choose('Yes');
    s.resolveChain();
    expect(s.find(C.DRAGONG).location).toBe('extra');
    expect(s.find(C.MASTER_PENDULUM_THE_DRACOSLAYER).location).toBe('extra');
    expect(s.lp(1)).toBe(7500);
    expect(s.codes(0, 'hand')).toEqual([C.MANDRAGON]);
  });

  it('is not offered with no card in a Pendulum Zone', () => {
    const s = scenario().hand(0, C.WAVERING_EYES).spellTrap(1, C.MIRROR_FORCE).start();
    expect(s.has('Activate Wavering Eyes')).toBe(false);
  });
});
