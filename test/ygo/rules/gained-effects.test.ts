/**
 * 003 §3.4.4 "gains effects", 003 §3.3.2 (issue 7): the effects a card has now are its own plus those it gains from an
 * Xyz Material (Gagaga Head) or copies; a monster that gains an effect is an Effect Monster (TC-21); gained effects
 * exist only while the holder is face-up in the Monster Zone.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { isEffectMonster, isNormalMonster } from '../../../src/ygo/rules/card-types.ts';
import { decodeGained, effectIndices, effectOf, gainedEffects, gainedIndex } from '../../../src/ygo/rules/gained.ts';
import { nameOf } from '../../../src/ygo/rules/identity.ts';
import { isNegated } from '../../../src/ygo/rules/statics.ts';
import { ygoGame } from '../../../src/ygo/game.ts';
import { cloneDuel } from '../../../src/ygo/clone.ts';
import { destroy } from '../../../src/ygo/rules/moves.ts';
import { Reason } from '../../../src/ygo/state.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

describe('gained effect indices', () => {
  it('a gained index names its source by itself and never collides with an own index', () => {
    for (const [code, kind, i] of [
      [67120578, 'xyz', 0],
      [40737112, 'copy', 2],
      [99999999, 'copy', 63],
    ] as const) {
      const idx = gainedIndex(code, kind, i);
      expect(idx).toBeLessThan(0);
      expect(decodeGained(idx)).toEqual({ code, kind, i });
    }
  });
});

describe('effects gained from an Xyz Material (Gagaga Head)', () => {
  it('TC-21: Gem-Knight Pearl Xyz Summoned with Gagaga Head gains its draw effect and is an Effect Monster', () => {
    const s = scenario()
      .monsterWith(0, C.GEM_KNIGHT_PEARL, { summon: 'xyz' })
      .xyzMaterials(0, C.GEM_KNIGHT_PEARL, C.GAGAGA_HEAD, C.GAGAGA_MAGICIAN)
      .start();
    const pearl = s.find(C.GEM_KNIGHT_PEARL);
    const gained = gainedEffects(s.duel, pearl);
    expect(gained).toHaveLength(1);
    expect(effectOf(s.duel, pearl.code, gained[0]!)?.label).toMatch(/Draw 1 card/);
    expect(effectIndices(s.duel, pearl)).toEqual(gained);
    expect(isEffectMonster(s.duel, pearl)).toBe(true);
    expect(isNormalMonster(s.duel, pearl)).toBe(false);
  });

  it('without Gagaga Head among its materials it gains nothing and is no Effect Monster', () => {
    const s = scenario()
      .monsterWith(0, C.GEM_KNIGHT_PEARL, { summon: 'xyz' })
      .xyzMaterials(0, C.GEM_KNIGHT_PEARL, C.GAGAGA_MAGICIAN, C.CELTIC_GUARDIAN)
      .start();
    const pearl = s.find(C.GEM_KNIGHT_PEARL);
    expect(gainedEffects(s.duel, pearl)).toEqual([]);
    expect(isEffectMonster(s.duel, pearl)).toBe(false);
  });

  it('"an Xyz Monster that was Summoned using this card": not one Special Summoned otherwise', () => {
    const s = scenario()
      .monsterWith(0, C.GEM_KNIGHT_PEARL, { summon: 'special' })
      .xyzMaterials(0, C.GEM_KNIGHT_PEARL, C.GAGAGA_HEAD)
      .start();
    expect(isEffectMonster(s.duel, s.find(C.GEM_KNIGHT_PEARL))).toBe(false);
  });

  it('only face-up in the Monster Zone: a face-down holder has no gained effect', () => {
    const s = scenario()
      .monsterWith(0, C.GEM_KNIGHT_PEARL, { summon: 'xyz', position: 'set' })
      .xyzMaterials(0, C.GEM_KNIGHT_PEARL, C.GAGAGA_HEAD)
      .start();
    expect(gainedEffects(s.duel, s.find(C.GEM_KNIGHT_PEARL))).toEqual([]);
  });

  it('detached, Gagaga Head no longer grants its effect (Number 39: Utopia detaches it as a cost)', () => {
    const s = scenario()
      .turn(1)
      .monsterWith(0, C.UTOPIA, { summon: 'xyz' })
      .xyzMaterials(0, C.UTOPIA, C.GAGAGA_HEAD)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    expect(isEffectMonster(s.duel, s.find(C.UTOPIA))).toBe(true);
    expect(gainedEffects(s.duel, s.find(C.UTOPIA))).toHaveLength(1);
    s.choose('Enter the Battle Phase');
    s.choose(/Attack Number 39: Utopia/);
    s.passUntil((x) => x.decision?.player === 0 && x.options().some((o) => /negate the attack/.test(o)));
    s.choose(/negate the attack/);
    s.passUntil((x) => x.duel.chain.length === 0 && x.duel.battle === null);
    const utopia = s.find(C.UTOPIA);
    expect(utopia.overlay).toEqual([]);
    expect(s.find(C.GAGAGA_HEAD).location).toBe('gy');
    expect(gainedEffects(s.duel, utopia)).toEqual([]);
  });
});

describe('copied effects (Phantom of Chaos)', () => {
  function copyBalancerLord(): Scenario {
    const s = scenario()
      .monster(0, C.PHANTOM_OF_CHAOS)
      .gy(0, C.BALANCER_LORD)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose(/Activate Phantom of Chaos.*: Banish 1 Effect Monster/);
    if (s.decision?.about === 'target') s.answer([0]);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    return s;
  }

  it('takes the name, original ATK and effects of the banished monster; its own copying effect is replaced', () => {
    const s = copyBalancerLord();
    expect(s.find(C.BALANCER_LORD).location).toBe('banished');
    const phantom = s.find(C.PHANTOM_OF_CHAOS);
    expect(nameOf(s.duel, phantom)).toBe(C.BALANCER_LORD);
    expect(s.atk(C.PHANTOM_OF_CHAOS)).toBe(1700);
    const opts = s.options();
    // Balancer Lord's ignition effect is now Phantom of Chaos's own; the replaced effect is no longer offered.
    expect(opts.some((o) => /Pay 1000 LP: you can Normal Summon 1 Cyberse/.test(o))).toBe(true);
    expect(opts.some((o) => /Banish 1 Effect Monster from your GY/.test(o))).toBe(false);
  });

  it('a copied effect resolves as the holder\'s ("this card" is Phantom of Chaos) and its OPT applies', () => {
    const s = copyBalancerLord();
    s.choose(/Pay 1000 LP: you can Normal Summon 1 Cyberse/);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.lp(0)).toBe(7000);
    expect(s.options().some((o) => /Pay 1000 LP/.test(o))).toBe(false);
  });

  it('TC-113: "Your opponent takes no battle damage" still applies with copied effects', () => {
    const s = copyBalancerLord();
    s.choose('Enter the Battle Phase');
    s.passUntilOffered('Attack directly');
    s.choose('Attack directly');
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    expect(s.lp(1)).toBe(8000);
  });

  it('serialize→deserialize and clone keep the copy (plain data) and what it gives', () => {
    const s = copyBalancerLord();
    const text = ygoGame.serialize(s.duel);
    const back = ygoGame.deserialize(text);
    expect(ygoGame.serialize(back)).toBe(text);
    expect(ygoGame.serialize(cloneDuel(s.duel))).toBe(text);
    const phantom = back.cards[s.find(C.PHANTOM_OF_CHAOS).uid]!;
    expect(effectIndices(back, phantom)).toEqual(effectIndices(s.duel, s.find(C.PHANTOM_OF_CHAOS)));
    expect(nameOf(back, phantom)).toBe(C.BALANCER_LORD);
  });

  it('once it leaves the field the copy is gone: in the GY it has its own effect only', () => {
    const s = copyBalancerLord();
    const phantom = s.find(C.PHANTOM_OF_CHAOS);
    destroy(s.duel, [phantom.uid], Reason.EFFECT, 1);
    expect(phantom.location).toBe('gy');
    expect(gainedEffects(s.duel, phantom)).toEqual([]);
    expect(effectIndices(s.duel, phantom)).toEqual([0]);
    expect(nameOf(s.duel, phantom)).toBe(C.PHANTOM_OF_CHAOS);
  });

  it('the copy ends at the end of the turn: own name, ATK 0 and its own effect again', () => {
    const s = copyBalancerLord();
    s.passUntil((x) => x.duel.turn === 4);
    const phantom = s.find(C.PHANTOM_OF_CHAOS);
    expect(nameOf(s.duel, phantom)).toBe(C.PHANTOM_OF_CHAOS);
    expect(s.atk(C.PHANTOM_OF_CHAOS)).toBe(0);
    expect(effectIndices(s.duel, phantom)).toEqual([0]);
  });
});

describe('copied effects end when the card leaves the field (Legendary Knight Hermos)', () => {
  /** Celtic Guardian attacks Hermos, which copies Dark Magician of Chaos; back at player 1's next attack. */
  function hermosCopiesDmoc(): Scenario {
    const s = scenario()
      .turn(1)
      .monsterWith(0, C.LEGENDARY_KNIGHT_HERMOS, { summon: 'special' })
      .gy(0, C.DARK_MAGICIAN_OF_CHAOS)
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.BLUE_EYES)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.choose(/Attack Legendary Knight Hermos .* with Celtic Guardian/);
    s.passUntil((x) => x.decision?.player === 0 && x.has('Take the name and effects'));
    s.choose(/Take the name and effects/);
    s.passUntil((x) => x.decision?.player === 1 && x.has('with Blue-Eyes White Dragon'));
    return s;
  }

  it('Hermos takes the original name of the targeted GY monster and its effects replace its copying effect', () => {
    const s = hermosCopiesDmoc();
    // With Dark Magician of Chaos's effects, Hermos banishes the monster it destroyed by battle after damage calculation.
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('banished');
    const hermos = s.find(C.LEGENDARY_KNIGHT_HERMOS);
    expect(nameOf(s.duel, hermos)).toBe(C.DARK_MAGICIAN_OF_CHAOS);
    // The target is not banished (only Phantom of Chaos banishes what it copies).
    expect(s.find(C.DARK_MAGICIAN_OF_CHAOS).location).toBe('gy');
    const idx = effectIndices(s.duel, hermos);
    expect(idx).toContain(0);
    expect(idx).not.toContain(1);
    // Dark Magician of Chaos's two effects (the End Phase recovery, the banishment after battle) are gained.
    expect(idx.filter((i) => i < 0)).toHaveLength(2);
  });

  it("TC-111: Hermos with Dark Magician of Chaos's effects destroyed by battle goes to the GY, not banished", () => {
    const s = hermosCopiesDmoc();
    s.choose(/Attack Legendary Knight Hermos .* with Blue-Eyes White Dragon/);
    // Its copying effect is replaced: no second trigger is offered.
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    expect(s.find(C.LEGENDARY_KNIGHT_HERMOS).location).toBe('gy');
    expect(s.lp(0)).toBe(7800);
  });

  it('Dark Magician of Chaos itself is banished instead of leaving the field otherwise', () => {
    const s = scenario()
      .turn(1)
      .monster(0, C.DARK_MAGICIAN_OF_CHAOS)
      .monster(1, C.BLUE_EYES)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose('Enter the Battle Phase');
    s.choose(/Attack Dark Magician of Chaos/);
    s.passUntil((x) => x.duel.battle === null && x.duel.chain.length === 0);
    expect(s.find(C.DARK_MAGICIAN_OF_CHAOS).location).toBe('banished');
  });
});

