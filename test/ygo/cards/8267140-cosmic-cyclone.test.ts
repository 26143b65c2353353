import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Cosmic Cyclone', () => {
  it('pays 1000 LP as the cost, then banishes the targeted Spell/Trap', () => {
    const s = scenario().hand(0, C.COSMIC_CYCLONE).spellTrap(1, C.MIRROR_FORCE).start();
    s.choose(/Activate Cosmic Cyclone/);
    expect(s.lp(0)).toBe(7000);
    s.resolveChain();
    expect(s.codes(1, 'banished')).toEqual([C.MIRROR_FORCE]);
    expect(s.codes(0, 'gy')).toEqual([C.COSMIC_CYCLONE]);
  });

  it('cannot be activated with less than 1000 LP, nor without another Spell/Trap', () => {
    expect(
      scenario()
        .lp(0, 999)
        .hand(0, C.COSMIC_CYCLONE)
        .spellTrap(1, C.MIRROR_FORCE)
        .start()
        .has(/Activate Cosmic/),
    ).toBe(false);
    expect(
      scenario()
        .hand(0, C.COSMIC_CYCLONE)
        .start()
        .has(/Activate Cosmic/),
    ).toBe(false);
  });
});
