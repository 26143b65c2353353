/**
 * Gagaga Head: a Normal Summon without Tributes as a Level 4 monster under its condition (003 §3.3.2, §3.4.4), its
 * Normal Summon trigger and the lock it leaves ("except by an Xyz Summon that uses only 'Gagaga' monsters as
 * materials", 003 §2.1.4), and the effect an Xyz Monster gains from it (003 §3.4.4).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { levelOf as currentLevel } from '../../../src/ygo/rules/level.ts';
import { summonLockStops } from '../../../src/ygo/rules/summon-history.ts';
import { xyzCandidates } from '../../../src/ygo/rules/xyz.ts';
import { scenario } from '../support/scenario.ts';

describe('Gagaga Head', () => {
  it('is Normal Summoned without Tributes as a Level 4 while the opponent has a monster and you have none', () => {
    const s = scenario()
      .monster(1, C.CELTIC_GUARDIAN)
      .hand(0, C.GAGAGA_HEAD)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    // A Summon only: Setting it still needs a Tribute.
    expect(s.has('Set Gagaga Head')).toBe(false);
    s.choose('Normal Summon Gagaga Head');
    s.toOpenState();
    const head = s.find(C.GAGAGA_HEAD, 'mzone');
    expect(head.summon).toBe('normal');
    expect(currentLevel(s.duel, head)).toBe(4);
    // Without an opponent's monster (or with one of your own) it needs its Tribute.
    const t = scenario().hand(0, C.GAGAGA_HEAD).deck(0, C.FERAL_IMP).start();
    expect(t.has('Normal Summon Gagaga Head')).toBe(false);
    const u = scenario()
      .monster(0, C.FERAL_IMP)
      .monster(1, C.CELTIC_GUARDIAN)
      .hand(0, C.GAGAGA_HEAD)
      .deck(0, C.FERAL_IMP)
      .start();
    u.choose('Normal Summon Gagaga Head');
    expect(u.decision?.about).toBe('tribute');
  });

  it('revives a "Gagaga" monster; then only Xyz Summons with "Gagaga" materials, which gain its draw', () => {
    const s = scenario()
      .monster(1, C.CELTIC_GUARDIAN)
      .hand(0, C.GAGAGA_HEAD, C.CYBER_DRAGON)
      .gy(0, C.GAGAGA_MAGICIAN)
      .extra(0, C.UTOPIA)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose('Normal Summon Gagaga Head');
    s.passUntil((x) => x.has(/Special Summon up to 2 "Gagaga" monsters/));
    s.choose(/Special Summon up to 2 "Gagaga" monsters/);
    s.resolveChain();
    expect(s.find(C.GAGAGA_MAGICIAN).location).toBe('mzone');
    const cyber = s.find(C.CYBER_DRAGON);
    expect(summonLockStops(s.duel, 0, 'special', cyber.code, 'hand', cyber.uid)).toBe(true);
    expect(summonLockStops(s.duel, 1, 'special', cyber.code, 'hand', cyber.uid)).toBe(false);
    // Gagaga Head (Level 4 now) and Gagaga Magician: an Xyz Summon of only "Gagaga" materials is let through.
    const hand = s.duel.players[0].hand.length;
    s.choose(/^Xyz Summon Number 39: Utopia/);
    while (s.decision?.about === 'material') s.chooseAny(/^Gagaga/, 'Done');
    s.choose('Attack Position');
    s.resolveChain();
    expect(s.find(C.UTOPIA).location).toBe('mzone');
    // The effect gained from Gagaga Head: draw 1.
    expect(s.duel.players[0].hand.length).toBe(hand + 1);
  });

  it('under its lock, a non-"Gagaga" material cannot be used for the Xyz Summon', () => {
    const s = scenario()
      .monster(0, C.GAGAGA_MAGICIAN)
      .monster(0, C.FERAL_IMP)
      .extra(0, C.UTOPIA)
      .deck(0, C.FERAL_IMP)
      .start();
    const utopia = s.find(C.UTOPIA).uid;
    expect(xyzCandidates(s.duel, 0)).toEqual([utopia]);
    // The lock its trigger leaves on resolution: only Gagaga Magician is a "Gagaga" Level 4 monster, one is too few.
    s.duel.locks.push({ kind: 'cannot-special-summon', player: 0, code: 0, untilTurn: s.duel.turn, exceptXyzOf: 0x54 });
    expect(xyzCandidates(s.duel, 0)).toEqual([]);
  });
});
