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

const BLUE = C.SUPER_QUANTUM_BLUE_LAYER;
const RED = C.SUPER_QUANTUM_RED_LAYER;
const GREEN = C.SUPER_QUANTUM_GREEN_LAYER;
const ALPHAN = C.SUPER_QUANTAL_FAIRY_ALPHAN;

/**
 * The only card in player 0's hand is discarded for Raigeki Break's cost (destroying Celtic Guardian); on to the
 * trigger `trigger` offered after the chain.
 */
function discardForRaigekiBreak(s: Scenario, trigger: RegExp): void {
  s.choose('Activate Raigeki Break');
  s.passUntil((x) => x.decision?.player === 0 && x.has(trigger));
  s.choose(trigger);
}
const raigekiBreak = (): ReturnType<typeof scenario> =>
  scenario().spellTrap(0, C.RAIGEKI_BREAK).monster(1, C.CELTIC_GUARDIAN).deck(0, C.KURIBOH, C.KURIBOH);

describe('Super Quantum Blue Layer', () => {
  it('Normal Summoned: adds a "Super Quant" card from the Deck, not "Super Quantum Blue Layer"', () => {
    const s = scenario().hand(0, BLUE).deck(0, BLUE, GREEN, C.KURIBOH).start();
    s.choose('Normal Summon Super Quantum Blue Layer');
    s.passUntil((x) => x.decision?.player === 0 && x.has(/Add 1 "Super Quant" card/));
    s.choose(/Add 1 "Super Quant" card/);
    s.resolveChain();
    expect(s.codes(0, 'hand')).toEqual([GREEN]);
  });

  it('with only "Super Quantum Blue Layer" in the Deck the search is not offered', () => {
    const s = scenario().hand(0, BLUE).deck(0, BLUE, C.KURIBOH).start();
    s.choose('Normal Summon Super Quantum Blue Layer');
    expect(s.has(/Add 1 "Super Quant" card/)).toBe(false);
    s.resolveChain();
    expect(s.codes(0, 'hand')).toEqual([]);
  });

  it('sent to the GY: shuffles up to 3 "Super Quant" cards from the GY into the Deck (itself among them)', () => {
    const s = raigekiBreak().hand(0, BLUE).gy(0, RED, ALPHAN, C.FERAL_IMP).start();
    discardForRaigekiBreak(s, /Target up to 3 "Super Quant" cards/);
    expect(
      s
        .options()
        .map((o) => o.split(' (')[0])
        .sort(),
    ).toEqual(['Super Quantal Fairy Alphan', 'Super Quantum Blue Layer', 'Super Quantum Red Layer']);
    s.answer([0, 1, 2]);
    s.resolveChain();
    expect(s.codes(0, 'gy').sort()).toEqual([C.FERAL_IMP, C.RAIGEKI_BREAK].sort());
    expect(
      s
        .codes(0, 'deck')
        .filter((c) => c !== C.KURIBOH)
        .sort(),
    ).toEqual([ALPHAN, BLUE, RED].sort());
  });
});

describe('Super Quantum Red Layer', () => {
  it('Special Summoned by its procedure with no monsters; then adds a "Super Quant" card from the GY to the hand', () => {
    const s = scenario().hand(0, RED).gy(0, GREEN, C.FERAL_IMP).start();
    s.choose(/^Special Summon Super Quantum Red Layer/);
    s.choose('Attack Position');
    s.passUntil((x) => x.decision?.player === 0 && x.has(/Target 1 "Super Quant" card in your GY/));
    s.choose(/Target 1 "Super Quant" card in your GY/);
    s.resolveChain();
    expect(s.find(RED).location).toBe('mzone');
    expect(s.codes(0, 'hand')).toEqual([GREEN]);
  });

  it('its procedure is not offered while you control a monster', () => {
    const s = scenario().hand(0, RED).monster(0, C.FERAL_IMP).start();
    expect(s.has(/^Special Summon Super Quantum Red Layer/)).toBe(false);
  });

  it('sent to the GY: Special Summons another "Super Quant" monster, which cannot activate its effects', () => {
    const s = raigekiBreak().hand(0, RED).gy(0, RED, GREEN).deck(0, BLUE).start();
    discardForRaigekiBreak(s, /Special Summon it \(it cannot activate its effects\)/);
    // Only Green Layer: not the other "Super Quantum Red Layer".
    expect(s.find(GREEN).location).toBe('gy');
    s.passUntil((x) => x.has('Attack Position'));
    s.choose('Attack Position');
    expect(s.find(GREEN).location).toBe('mzone');
    // Green Layer's own "When … Special Summoned" trigger is not offered: it cannot activate its effects.
    s.resolveChain();
    expect(s.has(/Special Summon 1 "Super Quant" monster from your hand/)).toBe(false);
    expect(s.find(GREEN).location).toBe('mzone');
  });
});

describe('Super Quantum Green Layer', () => {
  it('Normal Summoned: Special Summons a "Super Quant" monster from the hand', () => {
    const s = scenario().hand(0, GREEN, BLUE).deck(0, C.KURIBOH).start();
    s.choose('Normal Summon Super Quantum Green Layer');
    s.passUntil((x) => x.decision?.player === 0 && x.has(/Special Summon 1 "Super Quant" monster from your hand/));
    s.choose(/Special Summon 1 "Super Quant" monster from your hand/);
    s.passUntil((x) => x.has('Defense Position'));
    s.choose('Defense Position');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'mzone').sort()).toEqual([BLUE, GREEN].sort());
    expect(s.find(BLUE).defense).toBe(true);
  });

  it('with no "Super Quant" monster in the hand its Summon effect is not offered', () => {
    const s = scenario().hand(0, GREEN, C.FERAL_IMP).start();
    s.choose('Normal Summon Super Quantum Green Layer');
    expect(s.has(/Special Summon 1 "Super Quant" monster from your hand/)).toBe(false);
  });

  it('sent to the GY: discard 1 "Super Quant" card to draw 1', () => {
    const s = raigekiBreak().hand(0, GREEN, BLUE).deck(0, ALPHAN).start();
    s.choose('Activate Raigeki Break');
    s.choose(/^Super Quantum Green Layer/);
    s.passUntil((x) => x.decision?.player === 0 && x.has(/Discard 1 "Super Quant" card: draw 1 card/));
    s.choose(/Discard 1 "Super Quant" card: draw 1 card/);
    s.resolveChain();
    expect(s.codes(0, 'gy').sort()).toEqual([BLUE, GREEN, C.RAIGEKI_BREAK].sort());
    // The top card of the Deck (3 cards before).
    expect(s.codes(0, 'hand')).toHaveLength(1);
    expect(s.codes(0, 'deck')).toHaveLength(2);
  });

  it('with no "Super Quant" card left to discard it is not offered', () => {
    const s = raigekiBreak().hand(0, GREEN).deck(0, ALPHAN).start();
    s.choose('Activate Raigeki Break');
    s.resolveChain();
    expect(s.has(/Discard 1 "Super Quant" card: draw 1 card/)).toBe(false);
    expect(s.find(GREEN).location).toBe('gy');
    expect(s.codes(0, 'hand')).toEqual([]);
  });
});
