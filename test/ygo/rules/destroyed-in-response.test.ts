/**
 * 003 §3.3.3–§3.3.4 (issue 11 item 13): a Continuous, Equip or Field Spell, or a Continuous Trap, destroyed in
 * response to its own activation applies nothing; a Normal Trap destroyed in response still resolves. One rule in
 * the chain's resolution, not a check in each card.
 */
import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('a card destroyed in response to its activation (003 §3.3.3–§3.3.4)', () => {
  it('Dark Contract with the Witch destroyed in response: its activation destroys nothing', () => {
    const s = scenario()
      .spellTrap(0, C.DARK_CONTRACT_WITH_THE_WITCH)
      .hand(0, C.DARK_CONTRACT_WITH_THE_WITCH)
      .monster(1, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.MST)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate and send');
    s.choose('Celtic Guardian');
    s.choose('Activate Mystical Space Typhoon');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'gy').sort()).toEqual([C.DARK_CONTRACT_WITH_THE_WITCH, C.DARK_CONTRACT_WITH_THE_WITCH].sort());
    expect(s.codes(1, 'mzone')).toEqual([C.CELTIC_GUARDIAN]);
  });

  it('an Equip Spell destroyed in response equips nothing', () => {
    const s = scenario()
      .hand(0, C.AXE_OF_DESPAIR)
      .monster(0, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.DUST_TORNADO)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Axe of Despair');
    s.passUntil((x) => x.has('Activate Dust Tornado'));
    s.choose('Activate Dust Tornado');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'gy')).toEqual([C.AXE_OF_DESPAIR]);
    expect(s.atk(C.CELTIC_GUARDIAN, 0)).toBe(1400);
  });

  it('a Normal Trap destroyed in response still resolves', () => {
    const s = scenario()
      .hand(1, C.FERAL_IMP)
      .turn(1)
      .spellTrap(0, C.TRAP_HOLE)
      .spellTrap(1, C.DUST_TORNADO)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.CELTIC_GUARDIAN)
      .start();
    s.choose('Normal Summon Feral Imp');
    s.passUntil((x) => x.has('Activate Trap Hole'));
    s.choose('Activate Trap Hole');
    s.choose('Activate Dust Tornado');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'gy')).toEqual([C.TRAP_HOLE]);
    expect(s.codes(1, 'gy').sort()).toEqual([C.DUST_TORNADO, C.FERAL_IMP].sort());
  });
});
