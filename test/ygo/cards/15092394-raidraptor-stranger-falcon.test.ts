/**
 * Raidraptor - Stranger Falcon: its destroy-and-damage effect only while an Xyz Monster is among its materials;
 * "destroy it, and if you do, inflict damage" is one action (003 §3.4.4 TC-73).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const EFFECT = /^Activate Raidraptor - Stranger Falcon/;

describe('Raidraptor - Stranger Falcon', () => {
  it('without an Xyz Monster as material it does not have the effect', () => {
    const s = scenario()
      .monsterWith(0, C.RAIDRAPTOR_STRANGER_FALCON, { summon: 'xyz' })
      .xyzMaterials(0, C.RAIDRAPTOR_STRANGER_FALCON, C.DD_PANDORA, C.DD_PANDORA)
      .monster(1, C.CELTIC_GUARDIAN)
      .start();
    expect(s.has(EFFECT)).toBe(false);
  });

  it('with one, it destroys the target and inflicts its original ATK; the destruction and damage are one action', () => {
    const s = scenario()
      .monsterWith(0, C.RAIDRAPTOR_STRANGER_FALCON, { summon: 'xyz' })
      .xyzMaterials(0, C.RAIDRAPTOR_STRANGER_FALCON, C.LEVIATHAN_DRAGON, C.DD_PANDORA)
      .monster(1, C.CELTIC_GUARDIAN)
      .start();
    s.choose(EFFECT);
    s.choose(/^D\/D Pandora/); // the material detached
    s.resolveChain();
    expect(s.codes(1, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.lp(1)).toBe(8000 - 1400);
    expect(s.find(C.RAIDRAPTOR_STRANGER_FALCON).overlay.length).toBe(1);
    const destroyed = s.events('destroyed')[0]!;
    const damage = s.events('damage')[0]!;
    expect(s.events().indexOf(damage)).toBe(s.events().indexOf(destroyed) + 1);
    // Once per turn (per copy).
    expect(s.has(EFFECT)).toBe(false);
  });
});
