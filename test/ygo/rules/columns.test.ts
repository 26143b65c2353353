/** 003 §3.2.1 columns; 003 §3.3.4 Traps activated from the hand when their text allows it. */
import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';
import { adjacentMonsters, columnOf, monstersInColumn, sameColumn } from '../../../src/ygo/rules/columns.ts';
import { whyNotActivatable } from '../../../src/ygo/rules/activation.ts';

describe('columns (003 §3.2.1)', () => {
  it("a zone faces the opponent's zone 4 − s; an Extra Monster Zone is in column 1 or 3; the hand is in none", () => {
    const s = scenario()
      .monster(0, C.SANGAN)
      .monster(0, C.KURIBOH)
      .monsterWith(0, C.DECODE_TALKER, { zone: 'extra-left', summon: 'link' })
      .spellTrap(0, C.MST)
      .monster(1, C.DARK_MAGICIAN)
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.GIANT_RAT)
      .monster(1, C.MYSTIC_TOMATO)
      .spellTrap(1, C.MIRROR_FORCE)
      .hand(1, C.POT_OF_GREED)
      .start();
    const kuriboh = s.find(C.KURIBOH);
    const decode = s.find(C.DECODE_TALKER);
    const tomato = s.find(C.MYSTIC_TOMATO);
    expect(kuriboh.seq).toBe(1);
    expect(columnOf(kuriboh, 0)).toBe(1);
    expect(columnOf(kuriboh, 1)).toBe(3);
    // Player 1's zone 3 faces player 0's zone 1.
    expect(tomato.seq).toBe(3);
    expect(sameColumn(kuriboh, tomato)).toBe(true);
    // The left Extra Monster Zone is in column 1 as player 0 sees it, column 3 as player 1 does.
    expect(columnOf(decode, 0)).toBe(1);
    expect(columnOf(decode, 1)).toBe(3);
    expect(sameColumn(decode, kuriboh)).toBe(true);
    // A Spell & Trap Zone shares the column of the Monster Zone in front of it.
    expect(sameColumn(s.find(C.MST), s.find(C.SANGAN))).toBe(true);
    expect(sameColumn(s.find(C.MIRROR_FORCE), s.find(C.SANGAN))).toBe(false);
    expect(columnOf(s.find(C.POT_OF_GREED), 0)).toBe(-1);
  });
});

describe('Traps from the hand (003 §3.3.4)', () => {
  it('a Trap is refused from the hand unless its text allows it and its condition holds', () => {
    const s = scenario().monster(0, C.RAIDEN).hand(1, C.MIRROR_FORCE, C.INFINITE_IMPERMANENCE).start();
    const mf = s.find(C.MIRROR_FORCE).uid;
    const ii = s.find(C.INFINITE_IMPERMANENCE).uid;
    expect(whyNotActivatable(s.duel, 1, mf, 0, 'chain')?.code).toBe('TRAP_NOT_SET');
    // Infinite Impermanence: "If you control no cards" holds, and there is a face-up target.
    expect(whyNotActivatable(s.duel, 1, ii, 0, 'quick')).toBeNull();
    const t = scenario().monster(0, C.RAIDEN).monster(1, C.SANGAN, 'set').hand(1, C.INFINITE_IMPERMANENCE).start();
    const ii2 = t.find(C.INFINITE_IMPERMANENCE).uid;
    expect(whyNotActivatable(t.duel, 1, ii2, 0, 'quick')?.code).toBe('TRAP_NOT_SET');
  });
});

describe('Monsters in a column and adjacent monsters (003 §3.2.1)', () => {
  it('a column holds both players\u2019 facing Main Monster Zones and its Extra Monster Zone; adjacency is left/right Main Monster Zones only', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.FERAL_IMP)
      .monster(0, C.BEAVER_WARRIOR)
      .monsterWith(0, C.LINK_SPIDER, { zone: 'extra-left' })
      .monsterWith(1, C.KURIBOH, { mainZone: 3 })
      .start();
    const name = (u: number): number => s.duel.cards[u]!.code;
    // Player 0's column 1: their zone 1 (Feral Imp), the left Extra Monster Zone, the opponent's zone 3.
    expect(monstersInColumn(s.duel, 0, 1).map(name).sort()).toEqual([C.FERAL_IMP, C.KURIBOH, C.LINK_SPIDER].sort());
    expect(adjacentMonsters(s.duel, s.find(C.FERAL_IMP)).map(name).sort()).toEqual(
      [C.CELTIC_GUARDIAN, C.BEAVER_WARRIOR].sort(),
    );
    expect(adjacentMonsters(s.duel, s.find(C.LINK_SPIDER))).toEqual([]);
    expect(adjacentMonsters(s.duel, s.find(C.KURIBOH))).toEqual([]);
  });
});
