/**
 * Inherent Special Summons that move cards as part of the procedure (003 §3.3.2: no chain): Infernoid Onuncu banishes
 * 3 "Infernoid" monsters from the hand or GY while its controller's Effect Monsters total Level/Rank 8 or lower;
 * Grapha, Dragon Lord of Dark World comes from the GY by returning a "Dark World" monster to the hand.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { canSpecialSummon } from '../../../src/ygo/rules/special-summon.ts';
import { scenario } from '../support/scenario.ts';

const ONUNCU_PROC = /^Special Summon Infernoid Onuncu .*banishing 3/;
const GRAPHA_PROC = /^Special Summon Grapha, Dragon Lord of Dark World .*returning/;

describe('Infernoid Onuncu', () => {
  it('from the hand, banishing 3 "Infernoid" monsters from the hand or GY; then revival is impossible', () => {
    const s = scenario()
      .hand(0, C.INFERNOID_ONUNCU, C.INFERNOID_ONUNCU)
      .gy(0, C.INFERNOID_ONUNCU, C.INFERNOID_ONUNCU)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    // One in hand can be Summoned (the other hand copy and the two in the GY are 3); from the GY likewise.
    expect(s.options().filter((o) => ONUNCU_PROC.test(o)).length).toBe(4);
    s.chooseAny(ONUNCU_PROC);
    expect(s.decision?.about).toBe('cost');
    s.answer([0, 1, 2]);
    s.choose('Attack Position');
    s.passUntil((x) => x.duel.summoning.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.cards(0, 'mzone').map((c) => c.code)).toEqual([C.INFERNOID_ONUNCU]);
    expect(s.cards(0, 'banished').length).toBe(3);
    expect(s.cards(0, 'mzone')[0]!.summon).toBe('special');
  });

  it('not with fewer than 3 "Infernoid" monsters, nor while the Effect Monsters you control total more than 8', () => {
    const few = scenario()
      .hand(0, C.INFERNOID_ONUNCU)
      .gy(0, C.INFERNOID_ONUNCU, C.INFERNOID_ONUNCU)
      .deck(0, C.FERAL_IMP)
      .start();
    expect(few.options().some((o) => ONUNCU_PROC.test(o))).toBe(false);
    const big = scenario()
      .hand(0, C.INFERNOID_ONUNCU)
      .gy(0, C.INFERNOID_ONUNCU, C.INFERNOID_ONUNCU, C.INFERNOID_ONUNCU)
      .monster(0, C.CYBER_DRAGON)
      .monster(0, C.MAN_EATER_BUG)
      .deck(0, C.FERAL_IMP)
      .start();
    // Cyber Dragon (5) + Man-Eater Bug (2) = 7: allowed.
    expect(big.options().some((o) => ONUNCU_PROC.test(o))).toBe(true);
    const over = scenario()
      .hand(0, C.INFERNOID_ONUNCU)
      .gy(0, C.INFERNOID_ONUNCU, C.INFERNOID_ONUNCU, C.INFERNOID_ONUNCU)
      .monster(0, C.CYBER_DRAGON)
      .monster(0, C.MAGMA_DRAGON)
      .deck(0, C.FERAL_IMP)
      .start();
    // 5 + 4 = 9: refused.
    expect(over.options().some((o) => ONUNCU_PROC.test(o))).toBe(false);
    // No effect Special Summons it ("cannot be Special Summoned by other ways").
    expect(canSpecialSummon(over.duel, over.find(C.INFERNOID_ONUNCU, 'gy').uid, 0)).toBe(false);
  });
});

describe('Grapha, Dragon Lord of Dark World', () => {
  it('from the GY by returning a face-up "Dark World" monster you control to the hand', () => {
    const s = scenario()
      .gy(0, C.GRAPHA)
      .monster(0, C.BEIIGE_VANGUARD_OF_DARK_WORLD)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    // Every Main Monster Zone is taken: the returned monster frees one.
    s.choose(GRAPHA_PROC);
    s.choose(/^Beiige/);
    s.choose('Attack Position');
    s.passUntil((x) => x.duel.summoning.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.find(C.GRAPHA).location).toBe('mzone');
    expect(s.codes(0, 'hand')).toContain(C.BEIIGE_VANGUARD_OF_DARK_WORLD);
  });

  it('not without a face-up "Dark World" monster other than Grapha, nor from the hand', () => {
    const s = scenario()
      .gy(0, C.GRAPHA)
      .hand(0, C.GRAPHA)
      .monster(0, C.BEIIGE_VANGUARD_OF_DARK_WORLD, 'set')
      .monster(0, C.GRAPHA)
      .deck(0, C.FERAL_IMP)
      .start();
    expect(s.options().some((o) => GRAPHA_PROC.test(o))).toBe(false);
  });
});

describe('Beiige, Vanguard of Dark World', () => {
  it('discarded by a card effect, it Special Summons itself from the GY', () => {
    const s = scenario()
      .hand(0, C.BEIIGE_VANGUARD_OF_DARK_WORLD, C.GRACEFUL_CHARITY)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose('Activate Graceful Charity');
    s.passUntil((x) => x.decision?.about !== 'main-phase-action' && x.options().some((o) => o.startsWith('Beiige')));
    s.chooseAny(/^Beiige/, /^Feral Imp/);
    s.resolveChain();
    expect(s.find(C.BEIIGE_VANGUARD_OF_DARK_WORLD).location).toBe('mzone');
  });
});
