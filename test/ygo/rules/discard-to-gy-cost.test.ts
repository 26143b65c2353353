/**
 * 003 §3.4.2, TC-61 (issue 11 item 14): a "discard this card to the GY" cost cannot be paid when the card would be
 * banished instead (Dimensional Fissure), so the effect is not offered; a plain "discard" cost still is.
 */
import { describe, expect, it } from 'vitest';
import { REFUSALS, whyNotActivatable } from '../../../src/ygo/rules/activation.ts';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('a "discard to the GY" cost under Dimensional Fissure (003 §3.4.2)', () => {
  it('D.D. Crow is offered without Dimensional Fissure, and not with it', () => {
    const free = scenario().askAlways().hand(0, C.D_D_CROW).gy(1, C.CELTIC_GUARDIAN).start();
    expect(free.has('Activate D.D. Crow')).toBe(true);
    const s = scenario()
      .askAlways()
      .hand(0, C.D_D_CROW)
      .gy(1, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.DIMENSIONAL_FISSURE, true)
      .start();
    expect(s.has('Activate D.D. Crow')).toBe(false);
    expect(whyNotActivatable(s.duel, 0, s.find(C.D_D_CROW, 'hand').uid, 0, 'quick')).toBe(REFUSALS.cost);
  });

  it('a plain "discard" cost (Raigeki Break) stays possible, and the monster discarded is banished', () => {
    const s = scenario()
      .spellTrap(0, C.RAIGEKI_BREAK)
      .hand(0, C.FERAL_IMP)
      .monster(1, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.DIMENSIONAL_FISSURE, true)
      .start();
    s.choose('Activate Raigeki Break');
    s.choose('Celtic Guardian');
    s.resolveChain();
    expect(s.codes(0, 'banished')).toEqual([C.FERAL_IMP]);
    expect(s.codes(1, 'mzone')).toEqual([]);
  });
});
