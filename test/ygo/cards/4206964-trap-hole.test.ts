import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Trap Hole', () => {
  it('destroys a Tribute Summoned 1000+ ATK monster (a Tribute Summon is a Normal Summon)', () => {
    const s = scenario()
      .hand(0, C.SUMMONED_SKULL)
      .monster(0, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.TRAP_HOLE)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Normal Summon Summoned Skull');
    s.choose('Celtic Guardian');
    expect(s.decision?.player).toBe(1);
    s.choose('Activate Trap Hole');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.codes(0, 'mzone')).toEqual([]);
    expect(s.codes(0, 'gy')).toEqual([C.CELTIC_GUARDIAN, C.SUMMONED_SKULL]);
    expect(s.codes(1, 'gy')).toEqual([C.TRAP_HOLE]);
  });

  it('answers a Flip Summon', () => {
    const s = scenario()
      .monster(0, C.FERAL_IMP, 'set')
      .spellTrap(1, C.TRAP_HOLE)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Flip Summon Feral Imp');
    expect(s.has('Activate Trap Hole')).toBe(true);
    s.choose('Activate Trap Hole');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    expect(s.codes(0, 'gy')).toEqual([C.FERAL_IMP]);
  });

  it('is not offered for a monster with less than 1000 ATK, a Set monster, or a Special Summon', () => {
    const weak = scenario()
      .hand(0, C.MYSTICAL_ELF)
      .spellTrap(1, C.TRAP_HOLE)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    weak.choose('Normal Summon Mystical Elf');
    expect(weak.has('Activate Trap Hole')).toBe(false);
    expect(weak.codes(0, 'mzone')).toEqual([C.MYSTICAL_ELF]);

    const set = scenario()
      .hand(0, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.TRAP_HOLE)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    set.choose('Set Celtic Guardian');
    expect(set.has('Activate Trap Hole')).toBe(false);

    const special = scenario()
      .hand(0, C.MONSTER_REBORN)
      .gy(0, C.SUMMONED_SKULL)
      .spellTrap(1, C.TRAP_HOLE)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    special.choose('Activate Monster Reborn');
    let offered = false;
    const watch =
      (done: (x: typeof special) => boolean) =>
      (x: typeof special): boolean => {
        offered ||= x.has('Activate Trap Hole');
        return done(x);
      };
    special.passUntil(watch((x) => x.decision?.prompt.includes('position') === true));
    special.choose('Attack Position');
    special.passUntil(watch((x) => x.duel.chain.length === 0 && x.decision?.player === 0));
    expect(special.codes(0, 'mzone')).toEqual([C.SUMMONED_SKULL]);
    expect(offered).toBe(false);
  });

  it("is not offered against its controller's own Summon", () => {
    const s = scenario()
      .hand(0, C.CELTIC_GUARDIAN)
      .spellTrap(0, C.TRAP_HOLE)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Normal Summon Celtic Guardian');
    let offered = false;
    s.passUntil((x) => {
      offered ||= x.has('Activate Trap Hole');
      return x.decision?.player === 0 && x.decision.prompt.startsWith('Main Phase');
    });
    expect(offered).toBe(false);
    expect(s.codes(0, 'mzone')).toEqual([C.CELTIC_GUARDIAN]);
  });
});
