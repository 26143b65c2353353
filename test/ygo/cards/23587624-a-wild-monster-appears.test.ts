/**
 * A Wild Monster Appears!: the Summoned monster "is unaffected by the effects of your cards, except for its own
 * effects and this card's" (003 §3.4.4): its controller's Dark Hole does not destroy it; the opponent's does.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const WILD = 'Activate A Wild Monster Appears!';

describe('A Wild Monster Appears!', () => {
  it("the Summoned monster is unaffected by its controller's Dark Hole, but not by the opponent's", () => {
    const s = scenario()
      .hand(0, C.A_WILD_MONSTER_APPEARS, C.INFERNOID_ONUNCU, C.DARK_HOLE)
      .monster(1, C.CELTIC_GUARDIAN)
      .hand(1, C.DARK_HOLE)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose(WILD);
    // Onuncu's own "destroy all other monsters" is declined.
    s.passUntil((x) => x.duel.chain.length === 0 && x.has('Activate Dark Hole'));
    expect(s.find(C.INFERNOID_ONUNCU).location).toBe('mzone');
    s.choose('Activate Dark Hole');
    s.resolveChain();
    expect(s.find(C.INFERNOID_ONUNCU).location).toBe('mzone');
    expect(s.codes(1, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
    // The opponent's turn: their Dark Hole destroys it.
    s.passUntil((x) => x.duel.turn === 4 && x.has('Activate Dark Hole'), 400);
    s.choose('Activate Dark Hole');
    s.resolveChain();
    expect(s.codes(0, 'gy')).toContain(C.INFERNOID_ONUNCU);
  });
});

describe('A Wild Monster Appears!: its monster is not moved by its controller’s other effects (003 §3.4.4)', () => {
  const EVAC = 'Activate Compulsory Evacuation Device';
  const summoned = (opponentSet: boolean) => {
    const b = scenario()
      .hand(0, C.A_WILD_MONSTER_APPEARS, C.INFERNOID_ONUNCU)
      .spellTrap(0, C.COMPULSORY_EVACUATION_DEVICE)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP);
    if (opponentSet) b.spellTrap(1, C.COMPULSORY_EVACUATION_DEVICE);
    const s = b.start();
    s.choose(WILD);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0 && x.has(EVAC));
    expect(s.find(C.INFERNOID_ONUNCU).location).toBe('mzone');
    return s;
  };
  const targetOnuncu = (s: ReturnType<typeof summoned>) =>
    s.answer([s.ids().indexOf(`card:${s.find(C.INFERNOID_ONUNCU).uid}`)]);

  it('its controller’s Compulsory Evacuation Device does not return it to the hand', () => {
    const s = summoned(false);
    s.choose(EVAC);
    targetOnuncu(s);
    s.resolveChain();
    expect(s.find(C.INFERNOID_ONUNCU).location).toBe('mzone');
    expect(s.find(C.COMPULSORY_EVACUATION_DEVICE).location).toBe('gy');
    expect(s.codes(0, 'hand')).toEqual([]);
  });

  it('the opponent’s Compulsory Evacuation Device returns it', () => {
    const s = summoned(true);
    s.choose(EVAC);
    targetOnuncu(s);
    s.passUntil((x) => x.decision?.player === 1 && x.has(EVAC));
    s.choose(EVAC);
    targetOnuncu(s);
    s.resolveChain();
    expect(s.codes(0, 'hand')).toEqual([C.INFERNOID_ONUNCU]);
  });
});

describe('A Wild Monster Appears!: its monster keeps its position and ATK against its controller’s effects', () => {
  const start = () => {
    const s = scenario()
      .hand(0, C.A_WILD_MONSTER_APPEARS, C.INFERNOID_ONUNCU, C.BOOK_OF_MOON, C.RUSH_RECKLESSLY)
      .monster(1, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.BOOK_OF_MOON)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose(WILD);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0 && x.has('Activate Book of Moon'));
    return s;
  };
  const targetOnuncu = (s: ReturnType<typeof start>) =>
    s.answer([s.ids().indexOf(`card:${s.find(C.INFERNOID_ONUNCU).uid}`)]);

  it('its controller’s Rush Recklessly does not raise its ATK; their Book of Moon does not turn it face-down', () => {
    const s = start();
    const atk = s.atk(C.INFERNOID_ONUNCU);
    s.choose('Activate Rush Recklessly');
    targetOnuncu(s);
    s.resolveChain();
    expect(s.atk(C.INFERNOID_ONUNCU)).toBe(atk);
    s.choose('Activate Book of Moon');
    targetOnuncu(s);
    s.resolveChain();
    const it = s.find(C.INFERNOID_ONUNCU);
    expect([it.location, it.faceUp, it.defense]).toEqual(['mzone', true, false]);
  });

  it('the opponent’s Book of Moon turns it face-down', () => {
    const s = start();
    s.choose('Activate Rush Recklessly');
    targetOnuncu(s);
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Book of Moon'));
    s.choose('Activate Book of Moon');
    targetOnuncu(s);
    s.resolveChain();
    const it = s.find(C.INFERNOID_ONUNCU);
    expect([it.location, it.faceUp, it.defense]).toEqual(['mzone', false, true]);
  });
});
