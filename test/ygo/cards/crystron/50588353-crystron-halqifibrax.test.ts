import { describe, expect, it } from 'vitest';
import { scenario } from '../../support/scenario.ts';
import { C } from '../../../../src/ygo/cards/refs.ts';
import { registerCards } from '../../../../src/ygo/cards/registry.ts';

// Test-only cards: a Level 3 Tuner with an Ignition Effect, and a Tuner Synchro Monster.
const TEST_TUNER = 990_050_581;
const TEST_TUNER_SYNCHRO = 990_050_582;
registerCards([
  {
    code: TEST_TUNER,
    name: 'Test Tuner',
    kind: 'monster',
    categories: ['effect', 'tuner'],
    level: 3,
    attribute: 'WATER',
    type: 'Machine',
    atk: 500,
    def: 500,
    text: '',
    effects: [{ label: 'Nothing', type: 'ignition', operation: [] }],
  },
  {
    code: TEST_TUNER_SYNCHRO,
    name: 'Test Tuner Synchro',
    kind: 'monster',
    categories: ['effect', 'synchro', 'tuner'],
    level: 5,
    attribute: 'WATER',
    type: 'Machine',
    atk: 2000,
    def: 2000,
    text: '',
    synchroMaterials: {},
  },
]);

const DECK = [C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN, C.MYSTIC_TOMATO];

describe('Crystron Halqifibrax', () => {
  it('needs 2 monsters including a Tuner', () => {
    const none = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.KURIBOH)
      .extra(0, C.CRYSTRON_HALQIFIBRAX)
      .start();
    expect(none.has(/^Link Summon Crystron Halqifibrax/)).toBe(false);
    const ok = scenario().monster(0, TEST_TUNER).monster(0, C.KURIBOH).extra(0, C.CRYSTRON_HALQIFIBRAX).start();
    expect(ok.has(/^Link Summon Crystron Halqifibrax/)).toBe(true);
  });

  it('if Link Summoned: Special Summons a Level 3 or lower Tuner from the Deck in Defense Position; it cannot activate its effects this turn', () => {
    const s = scenario()
      .monster(0, TEST_TUNER)
      .monster(0, C.KURIBOH)
      .extra(0, C.CRYSTRON_HALQIFIBRAX)
      .deck(0, TEST_TUNER, C.DARK_MAGICIAN, C.SANGAN)
      .start();
    // The Tuner on the field can use its effect before.
    expect(s.has(/^Activate Test Tuner/)).toBe(true);
    s.choose(/^Link Summon Crystron Halqifibrax/);
    s.passUntil((x) => x.has(/^Crystron Halqifibrax/));
    s.choose(/^Crystron Halqifibrax/);
    s.resolveChain();
    const t = s.find(TEST_TUNER, 'mzone');
    expect(t.defense).toBe(true);
    expect(s.codes(0, 'deck')).not.toContain(TEST_TUNER);
    s.toOpenState();
    expect(s.has(/^Activate Test Tuner/)).toBe(false);
  });

  it("during the opponent's Main Phase (Quick Effect): banishes itself to Special Summon a Tuner Synchro Monster, treated as a Synchro Summon", () => {
    const s = scenario()
      .turn(1)
      .monsterWith(0, C.CRYSTRON_HALQIFIBRAX, { zone: 'extra-left', summon: 'link' })
      .extra(0, TEST_TUNER_SYNCHRO)
      .hand(1, C.CELTIC_GUARDIAN)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .start();
    s.choose(/^Normal Summon Celtic Guardian/);
    s.passUntil((x) => x.player === 0 && x.has(/^Activate Crystron Halqifibrax/));
    s.choose(/^Activate Crystron Halqifibrax/);
    s.passUntil((x) => x.state.chain.length === 0 && x.player === 1);
    expect(s.find(C.CRYSTRON_HALQIFIBRAX).location).toBe('banished');
    const syn = s.find(TEST_TUNER_SYNCHRO, 'mzone');
    expect(syn.summon).toBe('synchro');
    expect(syn.properlySummoned).toBe(true);
  });

  it('not during your own turn', () => {
    const s = scenario()
      .monsterWith(0, C.CRYSTRON_HALQIFIBRAX, { zone: 'extra-left', summon: 'link' })
      .extra(0, TEST_TUNER_SYNCHRO)
      .start();
    expect(s.has(/^Activate Crystron Halqifibrax/)).toBe(false);
  });
});
