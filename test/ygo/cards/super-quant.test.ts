/**
 * The "Super Quant" cards: Super Quantal Fairy Alphan's Level effect (003 §3.3.1: "become that monster's Level"
 * replaces each Level) and the Super Quantum Layers (Blue, Red, Green).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { levelOf } from '../../../src/ygo/rules/level.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const ALPHAN_LEVEL = /^Activate Super Quantal Fairy Alphan.*all face-up monsters you control become its Level/;
const level = (s: Scenario, code: number): number => levelOf(s.duel, s.find(code, 'mzone'));

describe("Super Quantal Fairy Alphan: all face-up monsters you control become the target's Level", () => {
  it('targeting Super Quantum Red Layer (Level 5): Alphan and Celtic Guardian become Level 5, once per turn', () => {
    const s = scenario()
      .monster(0, C.SUPER_QUANTAL_FAIRY_ALPHAN)
      .monster(0, C.SUPER_QUANTUM_RED_LAYER)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.FERAL_IMP, 'set')
      .monster(1, C.MYSTICAL_ELF)
      .deck(0, C.KURIBOH, C.KURIBOH)
      .deck(1, C.KURIBOH, C.KURIBOH)
      .start();
    s.choose(ALPHAN_LEVEL);
    // Only "Super Quant" monsters: Alphan itself or Red Layer, not Celtic Guardian.
    expect(
      s
        .options()
        .map((o) => o.split(' (')[0])
        .sort(),
    ).toEqual(['Super Quantal Fairy Alphan', 'Super Quantum Red Layer']);
    s.choose(/^Super Quantum Red Layer/);
    s.resolveChain();
    expect([level(s, C.SUPER_QUANTAL_FAIRY_ALPHAN), level(s, C.CELTIC_GUARDIAN)]).toEqual([5, 5]);
    // A face-down monster and the opponent's monsters keep their Levels.
    expect([level(s, C.FERAL_IMP), level(s, C.MYSTICAL_ELF)]).toEqual([4, 4]);
    expect(s.has(ALPHAN_LEVEL)).toBe(false);
    // It lasts past the turn (no duration), while they stay face-up on the field.
    s.toTurn(4);
    expect(level(s, C.CELTIC_GUARDIAN)).toBe(5);
  });

  it('with no face-up "Super Quant" monster it cannot be activated (face-down Alphan has no effects to use)', () => {
    const s = scenario().monster(0, C.SUPER_QUANTAL_FAIRY_ALPHAN, 'set').monster(0, C.CELTIC_GUARDIAN).start();
    expect(s.has(ALPHAN_LEVEL)).toBe(false);
  });
});
