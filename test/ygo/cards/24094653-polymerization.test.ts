import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Polymerization + Gaia the Dragon Champion', () => {
  it('Fusion Summons Gaia the Dragon Champion from materials in the hand and on the field (003 §3.3.2)', () => {
    const s = scenario()
      .hand(0, C.POLYMERIZATION, C.GAIA_FIERCE_KNIGHT)
      .monster(0, C.CURSE_OF_DRAGON)
      .extra(0, C.GAIA_DRAGON_CHAMPION)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Polymerization');
    // Only one Fusion Monster and one copy of each material: the choices are forced; the position is asked.
    s.passUntil((x) => x.decision?.prompt.includes('position') === true);
    s.choose('Attack Position');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    const gaia = s.find(C.GAIA_DRAGON_CHAMPION, 'mzone');
    expect(gaia.summon).toBe('fusion');
    expect(gaia.properlySummoned).toBe(true);
    expect(s.atk(C.GAIA_DRAGON_CHAMPION)).toBe(2600);
    expect(s.codes(0, 'extra')).toEqual([]);
    expect(s.codes(0, 'hand')).toEqual([]);
    // Materials first, then Polymerization after the chain.
    const gy = s.codes(0, 'gy');
    expect(gy.slice(0, 2).sort()).toEqual([C.GAIA_FIERCE_KNIGHT, C.CURSE_OF_DRAGON].sort());
    expect(gy[2]).toBe(C.POLYMERIZATION);
  });

  it('lets the player choose among several possible materials', () => {
    const s = scenario()
      .hand(0, C.POLYMERIZATION, C.GAIA_FIERCE_KNIGHT, C.GAIA_FIERCE_KNIGHT)
      .monster(0, C.CURSE_OF_DRAGON)
      .extra(0, C.GAIA_DRAGON_CHAMPION)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Polymerization');
    s.passUntil((x) => x.decision?.kind === 'select-cards');
    expect(s.options()).toHaveLength(2);
    s.answer([0]);
    s.passUntil((x) => x.decision?.prompt.includes('position') === true);
    s.choose('Defense Position');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.find(C.GAIA_DRAGON_CHAMPION, 'mzone').defense).toBe(true);
    // One Gaia The Fierce Knight stays in the hand.
    expect(s.codes(0, 'hand')).toEqual([C.GAIA_FIERCE_KNIGHT]);
  });

  it('is not offered without the materials, or without the Fusion Monster in the Extra Deck', () => {
    const noMaterial = scenario()
      .hand(0, C.POLYMERIZATION, C.GAIA_FIERCE_KNIGHT)
      .monster(0, C.CELTIC_GUARDIAN)
      .extra(0, C.GAIA_DRAGON_CHAMPION)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(noMaterial.has('Activate Polymerization')).toBe(false);
    const noFusion = scenario()
      .hand(0, C.POLYMERIZATION, C.GAIA_FIERCE_KNIGHT, C.CURSE_OF_DRAGON)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(noFusion.has('Activate Polymerization')).toBe(false);
    // The opponent's monsters are not materials.
    const oppMaterial = scenario()
      .hand(0, C.POLYMERIZATION, C.GAIA_FIERCE_KNIGHT)
      .monster(1, C.CURSE_OF_DRAGON)
      .extra(0, C.GAIA_DRAGON_CHAMPION)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    expect(oppMaterial.has('Activate Polymerization')).toBe(false);
  });

  it('once properly Fusion Summoned, Gaia the Dragon Champion can be revived by Monster Reborn (003 §3.3.2)', () => {
    const s = scenario()
      .hand(0, C.POLYMERIZATION, C.GAIA_FIERCE_KNIGHT, C.CURSE_OF_DRAGON, C.DARK_HOLE, C.MONSTER_REBORN)
      .extra(0, C.GAIA_DRAGON_CHAMPION)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Polymerization');
    s.passUntil((x) => x.decision?.prompt.includes('position') === true);
    s.choose('Attack Position');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    s.choose('Activate Dark Hole');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.find(C.GAIA_DRAGON_CHAMPION).location).toBe('gy');
    s.choose('Activate Monster Reborn');
    s.passUntil((x) => x.decision?.kind === 'select-cards' || x.decision?.prompt.includes('position') === true);
    if (s.decision?.kind === 'select-cards') s.choose('Gaia the Dragon Champion');
    s.passUntil((x) => x.decision?.prompt.includes('position') === true);
    s.choose('Attack Position');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    const gaia = s.find(C.GAIA_DRAGON_CHAMPION, 'mzone');
    expect(gaia.summon).toBe('special');
    expect(s.codes(0, 'mzone')).toEqual([C.GAIA_DRAGON_CHAMPION]);
  });
});
