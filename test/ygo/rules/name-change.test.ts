/**
 * 003 §3.3.1 names (issue 7): a card's current name, as computed by rules/identity.ts, is what filters, targets,
 * "same name" rules and name locks read; printed names away from the field unless the card's text says otherwise;
 * once per turn by name follows the card, not the name it was given (TC-18).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { hasName, nameOf } from '../../../src/ygo/rules/identity.ts';
import { viewDuel } from '../../../src/ygo/view.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const PAIRFISH = /^Activate Giant Pairfish/;

function pairfishBoard(): Scenario {
  return scenario()
    .monster(0, C.GIANT_PAIRFISH)
    .hand(0, C.CELTIC_GUARDIAN, C.HERO_MASK)
    .deck(0, C.FERAL_IMP, C.MYSTERY_SHELL_DRAGON, C.ELEMENTAL_HERO_AVIAN, C.FERAL_IMP)
    .start();
}

/** Giant Pairfish's effect: discard Celtic Guardian, Special Summon Mystery Shell Dragon. */
function usePairfish(s: Scenario): void {
  s.choose(PAIRFISH);
  s.resolveChain();
  expect(s.codes(0, 'gy')).toContain(C.CELTIC_GUARDIAN);
  expect(s.codes(0, 'mzone')).toContain(C.MYSTERY_SHELL_DRAGON);
}

/** Hero Mask on Giant Pairfish, sending Elemental HERO Avian. */
function maskPairfish(s: Scenario): void {
  s.choose(/^Activate Hero Mask/);
  if (s.decision?.about === 'target') s.choose(/Giant Pairfish/);
  s.resolveChain();
  expect(s.codes(0, 'gy')).toContain(C.ELEMENTAL_HERO_AVIAN);
}

describe('resolved name changes (Hero Mask, 003 §3.3.1)', () => {
  it('Giant Pairfish renamed by Hero Mask after using its effect cannot use it again that turn (TC-18)', () => {
    const s = pairfishBoard();
    usePairfish(s);
    expect(s.has(PAIRFISH)).toBe(false);
    maskPairfish(s);
    const fish = s.find(C.GIANT_PAIRFISH, 'mzone');
    expect(nameOf(s.duel, fish)).toBe(C.ELEMENTAL_HERO_AVIAN);
    // 003 §3.3.1: once per turn by name is not reset by the name change.
    expect(s.has(PAIRFISH)).toBe(false);
  });

  it('a Giant Pairfish renamed before using its effect can still use it: the effect is the card’s', () => {
    const s = scenario()
      .monster(0, C.GIANT_PAIRFISH)
      .hand(0, C.CELTIC_GUARDIAN, C.HERO_MASK)
      .deck(0, C.FERAL_IMP, C.MYSTERY_SHELL_DRAGON, C.ELEMENTAL_HERO_AVIAN, C.FERAL_IMP)
      .start();
    maskPairfish(s);
    expect(hasName(s.duel, s.find(C.GIANT_PAIRFISH, 'mzone'), C.ELEMENTAL_HERO_AVIAN)).toBe(true);
    expect(hasName(s.duel, s.find(C.GIANT_PAIRFISH, 'mzone'), C.GIANT_PAIRFISH)).toBe(false);
    expect(s.has(PAIRFISH)).toBe(true);
    usePairfish(s);
    expect(s.has(PAIRFISH)).toBe(false);
  });

  it('the new name shows in views and lasts until the end of the turn', () => {
    const s = pairfishBoard();
    maskPairfish(s);
    const fish = s.find(C.GIANT_PAIRFISH, 'mzone');
    for (const viewer of [0, 1] as const) {
      const v = viewDuel(s.duel, viewer);
      expect(v.players[0].monsters.find((z) => z?.code === C.GIANT_PAIRFISH)?.name).toBe('Elemental HERO Avian');
    }
    s.toTurn(s.duel.turn + 1);
    expect(fish.location).toBe('mzone');
    expect(nameOf(s.duel, fish)).toBe(C.GIANT_PAIRFISH);
  });
});
