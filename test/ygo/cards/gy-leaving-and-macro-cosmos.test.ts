/**
 * Macro Cosmos ("any card sent to the GY is banished instead"), Hecatrice (a "discard to the GY" cost and its search),
 * Valhalla, Hall of the Fallen, and Ghost Belle & Haunted Mansion (negating activations that take cards out of the
 * GY: EffectCategory 'leaves-gy'). 003 §3.4.2 TC-61.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Hecatrice and Valhalla, Hall of the Fallen', () => {
  it('Hecatrice discards itself to the GY and adds Valhalla; Valhalla Special Summons a Fairy from the hand', () => {
    const s = scenario().hand(0, C.HECATRICE, C.HECATRICE).deck(0, C.VALHALLA_HALL_OF_THE_FALLEN, C.FERAL_IMP).start();
    s.chooseAny(/^Activate Hecatrice/);
    s.resolveChain();
    expect(s.codes(0, 'gy')).toEqual([C.HECATRICE]);
    expect(s.codes(0, 'hand').sort()).toEqual([C.HECATRICE, C.VALHALLA_HALL_OF_THE_FALLEN].sort());
    s.choose(/^Activate Valhalla, Hall of the Fallen/);
    s.resolveChain();
    s.choose(/^Activate Valhalla, Hall of the Fallen.*Special Summon/);
    s.resolveChain();
    expect(s.codes(0, 'mzone')).toEqual([C.HECATRICE]);
  });

  it('Hecatrice is not offered without Valhalla in the Deck', () => {
    const s = scenario().hand(0, C.HECATRICE).deck(0, C.FERAL_IMP).start();
    expect(s.has(/^Activate Hecatrice/)).toBe(false);
  });
});

describe('Ghost Belle & Haunted Mansion', () => {
  it('negates Monster Reborn (a Special Summon from the GY); discarded, it goes to the GY', () => {
    const s = scenario().hand(0, C.MONSTER_REBORN).gy(0, C.CELTIC_GUARDIAN).hand(1, C.GHOST_BELLE).start();
    s.choose('Activate Monster Reborn');
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Ghost Belle & Haunted Mansion'));
    s.choose('Activate Ghost Belle & Haunted Mansion');
    s.resolveChain();
    expect(s.find(C.GHOST_BELLE).location).toBe('gy');
    expect(s.codes(0, 'mzone')).toEqual([]);
    expect(s.codes(0, 'gy').sort()).toEqual([C.CELTIC_GUARDIAN, C.MONSTER_REBORN].sort());
  });

  it('is not offered against an effect that takes nothing out of the GY (Pot of Greed)', () => {
    const s = scenario().hand(0, C.POT_OF_GREED).deck(0, C.FERAL_IMP, C.FERAL_IMP).hand(1, C.GHOST_BELLE).start();
    s.choose('Activate Pot of Greed');
    let seen = false;
    s.passUntil((x) => {
      if (x.decision?.player === 1 && x.has('Activate Ghost Belle & Haunted Mansion')) seen = true;
      return x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action';
    });
    expect(seen).toBe(false);
  });
});

describe('Macro Cosmos', () => {
  it('a resolved Spell sent to the GY is banished instead', () => {
    const s = scenario()
      .hand(0, C.POT_OF_GREED)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .spellTrap(1, C.MACRO_COSMOS, true)
      .start();
    s.choose('Activate Pot of Greed');
    s.resolveChain();
    expect(s.codes(0, 'banished')).toEqual([C.POT_OF_GREED]);
    expect(s.codes(0, 'gy')).toEqual([]);
  });
});
