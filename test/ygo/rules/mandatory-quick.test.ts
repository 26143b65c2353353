/**
 * 003 §3.4.3 (issue 7): a mandatory Quick Effect that negates ("Once per Chain, … when a Spell Card, Trap Card, or
 * monster effect is activated: This card loses exactly 500 ATK and DEF and that activation is negated", Light and
 * Darkness Dragon) is activated at once, before anyone may chain anything else (priority 1). TC-68: Solemn Judgment
 * can then no longer be chained directly to the Typhoon.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

/** Was `label` ever offered to `player` before the chain was empty again? */
function offeredDuringChain(s: Scenario, player: 0 | 1, label: string): boolean {
  let seen = false;
  s.passUntil((x) => {
    if (x.decision?.player === player && x.has(label)) seen = true;
    return x.duel.chain.length === 0;
  });
  return seen;
}

describe('Light and Darkness Dragon: a mandatory, once-per-Chain negation', () => {
  it('TC-68: Mystical Space Typhoon CL1 → the Dragon negates it as CL2; Solemn Judgment is never offered', () => {
    const s = scenario()
      .turn(1)
      .monster(0, C.LIGHT_AND_DARKNESS_DRAGON)
      .spellTrap(0, C.SOLEMN_JUDGMENT)
      .hand(1, C.MST)
      .askAlways()
      .start();
    s.choose('Activate Mystical Space Typhoon');
    s.choose(/Spell & Trap Zone/);
    // The Dragon's effect went on the chain without a question: Chain Link 2, before anyone could respond.
    expect(s.duel.chain.map((l) => l.code)).toEqual([C.MST, C.LIGHT_AND_DARKNESS_DRAGON]);
    expect(s.decision?.player).toBe(1);
    expect(offeredDuringChain(s, 0, 'Activate Solemn Judgment')).toBe(false);
    expect(s.find(C.SOLEMN_JUDGMENT).location).toBe('szone');
    expect(s.find(C.MST).location).toBe('gy');
    expect(s.atk(C.LIGHT_AND_DARKNESS_DRAGON)).toBe(2300);
    expect(s.def(C.LIGHT_AND_DARKNESS_DRAGON)).toBe(1900);
    expect(s.events('negate-activation').length).toBe(1);
  });

  it('without the Dragon, Solemn Judgment can be chained to the Typhoon', () => {
    const s = scenario()
      .turn(1)
      .monster(0, C.CELTIC_GUARDIAN)
      .spellTrap(0, C.SOLEMN_JUDGMENT)
      .hand(1, C.MST)
      .askAlways()
      .start();
    s.choose('Activate Mystical Space Typhoon');
    s.choose(/Spell & Trap Zone/);
    expect(offeredDuringChain(s, 0, 'Activate Solemn Judgment')).toBe(true);
  });

  it("it negates its own controller's activations too (Dark Hole)", () => {
    const s = scenario()
      .monster(0, C.LIGHT_AND_DARKNESS_DRAGON)
      .monster(1, C.CELTIC_GUARDIAN)
      .hand(0, C.DARK_HOLE)
      .start();
    s.choose('Activate Dark Hole');
    s.resolveChain();
    expect(s.find(C.DARK_HOLE).location).toBe('gy');
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('mzone');
    expect(s.atk(C.LIGHT_AND_DARKNESS_DRAGON)).toBe(2300);
  });

  it('once per Chain: a second activation in the same chain is not negated', () => {
    const s = scenario()
      .turn(1)
      .monster(0, C.LIGHT_AND_DARKNESS_DRAGON)
      .spellTrap(0, C.SOLEMN_JUDGMENT)
      .monster(1, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.BOOK_OF_MOON)
      .hand(1, C.MST)
      .start();
    s.choose('Activate Mystical Space Typhoon');
    s.choose(/opponent's Spell & Trap Zone/);
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Book of Moon'));
    s.choose('Activate Book of Moon');
    s.choose('Celtic Guardian');
    s.resolveChain();
    // Book of Moon (CL3) was not negated and resolved; the Typhoon (CL1) was.
    expect(s.find(C.CELTIC_GUARDIAN).faceUp).toBe(false);
    expect(s.events('negate-activation').length).toBe(1);
    expect(s.find(C.SOLEMN_JUDGMENT).location).toBe('szone');
  });

  it('turned face-down before its effect resolves: it negates nothing (it must lose the ATK and DEF)', () => {
    const s = scenario()
      .turn(1)
      .monster(0, C.LIGHT_AND_DARKNESS_DRAGON)
      .spellTrap(0, C.SOLEMN_JUDGMENT)
      .spellTrap(1, C.BOOK_OF_MOON)
      .hand(1, C.MST)
      .start();
    s.choose('Activate Mystical Space Typhoon');
    s.choose(/opponent's Spell & Trap Zone/);
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Book of Moon'));
    s.choose('Activate Book of Moon');
    s.resolveChain();
    expect(s.find(C.LIGHT_AND_DARKNESS_DRAGON).faceUp).toBe(false);
    expect(s.events('negate-activation').length).toBe(0);
    expect(s.find(C.SOLEMN_JUDGMENT).location).toBe('gy');
  });

  it('cannot be Special Summoned', () => {
    const s = scenario().hand(0, C.MONSTER_REBORN).gy(0, C.LIGHT_AND_DARKNESS_DRAGON).start();
    expect(s.has('Activate Monster Reborn')).toBe(false);
  });
});
