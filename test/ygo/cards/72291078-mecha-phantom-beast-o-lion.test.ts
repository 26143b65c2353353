/**
 * Mecha Phantom Beast O-Lion: "You can banish this card from your Graveyard; immediately after this effect resolves,
 * Normal Summon 1 'Mecha Phantom Beast' monster from your hand"; "If this card is sent to the GY: You can Special Summon 1 Mecha Phantom Beast Token"
 * (once per turn by name); "while you control a Token, this card cannot be destroyed by battle or card effects".
 * Monster Reincarnation and Fiend Griefing with it (TC-49, TC-82).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const TOKEN = /Special Summon 1 "Mecha Phantom Beast Token"/;
const GY_SUMMON = /^Activate Mecha Phantom Beast O-Lion.*Normal Summon 1 "Mecha Phantom Beast" monster/;

describe('Mecha Phantom Beast O-Lion', () => {
  it('discarded for Raigeki Break, it Special Summons a Token after the chain; with the Token it cannot be destroyed', () => {
    const s = scenario()
      .spellTrap(0, C.RAIGEKI_BREAK)
      .hand(0, C.MECHA_PHANTOM_BEAST_O_LION)
      .monster(1, C.CELTIC_GUARDIAN)
      .start();
    s.choose('Activate Raigeki Break');
    s.passUntil((x) => x.decision?.player === 0 && x.has(TOKEN));
    s.choose(TOKEN);
    s.resolveChain();
    expect(s.codes(1, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.codes(0, 'mzone')).toEqual([C.MECHA_PHANTOM_BEAST_TOKEN]);
    expect(s.find(C.MECHA_PHANTOM_BEAST_TOKEN).faceUp).toBe(true);
  });

  it('while its controller has a Token, Raigeki does not destroy it (the Token is destroyed)', () => {
    const s = scenario()
      .turn(1)
      .hand(1, C.RAIGEKI)
      .monster(0, C.MECHA_PHANTOM_BEAST_O_LION)
      .monster(0, C.MECHA_PHANTOM_BEAST_TOKEN)
      .start();
    s.choose('Activate Raigeki');
    s.resolveChain();
    expect(s.find(C.MECHA_PHANTOM_BEAST_O_LION).location).toBe('mzone');
  });

  it('Monster Reincarnation: discard 1 card, add 1 monster from the GY to the hand', () => {
    const s = scenario().hand(0, C.MONSTER_REINCARNATION, C.FERAL_IMP).gy(0, C.CELTIC_GUARDIAN).start();
    s.choose('Activate Monster Reincarnation');
    s.choose(/^Celtic Guardian/);
    s.resolveChain();
    expect(s.codes(0, 'hand')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.codes(0, 'gy').sort()).toEqual([C.FERAL_IMP, C.MONSTER_REINCARNATION].sort());
  });

  it('banished from the GY: a "Mecha Phantom Beast" is Normal Summoned from the hand after it resolves, even after the Normal Summon of the turn', () => {
    const s = scenario()
      .normalSummonUsed(0)
      .gy(0, C.MECHA_PHANTOM_BEAST_O_LION)
      .hand(0, C.MECHA_PHANTOM_BEAST_O_LION, C.CELTIC_GUARDIAN)
      .start();
    expect(s.has('Normal Summon Celtic Guardian')).toBe(false);
    s.choose(GY_SUMMON);
    s.resolveChain();
    const summoned = s.find(C.MECHA_PHANTOM_BEAST_O_LION, 'mzone');
    expect([summoned.faceUp, summoned.defense, summoned.summon]).toEqual([true, false, 'normal']);
    expect(s.codes(0, 'banished')).toEqual([C.MECHA_PHANTOM_BEAST_O_LION]);
    expect(s.events('summoning').at(-1)).toMatchObject({ kind: 'normal', code: C.MECHA_PHANTOM_BEAST_O_LION });
    // It was the effect's Normal Summon: the turn's is still used up, and no second one is offered.
    expect(s.duel.players[0].normalSummons).toBe(1);
    expect(s.has('Normal Summon Celtic Guardian')).toBe(false);
  });

  it('with no "Mecha Phantom Beast" monster in the hand it cannot be activated', () => {
    const s = scenario().gy(0, C.MECHA_PHANTOM_BEAST_O_LION).hand(0, C.CELTIC_GUARDIAN).start();
    expect(s.has(GY_SUMMON)).toBe(false);
  });
});