describe('copying an Xyz Monster (Number 8: Heraldic King Genom-Heritage)', () => {
  function copyUtopia(): Scenario {
    const s = scenario()
      .monsterWith(0, C.GENOM_HERITAGE, { summon: 'xyz' })
      .xyzMaterials(0, C.GENOM_HERITAGE, C.FERAL_IMP, C.FERAL_IMP)
      .monsterWith(1, C.UTOPIA, { summon: 'xyz' })
      .xyzMaterials(1, C.UTOPIA, C.CELTIC_GUARDIAN, C.CELTIC_GUARDIAN)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose(/Take the name, ATK and effect/);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    return s;
  }

  it('takes the name and current ATK; the target has 0 ATK and its effects negated', () => {
    const s = copyUtopia();
    const genom = s.find(C.GENOM_HERITAGE);
    const utopia = s.find(C.UTOPIA);
    expect(nameOf(s.duel, genom)).toBe(C.UTOPIA);
    expect(s.atk(C.GENOM_HERITAGE)).toBe(2500);
    expect(s.atk(C.UTOPIA)).toBe(0);
    expect(isNegated(s.duel, utopia)).toBe(true);
    expect(effectIndices(s.duel, genom).every((i) => i < 0)).toBe(true);
    expect(s.options().some((o) => /Take the name, ATK and effect/.test(o))).toBe(false);
  });

  it("TC-17: it uses Utopia's effect as Utopia (detaching its own material); Utopia's negated effect is not offered", () => {
    const s = copyUtopia();
    s.choose('Enter the Battle Phase');
    s.choose(/^Attack Number 39: Utopia/);
    s.passUntil((x) => x.decision?.player === 0 && x.has('negate the attack'));
    s.choose(/negate the attack/);
    // The cost: one of its own materials ("this card" is Genom-Heritage).
    expect(s.options().every((o) => /material of Number 8/.test(o))).toBe(true);
    s.answer([0]);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'battle-step-action');
    expect(s.find(C.GENOM_HERITAGE).overlay).toHaveLength(1);
    expect(s.find(C.UTOPIA).overlay).toHaveLength(2);
    expect(s.lp(1)).toBe(8000);
  });

  it('the changes end at the end of the turn', () => {
    const s = copyUtopia();
    s.passUntil((x) => x.duel.turn === 4);
    expect(nameOf(s.duel, s.find(C.GENOM_HERITAGE))).toBe(C.GENOM_HERITAGE);
    expect(s.atk(C.GENOM_HERITAGE)).toBe(2400);
    expect(s.atk(C.UTOPIA)).toBe(2500);
    expect(isNegated(s.duel, s.find(C.UTOPIA))).toBe(false);
  });
});

