/** Summoner of Illusions and D/D/D Super Doom King Purple Armageddon (003 §3.3.2 TC-35). */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Summoner of Illusions', () => {
  it('FLIP: Tributes another monster, Special Summons a Fusion Monster from the Extra Deck, destroyed in the End Phase', () => {
    const s = scenario()
      .monster(0, C.SUMMONER_OF_ILLUSIONS, 'set')
      .monster(0, C.CELTIC_GUARDIAN)
      .extra(0, C.ABSOLUTE_ZERO, C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose(/^Flip Summon Summoner of Illusions/);
    // Absolute Zero "Must be Fusion Summoned": only Purple Armageddon is offered, so nothing is asked but the position.
    s.passUntil((x) => x.decision?.prompt === 'Summon in which position?');
    s.choose('Defense Position');
    s.toOpenState();
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('gy');
    expect(s.find(C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON, 'mzone').defense).toBe(true);
    expect(s.find(C.ABSOLUTE_ZERO).location).toBe('extra');
    s.passUntil((x) => x.duel.turn === 4);
    expect(s.find(C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON).location).toBe('extra');
  });

  it('with no other monster to Tribute, Summons nothing', () => {
    const s = scenario()
      .monster(0, C.SUMMONER_OF_ILLUSIONS, 'set')
      .extra(0, C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Flip Summon Summoner of Illusions/);
    s.toOpenState();
    expect(s.find(C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON).location).toBe('extra');
  });
});

describe('D/D/D Super Doom King Purple Armageddon', () => {
  it('destroys 1 Attack Position monster and inflicts half its original ATK, once per turn', () => {
    const s = scenario()
      .monster(0, C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON)
      .monster(1, C.BLUE_EYES)
      .monster(1, C.CELTIC_GUARDIAN, 'defense')
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Activate D\/D\/D Super Doom King Purple Armageddon/);
    s.resolveChain();
    expect(s.find(C.BLUE_EYES).location).toBe('gy');
    expect(s.lp(1)).toBe(8000 - 1500);
    expect(s.has(/^Activate D\/D\/D Super Doom King Purple Armageddon/)).toBe(false);
  });
});
