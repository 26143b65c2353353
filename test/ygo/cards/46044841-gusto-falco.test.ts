import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Gusto Falco', () => {
  it('face-up on the field and sent to the GY by a card effect: Special Summons a "Gusto" monster face-down from the Deck', () => {
    const s = scenario()
      .monster(0, C.GUSTO_FALCO)
      .spellTrap(0, C.RAIGEKI_BREAK)
      .hand(0, C.KURIBOH)
      .deck(0, C.GUSTO_FALCO, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Raigeki Break/);
    s.passUntil((x) => x.decision?.player === 0 && x.decision.about === 'trigger-select');
    s.choose(/Gusto Falco/);
    s.toOpenState();
    const falco = s.find(C.GUSTO_FALCO, 'mzone');
    expect([falco.faceUp, falco.defense]).toEqual([false, true]);
    expect(s.cards(0, 'gy').filter((c) => c.code === C.GUSTO_FALCO)).toHaveLength(1);
  });

  it('face-down when destroyed, or destroyed by battle: nothing', () => {
    const s = scenario()
      .monster(0, C.GUSTO_FALCO, 'set')
      .spellTrap(0, C.RAIGEKI_BREAK)
      .hand(0, C.KURIBOH)
      .deck(0, C.GUSTO_FALCO, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Raigeki Break/);
    let offered = false;
    s.passUntil((x) => {
      if (x.decision?.player === 0 && x.decision.about === 'trigger-select') offered = true;
      return x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action';
    });
    expect(offered).toBe(false);
    const t = scenario()
      .battle('battle-step')
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(1, C.GUSTO_FALCO)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.GUSTO_FALCO, C.FERAL_IMP)
      .start();
    t.choose(/^Attack Gusto Falco/);
    let seen = false;
    t.passUntil((x) => {
      if (x.decision?.player === 1 && x.decision.about === 'trigger-select') seen = true;
      return x.duel.battle === null && x.cards(1, 'gy').length > 0;
    });
    expect(seen).toBe(false);
    expect(t.cards(1, 'gy').map((c) => c.code)).toEqual([C.GUSTO_FALCO]);
  });
});
