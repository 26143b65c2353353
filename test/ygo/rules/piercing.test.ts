/**
 * "Inflict piercing battle damage" (003 §3.6.3 damage calculation, changed by a continuous effect): an attacker with
 * more ATK than the Defense Position monster's DEF inflicts the difference as battle damage; nothing else changes.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

function attack(defender: number, position: 'attack' | 'defense'): Scenario {
  const s = scenario()
    .battle('battle-step')
    .monster(0, C.DDD_DRAGONBANE_KING_BEOWULF)
    .monster(1, defender, position)
    .deck(0, C.FERAL_IMP)
    .deck(1, C.FERAL_IMP)
    .start();
  s.choose(/^Attack .* with D\/D\/D Dragonbane King Beowulf/);
  return s
    .passUntil((x) => x.duel.battle === null || x.duel.battle.calculated === true)
    .passUntil((x) => !x.duel.battle);
}

describe('Piercing battle damage (003 §3.6.3)', () => {
  it('ATK over DEF is battle damage to the defender\u2019s controller; the defender is destroyed', () => {
    const s = attack(C.CELTIC_GUARDIAN, 'defense');
    expect(s.lp(1)).toBe(8000 - (3000 - 1200));
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('gy');
  });

  it('pierces only the ATK over the DEF; with DEF equal to the ATK nothing happens', () => {
    const s = attack(C.BLUE_EYES, 'defense');
    // Blue-Eyes White Dragon: 2500 DEF < 3000: pierced 500.
    expect(s.lp(1)).toBe(8000 - 500);
    // Infernoid Onuncu: 3000 DEF, equal to the ATK: no damage, nobody destroyed.
    const t = attack(C.INFERNOID_ONUNCU, 'defense');
    expect([t.lp(0), t.lp(1)]).toEqual([8000, 8000]);
    expect(t.find(C.INFERNOID_ONUNCU).location).toBe('mzone');
  });

  it('an Attack Position target is a normal damage calculation', () => {
    const s = attack(C.CELTIC_GUARDIAN, 'attack');
    expect(s.lp(1)).toBe(8000 - (3000 - 1400));
  });
});
