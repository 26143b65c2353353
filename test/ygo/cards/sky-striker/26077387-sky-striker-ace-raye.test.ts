import { describe, expect, it } from 'vitest';
import { scenario } from '../../support/scenario.ts';
import { C } from '../../../../src/ygo/cards/refs.ts';

const DECK = [C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN, C.MYSTIC_TOMATO];

describe('Sky Striker Ace - Raye', () => {
  it('(Quick Effect) Tributes itself to Special Summon a "Sky Striker Ace" monster from the Extra Deck to the Extra Monster Zone, once per turn', () => {
    const s = scenario()
      .monster(0, C.SKY_STRIKER_ACE_RAYE)
      .monster(0, C.SKY_STRIKER_ACE_RAYE)
      .extra(0, C.SKY_STRIKER_ACE_KAGARI, C.SKY_STRIKER_ACE_SHIZUKU)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    s.choose(/^Activate Sky Striker Ace - Raye \(your Monster Zone 1\)/);
    expect(s.codes(0, 'gy')).toEqual([C.SKY_STRIKER_ACE_RAYE]);
    s.passUntil((x) => x.has(/^Sky Striker Ace - Shizuku/));
    expect(s.options()).toHaveLength(2);
    s.choose(/^Sky Striker Ace - Shizuku/);
    s.resolveChain();
    const summoned = s.find(C.SKY_STRIKER_ACE_SHIZUKU, 'mzone');
    // 003 §3.2.1: in an Extra Monster Zone; an effect's Special Summon, not a Link Summon.
    expect(summoned.seq).toBeGreaterThanOrEqual(5);
    expect(summoned.summon).toBe('special');
    expect(summoned.properlySummoned).toBe(false);
    // 003 §3.5.1: the other copy cannot use it this turn (hard once per turn by name).
    s.toOpenState();
    expect(s.has(/^Activate Sky Striker Ace - Raye/)).toBe(false);
  });

  it('is not offered while you hold an Extra Monster Zone, nor for a monster that "Must be Link Summoned"', () => {
    const held = scenario()
      .monster(0, C.SKY_STRIKER_ACE_RAYE)
      .monsterWith(0, C.SKY_STRIKER_ACE_HAYATE, { zone: 'extra-left', summon: 'link' })
      .extra(0, C.SKY_STRIKER_ACE_KAGARI)
      .start();
    expect(held.has(/^Activate Sky Striker Ace - Raye/)).toBe(false);
    // The Link's own limit: "You can only Special Summon "Kagari(s)" once per turn" (003 §2.1.5).
    const s = scenario()
      .monster(0, C.SKY_STRIKER_ACE_RAYE)
      .monster(0, C.SKY_STRIKER_ACE_HAYATE)
      .extra(0, C.SKY_STRIKER_ACE_KAGARI, C.SKY_STRIKER_ACE_KAGARI)
      .deck(0, ...DECK)
      .start();
    s.chooseAny(/^Link Summon Sky Striker Ace - Kagari/);
    s.choose(/^Sky Striker Ace - Hayate/);
    s.toOpenState();
    expect(s.find(C.SKY_STRIKER_ACE_KAGARI, 'mzone').summon).toBe('link');
    // Kagari now holds the Extra Monster Zone and the other Kagari is limited anyway.
    expect(s.has(/^Activate Sky Striker Ace - Raye/)).toBe(false);
  });

  it('from the GY: Special Summons itself when a face-up "Sky Striker Ace" Link Monster you control is destroyed by battle', () => {
    const s = scenario()
      .turn(1)
      .monster(1, C.DARK_MAGICIAN)
      .monsterWith(0, C.SKY_STRIKER_ACE_KAGARI, { zone: 'extra-left', summon: 'link' })
      .gy(0, C.SKY_STRIKER_ACE_RAYE)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    s.passUntil((x) => x.has(/^Enter the Battle Phase/));
    s.choose(/^Enter the Battle Phase/);
    s.passUntil((x) => x.has(/^Attack Sky Striker Ace - Kagari/));
    s.choose(/^Attack Sky Striker Ace - Kagari/);
    s.passUntil((x) => x.player === 0 && x.has(/^Sky Striker Ace - Raye/));
    s.choose(/^Sky Striker Ace - Raye/);
    s.passUntil((x) => x.has('Defense Position'));
    s.choose('Defense Position');
    s.passUntil((x) => x.state.chain.length === 0 && x.player === 1);
    expect(s.find(C.SKY_STRIKER_ACE_RAYE).location).toBe('mzone');
    expect(s.find(C.SKY_STRIKER_ACE_RAYE).defense).toBe(true);
    expect(s.codes(0, 'gy')).toEqual([C.SKY_STRIKER_ACE_KAGARI]);
  });

  it("from the GY: when the Link leaves the field by the opponent's card effect, not by its own controller's", () => {
    const opp = scenario()
      .turn(1)
      .monsterWith(0, C.SKY_STRIKER_ACE_KAGARI, { zone: 'extra-left', summon: 'link' })
      .gy(0, C.SKY_STRIKER_ACE_RAYE)
      .hand(1, C.RAIGEKI)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    opp.choose(/^Activate Raigeki/);
    opp.passUntil((x) => x.player === 0 && x.has(/^Sky Striker Ace - Raye/));
    opp.choose(/^Sky Striker Ace - Raye/);
    opp.passUntil((x) => x.has('Attack Position'));
    opp.choose('Attack Position');
    opp.passUntil((x) => x.state.chain.length === 0 && x.player === 1);
    expect(opp.find(C.SKY_STRIKER_ACE_RAYE).location).toBe('mzone');

    const own = scenario()
      .monsterWith(0, C.SKY_STRIKER_ACE_KAGARI, { zone: 'extra-left', summon: 'link' })
      .gy(0, C.SKY_STRIKER_ACE_RAYE)
      .hand(0, C.RAIGEKI)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    own.choose(/^Activate Raigeki/);
    let offered = false;
    own.passUntil((x) => {
      if (x.has(/^Sky Striker Ace - Raye/)) offered = true;
      return x.state.chain.length === 0 && x.player === 0 && x.has(/^Activate|^Enter|^Go to/);
    });
    expect(offered).toBe(false);
    expect(own.find(C.SKY_STRIKER_ACE_RAYE).location).toBe('gy');
  });
});
