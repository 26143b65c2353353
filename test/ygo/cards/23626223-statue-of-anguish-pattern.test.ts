/**
 * Statue of Anguish Pattern: "this card cannot be targeted by an opponent's card effects while you control another
 * Trap Card that is a monster" (003 §3.4.3, §3.4.4 "Trap monsters").
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const BOOK = /^Activate Book of Moon/;

describe('Statue of Anguish Pattern', () => {
  it('with another Trap Monster beside it, the opponent cannot target it (the other one, yes)', () => {
    const s = scenario()
      .turn(1)
      .monster(0, C.STATUE_OF_ANGUISH_PATTERN, 'defense')
      .monster(0, C.SHAPESISTER)
      .hand(1, C.BOOK_OF_MOON)
      .askAlways()
      .start();
    s.choose(BOOK);
    const offered = s.options();
    expect(offered.some((o) => o.startsWith('Shapesister'))).toBe(true);
    expect(offered.some((o) => o.startsWith('Statue of Anguish Pattern'))).toBe(false);
  });

  it('alone, or against its controller’s own effects, it can be targeted', () => {
    const alone = scenario().turn(1).monster(0, C.STATUE_OF_ANGUISH_PATTERN, 'defense').hand(1, C.BOOK_OF_MOON).start();
    alone.choose(BOOK);
    alone.resolveChain();
    expect(alone.find(C.STATUE_OF_ANGUISH_PATTERN).faceUp).toBe(false);

    const own = scenario()
      .monster(0, C.STATUE_OF_ANGUISH_PATTERN, 'defense')
      .monster(0, C.SHAPESISTER)
      .hand(0, C.BOOK_OF_MOON)
      .askAlways()
      .start();
    own.choose(BOOK);
    expect(own.options().some((o) => o.startsWith('Statue of Anguish Pattern'))).toBe(true);
  });
});
