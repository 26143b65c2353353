import { describe, expect, it } from 'vitest';
import { scenario } from '../../support/scenario.ts';
import { C } from '../../../../src/ygo/cards/refs.ts';

const DECK = [C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN, C.MYSTIC_TOMATO];

describe('Sky Striker Ace - Roze', () => {
  it('Special Summons itself from the hand when a "Sky Striker Ace" monster other than Roze is Summoned, once per turn', () => {
    const s = scenario()
      .monster(0, C.SKY_STRIKER_ACE_RAYE)
      .hand(0, C.SKY_STRIKER_ACE_ROZE, C.SKY_STRIKER_ACE_ROZE)
      .extra(0, C.SKY_STRIKER_ACE_KAGARI)
      .deck(0, ...DECK)
      .start();
    s.choose(/^Link Summon Sky Striker Ace - Kagari/);
    s.passUntil((x) => x.has(/^Sky Striker Ace - Roze/));
    s.chooseAny(/^Sky Striker Ace - Roze/);
    s.passUntil((x) => x.has('Attack Position'));
    s.choose('Attack Position');
    s.toOpenState();
    expect(s.cards(0, 'mzone').filter((c) => c.code === C.SKY_STRIKER_ACE_ROZE)).toHaveLength(1);
    expect(s.cards(0, 'hand').filter((c) => c.code === C.SKY_STRIKER_ACE_ROZE)).toHaveLength(1);
    // Roze's own Summon does not call the other copy ("except "Sky Striker Ace - Roze""); once per turn anyway.
    expect(s.has(/^Activate Sky Striker Ace - Roze/)).toBe(false);
  });

  it('is not called by other monsters', () => {
    const s = scenario()
      .hand(0, C.CELTIC_GUARDIAN, C.SKY_STRIKER_ACE_ROZE)
      .deck(0, ...DECK)
      .start();
    s.choose(/^Normal Summon Celtic Guardian/);
    let offered = false;
    s.passUntil((x) => {
      if (x.has(/^Sky Striker Ace - Roze/)) offered = true;
      return x.decision?.about === 'main-phase-action';
    });
    expect(offered).toBe(false);
  });

  it("from the GY: when an opponent's monster in the Extra Monster Zone is destroyed by battle, Special Summons itself, then may negate 1 opponent's monster's effects this turn", () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .gy(0, C.SKY_STRIKER_ACE_ROZE)
      .monsterWith(1, C.LINKURIBOH, { zone: 'extra-right', summon: 'link' })
      .monster(1, C.SANGAN)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .battle('battle-step')
      .askAlways()
      .start();
    s.choose(/^Attack Linkuriboh .* with Celtic Guardian/);
    s.passUntil((x) => x.player === 0 && x.has(/^Sky Striker Ace - Roze/));
    s.choose(/^Sky Striker Ace - Roze/);
    s.passUntil((x) => x.has('Defense Position'));
    s.choose('Defense Position');
    s.passUntil((x) => x.has(/^Sangan/));
    s.choose(/^Sangan/);
    s.passUntil((x) => x.state.chain.length === 0 && x.player === 0 && x.state.phase === 'battle');
    expect(s.find(C.SKY_STRIKER_ACE_ROZE).location).toBe('mzone');
    const sangan = s.find(C.SANGAN, 'mzone', 1);
    expect(s.state.lingering.some((l) => l.uid === sangan.uid && l.kind === 'effects-negated')).toBe(true);
  });

  it("not for the opponent's monster in a Main Monster Zone", () => {
    const s = scenario()
      .monster(0, C.DARK_MAGICIAN)
      .gy(0, C.SKY_STRIKER_ACE_ROZE)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .battle('battle-step')
      .start();
    s.choose(/^Attack Celtic Guardian .* with Dark Magician/);
    let offered = false;
    s.passUntil((x) => {
      if (x.has(/^Sky Striker Ace - Roze/)) offered = true;
      return x.player === 0 && x.state.chain.length === 0 && x.has(/^Go to|^End the Battle/);
    });
    expect(offered).toBe(false);
    expect(s.codes(1, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
  });
});
