/**
 * D/D/D Super Doom King Purple Armageddon: its "before damage calculation" effects (003 §3.6.3: ATK changes in the
 * Damage Step) and "If this card in the Monster Zone is destroyed: You can place this card in your Pendulum Zone".
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const ORIGINAL = /Make the battling opponent's monster's ATK its original ATK/;
const LOSE = /lose 1000 ATK/;

describe('D/D/D Super Doom King Purple Armageddon', () => {
  /** It attacks Mermail Abyssmegalo, equipped with Abyss-scale of Cetus (2400 + 800). */
  function attack(use: boolean) {
    const s = scenario()
      .monsterWith(0, C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON, { summon: 'fusion' })
      .monster(1, C.MERMAIL_ABYSSMEGALO)
      .attach(1, C.ABYSS_SCALE_OF_CETUS, C.MERMAIL_ABYSSMEGALO)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.choose(/^Attack Mermail Abyssmegalo .* with D\/D\/D Super Doom King Purple Armageddon/);
    let seen = false;
    s.passUntil((x) => {
      if (x.decision?.player === 0 && x.has(ORIGINAL)) seen = true;
      return seen || x.duel.battle === null;
    });
    expect(seen).toBe(true);
    if (use) s.choose(ORIGINAL);
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    return s;
  }

  it("before damage calculation: the opponent's battling monster's ATK becomes its original ATK for the Damage Step", () => {
    const s = attack(true);
    expect(s.lp(1)).toBe(8000 - (3500 - 2400));
    expect(s.codes(1, 'gy')).toContain(C.MERMAIL_ABYSSMEGALO);
    // The change ended with the Damage Step.
    expect(s.duel.lingering.some((l) => l.untilTurn === -3)).toBe(false);
  });

  it('declined, the battle uses the current ATK', () => {
    const s = attack(false);
    expect(s.lp(1)).toBe(8000 - (3500 - 3200));
  });

  it('its Pendulum Effect: the opponent\'s monster battling your "D/D/D" Fusion Monster loses 1000 ATK, once per turn', () => {
    const s = scenario()
      .pendulumZone(0, C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON, 'left')
      .monsterWith(0, C.DDD_DRAGONBANE_KING_BEOWULF, { summon: 'fusion' })
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.choose(/^Attack Celtic Guardian .* with D\/D\/D Dragonbane King Beowulf/);
    s.passUntil((x) => x.decision?.player === 0 && x.has(LOSE));
    s.choose(LOSE);
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    expect(s.lp(1)).toBe(8000 - (3000 - 400));
  });

  it('destroyed in the Monster Zone: can be placed in the Pendulum Zone', () => {
    const s = scenario()
      .monsterWith(0, C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON, { summon: 'fusion' })
      .hand(0, C.DARK_HOLE)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Dark Hole');
    s.passUntil((x) => x.has(/Place this card in your Pendulum Zone/));
    s.choose(/Place this card in your Pendulum Zone/);
    s.passUntil((x) => x.decision?.prompt === 'Place it in which Pendulum Zone?');
    s.choose('Left Pendulum Zone');
    s.resolveChain();
    expect(s.find(C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON).location).toBe('szone');
    expect(s.find(C.DDD_SUPER_DOOM_KING_PURPLE_ARMAGEDDON).seq).toBe(0);
  });
});