describe('an effect copied from a monster that equips itself (Superheavy Samurai Soulclaw)', () => {
  it('Soulclaw equips itself by its own effect and stays, giving 500 ATK', () => {
    const s = scenario().monster(0, C.SHUTENDOJI).hand(0, C.SUPERHEAVY_SAMURAI_SOULCLAW).start();
    s.choose(/Activate Superheavy Samurai Soulclaw.*: Equip this monster/);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    const claw = s.find(C.SUPERHEAVY_SAMURAI_SOULCLAW);
    expect(claw.location).toBe('szone');
    expect(claw.equipTarget).toBe(s.find(C.SHUTENDOJI).uid);
  });

  it('TC-112: Phantom of Chaos equips itself with the copied effect; the gained effect ends → destroyed', () => {
    const s = scenario()
      .monster(0, C.PHANTOM_OF_CHAOS)
      .monster(0, C.SHUTENDOJI)
      .gy(0, C.SUPERHEAVY_SAMURAI_SOULCLAW)
      .start();
    s.choose(/Activate Phantom of Chaos.*: Banish 1 Effect Monster/);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.find(C.SUPERHEAVY_SAMURAI_SOULCLAW).location).toBe('banished');
    const atkBefore = s.atk(C.SHUTENDOJI);
    s.choose(/Activate Phantom of Chaos.*: Equip this monster/);
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    expect(s.find(C.PHANTOM_OF_CHAOS).location).toBe('gy');
    expect(s.atk(C.SHUTENDOJI)).toBe(atkBefore);
  });
});

