import { describe, expect, it } from 'vitest';
import { scenario } from '../../support/scenario.ts';
import { C } from '../../../../src/ygo/cards/refs.ts';

const DECK = [C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN, C.MYSTIC_TOMATO];

describe('Sky Striker Ace - Zeke', () => {
  it('needs 2 monsters including a "Sky Striker Ace"; Must be Link Summoned: Raye cannot bring it out', () => {
    const none = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.KURIBOH)
      .extra(0, C.SKY_STRIKER_ACE_ZEKE)
      .start();
    expect(none.has(/^Link Summon Sky Striker Ace - Zeke/)).toBe(false);
    const raye = scenario().monster(0, C.SKY_STRIKER_ACE_RAYE).extra(0, C.SKY_STRIKER_ACE_ZEKE).start();
    expect(raye.has(/^Activate Sky Striker Ace - Raye/)).toBe(false);
  });

  it("if Link Summoned: banishes 1 face-up monster until the opponent's next End Phase, when it comes back", () => {
    const s = scenario()
      .monster(0, C.SKY_STRIKER_ACE_RAYE)
      .monster(0, C.CELTIC_GUARDIAN)
      .extra(0, C.SKY_STRIKER_ACE_ZEKE)
      .monster(1, C.DARK_MAGICIAN, 'defense')
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    s.choose(/^Link Summon Sky Striker Ace - Zeke/);
    s.passUntil((x) => x.has(/^Sky Striker Ace - Zeke/));
    s.choose(/^Sky Striker Ace - Zeke/);
    s.passUntil((x) => x.has(/^Dark Magician/));
    s.choose(/^Dark Magician/);
    s.resolveChain();
    expect(s.codes(1, 'banished')).toEqual([C.DARK_MAGICIAN]);
    // Still banished through this End Phase and the opponent's turn until its End Phase.
    s.choose('Go to the End Phase');
    s.passUntil((x) => x.state.turn === 4 && x.state.phase === 'main1');
    expect(s.codes(1, 'banished')).toEqual([C.DARK_MAGICIAN]);
    s.passUntil((x) => x.state.turn === 5);
    const dm = s.find(C.DARK_MAGICIAN, 'mzone', 1);
    expect(dm.faceUp).toBe(true);
    expect(dm.defense).toBe(true);
    expect(s.codes(1, 'banished')).toEqual([]);
  });

  it('once per turn: target 1 other card you control; gains 1000 ATK, then sends it to the GY', () => {
    const s = scenario()
      .monsterWith(0, C.SKY_STRIKER_ACE_ZEKE, { zone: 'extra-left', summon: 'link' })
      .monster(0, C.KURIBOH)
      .monster(0, C.CELTIC_GUARDIAN)
      .deck(0, ...DECK)
      .start();
    s.choose(/^Activate Sky Striker Ace - Zeke/);
    s.passUntil((x) => x.has(/^Kuriboh/));
    s.choose(/^Kuriboh/);
    s.resolveChain();
    expect(s.atk(C.SKY_STRIKER_ACE_ZEKE)).toBe(2500);
    expect(s.codes(0, 'gy')).toEqual([C.KURIBOH]);
    s.toOpenState();
    expect(s.has(/^Activate Sky Striker Ace - Zeke/)).toBe(false);
  });
});
