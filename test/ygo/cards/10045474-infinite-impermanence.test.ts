import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

const DECK = [C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN, C.MYSTIC_TOMATO, C.GIANT_RAT, C.CELTIC_GUARDIAN];

describe('Infinite Impermanence', () => {
  it("activated while Set: negates the monster's effects and, for the turn, the Spell/Trap effects in its column", () => {
    const s = scenario()
      .askZones()
      .monster(0, C.RAIDEN)
      .hand(0, C.POT_OF_GREED, C.POT_OF_GREED)
      .deck(0, ...DECK)
      .spellTrap(1, C.INFINITE_IMPERMANENCE)
      .start();
    // Player 1's zone 0 faces player 0's zone 4: the same column (003 §3.2.1).
    expect(s.find(C.INFINITE_IMPERMANENCE).seq).toBe(0);
    s.choose(/^Activate Raiden/);
    s.choose(/Activate Infinite Impermanence/);
    s.resolveChain();
    // Raiden's effect resolved negated (nothing milled); Impermanence went to the GY after the chain.
    expect(s.codes(0, 'deck')).toHaveLength(6);
    expect(s.codes(1, 'gy')).toEqual([C.INFINITE_IMPERMANENCE]);
    // A Spell activated in another column resolves…
    s.toOpenState();
    s.chooseAny(/^Activate Pot of Greed/);
    s.choose({ id: 'zone:szone:1' });
    s.resolveChain();
    expect(s.codes(0, 'hand')).toHaveLength(3);
    // …one activated later in the negated column does nothing (the column stays negated after the card left).
    s.toOpenState();
    s.chooseAny(/^Activate Pot of Greed/);
    s.choose({ id: 'zone:szone:4' });
    s.resolveChain();
    expect(s.codes(0, 'hand')).toHaveLength(2);
    expect(s.codes(0, 'gy')).toEqual([C.POT_OF_GREED, C.POT_OF_GREED]);
    // The monster's effects are negated until the end of the turn: Raiden cannot activate again anyway (once per
    // turn), and its negation is gone on the next turn.
    expect(s.state.lingering.some((l) => l.kind === 'effects-negated')).toBe(true);
    s.passUntil((x) => x.state.turn === 4);
    expect(s.state.lingering.some((l) => l.kind === 'effects-negated')).toBe(false);
    expect(s.state.locks.some((l) => l.kind === 'negate-spell-trap-column')).toBe(false);
  });

  it('activates from the hand when you control no cards (003 §3.3.4), without the column negation', () => {
    const s = scenario()
      .askZones()
      .monster(0, C.RAIDEN)
      .hand(0, C.POT_OF_GREED)
      .deck(0, ...DECK)
      .hand(1, C.INFINITE_IMPERMANENCE)
      .start();
    s.choose(/^Activate Raiden/);
    s.choose(/Activate Infinite Impermanence/);
    // Placed face-up in a Spell & Trap Zone its player chooses.
    s.choose({ id: 'zone:szone:0' });
    s.resolveChain();
    expect(s.codes(1, 'gy')).toEqual([C.INFINITE_IMPERMANENCE]);
    expect(s.codes(0, 'deck')).toHaveLength(6);
    expect(s.state.locks.some((l) => l.kind === 'negate-spell-trap-column')).toBe(false);
    s.toOpenState();
    s.choose(/^Activate Pot of Greed/);
    s.choose({ id: 'zone:szone:4' });
    s.resolveChain();
    expect(s.codes(0, 'hand')).toHaveLength(2);
  });

  it('is not activatable from the hand while you control a card, nor without a face-up target', () => {
    const s = scenario()
      .monster(0, C.RAIDEN)
      .deck(0, ...DECK)
      .monster(1, C.KURIBOH, 'set')
      .hand(1, C.INFINITE_IMPERMANENCE)
      .start();
    s.choose(/^Activate Raiden/);
    expect(s.has(/Activate Infinite Impermanence/)).toBe(false);
    const t = scenario()
      .monster(0, C.SANGAN, 'set')
      .deck(0, ...DECK)
      .hand(1, C.INFINITE_IMPERMANENCE)
      .askAlways();
    const u = t.start();
    u.passUntil((x) => x.player === 1);
    expect(u.has(/Activate Infinite Impermanence/)).toBe(false);
  });

  it("negates a face-up Spell's continuous effect in its column, not those in other columns", () => {
    const b = scenario()
      .monster(0, C.RAIDEN)
      .deck(0, ...DECK);
    // Four Set cards fill player 0's zones 0–3; Axe of Despair goes to zone 4, facing player 1's zone 0.
    for (let i = 0; i < 4; i++) b.spellTrap(0, C.POT_OF_GREED);
    const s = b.attach(0, C.AXE_OF_DESPAIR, C.RAIDEN).spellTrap(1, C.INFINITE_IMPERMANENCE).start();
    expect(s.find(C.AXE_OF_DESPAIR).seq).toBe(4);
    expect(s.atk(C.RAIDEN)).toBe(2700);
    s.choose(/^Activate Raiden/);
    s.choose(/Activate Infinite Impermanence/);
    s.resolveChain();
    // Raiden's own effects are negated and Axe of Despair's "+1000 ATK" too: it sits in the column.
    expect(s.atk(C.RAIDEN)).toBe(1700);
    expect(s.state.locks.filter((l) => l.kind === 'negate-spell-trap-column')).toEqual([
      { kind: 'negate-spell-trap-column', player: 1, code: 1, untilTurn: 3 },
    ]);
  });
});
