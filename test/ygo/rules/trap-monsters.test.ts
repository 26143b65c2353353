/**
 * 003 §3.4.4 "Trap monsters" (issue 7; TC-107, TC-108, TC-114): a Trap Card that Special Summons itself at resolution
 * to a Main Monster Zone of its controller's choice (its Spell & Trap Zone is freed, 003 §2.1.6); there it is a
 * monster with the statistics its text gives and still a Trap Card; its effects as a monster are monster effects;
 * leaving the field it is a Trap Card again; turned face-down it goes back to a Spell & Trap Zone, or to the GY
 * (not destroyed) when none is free.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { isEffectMonster, isMonsterCard, isNormalMonster, isTrapCard } from '../../../src/ygo/rules/card-types.ts';
import { Reason } from '../../../src/ygo/state.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

/** Player 0 activates their Set Shapesister and Summons it in `position`. */
function shapesister(build = scenario(), position = 'Attack Position'): Scenario {
  const s = build.spellTrap(0, C.SHAPESISTER).deck(0, C.CELTIC_GUARDIAN).start();
  s.choose('Activate Shapesister');
  s.passUntil((x) => x.has(position));
  s.choose(position);
  return s.resolveChain().toOpenState();
}

describe('Trap Monsters (003 §3.4.4)', () => {
  it('Shapesister Summons itself: a Normal Tuner monster in the Monster Zone, still a Trap Card, its zone freed', () => {
    const s = shapesister(scenario(), 'Defense Position');
    const c = s.find(C.SHAPESISTER);
    expect([c.location, c.faceUp, c.defense, c.summon]).toEqual(['mzone', true, true, 'special']);
    expect([isMonsterCard(c), isTrapCard(c), isNormalMonster(s.duel, c), isEffectMonster(s.duel, c)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(s.duel.players[0].szone).toEqual([-1, -1, -1, -1, -1]);
    expect(s.events('special-summon').length).toBe(1);
  });

  it('"You can only activate 1 Shapesister per turn"', () => {
    const s = scenario().spellTrap(0, C.SHAPESISTER).spellTrap(0, C.SHAPESISTER).start();
    expect(s.options().filter((o) => o.includes('Activate Shapesister'))).toHaveLength(2);
    s.answer([s.options().findIndex((o) => o.includes('Activate Shapesister'))]);
    s.choose('Attack Position');
    s.resolveChain().toOpenState();
    expect(s.codes(0, 'mzone')).toEqual([C.SHAPESISTER]);
    expect(s.has('Activate Shapesister')).toBe(false);
  });

  it('with no free Main Monster Zone it cannot be activated', () => {
    const b = scenario().spellTrap(0, C.SHAPESISTER);
    for (let i = 0; i < 5; i++) b.monster(0, C.CELTIC_GUARDIAN);
    const s = b.start();
    expect(s.has('Activate Shapesister')).toBe(false);
  });

  it('TC-107: Stronghold the Moving Fortress is an Effect Monster, Summoned in Defense Position', () => {
    const s = scenario().spellTrap(0, C.STRONGHOLD_THE_MOVING_FORTRESS).start();
    s.choose('Activate Stronghold the Moving Fortress');
    s.resolveChain().toOpenState();
    const c = s.find(C.STRONGHOLD_THE_MOVING_FORTRESS);
    expect([c.location, c.defense]).toEqual(['mzone', true]);
    expect([isEffectMonster(s.duel, c), isNormalMonster(s.duel, c)]).toEqual([true, false]);
    expect(s.def(C.STRONGHOLD_THE_MOVING_FORTRESS)).toBe(2000);
  });

  it('leaving the field it is a Trap Card again (destroyed by Dark Hole, a monster-destroying effect)', () => {
    const s = shapesister(scenario().hand(0, C.DARK_HOLE));
    s.choose('Activate Dark Hole');
    s.resolveChain().toOpenState();
    const c = s.find(C.SHAPESISTER);
    expect(c.location).toBe('gy');
    expect([isMonsterCard(c), isTrapCard(c)]).toEqual([false, true]);
  });

  it('turned face-down (Book of Moon) it goes back to a Spell & Trap Zone, Set', () => {
    const s = shapesister(scenario().hand(0, C.BOOK_OF_MOON));
    s.choose('Activate Book of Moon');
    s.resolveChain().toOpenState();
    const c = s.find(C.SHAPESISTER);
    expect([c.location, c.faceUp]).toEqual(['szone', false]);
    expect(s.duel.players[0].mzone).toEqual([-1, -1, -1, -1, -1]);
  });

  it('turned face-down with no free Spell & Trap Zone it goes to the GY, not destroyed', () => {
    const b = scenario().monster(0, C.SHAPESISTER).hand(1, C.BOOK_OF_MOON).turn(1);
    for (let i = 0; i < 5; i++) b.spellTrap(0, C.SKILL_DRAIN);
    const s = b.start();
    // Shapesister is the only face-up monster: Book of Moon's target is taken without asking.
    s.choose('Activate Book of Moon');
    s.resolveChain();
    const c = s.find(C.SHAPESISTER);
    expect(c.location).toBe('gy');
    expect(c.reason & Reason.DESTROY).toBe(0);
  });

  it('Statue of Anguish Pattern, a monster, answers a card Special Summoned from the Spell & Trap Zone: destroy 1 card', () => {
    const s = scenario()
      .monster(0, C.STATUE_OF_ANGUISH_PATTERN)
      .spellTrap(0, C.SHAPESISTER)
      .monster(1, C.BLUE_EYES)
      .start();
    s.choose('Activate Shapesister');
    s.choose('Attack Position');
    s.passUntil((x) => x.has(/Destroy 1 card on the field/));
    s.choose(/Destroy 1 card on the field/);
    s.choose('Blue-Eyes White Dragon');
    s.resolveChain().toOpenState();
    expect(s.find(C.BLUE_EYES).location).toBe('gy');
  });

  it('TC-108: under Skill Drain, the effect of Statue of Anguish Pattern (a monster effect) is negated', () => {
    const s = scenario()
      .monster(0, C.STATUE_OF_ANGUISH_PATTERN)
      .spellTrap(0, C.SHAPESISTER)
      .spellTrap(0, C.SKILL_DRAIN, true)
      .monster(1, C.BLUE_EYES)
      .start();
    s.choose('Activate Shapesister');
    s.choose('Attack Position');
    let offered = false;
    s.passUntil((x) => {
      if (x.has(/Destroy 1 card on the field/)) offered = true;
      return x.duel.chain.length === 0 && x.decision!.prompt.startsWith('Main Phase');
    });
    expect(s.find(C.SHAPESISTER).location).toBe('mzone');
    expect(offered).toBe(false);
    expect(s.find(C.BLUE_EYES).location).toBe('mzone');
    // Skill Drain does not send it back: it stays a monster in the Monster Zone (003 §3.4.4).
    expect(s.find(C.STATUE_OF_ANGUISH_PATTERN).location).toBe('mzone');
  });

  it('Machine King - 3000 B.C.: after activating it, no other monster may be Normal or Special Summoned this turn', () => {
    const s = scenario().spellTrap(0, C.MACHINE_KING_3000_BC).hand(0, C.CELTIC_GUARDIAN).start();
    expect(s.has('Normal Summon Celtic Guardian')).toBe(true);
    s.choose('Activate Machine King - 3000 B.C.');
    s.choose('Attack Position');
    s.resolveChain().toOpenState();
    expect(s.find(C.MACHINE_KING_3000_BC).location).toBe('mzone');
    expect(s.has('Normal Summon Celtic Guardian')).toBe(false);
  });

  it('Machine King - 3000 B.C. cannot be activated once its controller Summoned this turn', () => {
    const s = scenario().spellTrap(0, C.MACHINE_KING_3000_BC).hand(0, C.CELTIC_GUARDIAN).start();
    s.choose('Normal Summon Celtic Guardian');
    s.toOpenState();
    expect(s.has('Activate Machine King - 3000 B.C.')).toBe(false);
  });

  it("Machine King - 3000 B.C.'s monster effect (Spell Speed 1): Tribute a Machine, gain its ATK until the end of the turn", () => {
    const s = scenario().monster(0, C.MACHINE_KING_3000_BC).monster(0, C.CYBER_DRAGON).start();
    s.choose(/Tribute 1 Machine monster/);
    s.resolveChain().toOpenState();
    expect(s.find(C.CYBER_DRAGON).location).toBe('gy');
    expect(s.atk(C.MACHINE_KING_3000_BC)).toBe(3100);
  });

  it('TC-114: Vampire Domination negates and destroys Machine King - 3000 B.C. (a Trap Card originally): no LP', () => {
    const s = scenario()
      .monster(0, C.MACHINE_KING_3000_BC)
      .monster(0, C.CYBER_DRAGON)
      .monster(1, C.VAMPIRE_LADY)
      .spellTrap(1, C.VAMPIRE_DOMINATION)
      .start();
    s.choose(/Tribute 1 Machine monster/);
    s.passUntil((x) => x.has('Activate Vampire Domination'));
    s.choose('Activate Vampire Domination');
    s.resolveChain().toOpenState();
    const mk = s.find(C.MACHINE_KING_3000_BC);
    expect([mk.location, (mk.reason & Reason.DESTROY) !== 0]).toEqual(['gy', true]);
    expect(s.lp(1)).toBe(8000);
  });

  it('Vampire Domination against a Monster Card (King Pyron): its original ATK is gained', () => {
    const s = scenario().monster(0, C.KING_PYRON).monster(1, C.VAMPIRE_LADY).spellTrap(1, C.VAMPIRE_DOMINATION).start();
    s.choose(/Gemini Summon King Pyron/);
    s.toOpenState();
    s.choose(/Inflict 1000 damage/);
    s.passUntil((x) => x.has('Activate Vampire Domination'));
    s.choose('Activate Vampire Domination');
    s.resolveChain().toOpenState();
    expect(s.find(C.KING_PYRON).location).toBe('gy');
    expect(s.lp(1)).toBe(8000 + 1500);
  });

  it('still a Trap Card, it may be targeted and destroyed by "destroy 1 Spell/Trap on the field" (Mystical Space Typhoon)', () => {
    const s = scenario().monster(1, C.SHAPESISTER).monster(1, C.CELTIC_GUARDIAN).hand(0, C.MST).start();
    // Shapesister is the only Spell/Trap on the field: the target is taken without asking.
    s.choose('Activate Mystical Space Typhoon');
    s.resolveChain().toOpenState();
    expect(s.find(C.SHAPESISTER).location).toBe('gy');
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('mzone');
  });

  it('"Destroy all Spell and Trap Cards on the field" (Heavy Storm) destroys Trap Monsters, not other monsters', () => {
    const s = scenario().monster(1, C.SHAPESISTER).monster(1, C.CELTIC_GUARDIAN).hand(0, C.HEAVY_STORM).start();
    s.choose('Activate Heavy Storm');
    s.resolveChain().toOpenState();
    expect(s.find(C.SHAPESISTER).location).toBe('gy');
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('mzone');
  });
});
