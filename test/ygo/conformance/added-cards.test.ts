/**
 * The cards added for the conformance cases (conformance/ygo): the parts of their texts that the rulebook
 * examples do not exercise.
 */
import { describe, expect, it } from 'vitest';
import { scenario, type Scenario } from '../support/scenario.ts';
import { C } from '../../../conformance/ygo/codes.ts';

function settle(s: Scenario): Scenario {
  return s.passUntil(
    (x) =>
      x.duel.chain.length === 0 &&
      x.decision?.player === x.duel.turnPlayer &&
      x.decision.prompt.startsWith('Main Phase'),
  );
}

describe('cards added for the conformance cases', () => {
  it('Pendulum Switch places a Pendulum Monster from the Monster Zone in a Pendulum Zone; one of its effects per turn', () => {
    const s = scenario()
      .monster(0, C.DRAGONG)
      .pendulumZone(0, C.FLASH_KNIGHT, 'left')
      .spellTrap(0, C.PENDULUM_SWITCH, true)
      .start();
    expect(s.has(/Special Summon 1 card in your Pendulum Zone/)).toBe(true);
    s.choose(/Place 1 Pendulum Monster/);
    settle(s);
    // Only the right Pendulum Zone is free: no question. It is a Pendulum Zone card now (003 §3.4.4: no activation).
    const d = s.find(C.DRAGONG);
    expect([d.location, d.seq, d.faceUp]).toEqual(['szone', 4, true]);
    expect(s.has(/Pendulum Switch/)).toBe(false);
  });

  it('Vampire Hunter destroys a DARK monster it battles at the start of the Damage Step, attacking or attacked', () => {
    const s = scenario().turn(0, 'battle').monster(0, C.DARK_MAGICIAN).monster(1, C.VAMPIRE_HUNTER).start();
    s.passUntil((x) => x.has(/^Attack Vampire Hunter/));
    s.choose(/^Attack Vampire Hunter/);
    s.passUntil((x) => x.duel.battle === null);
    // Destroyed before damage calculation: no battle damage, Vampire Hunter survives.
    expect(s.find(C.DARK_MAGICIAN).location).toBe('gy');
    expect(s.find(C.VAMPIRE_HUNTER).location).toBe('mzone');
    expect(s.lp(1)).toBe(8000);
    const t = scenario().turn(0, 'battle').monster(0, C.VAMPIRE_HUNTER).monster(1, C.CELTIC_GUARDIAN).start();
    t.passUntil((x) => x.has(/^Attack Celtic Guardian/));
    t.choose(/^Attack Celtic Guardian/);
    t.passUntil((x) => x.duel.battle === null);
    // Celtic Guardian is EARTH: it battles normally (1600 vs 1400).
    expect(t.find(C.CELTIC_GUARDIAN).location).toBe('gy');
    expect(t.lp(1)).toBe(8000 - 200);
  });

  it('Vampire Domination negates a monster effect and destroys the monster, gaining its original ATK', () => {
    const s = scenario()
      .monster(0, C.RAIDEN)
      .deck(0, C.CELTIC_GUARDIAN, C.SANGAN, C.FERAL_IMP)
      .monster(1, C.VAMPIRE_HUNTER)
      .spellTrap(1, C.VAMPIRE_DOMINATION)
      .start();
    s.choose('Activate Raiden');
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Vampire Domination'));
    s.choose('Activate Vampire Domination');
    settle(s);
    expect(s.find(C.RAIDEN).location).toBe('gy');
    expect(s.codes(0, 'deck').length).toBe(3);
    expect(s.lp(1)).toBe(8000 + 1700);
  });

  it('Thunder King Rai-Oh: while it is face-up, no effect that adds from the Deck to the hand can be activated', () => {
    const deck = [C.CELTIC_GUARDIAN, C.FERAL_IMP, C.SANGAN];
    const s = scenario()
      .hand(0, C.POT_OF_DUALITY)
      .monster(1, C.THUNDER_KING_RAI_OH)
      .deck(0, ...deck)
      .start();
    expect(s.has('Activate Pot of Duality')).toBe(false);
    const t = scenario()
      .hand(0, C.POT_OF_DUALITY)
      .deck(0, ...deck)
      .start();
    expect(t.has('Activate Pot of Duality')).toBe(true);
  });

  it('Enemy Controller: the first effect changes the battle position of a face-up monster', () => {
    const s = scenario().hand(0, C.ENEMY_CONTROLLER).monster(1, C.CELTIC_GUARDIAN).start();
    s.choose('Change the battle position');
    settle(s);
    expect(s.find(C.CELTIC_GUARDIAN).defense).toBe(true);
    expect(s.find(C.CELTIC_GUARDIAN).faceUp).toBe(true);
  });

  it('Raiden: sending a Lightsworn monster gives it 200 ATK; in its End Phase it sends 2 more', () => {
    const s = scenario()
      .monster(0, C.RAIDEN)
      .deck(0, C.RAIDEN, C.CELTIC_GUARDIAN, C.SANGAN, C.FERAL_IMP, C.KURIBOH)
      .start();
    s.choose('Activate Raiden');
    settle(s);
    expect(s.codes(0, 'gy')).toEqual([C.RAIDEN, C.CELTIC_GUARDIAN]);
    expect(s.atk(C.RAIDEN, 0)).toBe(1900);
    s.passUntil((x) => x.duel.turnPlayer === 1);
    expect(s.codes(0, 'gy')).toEqual([C.RAIDEN, C.CELTIC_GUARDIAN, C.SANGAN, C.FERAL_IMP]);
  });

  it('Dimensional Prison banishes the attacking monster', () => {
    const s = scenario().turn(0, 'battle').monster(0, C.SUMMONED_SKULL).spellTrap(1, C.DIMENSIONAL_PRISON).start();
    s.passUntil((x) => x.has('Attack directly'));
    s.choose('Attack directly');
    s.passUntil((x) => x.has('Activate Dimensional Prison'));
    s.choose('Activate Dimensional Prison');
    s.passUntil((x) => x.duel.battle === null);
    expect(s.codes(0, 'banished')).toEqual([C.SUMMONED_SKULL]);
    expect(s.lp(1)).toBe(8000);
  });

  it('Zombie Master Special Summons a Level 4 or lower Zombie from either GY', () => {
    const s = scenario().monster(0, C.ZOMBIE_MASTER).hand(0, C.CELTIC_GUARDIAN).gy(1, C.PLAGUESPREADER_ZOMBIE).start();
    s.choose('Activate Zombie Master');
    settle(s);
    expect(s.codes(0, 'mzone').sort()).toEqual([C.ZOMBIE_MASTER, C.PLAGUESPREADER_ZOMBIE].sort());
    expect(s.codes(0, 'gy')).toEqual([C.CELTIC_GUARDIAN]);
  });

  it('Infernoid Onuncu: when Special Summoned it may destroy all other monsters; it negates a Spell by Tributing', () => {
    const s = scenario()
      .hand(0, C.A_WILD_MONSTER_APPEARS, C.INFERNOID_ONUNCU)
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.FERAL_IMP)
      .start();
    s.choose('Activate A Wild Monster Appears!');
    s.passUntil((x) => x.has('Destroy all other monsters'));
    s.choose('Destroy all other monsters');
    settle(s);
    expect(s.codes(1, 'gy').sort()).toEqual([C.CELTIC_GUARDIAN, C.FERAL_IMP].sort());
    const t = scenario()
      .turn(1)
      .hand(1, C.POT_OF_GREED)
      .deck(1, C.SANGAN, C.KURIBOH)
      .monster(0, C.INFERNOID_ONUNCU)
      .monster(0, C.CELTIC_GUARDIAN)
      .start();
    t.choose('Activate Pot of Greed');
    t.passUntil((x) => x.has('Activate Infernoid Onuncu'));
    t.choose('Activate Infernoid Onuncu');
    t.choose('Celtic Guardian');
    settle(t);
    expect(t.codes(1, 'banished')).toEqual([C.POT_OF_GREED]);
    expect(t.codes(1, 'hand')).toEqual([]);
  });

  it('A Wild Monster Appears!: for the rest of the turn the opponent takes no damage', () => {
    const s = scenario().hand(0, C.A_WILD_MONSTER_APPEARS, C.INFERNOID_ONUNCU).monster(1, C.CELTIC_GUARDIAN).start();
    s.choose('Activate A Wild Monster Appears!');
    s.passUntil((x) => x.has('Enter the Battle Phase'));
    s.choose('Enter the Battle Phase');
    s.passUntil((x) => x.has('Attack Celtic Guardian'));
    s.choose('Attack Celtic Guardian');
    s.passUntil((x) => x.duel.battle === null);
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('gy');
    expect(s.lp(1)).toBe(8000);
  });

  it('Decoy Dragon, targeted for an attack, Special Summons a Level 7+ Dragon and redirects the attack to it', () => {
    const s = scenario()
      .turn(0, 'battle')
      .monster(0, C.SUMMONED_SKULL)
      .monster(1, C.DECOY_DRAGON)
      .gy(1, C.BLUE_EYES)
      .start();
    s.passUntil((x) => x.has('Attack Decoy Dragon'));
    s.choose('Attack Decoy Dragon');
    s.passUntil((x) => x.duel.battle === null);
    expect(s.find(C.BLUE_EYES).location).toBe('mzone');
    expect(s.find(C.SUMMONED_SKULL).location).toBe('gy');
    expect(s.find(C.DECOY_DRAGON).location).toBe('mzone');
    expect(s.lp(0)).toBe(8000 - 500);
  });

  it('Lunalight Crimson Fox, in the GY, negates an activation that targets a Lunalight monster; both players gain 1000', () => {
    const s = scenario()
      .turn(1)
      .hand(1, C.BOOK_OF_MOON)
      .monster(0, C.LUNALIGHT_CRIMSON_FOX)
      .gy(0, C.LUNALIGHT_CRIMSON_FOX)
      .start();
    s.choose('Activate Book of Moon');
    s.passUntil((x) => x.has('Activate Lunalight Crimson Fox'));
    s.choose('Activate Lunalight Crimson Fox');
    settle(s);
    expect(s.find(C.LUNALIGHT_CRIMSON_FOX, 'mzone').faceUp).toBe(true);
    expect(s.codes(0, 'banished')).toEqual([C.LUNALIGHT_CRIMSON_FOX]);
    expect([s.lp(0), s.lp(1)]).toEqual([9000, 9000]);
  });

  it('Grapha, discarded by a card effect, destroys a card the opponent controls; discarded as a cost it does not', () => {
    const s = scenario()
      .hand(0, C.GRACEFUL_CHARITY, C.GRAPHA)
      .deck(0, C.SANGAN, C.KURIBOH, C.FERAL_IMP)
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.MYSTICAL_ELF)
      .start();
    s.choose('Activate Graceful Charity');
    s.passUntil((x) => x.decision?.kind === 'select-cards');
    s.choose('Grapha', 'Kuriboh');
    s.passUntil(
      (x) =>
        x.decision?.kind === 'select-cards' ||
        (x.duel.chain.length === 0 && x.decision?.prompt.startsWith('Main Phase') === true),
    );
    s.choose('Mystical Elf');
    settle(s);
    expect(s.codes(1, 'gy')).toEqual([C.MYSTICAL_ELF]);
    // A cost (Raigeki Break's discard) is not a card effect.
    const t = scenario()
      .spellTrap(0, C.RAIGEKI_BREAK)
      .hand(0, C.GRAPHA)
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.MYSTICAL_ELF)
      .start();
    t.choose('Activate Raigeki Break');
    t.choose('Celtic Guardian');
    settle(t);
    expect(t.codes(1, 'mzone')).toEqual([C.MYSTICAL_ELF]);
  });

  it('Solemn Strike negates an inherent Special Summon and destroys the monster', () => {
    const s = scenario().monster(0, C.SONATA).hand(0, C.SONATA).spellTrap(1, C.SOLEMN_STRIKE).start();
    s.choose('Special Summon Sonata the Melodious Diva');
    s.choose('Attack Position');
    s.passUntil((x) => x.has('Activate Solemn Strike'));
    s.choose('negate the Special Summon');
    settle(s);
    expect(s.codes(0, 'gy')).toEqual([C.SONATA]);
    expect(s.lp(1)).toBe(6500);
  });

  it('Plaguespreader Zombie Special Summons itself from the GY, placing a card on top of the Deck', () => {
    const s = scenario().gy(0, C.PLAGUESPREADER_ZOMBIE).hand(0, C.CELTIC_GUARDIAN).deck(0, C.SANGAN).start();
    s.choose('Activate Plaguespreader Zombie');
    settle(s);
    expect(s.codes(0, 'mzone')).toEqual([C.PLAGUESPREADER_ZOMBIE]);
    expect(s.codes(0, 'deck')).toEqual([C.CELTIC_GUARDIAN, C.SANGAN]);
  });

  it('Snow Plow Hustle Rustle: Special Summoned on a direct attack, destroys its Spell & Trap Zone cards, 200 damage each', () => {
    const s = scenario()
      .turn(1, 'battle')
      .monster(1, C.CELTIC_GUARDIAN)
      .hand(0, C.SNOW_PLOW_HUSTLE_RUSTLE)
      .spellTrap(0, C.MIRROR_FORCE, false, true)
      .spellTrap(0, C.TRAP_HOLE, false, true)
      .start();
    s.passUntil((x) => x.has('Attack directly'));
    s.choose('Attack directly');
    s.passUntil((x) => x.has('Snow Plow'));
    s.choose('Snow Plow');
    s.passUntil((x) => x.duel.battle === null || x.decision?.prompt.startsWith('Replay') === true);
    expect(s.find(C.SNOW_PLOW_HUSTLE_RUSTLE).location).toBe('mzone');
    expect(s.codes(0, 'gy').sort()).toEqual([C.MIRROR_FORCE, C.TRAP_HOLE].sort());
    expect(s.lp(1)).toBe(8000 - 400);
  });

  it('Acid Trap Hole returns a monster with more than 2000 DEF face-down', () => {
    const s = scenario().spellTrap(0, C.ACID_TRAP_HOLE).monster(1, C.DARK_MAGICIAN, 'set').start();
    s.choose('Activate Acid Trap Hole');
    settle(s);
    const g = s.find(C.DARK_MAGICIAN);
    expect([g.location, g.faceUp, g.defense]).toEqual(['mzone', false, true]);
  });

  it('Elemental HERO Absolute Zero gains 500 ATK for each other WATER monster; Skill Drain negates that', () => {
    const s = scenario().monster(0, C.ABSOLUTE_ZERO).monster(1, C.TREEBORN_FROG).monster(1, C.SNOWMAN_EATER).start();
    expect(s.atk(C.ABSOLUTE_ZERO)).toBe(3500);
    const t = scenario().monster(0, C.ABSOLUTE_ZERO).monster(1, C.TREEBORN_FROG).spellTrap(0, C.SKILL_DRAIN).start();
    expect(t.atk(C.ABSOLUTE_ZERO)).toBe(3000);
    t.choose('Activate Skill Drain');
    settle(t);
    expect(t.atk(C.ABSOLUTE_ZERO)).toBe(2500);
    expect(t.lp(0)).toBe(7000);
  });

  it("Mind Crush: a name not in the opponent's hand makes its activator discard 1 random card", () => {
    const s = scenario().spellTrap(0, C.MIND_CRUSH).hand(0, C.CELTIC_GUARDIAN).hand(1, C.KURIBOH).start();
    s.choose('Activate Mind Crush');
    s.choose('Blue-Eyes White Dragon');
    settle(s);
    expect(s.codes(0, 'gy').sort()).toEqual([C.MIND_CRUSH, C.CELTIC_GUARDIAN].sort());
    expect(s.codes(1, 'hand')).toEqual([C.KURIBOH]);
  });

  it('Fortune Lady Earth: ATK and DEF are its Level x 400 on the field', () => {
    const s = scenario().monster(0, C.FORTUNE_LADY_EARTH).start();
    expect([s.atk(C.FORTUNE_LADY_EARTH), s.def(C.FORTUNE_LADY_EARTH)]).toEqual([2400, 2400]);
  });

  it('Megamorph halves the original ATK while its controller has more LP', () => {
    const s = scenario().lp(1, 4000).monster(0, C.WATTAILDRAGON).hand(0, C.MEGAMORPH).start();
    s.choose('Activate Megamorph');
    settle(s);
    expect(s.atk(C.WATTAILDRAGON)).toBe(1250);
  });

  it('Blackwing - Gale the Whirlwind: its inherent Special Summon needs another "Blackwing" monster, not a second Gale', () => {
    const s = scenario().monster(0, C.GALE).hand(0, C.GALE).start();
    expect(s.has('Special Summon Blackwing - Gale the Whirlwind')).toBe(false);
    expect(s.has('Normal Summon Blackwing - Gale the Whirlwind')).toBe(true);
  });

  it('Archfiend of Gilfer, sent to the GY, equips itself to a monster, which loses 500 ATK', () => {
    const t = scenario()
      .spellTrap(0, C.RAIGEKI_BREAK)
      .hand(0, C.ARCHFIEND_OF_GILFER)
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.FERAL_IMP)
      .start();
    t.choose('Activate Raigeki Break');
    t.choose('Feral Imp');
    // The discard (cost) happened before the chain resolved: the optional "when" trigger missed its timing.
    settle(t);
    expect(t.find(C.ARCHFIEND_OF_GILFER).location).toBe('gy');
    const u = scenario()
      .turn(1)
      .hand(1, C.RAIGEKI)
      .monster(0, C.ARCHFIEND_OF_GILFER)
      .monster(1, C.CELTIC_GUARDIAN)
      .start();
    u.choose('Activate Raigeki');
    u.passUntil((x) => x.has('Archfiend of Gilfer'));
    u.choose('Archfiend of Gilfer');
    settle(u);
    expect(u.find(C.ARCHFIEND_OF_GILFER).location).toBe('szone');
    expect(u.atk(C.CELTIC_GUARDIAN)).toBe(900);
  });

  it('Pikari @Ignister searches an "A.I." Spell/Trap when Normal Summoned', () => {
    const s = scenario().hand(0, C.PIKARI).deck(0, C.AIDLE_REBORN).start();
    s.choose('Normal Summon Pikari');
    s.passUntil((x) => x.has('Add 1 "A.I." Spell/Trap'));
    s.choose('Add 1 "A.I." Spell/Trap');
    settle(s);
    expect(s.codes(0, 'hand')).toEqual([C.AIDLE_REBORN]);
  });

  it('Guardian Dreadscythe cannot be Normal Summoned', () => {
    const s = scenario().hand(0, C.GUARDIAN_DREADSCYTHE).monster(0, C.CELTIC_GUARDIAN).monster(0, C.FERAL_IMP).start();
    expect(s.has('Normal Summon Guardian Dreadscythe')).toBe(false);
  });
});
