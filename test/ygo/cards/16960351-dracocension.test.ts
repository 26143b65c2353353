import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Dracocension', () => {
  it('Tributes a Dragon and Special Summons a Wyrm of its original Level from the Deck, once per turn', () => {
    const s = scenario()
      .monster(0, C.MASTER_PENDULUM_THE_DRACOSLAYER)
      .monster(0, C.CURSE_OF_DRAGON)
      .spellTrap(0, C.DRACOCENSION, true)
      .deck(0, C.MYSTERY_SHELL_DRAGON, C.MYSTERY_SHELL_DRAGON, C.GIANT_PAIRFISH)
      .deck(1, C.FERAL_IMP)
      .start();
    // Curse of Dragon is Level 5: no Level 5 Wyrm in the Deck, so only Master Pendulum (Level 4) is offered.
    s.choose(/^Activate Dracocension/);
    s.passUntil((x) => x.decision?.prompt === 'Special Summon 1 Wyrm-Type monster');
    s.answer([0]);
    s.toOpenState();
    expect(s.find(C.MASTER_PENDULUM_THE_DRACOSLAYER).location).toBe('extra');
    expect(s.codes(0, 'mzone').sort()).toEqual([C.CURSE_OF_DRAGON, C.MYSTERY_SHELL_DRAGON].sort());
    expect(s.has(/^Activate Dracocension/)).toBe(false);
  });

  it('is not offered without a Dragon whose Level a Wyrm in the Deck shares', () => {
    const s = scenario()
      .monster(0, C.CURSE_OF_DRAGON)
      .spellTrap(0, C.DRACOCENSION, true)
      .deck(0, C.MYSTERY_SHELL_DRAGON)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(s.has(/^Activate Dracocension/)).toBe(false);
  });

  it("the Summoned Wyrm's battle victims are shuffled into the Deck instead of going to the GY; another monster's are not", () => {
    const s = scenario()
      .monster(0, C.MASTER_PENDULUM_THE_DRACOSLAYER)
      .monster(0, C.CURSE_OF_DRAGON)
      .spellTrap(0, C.DRACOCENSION, true)
      .monster(1, C.FERAL_IMP)
      .monster(1, C.FERAL_IMP)
      .deck(0, C.MYSTERY_SHELL_DRAGON, C.GIANT_PAIRFISH)
      .deck(1, C.CELTIC_GUARDIAN)
      .start();
    s.choose(/^Activate Dracocension/);
    // The only Wyrm of the Deck is taken without asking.
    s.toOpenState();
    expect(s.find(C.MYSTERY_SHELL_DRAGON).location).toBe('mzone');
    s.choose('Enter the Battle Phase');
    s.answer([s.options().findIndex((o) => /^Attack Feral Imp .* with Mystery Shell Dragon/.test(o))]);
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    expect(s.codes(1, 'gy')).toEqual([]);
    expect(s.codes(1, 'deck').sort()).toEqual([C.CELTIC_GUARDIAN, C.FERAL_IMP].sort());
    s.answer([s.options().findIndex((o) => /^Attack Feral Imp .* with Curse of Dragon/.test(o))]);
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    expect(s.codes(1, 'gy')).toEqual([C.FERAL_IMP]);
  });
});
