import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Elemental HERO Bubbleman', () => {
  it('Special Summons itself when it is the only card in the hand, then may draw 2 with nothing else (003 §3.3.2)', () => {
    const s = scenario()
      .hand(0, C.ELEMENTAL_HERO_BUBBLEMAN)
      .deck(0, C.FERAL_IMP, C.CELTIC_GUARDIAN, C.KURIBOH)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Special Summon Elemental HERO Bubbleman/);
    if (s.decision?.prompt.includes('position')) s.choose('Attack Position');
    s.passUntil((x) => x.decision?.player === 0 && x.has(/Draw 2 cards/));
    s.choose(/Draw 2 cards/);
    s.toOpenState();
    expect(s.find(C.ELEMENTAL_HERO_BUBBLEMAN, 'mzone').summon).toBe('special');
    expect(s.codes(0, 'hand')).toHaveLength(2);
  });

  it('is not Special Summoned with another card in the hand; Normal Summoned with a card left, it draws nothing', () => {
    const s = scenario()
      .hand(0, C.ELEMENTAL_HERO_BUBBLEMAN, C.FERAL_IMP)
      .deck(0, C.FERAL_IMP, C.CELTIC_GUARDIAN)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(s.has(/^Special Summon Elemental HERO Bubbleman/)).toBe(false);
    s.choose(/^Normal Summon Elemental HERO Bubbleman/);
    let offered = false;
    s.passUntil((x) => {
      if (x.decision?.player === 0 && x.has(/Draw 2 cards/)) offered = true;
      return x.decision?.about === 'main-phase-action';
    });
    expect(offered).toBe(false);
    expect(s.codes(0, 'hand')).toEqual([C.FERAL_IMP]);
  });
});
