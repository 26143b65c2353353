import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('D/D/D Dragonbane King Beowulf', () => {
  it('during its controller\u2019s Standby Phase may destroy every card in the Spell & Trap Zones, Pendulum Zones included, not the Field Zone (003 §3.2.1)', () => {
    const s = scenario()
      .turn(0, 'standby')
      .monster(0, C.DDD_DRAGONBANE_KING_BEOWULF)
      .pendulumZone(0, C.MASTER_PENDULUM_THE_DRACOSLAYER, 'right')
      .spellTrap(0, C.YAMI, true)
      .spellTrap(1, C.MIRROR_FORCE)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.passUntil((x) => x.decision?.player === 0 && x.has(/Destroy all cards in the Spell & Trap Zones/));
    s.choose(/Destroy all cards in the Spell & Trap Zones/);
    s.toOpenState();
    expect(s.find(C.MIRROR_FORCE).location).toBe('gy');
    expect(s.find(C.MASTER_PENDULUM_THE_DRACOSLAYER).location).toBe('extra');
    expect(s.find(C.YAMI).location).toBe('fzone');
  });

  it('is not offered in the opponent\u2019s Standby Phase', () => {
    const s = scenario()
      .turn(1, 'standby')
      .monster(0, C.DDD_DRAGONBANE_KING_BEOWULF)
      .spellTrap(1, C.MIRROR_FORCE)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    let offered = false;
    s.passUntil((x) => {
      if (x.has(/Destroy all cards in the Spell & Trap Zones/)) offered = true;
      return x.decision?.about === 'main-phase-action';
    });
    expect(offered).toBe(false);
    expect(s.find(C.MIRROR_FORCE).location).toBe('szone');
  });

  it('gives a "D/D" monster attacking a Defense Position monster piercing battle damage (003 §3.6.3)', () => {
    const s = scenario()
      .battle('battle-step')
      .monster(0, C.DDD_DRAGONBANE_KING_BEOWULF)
      .monster(1, C.CELTIC_GUARDIAN, 'defense')
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Attack Celtic Guardian .* with D\/D\/D Dragonbane King Beowulf/);
    s.passUntil((x) => x.find(C.CELTIC_GUARDIAN).location === 'gy');
    // 3000 ATK against 1200 DEF: 1800 battle damage.
    expect(s.lp(1)).toBe(8000 - 1800);
  });

  it('gives no piercing damage to a monster that is not a "D/D" monster', () => {
    const s = scenario()
      .battle('battle-step')
      .monster(0, C.DDD_DRAGONBANE_KING_BEOWULF)
      .monster(0, C.SUMMONED_SKULL)
      .monster(1, C.CELTIC_GUARDIAN, 'defense')
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Attack Celtic Guardian .* with Summoned Skull/);
    s.passUntil((x) => x.find(C.CELTIC_GUARDIAN).location === 'gy');
    expect(s.lp(1)).toBe(8000);
  });
});
