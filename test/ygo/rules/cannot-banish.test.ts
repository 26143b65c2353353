/**
 * 003 §3.4.4 "cannot do X" beats "do X" (TC-75): under Imperial Iron Wall ("Neither player can banish cards") nothing
 * is banished and "banish instead" replacements do not apply.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Imperial Iron Wall: neither player can banish cards (003 §3.4.4)', () => {
  it('Dark Magician of Chaos destroyed goes to the GY, not banished (TC-75)', () => {
    const s = scenario()
      .hand(0, C.RAIGEKI)
      .monster(1, C.DARK_MAGICIAN_OF_CHAOS)
      .spellTrap(1, C.IMPERIAL_IRON_WALL, true)
      .start();
    s.choose('Activate Raigeki');
    s.resolveChain();
    expect(s.codes(1, 'gy')).toEqual([C.DARK_MAGICIAN_OF_CHAOS]);
    expect(s.codes(1, 'banished')).toEqual([]);
  });

  it('without it Dark Magician of Chaos is banished', () => {
    const s = scenario().hand(0, C.RAIGEKI).monster(1, C.DARK_MAGICIAN_OF_CHAOS).start();
    s.choose('Activate Raigeki');
    s.resolveChain();
    expect(s.codes(1, 'banished')).toEqual([C.DARK_MAGICIAN_OF_CHAOS]);
  });

  it("Dimensional Fissure's replacement does not apply: the destroyed monster goes to the GY", () => {
    const s = scenario()
      .hand(0, C.RAIGEKI)
      .monster(1, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.DIMENSIONAL_FISSURE, true)
      .spellTrap(1, C.IMPERIAL_IRON_WALL, true)
      .start();
    s.choose('Activate Raigeki');
    s.resolveChain();
    expect(s.codes(1, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
  });

  it('Bottomless Trap Hole destroys but does not banish', () => {
    const s = scenario()
      .hand(0, C.CYBER_DRAGON)
      .monster(1, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.BOTTOMLESS_TRAP_HOLE)
      .spellTrap(1, C.IMPERIAL_IRON_WALL, true)
      .start();
    s.choose(/Special Summon.*Cyber Dragon/);
    s.choose('Attack Position');
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Bottomless Trap Hole'));
    s.choose('Activate Bottomless Trap Hole');
    s.resolveChain();
    expect(s.codes(0, 'gy')).toEqual([C.CYBER_DRAGON]);
    expect(s.codes(0, 'banished')).toEqual([]);
  });
});
