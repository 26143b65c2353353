/**
 * 003 §3.4.4 "Counters" (issue 7): counters are placed on face-up cards on the field by effects, removed by costs and
 * effects, and have no effect of their own. A face-down card cannot hold them; leaving the field or turning
 * face-down removes them. Counters a card placed on itself go when it is negated (TC-109); counters another card
 * placed stay (TC-110). "Each time …, place a counter" is a continuous effect (003 §3.4.2): no chain.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { ygoGame } from '../../../src/ygo/game.ts';
import { cloneDuel } from '../../../src/ygo/clone.ts';
import { viewDuel } from '../../../src/ygo/view.ts';
import { renderDuel } from '../../../src/ygo/render.ts';
import { describeCard } from '../../../src/ygo/rules/describe.ts';
import { counterRoom, placeCounters } from '../../../src/ygo/rules/counters.ts';
import type { CardInstance } from '../../../src/ygo/state.ts';
import { scenario } from '../support/scenario.ts';

const BREAKER = C.BREAKER_THE_MAGICAL_WARRIOR;
const LIBRARY = C.ROYAL_MAGICAL_LIBRARY;
const breakerEffect = /^Activate Breaker the Magical Warrior/;
const libraryEffect = /^Activate Royal Magical Library/;

describe('placing counters (003 §3.4.4)', () => {
  it('an effect places a Spell Counter on its own card, up to the printed maximum; the count is logged', () => {
    const s = scenario().hand(0, BREAKER).deck(0, C.KURIBOH).start();
    s.choose(/^Normal Summon Breaker/).resolveChain();
    const b = s.find(BREAKER, 'mzone');
    expect(b.counters).toEqual({ spell: 1 });
    expect(b.ownCounters).toEqual({ spell: 1 });
    // "Gains 300 ATK for each Spell Counter on it".
    expect(s.atk(BREAKER)).toBe(1900);
    expect(s.events('counter')).toEqual([
      { type: 'counter', card: b.alias, code: BREAKER, kind: 'spell', change: 1, count: 1 },
    ]);
    // "(max. 1)": nothing more fits.
    expect(counterRoom(s.duel, b, 'spell')).toBe(0);
    expect(placeCounters(s.duel, b.uid, 'spell', 1, true)).toBe(0);
    expect(b.counters).toEqual({ spell: 1 });
  });

  it('Spell Counters go only on a card whose own text places them (003 §2.2.2); other kinds on any face-up card', () => {
    const s = scenario().monster(0, C.CELTIC_GUARDIAN).monster(0, BREAKER, 'set').deck(0, C.KURIBOH).start();
    const celtic = s.find(C.CELTIC_GUARDIAN, 'mzone');
    expect(placeCounters(s.duel, celtic.uid, 'spell', 1, false)).toBe(0);
    expect(placeCounters(s.duel, celtic.uid, 'ice', 2, false)).toBe(2);
    expect(celtic.counters).toEqual({ ice: 2 });
    expect(celtic.ownCounters).toEqual({});
    // A face-down card cannot hold counters, not even one that can have Spell Counters.
    const setBreaker = s.find(BREAKER, 'mzone');
    expect(placeCounters(s.duel, setBreaker.uid, 'spell', 1, true)).toBe(0);
    expect(setBreaker.counters).toEqual({});
    // Off the field: none.
    const deckCard = s.find(C.KURIBOH, 'deck');
    expect(placeCounters(s.duel, deckCard.uid, 'ice', 1, false)).toBe(0);
  });

  it('"each time a Spell Card is activated … when that Spell resolves" places with no chain of its own (003 §3.4.2)', () => {
    const s = scenario().monster(0, LIBRARY).hand(0, C.POT_OF_GREED).deck(0, C.KURIBOH, C.KURIBOH, C.KURIBOH).start();
    s.choose('Activate Pot of Greed');
    // The Library answers nothing: the chain holds Pot of Greed alone.
    s.resolveChain();
    expect(s.events('activate').map((e) => (e as unknown as { code: number }).code)).toEqual([C.POT_OF_GREED]);
    expect(s.find(LIBRARY, 'mzone').counters).toEqual({ spell: 1 });
    expect(s.cards(0, 'hand')).toHaveLength(2);
  });

  it('a negated Spell activation did not resolve: no counter (Magic Jammer)', () => {
    const s = scenario()
      .monster(0, LIBRARY)
      .hand(0, C.POT_OF_GREED)
      .deck(0, C.KURIBOH, C.KURIBOH)
      .spellTrap(1, C.MAGIC_JAMMER)
      .hand(1, C.SANGAN)
      .start();
    s.choose('Activate Pot of Greed');
    s.passUntil((x) => x.has('Activate Magic Jammer'));
    s.choose('Activate Magic Jammer');
    s.resolveChain();
    expect(s.codes(0, 'gy')).toEqual([C.POT_OF_GREED]);
    // Magic Jammer is a Trap: it places nothing either.
    expect(s.find(LIBRARY, 'mzone').counters).toEqual({});
  });
});

describe('removing counters as a cost (003 §3.4.2, §3.4.4)', () => {
  it('"remove 1 Spell Counter" is offered only with a counter on the card, and paying removes it', () => {
    const none = scenario().monster(0, BREAKER).spellTrap(1, C.MIRROR_FORCE).deck(0, C.KURIBOH).start();
    expect(none.has(breakerEffect)).toBe(false);
    const one = scenario()
      .monster(0, BREAKER)
      .counters(0, BREAKER, { spell: 1 })
      .spellTrap(1, C.MIRROR_FORCE)
      .deck(0, C.KURIBOH)
      .start();
    expect(one.atk(BREAKER)).toBe(1900);
    one.choose(breakerEffect);
    // The cost is paid on activation: the counter is gone while the chain is built.
    expect(one.find(BREAKER, 'mzone').counters).toEqual({});
    expect(one.atk(BREAKER)).toBe(1600);
    one.resolveChain();
    expect(one.codes(1, 'gy')).toEqual([C.MIRROR_FORCE]);
    // Nothing left to remove: not offered again.
    expect(one.has(breakerEffect)).toBe(false);
  });

  it('"remove 3 Spell Counters" is refused with 2 and offered with 3', () => {
    const two = scenario().monster(0, LIBRARY).counters(0, LIBRARY, { spell: 2 }).deck(0, C.KURIBOH).start();
    expect(two.has(libraryEffect)).toBe(false);
    const three = scenario().monster(0, LIBRARY).counters(0, LIBRARY, { spell: 3 }).deck(0, C.KURIBOH).start();
    three.choose(libraryEffect).resolveChain();
    expect(three.find(LIBRARY, 'mzone').counters).toEqual({});
    expect(three.codes(0, 'hand')).toEqual([C.KURIBOH]);
  });
});

describe('losing counters (003 §3.4.4)', () => {
  it('a card that leaves the field loses its counters, and comes back without them', () => {
    const s = scenario()
      .monster(0, BREAKER)
      .counters(0, BREAKER, { spell: 1 })
      .hand(0, C.DARK_HOLE, C.MONSTER_REBORN)
      .deck(0, C.KURIBOH)
      .start();
    s.choose('Activate Dark Hole').resolveChain();
    const gone = s.find(BREAKER, 'gy');
    expect(gone.counters).toEqual({});
    expect(gone.ownCounters).toEqual({});
    s.choose('Activate Monster Reborn');
    s.passUntil((x) => x.has('Attack Position')).choose('Attack Position');
    // Special Summoned, not Normal Summoned: no new counter.
    expect(s.find(BREAKER, 'mzone').counters).toEqual({});
    expect(s.atk(BREAKER)).toBe(1600);
  });

  it('a card turned face-down loses its counters, and flipped face-up again has none', () => {
    const s = scenario()
      .monster(0, BREAKER)
      .counters(0, BREAKER, { spell: 1 })
      .hand(0, C.BOOK_OF_MOON)
      .deck(0, C.KURIBOH, C.KURIBOH, C.KURIBOH)
      .deck(1, C.KURIBOH, C.KURIBOH, C.KURIBOH)
      .start();
    s.choose('Activate Book of Moon');
    s.resolveChain();
    const b = s.find(BREAKER, 'mzone');
    expect([b.faceUp, b.counters]).toEqual([false, {}]);
    // Flip Summoned next turn: face-up again, no counter (not Normal Summoned).
    s.toTurn(5).toOpenState();
    s.choose(/^Flip Summon Breaker/).resolveChain();
    expect([b.faceUp, b.counters, s.atk(BREAKER)]).toEqual([true, {}, 1600]);
  });
});

describe('counters are public and part of the state', () => {
  const withCounters = () =>
    scenario()
      .monster(0, BREAKER)
      .counters(0, BREAKER, { spell: 1 })
      .monster(1, C.CELTIC_GUARDIAN)
      .counters(1, C.CELTIC_GUARDIAN, { ice: 2 }, false)
      .deck(0, C.KURIBOH)
      .start();

  it('both players see them in views, labels and the rendered board', () => {
    const s = withCounters();
    for (const viewer of [0, 1] as const) {
      const v = viewDuel(s.duel, viewer);
      expect(v.players[0].monsters[0]!.counters).toEqual({ spell: 1 });
      expect(v.players[1].monsters[0]!.counters).toEqual({ ice: 2 });
    }
    const b = s.find(BREAKER, 'mzone');
    expect(describeCard(s.duel, b.uid, 1)).toBe(
      "Breaker the Magical Warrior (opponent's Monster Zone 1, Spell Counter ×1)",
    );
    expect(renderDuel(viewDuel(s.duel, 0), 0, null)).toContain('Breaker the Magical Warrior 1900/1000 ATK [spell ×1]');
    // A card without counters has none in its view.
    expect(viewDuel(withoutCounters(), 0).players[0].monsters[0]!.counters).toBeUndefined();
  });

  it('serialize→deserialize and clone keep them exactly, and the copies are independent', () => {
    const s = withCounters();
    const text = ygoGame.serialize(s.duel);
    const back = ygoGame.deserialize(text);
    expect(ygoGame.serialize(back)).toBe(text);
    const copy = cloneDuel(s.duel);
    expect(ygoGame.serialize(copy)).toBe(text);
    const b = s.find(BREAKER, 'mzone');
    copy.cards[b.uid]!.counters.spell = 0;
    expect(b.counters).toEqual({ spell: 1 });
    expect(back.cards[b.uid]!.counters).toEqual({ spell: 1 });
    expect(back.cards[b.uid]!.ownCounters).toEqual({ spell: 1 });
  });

  it('deserialize refuses counters off the field or face-down, unknown kinds, and more own counters than counters', () => {
    const s = withCounters();
    const b = s.find(BREAKER, 'mzone').uid;
    const edit = (f: (c: CardInstance) => void): string => {
      const raw = JSON.parse(ygoGame.serialize(s.duel)) as { cards: CardInstance[] };
      f(raw.cards[b]!);
      return JSON.stringify(raw);
    };
    expect(() => ygoGame.deserialize(edit((c) => (c.faceUp = false)))).toThrow(/not face-up on the field/);
    expect(() => ygoGame.deserialize(edit((c) => ((c.counters as Record<string, number>).magic = 1)))).toThrow(
      /unknown counter kind/,
    );
    expect(() => ygoGame.deserialize(edit((c) => (c.ownCounters = { spell: 2 })))).toThrow(/more spell counters/);
    expect(() => ygoGame.deserialize(edit((c) => (c.counters = { spell: -1 })))).toThrow(/invalid count/);
  });
});

function withoutCounters() {
  return scenario().monster(0, BREAKER).deck(0, C.KURIBOH).start().duel;
}

describe('A Gemini whose text places Spell Counters (003 §2.2.2, TC-07)', () => {
  it('can hold none until it is Gemini Summoned', () => {
    const s = scenario().monster(0, C.DARK_VALKYRIA).deck(0, C.FERAL_IMP).deck(1, C.FERAL_IMP).start();
    expect(counterRoom(s.duel, s.find(C.DARK_VALKYRIA), 'spell')).toBe(0);
    s.choose(/^Gemini Summon Dark Valkyria|^Normal Summon Dark Valkyria/);
    s.toOpenState();
    expect(counterRoom(s.duel, s.find(C.DARK_VALKYRIA), 'spell')).toBeGreaterThan(0);
  });
});
