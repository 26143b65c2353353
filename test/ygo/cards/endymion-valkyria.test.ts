/** Servant of Endymion and Dark Valkyria (003 §2.2.2 TC-07: Spell Counters). */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Servant of Endymion', () => {
  it('in the Pendulum Zone, gets a Spell Counter when a Spell Card resolves; as a monster it does not', () => {
    const s = scenario()
      .pendulumZone(0, C.SERVANT_OF_ENDYMION, 'left')
      .monster(0, C.SERVANT_OF_ENDYMION)
      .hand(0, C.POT_OF_GREED)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Pot of Greed');
    s.resolveChain();
    expect(s.find(C.SERVANT_OF_ENDYMION, 'szone').counters.spell).toBe(1);
    expect(s.find(C.SERVANT_OF_ENDYMION, 'mzone').counters.spell ?? 0).toBe(0);
  });

  it('removes 3 Spell Counters: Special Summons itself and a Spell-Counter monster from the Deck, 1 counter on each', () => {
    const s = scenario()
      .pendulumZone(0, C.SERVANT_OF_ENDYMION, 'left')
      .counters(0, C.SERVANT_OF_ENDYMION, { spell: 3 })
      .deck(0, C.BREAKER_THE_MAGICAL_WARRIOR, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Servant of Endymion/);
    s.resolveChain();
    expect(s.find(C.SERVANT_OF_ENDYMION, 'mzone').counters.spell).toBe(1);
    expect(s.find(C.BREAKER_THE_MAGICAL_WARRIOR, 'mzone').counters.spell).toBe(1);
  });

  it('is not offered with fewer than 3 Spell Counters or no such monster in the Deck', () => {
    const few = scenario()
      .pendulumZone(0, C.SERVANT_OF_ENDYMION, 'left')
      .counters(0, C.SERVANT_OF_ENDYMION, { spell: 2 })
      .deck(0, C.BREAKER_THE_MAGICAL_WARRIOR)
      .start();
    expect(few.has(/^Activate Servant of Endymion/)).toBe(false);
    const none = scenario()
      .pendulumZone(0, C.SERVANT_OF_ENDYMION, 'left')
      .counters(0, C.SERVANT_OF_ENDYMION, { spell: 3 })
      .deck(0, C.FERAL_IMP)
      .start();
    expect(none.has(/^Activate Servant of Endymion/)).toBe(false);
  });
});

describe('Dark Valkyria', () => {
  it('Gemini Summoned: once places a Spell Counter on itself (+300 ATK), then removes it to destroy a monster', () => {
    const s = scenario()
      .monster(0, C.DARK_VALKYRIA)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    // Not Gemini Summoned: a Normal Monster with no effect.
    expect(s.has(/^Activate Dark Valkyria/)).toBe(false);
    s.choose(/^Gemini Summon Dark Valkyria|^Normal Summon Dark Valkyria/);
    s.toOpenState();
    s.choose(/^Activate Dark Valkyria .*Place 1 Spell Counter/);
    s.resolveChain();
    expect(s.atk(C.DARK_VALKYRIA)).toBe(2100);
    expect(s.has(/Place 1 Spell Counter/)).toBe(false);
    s.choose(/^Activate Dark Valkyria .*Remove 1 Spell Counter/);
    s.choose(/^Celtic Guardian/);
    s.resolveChain();
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('gy');
    expect(s.atk(C.DARK_VALKYRIA)).toBe(1800);
  });
});

describe('Servant of Endymion as a monster', () => {
  const board = (spell: number) =>
    scenario()
      .monster(0, C.SERVANT_OF_ENDYMION)
      .counters(0, C.SERVANT_OF_ENDYMION, { spell })
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP);

  it('with a Spell Counter it can attack directly; without one it cannot', () => {
    const s = board(1).start();
    s.choose('Enter the Battle Phase');
    expect(s.has('Attack directly with Servant of Endymion')).toBe(true);
    s.choose('Attack directly with Servant of Endymion');
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    expect(s.lp(1)).toBe(8000 - 900);

    const none = board(0).start();
    none.choose('Enter the Battle Phase');
    expect(none.has('Attack directly with Servant of Endymion')).toBe(false);
    expect(none.has(/^Attack Celtic Guardian .* with Servant of Endymion/)).toBe(true);
  });

  it('destroyed in the Monster Zone: can be placed in the Pendulum Zone with the Spell Counters it had', () => {
    const s = board(2).hand(0, C.DARK_HOLE).start();
    s.choose('Activate Dark Hole');
    s.passUntil((x) => x.has(/^Servant of Endymion.*Place this card in your Pendulum Zone/));
    s.choose(/^Servant of Endymion.*Place this card in your Pendulum Zone/);
    s.passUntil((x) => x.decision?.prompt === 'Place it in which Pendulum Zone?');
    s.choose('Right Pendulum Zone');
    s.resolveChain();
    const servant = s.find(C.SERVANT_OF_ENDYMION, 'szone');
    expect(servant.seq).toBe(4);
    expect(servant.counters.spell).toBe(2);
  });

  it('not when it was destroyed outside the Monster Zone, nor with both Pendulum Zones taken', () => {
    const full = board(2)
      .hand(0, C.DARK_HOLE)
      .pendulumZone(0, C.SERVANT_OF_ENDYMION, 'left')
      .pendulumZone(0, C.DDD_REBEL_KING_LEONIDAS, 'right')
      .start();
    full.choose('Activate Dark Hole');
    let offered = false;
    full.passUntil((x) => {
      if (x.has(/Place this card in your Pendulum Zone/)) offered = true;
      return x.duel.chain.length === 0 && !x.duel.resolving && x.decision?.about === 'main-phase-action';
    });
    expect(offered).toBe(false);
    expect(full.find(C.SERVANT_OF_ENDYMION, 'extra').faceUp).toBe(true);
  });
});
