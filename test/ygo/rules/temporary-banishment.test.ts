/**
 * 003 §3.4.4 (issue 7): temporary banishment ("banish that target until the End Phase", Interdimensional Matter
 * Transporter). The card comes back in the End Phase, in its prior position, to its prior controller; not a Special
 * Summon. A card Special Summoned and banished again meanwhile never returns (TC-81). With no free Main Monster Zone it
 * goes to the GY without being "sent" there.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

/** Pass to the opponent's next turn (after this End Phase). */
function toNextTurn(s: Scenario): Scenario {
  return s.passUntil((x) => x.duel.turn === 4);
}

describe('temporary banishment (Interdimensional Matter Transporter)', () => {
  it('the monster is banished, then returns in the End Phase face-up in Attack Position; not a Special Summon', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .spellTrap(0, C.INTERDIMENSIONAL_MATTER_TRANSPORTER)
      .deck(0, C.GIANT_RAT)
      .deck(1, C.GIANT_RAT)
      .start();
    s.choose('Activate Interdimensional Matter Transporter');
    s.resolveChain();
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('banished');
    toNextTurn(s);
    const c = s.find(C.CELTIC_GUARDIAN);
    expect([c.location, c.controller, c.faceUp, c.defense]).toEqual(['mzone', 0, true, false]);
    expect(s.events('return-to-field').length).toBe(1);
    expect(s.events('special-summon').length).toBe(0);
  });

  it('a Defense Position monster comes back in Defense Position', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN, 'defense')
      .spellTrap(0, C.INTERDIMENSIONAL_MATTER_TRANSPORTER)
      .deck(0, C.GIANT_RAT)
      .deck(1, C.GIANT_RAT)
      .start();
    s.choose('Activate Interdimensional Matter Transporter');
    toNextTurn(s);
    const c = s.find(C.CELTIC_GUARDIAN);
    expect([c.location, c.faceUp, c.defense]).toEqual(['mzone', true, true]);
  });

  it("TC-81: Special Summoned by D.D.R., then banished again (Dragon's Rebirth) → it does not return", () => {
    const s = scenario()
      .monster(0, C.BLUE_EYES)
      .spellTrap(0, C.INTERDIMENSIONAL_MATTER_TRANSPORTER)
      .spellTrap(0, C.DRAGONS_REBIRTH)
      .hand(0, C.DDR, C.FERAL_IMP)
      .gy(0, C.DECOY_DRAGON)
      .deck(0, C.GIANT_RAT)
      .deck(1, C.GIANT_RAT)
      .start();
    s.choose('Activate Interdimensional Matter Transporter');
    s.resolveChain();
    expect(s.find(C.BLUE_EYES).location).toBe('banished');
    s.choose('Activate D.D.R. - Different Dimension Reincarnation');
    s.resolveChain();
    expect(s.find(C.BLUE_EYES).location).toBe('mzone');
    expect(s.find(C.FERAL_IMP).location).toBe('gy');
    s.choose("Activate Dragon's Rebirth");
    s.resolveChain();
    expect(s.find(C.BLUE_EYES).location).toBe('banished');
    expect(s.find(C.DECOY_DRAGON).location).toBe('mzone');
    toNextTurn(s);
    expect(s.find(C.BLUE_EYES).location).toBe('banished');
    expect(s.events('return-to-field').length).toBe(0);
  });

  it('no free Main Monster Zone: it goes to the GY, not "sent" there', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.FERAL_IMP)
      .monster(0, C.FERAL_IMP)
      .monster(0, C.FERAL_IMP)
      .monster(0, C.FERAL_IMP)
      .hand(0, C.GIANT_RAT)
      .spellTrap(0, C.INTERDIMENSIONAL_MATTER_TRANSPORTER)
      .deck(0, C.GIANT_RAT)
      .deck(1, C.GIANT_RAT)
      .start();
    s.choose('Activate Interdimensional Matter Transporter');
    s.choose('Celtic Guardian');
    s.resolveChain();
    s.choose('Normal Summon Giant Rat');
    toNextTurn(s);
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('gy');
    expect(s.events('return-to-gy').length).toBe(1);
  });
});
