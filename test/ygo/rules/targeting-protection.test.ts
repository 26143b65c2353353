/**
 * 003 §3.4.3–§3.4.4 (issue 7): lasting "cannot be targeted / cannot be destroyed by card effects" on a monster, given by
 * a resolved effect (Forbidden Dress). "Cannot be targeted" blocks the choice of targets only: an effect that targeted
 * the monster before still applies (TC-67).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Forbidden Dress: cannot be targeted or destroyed by other card effects until the end of the turn', () => {
  it('the monster loses 600 ATK and can no longer be chosen as a target', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .hand(0, C.FORBIDDEN_DRESS)
      .spellTrap(1, C.COMPULSORY_EVACUATION_DEVICE)
      .start();
    s.choose('Activate Forbidden Dress');
    s.resolveChain();
    expect(s.atk(C.CELTIC_GUARDIAN)).toBe(800);
    // Celtic Guardian is the only monster on the field: Compulsory Evacuation Device has no legal target.
    let offered = false;
    s.passUntil((x) => {
      if (x.decision?.player === 1 && x.has('Activate Compulsory Evacuation Device')) offered = true;
      return x.duel.turn === 4 || x.duel.phase === 'end';
    });
    expect(offered).toBe(false);
  });

  it('its own controller cannot target it either (Book of Moon); its effects that do not target still apply', () => {
    const s = scenario().monster(0, C.CELTIC_GUARDIAN).hand(0, C.FORBIDDEN_DRESS, C.BOOK_OF_MOON).start();
    expect(s.has('Activate Book of Moon')).toBe(true);
    s.choose('Activate Forbidden Dress');
    s.resolveChain();
    expect(s.has('Activate Book of Moon')).toBe(false);
  });

  it('TC-67: Compulsory Evacuation Device, Forbidden Dress chained → the monster still returns to the hand', () => {
    const s = scenario()
      .turn(1)
      .monster(0, C.CELTIC_GUARDIAN)
      .spellTrap(0, C.FORBIDDEN_DRESS)
      .spellTrap(1, C.COMPULSORY_EVACUATION_DEVICE)
      .start();
    s.choose('Activate Compulsory Evacuation Device');
    s.passUntil((x) => x.decision?.player === 0 && x.has('Activate Forbidden Dress'));
    s.choose('Activate Forbidden Dress');
    s.resolveChain();
    expect(s.codes(0, 'hand')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.find(C.FORBIDDEN_DRESS).location).toBe('gy');
  });

  it('cannot be destroyed by card effects: Dark Hole destroys the others', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(1, C.FERAL_IMP)
      .hand(0, C.FORBIDDEN_DRESS, C.DARK_HOLE)
      .start();
    s.choose('Activate Forbidden Dress');
    s.choose('Celtic Guardian');
    s.resolveChain();
    s.choose('Activate Dark Hole');
    s.resolveChain();
    expect(s.codes(0, 'mzone')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.codes(1, 'gy')).toEqual([C.FERAL_IMP]);
  });

  it('the protection ends with the turn', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .hand(0, C.FORBIDDEN_DRESS)
      .spellTrap(1, C.COMPULSORY_EVACUATION_DEVICE)
      .deck(0, C.GIANT_RAT)
      .deck(1, C.GIANT_RAT)
      .start();
    s.choose('Activate Forbidden Dress');
    s.resolveChain();
    s.passUntil((x) => x.duel.turn === 4 && x.decision?.player === 1 && x.has('Activate Compulsory Evacuation Device'));
    expect(s.atk(C.CELTIC_GUARDIAN)).toBe(1400);
  });
});

describe('A continuous "cannot be targeted by card effects" (Honeybot, 003 §3.4.3)', () => {
  it('applies only while its source is face-up on the field: once Honeybot is gone, the monster is a target again', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.HONEYBOT)
      .hand(0, C.BOOK_OF_MOON, C.FERAL_IMP)
      .spellTrap(0, C.RAIGEKI_BREAK)
      .start();
    expect(s.has('Activate Book of Moon')).toBe(false);
    // Raigeki Break may target Honeybot itself (the only legal target on the field), destroying it.
    s.choose(/^Activate Raigeki Break/);
    s.choose(/^Feral Imp/);
    s.resolveChain();
    expect(s.find(C.HONEYBOT).location).toBe('gy');
    expect(s.has('Activate Book of Moon')).toBe(true);
  });
});

describe('An optional trigger whose resolution is impossible is not offered (003 §3.4.3)', () => {
  it('Draconnet, Normal Summoned with no Level 2 or lower Normal Monster in the hand or Deck', () => {
    const s = scenario().hand(0, C.DRACONNET).deck(0, C.CELTIC_GUARDIAN).deck(1, C.FERAL_IMP).start();
    s.choose(/^Normal Summon Draconnet/);
    expect(s.decision?.about).toBe('main-phase-action');
  });
});
