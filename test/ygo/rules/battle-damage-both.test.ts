/**
 * 003 §3.6.3 (issue 7): battle damage dealt to both players at once (Double-Edged Sword), with a simultaneous LP 0
 * being a draw (003 §3.1.4, 000/002 S-20); and a monster's own text allowing a second attack (S-09: the card wins
 * over the one-attack rule).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

function swordBattle(lp: number) {
  const s = scenario()
    .monster(0, C.CELTIC_GUARDIAN)
    .attach(0, C.DOUBLE_EDGED_SWORD, C.CELTIC_GUARDIAN)
    .monster(1, C.FERAL_IMP)
    .lp(0, lp)
    .lp(1, lp)
    .turn(0, 'battle')
    .battle('battle-step')
    .start();
  expect(s.atk(C.CELTIC_GUARDIAN)).toBe(3400);
  s.choose('Attack Feral Imp');
  s.passUntil((x) => x.duel.battle === null || x.duel.result !== null);
  return s;
}

describe('battle damage to both players (Double-Edged Sword, 003 §3.6.3)', () => {
  it('the 2100 the opponent takes is taken by both players; then the Sword sends itself to the GY', () => {
    const s = swordBattle(8000);
    expect(s.lp(0)).toBe(5900);
    expect(s.lp(1)).toBe(5900);
    expect(s.codes(1, 'gy')).toEqual([C.FERAL_IMP]);
    // "If you take 2000 or more battle damage: Send this card to the GY".
    expect(s.codes(0, 'gy')).toEqual([C.DOUBLE_EDGED_SWORD]);
    expect(s.atk(C.CELTIC_GUARDIAN)).toBe(1400);
  });

  it('both players reaching 0 LP at the same time: the Duel is a draw (003 §3.1.4)', () => {
    const s = swordBattle(2000);
    expect(s.lp(0)).toBe(0);
    expect(s.lp(1)).toBe(0);
    expect(s.duel.result?.winner).toBeNull();
  });

  it('damage the attacker’s controller takes is dealt to the opponent too', () => {
    // Feral Imp 1300 + 2000 = 3300 attacks Celtic Guardian 1400: both take 1900.
    const s = scenario()
      .monster(0, C.FERAL_IMP)
      .attach(0, C.DOUBLE_EDGED_SWORD, C.FERAL_IMP)
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.BLUE_EYES)
      .turn(0, 'battle')
      .battle('battle-step')
      .start();
    s.choose('Attack Blue-Eyes White Dragon');
    s.passUntil((x) => x.duel.battle === null);
    // 3000 − 3300: Blue-Eyes is destroyed, 300 battle damage to both; the Sword stays (less than 2000).
    expect(s.lp(0)).toBe(7700);
    expect(s.lp(1)).toBe(7700);
    expect(s.codes(0, 'szone')).toEqual([C.DOUBLE_EDGED_SWORD]);
  });
});

describe('a second attack allowed by the card (Mataza the Zapper, 003 §3.6.3)', () => {
  it('attacks twice in the Battle Phase, never a third time', () => {
    const s = scenario()
      .monster(0, C.MATAZA_THE_ZAPPER)
      .deck(0, C.GIANT_RAT)
      .deck(1, C.GIANT_RAT)
      .turn(0, 'battle')
      .battle('battle-step')
      .start();
    s.choose('Attack directly');
    s.passUntil((x) => x.duel.battle === null);
    expect(s.lp(1)).toBe(6700);
    s.choose('Attack directly');
    s.passUntil((x) => x.duel.battle === null);
    expect(s.lp(1)).toBe(5400);
    expect(s.has('Attack directly')).toBe(false);
  });

  it('a monster without such text attacks once', () => {
    const s = scenario().monster(0, C.CELTIC_GUARDIAN).turn(0, 'battle').battle('battle-step').start();
    s.choose('Attack directly');
    s.passUntil((x) => x.duel.battle === null);
    expect(s.lp(1)).toBe(6600);
    expect(s.has('Attack directly')).toBe(false);
  });
});
