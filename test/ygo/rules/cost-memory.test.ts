/**
 * 003 §3.4.3: costs are remembered with the activation they paid for (DuelEventRecord.costFor): "when this card is
 * sent to the GY to activate a WATER monster's effect" (Atlantean monsters, TC-70) answers only such a cost.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('a cost remembered with its activation (003 §3.4.3)', () => {
  it('Atlantean Dragoons discarded for Mermail Abyssmegalo (a WATER monster effect): it searches a Sea Serpent', () => {
    const s = scenario()
      .hand(0, C.MERMAIL_ABYSSMEGALO, C.ATLANTEAN_DRAGOONS, C.GIANT_PAIRFISH)
      .deck(0, C.ATLANTEAN_HEAVY_INFANTRY)
      .start();
    s.choose(/^Activate Mermail Abyssmegalo/);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.find(C.ATLANTEAN_HEAVY_INFANTRY).location).toBe('hand');
    const sent = s.duel.cards.filter((c) => c.code === C.ATLANTEAN_DRAGOONS)[0]!;
    expect(sent.location).toBe('gy');
  });

  it('discarded for Raigeki Break (a Trap) it has no trigger', () => {
    const s = scenario()
      .spellTrap(0, C.RAIGEKI_BREAK)
      .hand(0, C.ATLANTEAN_DRAGOONS)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.ATLANTEAN_HEAVY_INFANTRY)
      .start();
    s.choose('Activate Raigeki Break');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.find(C.ATLANTEAN_DRAGOONS).location).toBe('gy');
    expect(s.find(C.ATLANTEAN_HEAVY_INFANTRY).location).toBe('deck');
    expect(s.events('activate').length).toBe(1);
  });

  it("the monsters sent to the GY for a monster effect are recorded for the turn; a Trap's cost is not", () => {
    const s = scenario()
      .hand(0, C.MERMAIL_ABYSSMEGALO, C.GIANT_PAIRFISH, C.GIANT_PAIRFISH, C.FERAL_IMP)
      .spellTrap(0, C.RAIGEKI_BREAK)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Mermail Abyssmegalo/);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    s.choose('Activate Raigeki Break');
    s.choose(/^Celtic Guardian/);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    const recorded = s.duel.players[0].monsterEffectCosts.map((r) => s.duel.cards[r.uid]!.code);
    expect(recorded).toEqual([C.GIANT_PAIRFISH, C.GIANT_PAIRFISH]);
    // The next turn starts with none.
    s.passUntil((x) => x.duel.turn === 4);
    expect(s.duel.players[0].monsterEffectCosts).toEqual([]);
  });
});
