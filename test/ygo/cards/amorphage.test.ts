/** Amorphage Goliath and Amorphous Persona (003 §3.3.3 Pendulum Effects that apply continuously; 003 §3.4.4). */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Amorphage Goliath', () => {
  it('in the Pendulum Zone, while its controller has an "Amorphage" monster, banishes cards sent to the GY', () => {
    const s = scenario()
      .pendulumZone(0, C.AMORPHAGE_GOLIATH, 'left')
      .monster(0, C.AMORPHAGE_GOLIATH)
      .hand(0, C.POT_OF_GREED)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Pot of Greed');
    s.resolveChain();
    expect(s.find(C.POT_OF_GREED).location).toBe('banished');
  });

  it('does nothing without an "Amorphage" monster, and as a monster its Pendulum Effect does not apply', () => {
    const s = scenario()
      .pendulumZone(0, C.AMORPHAGE_GOLIATH, 'left')
      .hand(0, C.POT_OF_GREED)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Pot of Greed');
    s.resolveChain();
    expect(s.find(C.POT_OF_GREED).location).toBe('gy');
    const t = scenario()
      .monster(0, C.AMORPHAGE_GOLIATH)
      .hand(0, C.POT_OF_GREED)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    t.choose('Activate Pot of Greed');
    t.resolveChain();
    expect(t.find(C.POT_OF_GREED).location).toBe('gy');
  });
});

describe('Amorphous Persona', () => {
  it('gives "Amorphage" monsters on the field 300 ATK and DEF, and no other monster', () => {
    const s = scenario()
      .monster(0, C.AMORPHAGE_GOLIATH)
      .monster(1, C.CELTIC_GUARDIAN)
      .spellTrap(0, C.AMORPHOUS_PERSONA, true)
      .start();
    expect([s.atk(C.AMORPHAGE_GOLIATH), s.def(C.AMORPHAGE_GOLIATH)]).toEqual([3050, 300]);
    expect(s.atk(C.CELTIC_GUARDIAN)).toBe(1400);
  });
});
