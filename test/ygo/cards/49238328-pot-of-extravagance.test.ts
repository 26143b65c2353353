import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';
import { ygoGame } from '../../../src/ygo/game.ts';
import { whyNotActivatable } from '../../../src/ygo/rules/activation.ts';

const EXTRA = [
  C.DECODE_TALKER,
  C.LINK_SPIDER,
  C.GAIA_KNIGHT,
  C.JUNK_WARRIOR,
  C.SCRAP_ARCHFIEND,
  C.GEM_KNIGHT_PEARL,
  C.LEVIATHAN_DRAGON,
];
const DECK = [C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN, C.MYSTIC_TOMATO, C.GIANT_RAT, C.CELTIC_GUARDIAN];

describe('Pot of Extravagance', () => {
  it('banishes 6 random face-down Extra Deck cards face-down, draws 2, then no draw by card effects this turn', () => {
    const s = scenario()
      .hand(0, C.POT_OF_EXTRAVAGANCE, C.POT_OF_GREED)
      .extra(0, ...EXTRA)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    s.choose(/Activate Pot of Extravagance/);
    s.passUntil((x) => x.decision?.prompt === 'Banish how many cards?');
    s.choose('Banish 6');
    s.resolveChain();
    const banished = s.cards(0, 'banished');
    expect(banished).toHaveLength(6);
    expect(banished.every((c) => !c.faceUp)).toBe(true);
    expect(s.codes(0, 'extra')).toHaveLength(1);
    // 1 card for every 3 banished: the top 2.
    expect(s.codes(0, 'hand').sort()).toEqual([C.POT_OF_GREED, DECK[0]!, DECK[1]!].sort());
    // The opponent sees 6 face-down banished cards, not which; the owner knows them.
    const theirs = ygoGame.view(s.duel, 1).players[0].banished;
    expect(theirs).toHaveLength(6);
    expect(theirs.every((v) => v.code === undefined)).toBe(true);
    expect(ygoGame.view(s.duel, 0).players[0].banished.every((v) => v.code !== undefined)).toBe(true);
    const told = s.events('banished').map((e) => ygoGame.eventFor(e, 1) as { code?: number } | null);
    expect(told).toHaveLength(6);
    expect(told.every((e) => e !== null && e.code === undefined)).toBe(true);
    // "You cannot draw any cards by card effects for the rest of this turn": Pot of Greed is refused.
    s.toOpenState();
    expect(s.has(/Activate Pot of Greed/)).toBe(false);
    expect(whyNotActivatable(s.duel, 0, s.find(C.POT_OF_GREED).uid, 0, 'open')?.code).toBe('CANNOT_DRAW');
    // The next turn's normal draw is not a card effect, and the lock is over by then.
    s.passUntil((x) => x.state.turn === 5 && x.state.phase === 'main1');
    expect(s.has(/Activate Pot of Greed/)).toBe(true);
  });

  it('with 3 to 5 cards banishes 3 without asking and draws 1; the random pick follows the seed', () => {
    const run = (seed: number) => {
      const s = scenario()
        .withSeed(seed)
        .hand(0, C.POT_OF_EXTRAVAGANCE)
        .extra(0, ...EXTRA.slice(0, 5))
        .deck(0, ...DECK)
        .start();
      s.choose(/Activate Pot of Extravagance/);
      s.resolveChain();
      expect(s.codes(0, 'hand')).toEqual([DECK[0]]);
      return s.codes(0, 'banished');
    };
    const a = run(7);
    expect(a).toHaveLength(3);
    expect(run(7)).toEqual(a);
  });

  it('only at the start of Main Phase 1, with 3 face-down Extra Deck cards', () => {
    const s = scenario()
      .hand(0, C.POT_OF_EXTRAVAGANCE, C.SANGAN)
      .extra(0, ...EXTRA)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    expect(s.has(/Activate Pot of Extravagance/)).toBe(true);
    s.choose('Normal Summon Sangan');
    s.toOpenState();
    expect(s.has(/Activate Pot of Extravagance/)).toBe(false);
    expect(whyNotActivatable(s.duel, 0, s.find(C.POT_OF_EXTRAVAGANCE).uid, 0, 'open')?.code).toBe('CONDITION');
    // Two turns later, after the Draw and Standby Phases, Main Phase 1 starts afresh.
    s.passUntil((x) => x.state.turn === 5 && x.state.phase === 'main1');
    expect(s.has(/Activate Pot of Extravagance/)).toBe(true);
    const few = scenario()
      .hand(0, C.POT_OF_EXTRAVAGANCE)
      .extra(0, C.DECODE_TALKER, C.LINK_SPIDER)
      .deck(0, ...DECK)
      .start();
    expect(few.has(/Activate Pot of Extravagance/)).toBe(false);
  });
});
