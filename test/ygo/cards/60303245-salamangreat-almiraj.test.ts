import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

const DECK = [C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN, C.MYSTIC_TOMATO];

describe('Salamangreat Almiraj', () => {
  it('is Link Summoned with 1 Normal Summoned monster with 1000 or less ATK only (003 §3.3.2)', () => {
    const s = scenario().monster(0, C.KURIBOH).extra(0, C.SALAMANGREAT_ALMIRAJ).start();
    s.choose(/^Link Summon Salamangreat Almiraj/);
    s.toOpenState();
    expect(s.find(C.SALAMANGREAT_ALMIRAJ).location).toBe('mzone');
    expect(s.codes(0, 'gy')).toEqual([C.KURIBOH]);
    // Special Summoned, or with more than 1000 ATK: no Link Summon.
    const special = scenario()
      .monsterWith(0, C.KURIBOH, { summon: 'special' })
      .extra(0, C.SALAMANGREAT_ALMIRAJ)
      .start();
    expect(special.has(/^Link Summon Salamangreat Almiraj/)).toBe(false);
    const strong = scenario().monster(0, C.CELTIC_GUARDIAN).extra(0, C.SALAMANGREAT_ALMIRAJ).start();
    expect(strong.has(/^Link Summon Salamangreat Almiraj/)).toBe(false);
  });

  it("Tributes itself to protect a monster from the opponent's card effects; from the GY, returns when a Normal Summoned monster of yours is destroyed by battle", () => {
    const s = scenario()
      .turn(1)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.KURIBOH)
      .monsterWith(0, C.SALAMANGREAT_ALMIRAJ, { zone: 'extra-left', summon: 'link' })
      .monster(1, C.DARK_MAGICIAN)
      .hand(1, C.RAIGEKI)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    s.choose(/^Activate Raigeki/);
    s.choose(/^Activate Salamangreat Almiraj/);
    // The cost first: Almiraj is in the GY, so only the other monsters can be targeted.
    expect(s.codes(0, 'gy')).toEqual([C.SALAMANGREAT_ALMIRAJ]);
    s.choose(/^Celtic Guardian/);
    s.resolveChain();
    // Raigeki destroyed Kuriboh only.
    expect(s.codes(0, 'mzone')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.codes(0, 'gy').sort()).toEqual([C.SALAMANGREAT_ALMIRAJ, C.KURIBOH].sort());
    // Dark Magician destroys the Normal Summoned Celtic Guardian by battle: Almiraj may come back.
    s.passUntil((x) => x.has(/^Enter the Battle Phase/));
    s.choose(/^Enter the Battle Phase/);
    s.passUntil((x) => x.has(/^Attack Celtic Guardian/));
    s.choose(/^Attack Celtic Guardian/);
    s.passUntil((x) => x.player === 0 && x.has(/^Salamangreat Almiraj/));
    s.choose(/^Salamangreat Almiraj/);
    s.passUntil((x) => x.state.chain.length === 0 && x.player === 1);
    const a = s.find(C.SALAMANGREAT_ALMIRAJ);
    expect(a.location).toBe('mzone');
    expect(a.defense).toBe(false);
    expect(s.codes(0, 'gy')).toContain(C.CELTIC_GUARDIAN);
  });

  it('its own controller can still destroy the protected monster', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .monsterWith(0, C.SALAMANGREAT_ALMIRAJ, { zone: 'extra-left', summon: 'link' })
      .hand(0, C.DARK_HOLE)
      .start();
    s.choose(/^Activate Salamangreat Almiraj/);
    s.resolveChain();
    s.toOpenState();
    s.choose(/^Activate Dark Hole/);
    s.resolveChain();
    expect(s.codes(0, 'mzone')).toEqual([]);
  });
});
