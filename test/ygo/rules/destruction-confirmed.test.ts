/**
 * 003 §3.4.4 (TC-48): a continuous effect stops at once when its card's destruction is confirmed, even before the
 * card has left its zone: it no longer applies to where the cards destroyed with it (or itself) go.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const board = () =>
  scenario()
    .monsterWith(0, C.MASKED_HERO_DARK_LAW, { summon: 'special' })
    .monsterWith(1, C.NEKROZ_OF_UNICORE, { summon: 'ritual' })
    .spellTrap(0, C.RAIGEKI_BREAK)
    .hand(0, C.DARK_HOLE, C.FERAL_IMP)
    .deck(0, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP)
    .start();

describe('A destroyed card\u2019s continuous effects stop as its destruction is confirmed (003 §3.4.4)', () => {
  it('the negating card destroyed alone: the negated effect applies to it on its way (banished)', () => {
    const s = board();
    s.choose(/^Activate Raigeki Break/);
    s.choose(/^Feral Imp/);
    s.choose(/^Nekroz of Unicore/);
    s.toOpenState();
    expect(s.find(C.NEKROZ_OF_UNICORE).location).toBe('banished');
  });

  it('both destroyed at once: neither applies, whatever the order they move in', () => {
    const s = board();
    s.choose('Activate Dark Hole');
    s.toOpenState();
    expect(s.find(C.NEKROZ_OF_UNICORE).location).toBe('gy');
    expect(s.find(C.MASKED_HERO_DARK_LAW).location).toBe('gy');
  });
});
