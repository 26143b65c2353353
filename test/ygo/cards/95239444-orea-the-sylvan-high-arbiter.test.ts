import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { ygoEventFor, type YgoEvent } from '../../../src/ygo/events.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const LOOK = /Send 1 Plant-Type monster/;
const EXCAVATE = /Detach 1 material: excavate/;

/** The player's Deck from the top down. */
const topDown = (s: Scenario, p: 0 | 1 = 0): number[] => s.codes(p, 'deck');

function orea() {
  return scenario()
    .monsterWith(0, C.OREA_THE_SYLVAN_HIGH_ARBITER, { summon: 'xyz' })
    .xyzMaterials(0, C.OREA_THE_SYLVAN_HIGH_ARBITER, C.CELTIC_GUARDIAN, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP);
}

describe('Orea, the Sylvan High Arbiter: send a Plant, look at that many cards and reorder them', () => {
  it('sends a Plant from the hand; its controller orders the top 4 cards (its Level), the rest stays below', () => {
    const s = orea()
      .hand(0, C.MYSTIC_TOMATO)
      .deck(0, C.CELTIC_GUARDIAN, C.FERAL_IMP, C.SANGAN, C.DARK_HOLE, C.POT_OF_GREED)
      .start();
    s.choose(LOOK);
    // The only Plant is the cost: it is in the GY before the effect resolves.
    expect(s.find(C.MYSTIC_TOMATO).location).toBe('gy');
    s.passUntil((x) => x.decision?.kind === 'order');
    expect(s.decision?.about).toBe('effect');
    expect(s.decision?.player).toBe(0);
    expect(s.decision?.options.map((o) => o.label)).toEqual([
      'Celtic Guardian (your Deck)',
      'Feral Imp (your Deck)',
      'Sangan (your Deck)',
      'Dark Hole (your Deck)',
    ]);
    // From the top down: Dark Hole, Celtic Guardian, Sangan, Feral Imp.
    s.answer([3, 0, 2, 1]);
    s.resolveChain();
    expect(topDown(s)).toEqual([C.DARK_HOLE, C.CELTIC_GUARDIAN, C.SANGAN, C.FERAL_IMP, C.POT_OF_GREED]);
    // Looked at alone: the opponent's event names the cards but not what they are.
    const shown = s.events('reveal') as YgoEvent[];
    expect(shown).toHaveLength(1);
    const mine = ygoEventFor(shown[0]!, 0);
    const theirs = ygoEventFor(shown[0]!, 1);
    expect(mine?.type === 'reveal' && mine.codes.length).toBe(4);
    expect(theirs?.type === 'reveal' && theirs.codes).toEqual([]);
    // Once per turn.
    expect(s.has(LOOK)).toBe(false);
  });

  it('can send a face-up Plant from the field, not a face-down one (003 §3.3.2 TC-44)', () => {
    const deck = [C.CELTIC_GUARDIAN, C.FERAL_IMP, C.SANGAN, C.DARK_HOLE, C.POT_OF_GREED] as const;
    const down = orea()
      .monster(0, C.MYSTIC_TOMATO, 'set')
      .deck(0, ...deck)
      .start();
    expect(down.has(LOOK)).toBe(false);
    const up = orea()
      .monster(0, C.MYSTIC_TOMATO)
      .deck(0, ...deck)
      .start();
    up.choose(LOOK);
    expect(up.find(C.MYSTIC_TOMATO).location).toBe('gy');
  });

  it('needs a Plant whose Level is at most the number of cards in the Deck', () => {
    // Mandragon is Level 5: 4 cards cannot be looked at as 5.
    const s = orea().hand(0, C.MANDRAGON).deck(0, C.CELTIC_GUARDIAN, C.FERAL_IMP, C.SANGAN, C.DARK_HOLE).start();
    expect(s.has(LOOK)).toBe(false);
    const t = orea().hand(0, C.MYSTIC_TOMATO).deck(0, C.CELTIC_GUARDIAN, C.FERAL_IMP, C.SANGAN, C.DARK_HOLE).start();
    expect(t.has(LOOK)).toBe(true);
  });
});

describe('Orea, the Sylvan High Arbiter: detach, excavate 1 to 3 cards', () => {
  it('sends the excavated Plants to the GY, returns up to that many cards from the field, the rest to the bottom', () => {
    const s = orea()
      .monster(1, C.SANGAN)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.MYSTIC_TOMATO, C.DARK_HOLE, C.MANDRAGON, C.POT_OF_GREED, C.FERAL_IMP)
      .start();
    s.choose(EXCAVATE);
    // The cost: 1 material detached (2 offered).
    s.answer([0]);
    expect(s.find(C.OREA_THE_SYLVAN_HIGH_ARBITER).overlay).toHaveLength(1);
    s.passUntil((x) => x.decision?.prompt === 'Choose a number from 1 to 3');
    s.choose('3');
    // Mystic Tomato and Mandragon are Plants: 2 sent, so up to 2 cards (not Orea) go back to the hand.
    const offered = s.decision!.options.map((o) => o.card);
    expect(offered).not.toContain(s.find(C.OREA_THE_SYLVAN_HIGH_ARBITER).uid);
    expect(s.decision).toMatchObject({ min: 1, max: 2 });
    const labels = s.decision!.options.map((o) => o.label);
    s.answer([
      labels.findIndex((l) => l.startsWith('Sangan')),
      labels.indexOf("Celtic Guardian (opponent's Monster Zone 2)"),
    ]);
    // The GY: the detached material, then the two Plants.
    expect(s.codes(0, 'gy').slice(1).sort()).toEqual([C.MYSTIC_TOMATO, C.MANDRAGON].sort());
    expect(s.codes(1, 'hand').sort()).toEqual([C.SANGAN, C.CELTIC_GUARDIAN].sort());
    // Only Dark Hole was left: one card, no question; it goes to the bottom.
    s.resolveChain();
    expect(topDown(s)).toEqual([C.POT_OF_GREED, C.FERAL_IMP, C.DARK_HOLE]);
  });

  it('with no Plant excavated nothing returns; the excavated cards go to the bottom in the order chosen', () => {
    const s = orea().monster(1, C.SANGAN).deck(0, C.CELTIC_GUARDIAN, C.DARK_HOLE, C.POT_OF_GREED, C.FERAL_IMP).start();
    s.choose(EXCAVATE);
    s.answer([0]);
    s.passUntil((x) => x.decision?.prompt === 'Choose a number from 1 to 3');
    s.choose('2');
    expect(s.decision?.kind).toBe('order');
    expect(s.decision?.prompt).toMatch(/bottom of your Deck/);
    // From the top down: Dark Hole above Celtic Guardian, both below the rest.
    s.answer([1, 0]);
    s.resolveChain();
    expect(topDown(s)).toEqual([C.POT_OF_GREED, C.FERAL_IMP, C.DARK_HOLE, C.CELTIC_GUARDIAN]);
    expect(s.find(C.SANGAN).location).toBe('mzone');
    // Excavated: both players saw the cards.
    const shown = s.events('reveal') as YgoEvent[];
    const theirs = ygoEventFor(shown[0]!, 1);
    expect(theirs?.type === 'reveal' && theirs.codes).toEqual([C.CELTIC_GUARDIAN, C.DARK_HOLE]);
  });

  it('is not offered when no other card is on the field to return', () => {
    const s = orea().deck(0, C.MYSTIC_TOMATO, C.DARK_HOLE).start();
    expect(s.has(EXCAVATE)).toBe(false);
  });
});
