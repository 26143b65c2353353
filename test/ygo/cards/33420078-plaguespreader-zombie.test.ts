import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Plaguespreader Zombie', () => {
  it('revived by its own effect, it is banished when it leaves the field (003 §3.4.4)', () => {
    const s = scenario()
      .gy(0, C.PLAGUESPREADER_ZOMBIE)
      .hand(0, C.CELTIC_GUARDIAN, C.FERAL_IMP)
      .spellTrap(0, C.RAIGEKI_BREAK)
      .deck(0, C.SANGAN)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Plaguespreader Zombie');
    s.choose(/^Celtic Guardian/);
    s.resolveChain();
    expect(s.find(C.PLAGUESPREADER_ZOMBIE).location).toBe('mzone');
    s.choose(/^Activate Raigeki Break/);
    s.resolveChain();
    expect(s.find(C.PLAGUESPREADER_ZOMBIE).location).toBe('banished');
  });

  it('placed on the field otherwise, it goes to the GY as usual', () => {
    const s = scenario()
      .monster(0, C.PLAGUESPREADER_ZOMBIE)
      .hand(0, C.FERAL_IMP)
      .spellTrap(0, C.RAIGEKI_BREAK)
      .deck(0, C.SANGAN)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Raigeki Break/);
    s.resolveChain();
    expect(s.find(C.PLAGUESPREADER_ZOMBIE).location).toBe('gy');
  });
});

describe('Plaguespreader Zombie as Xyz Material (003 §3.3.2 TC-39)', () => {
  it('revived by its own effect, it is attached (not banished) and detached to the GY (not banished)', () => {
    const s = scenario()
      .gy(0, C.PLAGUESPREADER_ZOMBIE)
      .monster(0, C.OJAMA_GREEN)
      .hand(0, C.FERAL_IMP)
      .extra(0, C.ARMORED_KAPPA)
      .deck(0, C.SANGAN)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Plaguespreader Zombie');
    s.resolveChain();
    s.choose(/^Xyz Summon Armored Kappa/);
    while (s.decision?.about === 'material') s.answer([0]);
    while (s.decision?.about === 'summon-position') s.choose('Attack Position');
    s.resolveChain();
    expect(s.find(C.PLAGUESPREADER_ZOMBIE).location).toBe('overlay');
    expect(s.find(C.ARMORED_KAPPA).overlay.length).toBe(2);
    s.choose(/^Activate Armored Kappa/);
    s.choose(/^Plaguespreader Zombie/);
    expect(s.find(C.PLAGUESPREADER_ZOMBIE).location).toBe('gy');
    expect(s.codes(0, 'banished')).toEqual([]);
  });
});