describe('a gained trigger effect (Gagaga Head: "If it is Xyz Summoned: Draw 1 card")', () => {
  function xyzLauncher(first: number): Scenario {
    const s = scenario()
      .monster(0, first)
      .monster(0, C.DARK_MAGICIAN_GIRL)
      .extra(0, C.GAUNTLET_LAUNCHER)
      .deck(0, C.FERAL_IMP, C.CELTIC_GUARDIAN, C.MYSTICAL_ELF)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose(/^Xyz Summon Gauntlet Launcher/);
    while (s.decision?.about === 'material') s.answer([0]);
    s.choose('Attack Position');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    return s;
  }

  it('an Xyz Summon using Gagaga Head: the Xyz Monster draws 1 card (mandatory) and is an Effect Monster', () => {
    const s = xyzLauncher(C.GAGAGA_HEAD);
    const launcher = s.find(C.GAUNTLET_LAUNCHER);
    expect(launcher.location).toBe('mzone');
    expect(launcher.overlay.map((u) => s.duel.cards[u]!.code)).toContain(C.GAGAGA_HEAD);
    expect(s.duel.players[0].hand).toHaveLength(1);
    expect(s.duel.players[0].deck).toHaveLength(2);
  });

  it('an Xyz Summon without it draws nothing', () => {
    const s = xyzLauncher(C.FIRE_OPALHEAD);
    expect(s.find(C.GAUNTLET_LAUNCHER).location).toBe('mzone');
    expect(s.duel.players[0].hand).toHaveLength(0);
  });
});
