import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Twin Twisters', () => {
  it('discards 1 card as the cost, then destroys up to 2 targeted Spells/Traps', () => {
    const s = scenario()
      .hand(0, C.TWIN_TWISTERS, C.SANGAN)
      .spellTrap(1, C.MIRROR_FORCE)
      .spellTrap(1, C.TRAP_HOLE)
      .spellTrap(1, C.TORRENTIAL_TRIBUTE)
      .start();
    s.choose(/Activate Twin Twisters/);
    // The cost first: the only other card in hand is discarded without a question.
    expect(s.codes(0, 'gy')).toEqual([C.SANGAN]);
    expect(s.decision?.max).toBe(2);
    expect(s.decision?.min).toBe(1);
    s.choose({ card: s.find(C.MIRROR_FORCE).uid }, { card: s.find(C.TRAP_HOLE).uid });
    s.resolveChain();
    expect(s.codes(1, 'gy').sort()).toEqual([C.MIRROR_FORCE, C.TRAP_HOLE].sort());
    expect(s.codes(1, 'szone')).toEqual([C.TORRENTIAL_TRIBUTE]);
  });

  it('may target just 1; needs another card to discard and a Spell/Trap other than itself', () => {
    const s = scenario().hand(0, C.TWIN_TWISTERS, C.SANGAN).spellTrap(1, C.MIRROR_FORCE).start();
    s.choose(/Activate Twin Twisters/);
    s.resolveChain();
    expect(s.codes(1, 'gy')).toEqual([C.MIRROR_FORCE]);
    expect(
      scenario()
        .hand(0, C.TWIN_TWISTERS)
        .spellTrap(1, C.MIRROR_FORCE)
        .start()
        .has(/Activate Twin Twisters/),
    ).toBe(false);
    expect(
      scenario()
        .hand(0, C.TWIN_TWISTERS, C.SANGAN)
        .start()
        .has(/Activate Twin Twisters/),
    ).toBe(false);
  });
});
