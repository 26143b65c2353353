/** Knightmare Phoenix, Cerberus and Unicorn: "different names" materials, the co-linked draw and protections (003 §3.2.1). */
import { describe, expect, it } from 'vitest';
import { scenario } from '../../support/scenario.ts';
import { C } from '../../../../src/ygo/cards/refs.ts';

const DECK = [C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN, C.MYSTIC_TOMATO];

describe('Knightmare Phoenix', () => {
  it('needs 2 monsters with different names; if Link Summoned: discard 1, destroy 1 opponent Spell/Trap; no draw when not co-linked', () => {
    const same = scenario().monster(0, C.KURIBOH).monster(0, C.KURIBOH).extra(0, C.KNIGHTMARE_PHOENIX).start();
    expect(same.has(/^Link Summon Knightmare Phoenix/)).toBe(false);
    const s = scenario()
      .monster(0, C.KURIBOH)
      .monster(0, C.CELTIC_GUARDIAN)
      .hand(0, C.SANGAN)
      .extra(0, C.KNIGHTMARE_PHOENIX)
      .spellTrap(1, C.MIRROR_FORCE)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    s.choose(/^Link Summon Knightmare Phoenix/);
    s.passUntil((x) => x.has(/^Knightmare Phoenix/));
    s.choose(/^Knightmare Phoenix/);
    s.resolveChain();
    expect(s.codes(1, 'gy')).toEqual([C.MIRROR_FORCE]);
    expect(s.codes(0, 'gy')).toContain(C.SANGAN);
    // Not co-linked (in the Extra Monster Zone, nothing points back): no draw.
    expect(s.codes(0, 'hand')).toEqual([]);
  });

  it('co-linked when activated: may draw 1', () => {
    const s = scenario()
      .monsterWith(0, C.KNIGHTMARE_CERBERUS, { mainZone: 2, summon: 'link' })
      .monsterWith(0, C.KURIBOH, { mainZone: 0 })
      .monsterWith(0, C.CELTIC_GUARDIAN, { mainZone: 3 })
      .hand(0, C.SANGAN)
      .extra(0, C.KNIGHTMARE_PHOENIX)
      .spellTrap(1, C.MIRROR_FORCE)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .askZones()
      .start();
    s.choose(/^Link Summon Knightmare Phoenix/);
    // Materials one at a time: not Cerberus, whose arrow makes the zone.
    s.choose(/^Kuriboh/);
    s.choose(/^Celtic Guardian/);
    // Main Monster Zone 2 (seq 1): Cerberus (seq 2) points left to it; Phoenix points right back.
    s.passUntil((x) => x.has(/Main Monster Zone 2/));
    s.choose(/Main Monster Zone 2/);
    s.passUntil((x) => x.has(/^Knightmare Phoenix/));
    s.choose(/^Knightmare Phoenix/);
    s.passUntil((x) => x.has('Yes'));
    s.choose('Yes');
    s.resolveChain();
    expect(s.codes(1, 'gy')).toEqual([C.MIRROR_FORCE]);
    expect(s.codes(0, 'hand')).toHaveLength(1);
  });
});

describe('Knightmare Cerberus', () => {
  it("destroys a Special Summoned monster in the opponent's Main Monster Zone; co-linked monsters cannot be destroyed by card effects", () => {
    const s = scenario()
      .monster(0, C.KURIBOH)
      .monster(0, C.CELTIC_GUARDIAN)
      .hand(0, C.SANGAN)
      .extra(0, C.KNIGHTMARE_CERBERUS)
      .monsterWith(1, C.DARK_MAGICIAN, { summon: 'special' })
      .monster(1, C.MYSTIC_TOMATO)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    s.choose(/^Link Summon Knightmare Cerberus/);
    s.passUntil((x) => x.has(/^Knightmare Cerberus/));
    s.choose(/^Knightmare Cerberus/);
    // The Normal Summoned Mystic Tomato is no target: Dark Magician, the only one, is taken.
    s.resolveChain();
    expect(s.codes(1, 'gy')).toEqual([C.DARK_MAGICIAN]);
    expect(s.codes(1, 'mzone')).toEqual([C.MYSTIC_TOMATO]);

    const prot = scenario()
      .turn(1)
      .monsterWith(0, C.KNIGHTMARE_PHOENIX, { mainZone: 1, summon: 'link' })
      .monsterWith(0, C.KNIGHTMARE_CERBERUS, { mainZone: 2, summon: 'link' })
      .monster(0, C.KURIBOH)
      .monster(1, C.DARK_MAGICIAN)
      .hand(1, C.RAIGEKI)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    prot.choose(/^Activate Raigeki/);
    prot.resolveChain();
    expect(prot.codes(0, 'mzone').sort()).toEqual([C.KNIGHTMARE_PHOENIX, C.KNIGHTMARE_CERBERUS].sort());
    expect(prot.codes(0, 'gy')).toEqual([C.KURIBOH]);
    // Phoenix: co-linked monsters cannot be destroyed by battle either.
    prot.passUntil((x) => x.has(/^Enter the Battle Phase/));
    prot.choose(/^Enter the Battle Phase/);
    prot.passUntil((x) => x.has(/^Attack Knightmare Phoenix/));
    prot.choose(/^Attack Knightmare Phoenix/);
    prot.passUntil((x) => x.player === 1 && x.state.battle === null && x.has(/^Go to|^End/));
    expect(prot.find(C.KNIGHTMARE_PHOENIX).location).toBe('mzone');
    expect(prot.lp(0)).toBe(8000 - 600);
  });
});

describe('Knightmare Unicorn', () => {
  it('needs 2+ monsters with different names; shuffles 1 card on the field into the Deck', () => {
    const s = scenario()
      .monster(0, C.KURIBOH)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.GIANT_SOLDIER_OF_STONE)
      .hand(0, C.MYSTIC_TOMATO)
      .extra(0, C.KNIGHTMARE_UNICORN)
      .monster(1, C.DARK_MAGICIAN)
      .deck(0, ...DECK)
      .deck(1, C.KURIBOH)
      .start();
    s.choose(/^Link Summon Knightmare Unicorn/);
    s.passUntil((x) => x.has(/^Knightmare Unicorn/));
    s.choose(/^Knightmare Unicorn/);
    s.passUntil((x) => x.has(/^Dark Magician/));
    s.choose(/^Dark Magician/);
    s.resolveChain();
    expect(s.codes(1, 'mzone')).toEqual([]);
    expect(s.codes(1, 'deck')).toContain(C.DARK_MAGICIAN);
  });

  it('draws 1 card per different name among co-linked "Knightmare" monsters for the normal draw', () => {
    const s = scenario()
      .turn(1)
      .monsterWith(0, C.KNIGHTMARE_PHOENIX, { mainZone: 0, summon: 'link' })
      .monsterWith(0, C.KNIGHTMARE_UNICORN, { mainZone: 1, summon: 'link' })
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    s.passUntil((x) => x.state.turn === 4 && x.player === 0);
    expect(s.codes(0, 'hand')).toHaveLength(2);
    // Not co-linked (Phoenix moved off): a single card.
    const t = scenario()
      .turn(1)
      .monsterWith(0, C.KNIGHTMARE_PHOENIX, { mainZone: 3, summon: 'link' })
      .monsterWith(0, C.KNIGHTMARE_UNICORN, { mainZone: 1, summon: 'link' })
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    t.passUntil((x) => x.state.turn === 4 && x.player === 0);
    expect(t.codes(0, 'hand')).toHaveLength(1);
  });
});
