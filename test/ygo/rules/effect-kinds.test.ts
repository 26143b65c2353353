/** Win conditions, "cannot be destroyed", player-level locks, Field Spell replacement (003 §3.5.3, §3.4.4, §3.5.1, §3.3.3). */
import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

const LIMBS = [8124921, 44519536, 70903634, 7902349];

describe('003 §3.5.3 win-condition text', () => {
  it('drawing the last piece of Exodia wins the duel at once', () => {
    const s = scenario()
      .turn(1, 'end')
      .hand(0, C.EXODIA, ...LIMBS.slice(0, 3))
      .deck(0, LIMBS[3]!)
      .start();
    s.passUntil((x) => x.decision === null);
    expect(s.duel.result).toEqual({ winner: 0, reason: 'win-condition', rule: '003 §3.5.3' });
  });

  it('four pieces are not enough', () => {
    const s = scenario()
      .hand(0, C.EXODIA, ...LIMBS.slice(0, 3))
      .start();
    expect(s.duel.result).toBeNull();
  });
});

describe('"cannot be destroyed by battle" (003 §3.4.4)', () => {
  it('Marshmallon survives, and a face-down Marshmallon attacked deals 1000 to the attacker', () => {
    const s = scenario().monster(0, C.DARK_MAGICIAN).monster(1, C.MARSHMALLON, 'set').start();
    s.choose('Enter the Battle Phase');
    s.passUntilOffered('Attack');
    s.choose('Attack');
    s.passUntil((x) => x.duel.phase === 'main2');
    expect(s.codes(1, 'mzone')).toEqual([C.MARSHMALLON]);
    expect(s.find(C.MARSHMALLON).faceUp).toBe(true);
    expect(s.lp(0)).toBe(7000);
    expect(s.lp(1)).toBe(8000);
  });

  it('Spirit Reaper is not destroyed by battle, but is destroyed after an effect that targeted it resolves', () => {
    const s = scenario().monster(0, C.DARK_MAGICIAN).monster(1, C.SPIRIT_REAPER).hand(0, C.CHANGE_OF_HEART).start();
    s.choose('Enter the Battle Phase');
    s.passUntilOffered('Attack');
    s.choose('Attack');
    // With no attack left, the Battle Phase ends by itself; Main Phase 2 follows.
    s.passUntil((x) => x.duel.phase === 'main2');
    expect(s.codes(1, 'mzone')).toEqual([C.SPIRIT_REAPER]);
    expect(s.lp(1)).toBe(8000 - 2200);
    s.choose('Activate Change of Heart');
    s.passUntil((x) => x.codes(1, 'gy').includes(C.SPIRIT_REAPER));
    expect(s.codes(0, 'mzone')).toEqual([C.DARK_MAGICIAN]);
  });
});

describe('Field Spells (003 §3.3.3)', () => {
  it('Setting a Field Spell over another sends the old one to the GY', () => {
    const s = scenario().spellTrap(0, C.YAMI, true).hand(0, C.MYSTIC_PLASMA_ZONE).start();
    s.choose('Set Mystic Plasma Zone');
    expect(s.codes(0, 'gy')).toEqual([C.YAMI]);
    expect(s.codes(0, 'fzone')).toEqual([C.MYSTIC_PLASMA_ZONE]);
  });
});

describe('player locks', () => {
  it("Sangan: the added card's name cannot be activated for the rest of the turn", () => {
    const s = scenario()
      .monster(0, C.SANGAN)
      .hand(0, C.DARK_MAGICIAN)
      .monster(0, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP, C.MARSHMALLON, C.POT_OF_GREED)
      .start();
    s.choose('Normal Summon Dark Magician');
    s.choose('Sangan', 'Celtic');
    s.passUntil((x) => x.decision?.kind === 'select-cards' && x.has('Feral'));
    expect(s.options().some((o) => o.includes('Feral Imp'))).toBe(true);
    s.choose('Feral Imp');
    expect(s.codes(0, 'hand')).toEqual([C.FERAL_IMP]);
    expect(s.duel.locks).toEqual([{ kind: 'cannot-activate-name', player: 0, code: C.FERAL_IMP, untilTurn: 3 }]);
  });
});
