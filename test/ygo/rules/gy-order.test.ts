/**
 * 003 §3.2.1 (issue 11 item 6): "the GY's order is fixed; for simultaneous sends, the owner decides the order".
 * Each owner with two or more cards arriving at once is asked (an `order` decision, `about: 'gy-order'`), the turn
 * player first, before anything moves; a card banished instead (Dimensional Fissure) is not part of it.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

/** Blue-Eyes White Dragon Tribute Summoned with Celtic Guardian and Feral Imp: the GY order question is pending. */
function twoTributesToOrder(): Scenario {
  const s = scenario().askGyOrder().hand(0, C.BLUE_EYES).monster(0, C.CELTIC_GUARDIAN).monster(0, C.FERAL_IMP).start();
  s.choose('Normal Summon Blue-Eyes White Dragon');
  s.choose('Celtic Guardian', 'Feral Imp');
  return s;
}

describe('cards sent to the GY together are placed in their owner\u2019s order (003 §3.2.1)', () => {
  it('two Tributes: the owner orders them; the GY shows that order, last placed on top', () => {
    const s = twoTributesToOrder();
    expect(s.decision?.about).toBe('gy-order');
    expect(s.decision?.kind).toBe('order');
    expect(s.decision?.ordered).toBe(true);
    expect([s.decision?.min, s.decision?.max]).toEqual([2, 2]);
    // Nothing has moved yet.
    expect(s.codes(0, 'mzone').sort()).toEqual([C.CELTIC_GUARDIAN, C.FERAL_IMP].sort());
    s.choose('Feral Imp', 'Celtic Guardian');
    expect(s.codes(0, 'gy')).toEqual([C.FERAL_IMP, C.CELTIC_GUARDIAN]);
    expect(s.find(C.BLUE_EYES).location).toBe('mzone');
  });

  it('the other order gives the other GY', () => {
    const s = twoTributesToOrder();
    s.choose('Celtic Guardian', 'Feral Imp');
    expect(s.codes(0, 'gy')).toEqual([C.CELTIC_GUARDIAN, C.FERAL_IMP]);
  });

  it('a destruction of both players\u2019 cards asks each owner with two or more, the turn player first (Dark Hole)', () => {
    const s = scenario()
      .askGyOrder()
      .hand(0, C.DARK_HOLE)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.FERAL_IMP)
      .monster(1, C.SUMMONED_SKULL)
      .monster(1, C.MYSTICAL_ELF)
      .start();
    s.choose('Activate Dark Hole');
    s.passUntil((x) => x.decision?.about === 'gy-order');
    expect(s.decision?.player).toBe(0);
    s.choose('Feral Imp', 'Celtic Guardian');
    expect(s.decision?.about).toBe('gy-order');
    expect(s.decision?.player).toBe(1);
    expect(s.options().map((l) => l.split(' (')[0])).toEqual(['Summoned Skull', 'Mystical Elf']);
    s.choose('Mystical Elf', 'Summoned Skull');
    s.resolveChain();
    expect(s.codes(0, 'gy')).toEqual([C.FERAL_IMP, C.CELTIC_GUARDIAN, C.DARK_HOLE]);
    expect(s.codes(1, 'gy')).toEqual([C.MYSTICAL_ELF, C.SUMMONED_SKULL]);
  });

  it('one card of an owner is not asked about; cards banished instead are not part of the question', () => {
    const s = scenario()
      .askGyOrder()
      .hand(0, C.DARK_HOLE)
      .spellTrap(0, C.DIMENSIONAL_FISSURE, true)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.FERAL_IMP)
      .monster(1, C.SUMMONED_SKULL)
      .start();
    s.choose('Activate Dark Hole');
    s.resolveChain();
    expect(s.events().some((e) => (e as { type: string }).type === 'destroyed')).toBe(true);
    expect(s.codes(0, 'banished').sort()).toEqual([C.CELTIC_GUARDIAN, C.FERAL_IMP].sort());
    expect(s.codes(1, 'banished')).toEqual([C.SUMMONED_SKULL]);
    expect(s.decision?.about).toBe('main-phase-action');
  });

  it('an answer that is not a permutation of the cards is refused and changes nothing', () => {
    const s = twoTributesToOrder();
    const before = JSON.stringify(s.duel);
    for (const bad of [[0, 0], [0], [0, 2]]) expect(s.game.respond(s.duel, 0, bad).ok).toBe(false);
    expect(JSON.stringify(s.duel)).toBe(before);
  });
});
