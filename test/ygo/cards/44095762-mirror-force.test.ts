import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Mirror Force', () => {
  it("when an opponent's monster declares an attack: destroys all their Attack Position monsters, not Defense Position ones", () => {
    const s = scenario()
      .monster(0, C.BLUE_EYES)
      .monster(0, C.SUMMONED_SKULL)
      .monster(0, C.MYSTICAL_ELF, 'defense')
      .monster(1, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.MIRROR_FORCE)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.passUntilOffered('Attack');
    s.choose("Attack Celtic Guardian (opponent's Monster Zone 1) with Blue-Eyes");
    expect(s.decision?.player).toBe(1);
    s.choose('Activate Mirror Force');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.codes(0, 'mzone')).toEqual([C.MYSTICAL_ELF]);
    expect(s.codes(0, 'gy').sort()).toEqual([C.BLUE_EYES, C.SUMMONED_SKULL].sort());
    expect(s.codes(1, 'gy')).toEqual([C.MIRROR_FORCE]);
    // The attacker is gone: no battle, no damage, the target survives (003 §3.6.3).
    expect(s.codes(1, 'mzone')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.lp(0)).toBe(8000);
    expect(s.lp(1)).toBe(8000);
  });

  it('answers a direct attack too', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.MIRROR_FORCE)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.passUntilOffered('Attack');
    s.choose('Attack directly');
    s.choose('Activate Mirror Force');
    s.passUntil((x) => x.duel.chain.length === 0);
    expect(s.codes(0, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.lp(1)).toBe(8000);
  });

  it('is not offered outside an attack declaration, nor against your own attack', () => {
    // Main Phase: the opponent Summons; Mirror Force has nothing to answer.
    const s = scenario()
      .hand(0, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.MIRROR_FORCE)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Normal Summon Celtic Guardian');
    expect(s.has('Activate Mirror Force')).toBe(false);
    // Its controller's own attack: not "an opponent's monster". Watch every decision of that battle.
    const t = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .spellTrap(0, C.MIRROR_FORCE)
      .monster(1, C.FERAL_IMP)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    t.choose('Enter the Battle Phase');
    t.passUntilOffered('Attack');
    t.choose('Attack Feral Imp');
    let offered = false;
    t.passUntil((x) => {
      offered ||= x.has('Activate Mirror Force');
      return x.duel.phase === 'main2';
    });
    expect(offered).toBe(false);
    expect(t.codes(0, 'szone')).toEqual([C.MIRROR_FORCE]);
    // The battle itself happened: 1400 vs 1300.
    expect(t.codes(1, 'gy')).toEqual([C.FERAL_IMP]);
  });

  it('is not offered the turn it was Set (003 §3.3.4)', () => {
    const t = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .spellTrap(1, C.MIRROR_FORCE, false, true)
      .start();
    t.choose('Enter the Battle Phase');
    t.passUntilOffered('Attack');
    t.choose('Attack directly');
    expect(t.has('Activate Mirror Force')).toBe(false);
  });
});
