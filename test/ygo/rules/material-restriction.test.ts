/**
 * 003 §3.5 (TC-122): "cannot be used as a Fusion, Synchro, or Xyz Material" is text that is no effect: it applies
 * whatever the card's state, face-down included (Putrid Pudding Body Buddies).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('"cannot be used as … Material" text (003 §3.5)', () => {
  const fusionBoard = (water: number) =>
    scenario().hand(0, C.POLYMERIZATION, C.ELEMENTAL_HERO_AVIAN).monster(0, water, 'set').extra(0, C.ABSOLUTE_ZERO);

  it('a face-down WATER monster may be Fusion Material; a face-down Putrid Pudding Body Buddies may not', () => {
    expect(fusionBoard(C.GIANT_PAIRFISH).start().has('Activate Polymerization')).toBe(true);
    expect(fusionBoard(C.PUTRID_PUDDING).start().has('Activate Polymerization')).toBe(false);
  });

  it('nor from the hand', () => {
    const s = scenario()
      .hand(0, C.POLYMERIZATION, C.ELEMENTAL_HERO_AVIAN, C.PUTRID_PUDDING)
      .extra(0, C.ABSOLUTE_ZERO)
      .start();
    expect(s.has('Activate Polymerization')).toBe(false);
  });

  it('nor as Synchro Material: Junk Synchron + Ojama Green + Putrid Pudding (3 + 2 + 1) make no Level 6', () => {
    const s = scenario()
      .monster(0, C.JUNK_SYNCHRON)
      .monster(0, C.OJAMA_GREEN)
      .monster(0, C.PUTRID_PUDDING)
      .extra(0, C.JUNK_WARRIOR, C.GAIA_KNIGHT)
      .start();
    const synchro = s.options().filter((o) => o.startsWith('Synchro Summon'));
    expect(synchro).toEqual(['Synchro Summon Junk Warrior (your Extra Deck)']);
  });
});
