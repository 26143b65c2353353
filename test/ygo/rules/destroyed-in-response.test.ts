/**
 * 003 §3.3.3–§3.3.4 (issue 11 item 13): a Continuous, Equip or Field Spell, or a Continuous Trap, destroyed in
 * response to its own activation applies nothing; a Normal Trap destroyed in response still resolves. One rule in
 * the chain's resolution, not a check in each card.
 */
import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';

const DARK_CONTRACT = 9765723;
const MST = 5318639;
const DUST_TORNADO = 60082869;
const AXE_OF_DESPAIR = 40619825;
const CELTIC = 91152256;
const FERAL_IMP = 41392891;
const TRAP_HOLE = 4206964;

describe('a card destroyed in response to its activation (003 §3.3.3–§3.3.4)', () => {
  it('Dark Contract with the Witch destroyed in response: its activation destroys nothing', () => {
    const s = scenario()
      .spellTrap(0, DARK_CONTRACT)
      .hand(0, DARK_CONTRACT)
      .monster(1, CELTIC)
      .spellTrap(1, MST)
      .deck(0, FERAL_IMP)
      .deck(1, FERAL_IMP)
      .start();
    s.choose('Activate and send');
    s.choose('Celtic Guardian');
    s.choose('Activate Mystical Space Typhoon');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'gy').sort()).toEqual([DARK_CONTRACT, DARK_CONTRACT].sort());
    expect(s.codes(1, 'mzone')).toEqual([CELTIC]);
  });

  it('an Equip Spell destroyed in response equips nothing', () => {
    const s = scenario()
      .hand(0, AXE_OF_DESPAIR)
      .monster(0, CELTIC)
      .spellTrap(1, DUST_TORNADO)
      .deck(0, FERAL_IMP)
      .deck(1, FERAL_IMP)
      .start();
    s.choose('Activate Axe of Despair');
    s.passUntil((x) => x.hasOption('Activate Dust Tornado'));
    s.choose('Activate Dust Tornado');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'gy')).toEqual([AXE_OF_DESPAIR]);
    expect(s.atk(CELTIC, 0)).toBe(1400);
  });

  it('a Normal Trap destroyed in response still resolves', () => {
    const s = scenario()
      .hand(1, FERAL_IMP)
      .turn(1)
      .spellTrap(0, TRAP_HOLE)
      .spellTrap(1, DUST_TORNADO)
      .deck(0, FERAL_IMP)
      .deck(1, CELTIC)
      .start();
    s.choose('Normal Summon Feral Imp');
    s.passUntil((x) => x.hasOption('Activate Trap Hole'));
    s.choose('Activate Trap Hole');
    s.choose('Activate Dust Tornado');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.codes(0, 'gy')).toEqual([TRAP_HOLE]);
    expect(s.codes(1, 'gy').sort()).toEqual([DUST_TORNADO, FERAL_IMP].sort());
  });
});
