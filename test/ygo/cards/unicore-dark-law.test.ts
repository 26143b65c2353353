/** Nekroz of Unicore and Masked HERO Dark Law (003 §3.4.4 TC-48). */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Masked HERO Dark Law', () => {
  it("banishes cards sent to its controller's opponent's GY; its own controller's cards go to the GY", () => {
    const s = scenario()
      .monsterWith(0, C.MASKED_HERO_DARK_LAW, { summon: 'special' })
      .monster(1, C.CELTIC_GUARDIAN)
      .hand(0, C.DARK_HOLE)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Dark Hole');
    s.toOpenState();
    // Dark Hole destroys Dark Law too: as its destruction is confirmed, its effect no longer applies.
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('gy');
    expect(s.find(C.DARK_HOLE).location).toBe('gy');
  });

  it('face-up and not destroyed, it banishes the opponent\u2019s destroyed monster', () => {
    const s = scenario()
      .monsterWith(0, C.MASKED_HERO_DARK_LAW, { summon: 'special' })
      .monster(1, C.CELTIC_GUARDIAN)
      .spellTrap(0, C.RAIGEKI_BREAK)
      .hand(0, C.FERAL_IMP)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Raigeki Break/);
    s.choose(/^Celtic Guardian/);
    s.toOpenState();
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('banished');
    expect(s.find(C.RAIGEKI_BREAK).location).toBe('gy');
  });
});

describe('Nekroz of Unicore', () => {
  it('negates face-up monsters Special Summoned from the Extra Deck (Dark Law then banishes nothing)', () => {
    const s = scenario()
      .monsterWith(0, C.MASKED_HERO_DARK_LAW, { summon: 'special' })
      .monsterWith(1, C.NEKROZ_OF_UNICORE, { summon: 'ritual' })
      .monster(1, C.CELTIC_GUARDIAN)
      .spellTrap(0, C.RAIGEKI_BREAK)
      .hand(0, C.FERAL_IMP)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Raigeki Break/);
    s.choose(/^Celtic Guardian/);
    s.toOpenState();
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('gy');
  });

  it('discarded, adds another "Nekroz" card from the GY to the hand, once per turn', () => {
    const s = scenario()
      .hand(0, C.NEKROZ_OF_UNICORE)
      .gy(0, C.NEKROZ_MIRROR)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Nekroz of Unicore/);
    s.resolveChain();
    expect(s.codes(0, 'hand')).toEqual([C.NEKROZ_MIRROR]);
    expect(s.find(C.NEKROZ_OF_UNICORE).location).toBe('gy');
  });
});
