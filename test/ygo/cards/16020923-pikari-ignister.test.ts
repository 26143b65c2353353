/**
 * Pikari @Ignister's second effect: "You can target 1 '@Ignister' monster you control; its Level becomes 4 until the
 * end of this turn" (003 §3.3.1: the changed Level replaces the printed one; once per turn by name, 003 §3.5.1).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { levelOf } from '../../../src/ygo/rules/level.ts';
import { scenario } from '../support/scenario.ts';

const LEVEL4 = /^Activate Pikari @Ignister.*Target 1 "@Ignister" monster you control: its Level becomes 4/;

describe('Pikari @Ignister: its Level becomes 4', () => {
  it('Achichi @Ignister (Level 2) becomes Level 4: an Xyz Summon of a Rank 4 with Pikari', () => {
    const s = scenario()
      .monster(0, C.PIKARI)
      .monster(0, C.ACHICHI)
      .monster(0, C.CELTIC_GUARDIAN)
      .extra(0, C.GEM_KNIGHT_PEARL)
      .deck(0, C.KURIBOH, C.KURIBOH)
      .deck(1, C.KURIBOH, C.KURIBOH)
      .start();
    s.choose(LEVEL4);
    // The only legal target, Achichi, is taken without a question: not Pikari (Level 4 already), not Celtic Guardian.
    s.resolveChain();
    expect(levelOf(s.duel, s.find(C.ACHICHI, 'mzone'))).toBe(4);
    // 003 §3.5.1: once per turn.
    expect(s.has(LEVEL4)).toBe(false);
    s.choose(/^Xyz Summon Gem-Knight Pearl/);
    expect(
      s
        .options()
        .map((o) => o.split(' (')[0])
        .sort(),
    ).toEqual(['Achichi @Ignister', 'Celtic Guardian', 'Pikari @Ignister']);
    s.choose(/^Achichi @Ignister/);
    s.choose(/^Pikari @Ignister/);
    s.choose('Attack Position');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'overlay').sort()).toEqual([C.ACHICHI, C.PIKARI].sort());
  });

  it('the change ends with the turn', () => {
    const s = scenario()
      .monster(0, C.PIKARI)
      .monster(0, C.ACHICHI)
      .deck(0, C.KURIBOH, C.KURIBOH)
      .deck(1, C.KURIBOH, C.KURIBOH)
      .start();
    s.choose(LEVEL4);
    s.resolveChain();
    expect(levelOf(s.duel, s.find(C.ACHICHI, 'mzone'))).toBe(4);
    s.toTurn(4);
    expect(levelOf(s.duel, s.find(C.ACHICHI, 'mzone'))).toBe(2);
  });

  it('with no other "@Ignister" monster that is not Level 4 it cannot be activated', () => {
    const s = scenario().monster(0, C.PIKARI).monster(0, C.CELTIC_GUARDIAN).start();
    expect(s.has(LEVEL4)).toBe(false);
  });
});
