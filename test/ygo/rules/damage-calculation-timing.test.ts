/**
 * 003 §3.6.3 DS3 "during damage calculation": effects bound to that sub-timing (Kuriboh, Injection Fairy Lily) may be
 * activated, and chained, until a chain has resolved at it; after that the timing is over (TC-132). Lily's ATK change
 * belongs to that timing (not an ATK modifier of DS1–DS2) and lasts for that damage calculation only. Divine Wrath
 * negates a monster effect's activation and destroys that monster.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const LILY = /^Activate Injection Fairy Lily/;

/** Player 0's Injection Fairy Lily attacks Celtic Guardian (1400 ATK); the scenario's other cards given. */
function lilyAttacks(extra: (b: ReturnType<typeof scenario>) => ReturnType<typeof scenario> = (b) => b) {
  const s = extra(
    scenario()
      .turn(0, 'battle', 2)
      .monster(0, C.INJECTION_FAIRY_LILY)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.KURIBOH)
      .deck(1, C.KURIBOH),
  ).start();
  s.choose(/^Attack Celtic Guardian/);
  return s;
}

describe('Injection Fairy Lily (003 §3.6.3 DS3)', () => {
  it('pays 2000 LP during damage calculation: 3000 more ATK for that damage calculation only', () => {
    const s = lilyAttacks();
    s.passUntil((x) => x.decision?.player === 0 && x.has(LILY));
    expect(s.duel.battle?.timing).toBe('calc');
    s.choose(LILY);
    s.passUntil((x) => x.duel.battle === null);
    expect(s.lp(0)).toBe(8000 - 2000);
    expect(s.lp(1)).toBe(8000 - (3400 - 1400));
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('gy');
    expect(s.atk(C.INJECTION_FAIRY_LILY)).toBe(400);
  });

  it('is never offered before damage calculation (an ATK change bound to DS3)', () => {
    const s = lilyAttacks();
    let early = false;
    s.passUntil((x) => {
      if (x.has(LILY) && x.duel.battle?.timing !== 'calc') early = true;
      return x.duel.battle?.timing === 'calc' && x.has(LILY);
    });
    expect(early).toBe(false);
  });

  it('Divine Wrath negates its activation and destroys it; the LP stay paid', () => {
    const s = lilyAttacks((b) => b.spellTrap(1, C.DIVINE_WRATH).hand(1, C.GIANT_RAT));
    s.passUntil((x) => x.decision?.player === 0 && x.has(LILY));
    s.choose(LILY);
    s.passUntil((x) => x.decision?.player === 1 && x.has(/^Activate Divine Wrath/));
    s.choose(/^Activate Divine Wrath/);
    s.passUntil((x) => x.duel.battle === null);
    expect(s.lp(0)).toBe(8000 - 2000);
    expect(s.find(C.INJECTION_FAIRY_LILY).location).toBe('gy');
    expect(s.find(C.GIANT_RAT).location).toBe('gy');
    expect(s.lp(1)).toBe(8000);
  });
});

describe('the damage calculation timing closes with its first chain (003 §3.6.3 TC-132)', () => {
  it('Lily, not chained to Kuriboh, is not offered once that chain has resolved', () => {
    const s = lilyAttacks((b) => b.hand(1, C.KURIBOH));
    s.passUntil((x) => x.decision?.player === 0 && x.has(LILY));
    s.choose('pass');
    s.choose(/^Activate Kuriboh/);
    // Lily may chain to Kuriboh; its controller passes.
    expect(s.has(LILY)).toBe(true);
    s.choose('pass');
    const offered: boolean[] = [];
    s.passUntil((x) => {
      if (x.has(LILY)) offered.push(true);
      return x.duel.battle === null;
    });
    expect(offered).toEqual([]);
    expect(s.lp(0)).toBe(8000 - 1000);
    expect(s.lp(1)).toBe(8000);
    expect(s.find(C.INJECTION_FAIRY_LILY).location).toBe('gy');
  });
});
