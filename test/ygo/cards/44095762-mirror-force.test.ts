import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';

const MIRROR_FORCE = 44095762;
const BLUE_EYES = 89631139;
const SUMMONED_SKULL = 70781052;
const MYSTICAL_ELF = 15025844;
const CELTIC = 91152256;
const FERAL_IMP = 41392891;

describe('Mirror Force', () => {
  it("when an opponent's monster declares an attack: destroys all their Attack Position monsters, not Defense Position ones", () => {
    const s = scenario()
      .monster(0, BLUE_EYES)
      .monster(0, SUMMONED_SKULL)
      .monster(0, MYSTICAL_ELF, 'defense')
      .monster(1, CELTIC)
      .spellTrap(1, MIRROR_FORCE)
      .deck(0, FERAL_IMP)
      .deck(1, FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.passUntilOption('Attack');
    s.choose("Attack Celtic Guardian (opponent's Monster Zone 1) with Blue-Eyes");
    expect(s.decision?.player).toBe(1);
    s.choose('Activate Mirror Force');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.codes(0, 'mzone')).toEqual([MYSTICAL_ELF]);
    expect(s.codes(0, 'gy').sort()).toEqual([BLUE_EYES, SUMMONED_SKULL].sort());
    expect(s.codes(1, 'gy')).toEqual([MIRROR_FORCE]);
    // The attacker is gone: no battle, no damage, the target survives (003 §3.6.3).
    expect(s.codes(1, 'mzone')).toEqual([CELTIC]);
    expect(s.lp(0)).toBe(8000);
    expect(s.lp(1)).toBe(8000);
  });

  it('answers a direct attack too', () => {
    const s = scenario().monster(0, CELTIC).spellTrap(1, MIRROR_FORCE).deck(0, FERAL_IMP).deck(1, FERAL_IMP).start();
    s.choose('Enter the Battle Phase');
    s.passUntilOption('Attack');
    s.choose('Attack directly');
    s.choose('Activate Mirror Force');
    s.passUntil((x) => x.duel.chain.length === 0);
    expect(s.codes(0, 'gy')).toEqual([CELTIC]);
    expect(s.lp(1)).toBe(8000);
  });

  it('is not offered outside an attack declaration, nor against your own attack', () => {
    // Main Phase: the opponent Summons; Mirror Force has nothing to answer.
    const s = scenario().hand(0, CELTIC).spellTrap(1, MIRROR_FORCE).deck(0, FERAL_IMP).deck(1, FERAL_IMP).start();
    s.choose('Normal Summon Celtic Guardian');
    expect(s.hasOption('Activate Mirror Force')).toBe(false);
    // Its controller's own attack: not "an opponent's monster". Watch every decision of that battle.
    const t = scenario()
      .monster(0, CELTIC)
      .spellTrap(0, MIRROR_FORCE)
      .monster(1, FERAL_IMP)
      .deck(0, FERAL_IMP)
      .deck(1, FERAL_IMP)
      .start();
    t.choose('Enter the Battle Phase');
    t.passUntilOption('Attack');
    t.choose('Attack Feral Imp');
    let offered = false;
    t.passUntil((x) => {
      offered ||= x.hasOption('Activate Mirror Force');
      return x.duel.phase === 'main2';
    });
    expect(offered).toBe(false);
    expect(t.codes(0, 'szone')).toEqual([MIRROR_FORCE]);
    // The battle itself happened: 1400 vs 1300.
    expect(t.codes(1, 'gy')).toEqual([FERAL_IMP]);
  });

  it('is not offered the turn it was Set (003 §3.3.4)', () => {
    const t = scenario()
      .monster(0, CELTIC)
      .deck(0, FERAL_IMP)
      .deck(1, FERAL_IMP)
      .spellTrap(1, MIRROR_FORCE, false, true)
      .start();
    t.choose('Enter the Battle Phase');
    t.passUntilOption('Attack');
    t.choose('Attack directly');
    expect(t.hasOption('Activate Mirror Force')).toBe(false);
  });
});
