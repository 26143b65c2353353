/**
 * Mecha Phantom Beast O-Lion: "If this card is sent to the GY: You can Special Summon 1 Mecha Phantom Beast Token"
 * (once per turn by name); "while you control a Token, this card cannot be destroyed by battle or card effects".
 * Monster Reincarnation and Fiend Griefing with it (TC-49, TC-82).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const TOKEN = /Special Summon 1 "Mecha Phantom Beast Token"/;

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
});
