/** D/D/D Dragon King Pendragon and Breakthrough Skill (003 §3.4.4 TC-87). */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('D/D/D Dragon King Pendragon', () => {
  it('Special Summons itself from the hand by Tributing 1 Dragon and 1 other Fiend from the hand or field', () => {
    const s = scenario()
      .hand(0, C.DDD_DRAGON_KING_PENDRAGON, C.DDD_DRAGON_KING_PENDRAGON)
      .monster(0, C.CURSE_OF_DRAGON)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.answer([s.options().findIndex((o) => o.startsWith('Activate D/D/D Dragon King Pendragon'))]);
    s.resolveChain();
    // Curse of Dragon (Dragon) and the other Pendragon (Fiend, in the hand) were Tributed.
    expect(s.codes(0, 'gy').sort()).toEqual([C.CURSE_OF_DRAGON, C.DDD_DRAGON_KING_PENDRAGON].sort());
    expect(s.find(C.DDD_DRAGON_KING_PENDRAGON, 'mzone').summon).toBe('special');
  });

  it('is not offered without both a Dragon and another Fiend', () => {
    const s = scenario().hand(0, C.DDD_DRAGON_KING_PENDRAGON).monster(0, C.CURSE_OF_DRAGON).start();
    expect(s.has(/^Activate D\/D\/D Dragon King Pendragon/)).toBe(false);
  });

  it('discards 1 card: +500 ATK until the end of the turn, then may destroy 1 Spell/Trap Card; once per turn', () => {
    const s = scenario()
      .monster(0, C.DDD_DRAGON_KING_PENDRAGON)
      .hand(0, C.FERAL_IMP, C.KURIBOH)
      .spellTrap(1, C.MIRROR_FORCE)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose(/^Activate D\/D\/D Dragon King Pendragon/);
    s.choose(/^Feral Imp/);
    s.passUntil((x) => x.decision?.player === 0 && x.has('Yes'));
    s.choose('Yes');
    s.resolveChain();
    expect(s.atk(C.DDD_DRAGON_KING_PENDRAGON)).toBe(3100);
    expect(s.find(C.MIRROR_FORCE).location).toBe('gy');
    expect(s.has(/^Activate D\/D\/D Dragon King Pendragon/)).toBe(false);
    s.toTurn(4);
    expect(s.atk(C.DDD_DRAGON_KING_PENDRAGON)).toBe(2600);
  });
});

describe('Breakthrough Skill', () => {
  it("negates an opponent's face-up Effect Monster until the end of the turn", () => {
    const s = scenario()
      .monster(1, C.DDD_DRAGON_KING_PENDRAGON)
      .hand(1, C.FERAL_IMP)
      .spellTrap(0, C.BREAKTHROUGH_SKILL)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose('Activate Breakthrough Skill');
    s.resolveChain();
    expect(s.find(C.BREAKTHROUGH_SKILL).location).toBe('gy');
    // The negation lasted until the end of the turn: in its controller's next turn the effect is back.
    s.toTurn(4);
    s.passUntil((x) => x.decision?.about === 'main-phase-action');
    expect(s.has(/^Activate D\/D\/D Dragon King Pendragon/)).toBe(true);
  });

  it('from the GY, in its owner\u2019s later turn only: banished to negate another monster', () => {
    const s = scenario()
      .gy(0, C.BREAKTHROUGH_SKILL)
      .monster(1, C.DDD_DRAGON_KING_PENDRAGON)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Breakthrough Skill/);
    s.resolveChain();
    expect(s.find(C.BREAKTHROUGH_SKILL).location).toBe('banished');
    const t = scenario()
      .spellTrap(0, C.BREAKTHROUGH_SKILL)
      .monster(1, C.DDD_DRAGON_KING_PENDRAGON)
      .monster(1, C.DDD_DRAGON_KING_PENDRAGON)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    t.choose('Activate Breakthrough Skill');
    t.answer([0]);
    t.resolveChain();
    // Sent to the GY this turn: its GY effect waits.
    expect(t.has(/^Activate Breakthrough Skill/)).toBe(false);
  });
});
