/**
 * 003 §3.3.1 names (issue 7): a card's current name, as computed by rules/identity.ts, is what filters, targets,
 * "same name" rules and name locks read; printed names away from the field unless the card's text says otherwise;
 * once per turn by name follows the card, not the name it was given (TC-18).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { archetypesOf, hasName, inArchetype, nameOf } from '../../../src/ygo/rules/identity.ts';
import { isNegated } from '../../../src/ygo/rules/statics.ts';
import { viewDuel } from '../../../src/ygo/view.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const PAIRFISH = /^Activate Giant Pairfish/;

function pairfishBoard(): Scenario {
  return scenario()
    .monster(0, C.GIANT_PAIRFISH)
    .hand(0, C.CELTIC_GUARDIAN, C.HERO_MASK)
    .deck(0, C.FERAL_IMP, C.MYSTERY_SHELL_DRAGON, C.ELEMENTAL_HERO_AVIAN, C.FERAL_IMP)
    .start();
}

/** Giant Pairfish's effect: discard Celtic Guardian, Special Summon Mystery Shell Dragon. */
function usePairfish(s: Scenario): void {
  s.choose(PAIRFISH);
  s.resolveChain();
  expect(s.codes(0, 'gy')).toContain(C.CELTIC_GUARDIAN);
  expect(s.codes(0, 'mzone')).toContain(C.MYSTERY_SHELL_DRAGON);
}

/** Hero Mask on Giant Pairfish, sending Elemental HERO Avian. */
function maskPairfish(s: Scenario): void {
  s.choose(/^Activate Hero Mask/);
  if (s.decision?.about === 'target') s.choose(/Giant Pairfish/);
  s.resolveChain();
  expect(s.codes(0, 'gy')).toContain(C.ELEMENTAL_HERO_AVIAN);
}

describe('resolved name changes (Hero Mask, 003 §3.3.1)', () => {
  it('Giant Pairfish renamed by Hero Mask after using its effect cannot use it again that turn (TC-18)', () => {
    const s = pairfishBoard();
    usePairfish(s);
    expect(s.has(PAIRFISH)).toBe(false);
    maskPairfish(s);
    const fish = s.find(C.GIANT_PAIRFISH, 'mzone');
    expect(nameOf(s.duel, fish)).toBe(C.ELEMENTAL_HERO_AVIAN);
    // 003 §3.3.1: once per turn by name is not reset by the name change.
    expect(s.has(PAIRFISH)).toBe(false);
  });

  it('a Giant Pairfish renamed before using its effect can still use it: the effect is the card’s', () => {
    const s = scenario()
      .monster(0, C.GIANT_PAIRFISH)
      .hand(0, C.CELTIC_GUARDIAN, C.HERO_MASK)
      .deck(0, C.FERAL_IMP, C.MYSTERY_SHELL_DRAGON, C.ELEMENTAL_HERO_AVIAN, C.FERAL_IMP)
      .start();
    maskPairfish(s);
    expect(hasName(s.duel, s.find(C.GIANT_PAIRFISH, 'mzone'), C.ELEMENTAL_HERO_AVIAN)).toBe(true);
    expect(hasName(s.duel, s.find(C.GIANT_PAIRFISH, 'mzone'), C.GIANT_PAIRFISH)).toBe(false);
    expect(s.has(PAIRFISH)).toBe(true);
    usePairfish(s);
    expect(s.has(PAIRFISH)).toBe(false);
  });

  it('the new name shows in views and lasts until the end of the turn', () => {
    const s = pairfishBoard();
    maskPairfish(s);
    const fish = s.find(C.GIANT_PAIRFISH, 'mzone');
    for (const viewer of [0, 1] as const) {
      const v = viewDuel(s.duel, viewer);
      expect(v.players[0].monsters.find((z) => z?.code === C.GIANT_PAIRFISH)?.name).toBe('Elemental HERO Avian');
    }
    s.toTurn(s.duel.turn + 1);
    expect(fish.location).toBe('mzone');
    expect(nameOf(s.duel, fish)).toBe(C.GIANT_PAIRFISH);
  });
});

/** Red-Eyes Fusion from the hand, using Red-Eyes B. Dragon and Summoned Skull from the Deck: B. Skull Dragon to an EMZ. */
function redEyesFusion(): Scenario {
  const s = scenario()
    .hand(0, C.RED_EYES_FUSION, C.INFERNO_FIRE_BLAST, C.FERAL_IMP)
    .deck(0, C.FERAL_IMP, C.RED_EYES_B_DRAGON, C.SUMMONED_SKULL, C.FERAL_IMP)
    .extra(0, C.B_SKULL_DRAGON)
    .deck(1, C.FERAL_IMP, C.FERAL_IMP)
    .askZones()
    .start();
  s.choose(/^Activate Red-Eyes Fusion/);
  s.choose('Spell & Trap Zone 1');
  s.passUntil((x) => x.decision?.about === 'effect');
  s.choose('Attack Position');
  s.choose('Extra Monster Zone (left)');
  return s.resolveChain();
}

describe('Red-Eyes Fusion: "its name becomes Red-Eyes B. Dragon" (003 §3.3.1)', () => {
  it('B. Skull Dragon from Red-Eyes Fusion in the EMZ is a legal target for Inferno Fire Blast (TC-14)', () => {
    const s = redEyesFusion();
    const skull = s.find(C.B_SKULL_DRAGON, 'mzone');
    expect(s.duel.emz[0]).toBe(skull.uid);
    expect([...s.codes(0, 'gy')].sort()).toEqual([C.RED_EYES_FUSION, C.RED_EYES_B_DRAGON, C.SUMMONED_SKULL].sort());
    expect(nameOf(s.duel, skull)).toBe(C.RED_EYES_B_DRAGON);
    // 003 §3.3.1: an archetype belongs to the name: it is a "Red-Eyes" card now.
    expect(inArchetype(s.duel, skull, 0x3b)).toBe(true);
    expect(archetypesOf(s.duel, skull)).toEqual([0x3b]);
    s.choose(/^Activate Inferno Fire Blast/);
    s.choose('Spell & Trap Zone 2');
    s.resolveChain();
    // Its original ATK: 3200.
    expect(s.lp(1)).toBe(8000 - 3200);
    // '"Red-Eyes B. Dragon" cannot attack the turn you activate this card': B. Skull Dragon bears that name.
    s.choose('Enter the Battle Phase');
    expect(s.options().some((o) => o.startsWith('Attack'))).toBe(false);
  });

  it('"You cannot Normal or Special Summon other monsters the turn you activate this card"', () => {
    const s = redEyesFusion();
    expect(s.has(/^Normal Summon Feral Imp/)).toBe(false);
  });

  it('a B. Skull Dragon Fusion Summoned by Polymerization keeps its name: no Inferno Fire Blast', () => {
    const s = scenario()
      .hand(0, C.POLYMERIZATION, C.INFERNO_FIRE_BLAST, C.RED_EYES_B_DRAGON, C.SUMMONED_SKULL)
      .extra(0, C.B_SKULL_DRAGON)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Polymerization/);
    s.passUntil((x) => x.decision?.about === 'effect');
    s.choose('Attack Position');
    s.resolveChain();
    const skull = s.find(C.B_SKULL_DRAGON, 'mzone');
    expect(nameOf(s.duel, skull)).toBe(C.B_SKULL_DRAGON);
    expect(inArchetype(s.duel, skull, 0x45)).toBe(true);
    expect(s.has(/^Activate Inferno Fire Blast/)).toBe(false);
  });

  it('the name lasts while the monster stays face-up on the field, past the turn', () => {
    const s = redEyesFusion();
    const skull = s.find(C.B_SKULL_DRAGON, 'mzone');
    s.toTurn(s.duel.turn + 1);
    // Still on the field next turn: the change lasts while it stays there.
    expect(hasName(s.duel, skull, C.RED_EYES_B_DRAGON)).toBe(true);
  });
});

describe('"also treated as an \'X\' card" (003 §3.3.1)', () => {
  it('Superheavy Samurai Ogre Shutendoji is a legal target for Superheavy Samurai Soulbeads (TC-19)', () => {
    const s = scenario()
      .monster(0, C.SHUTENDOJI)
      .monster(0, C.FERAL_IMP)
      .hand(0, C.SOULBEADS)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    const ogre = s.find(C.SHUTENDOJI, 'mzone');
    expect(inArchetype(s.duel, ogre, 0x9a)).toBe(true);
    expect(inArchetype(s.duel, s.find(C.FERAL_IMP, 'mzone'), 0x9a)).toBe(false);
    s.choose(/^Activate Superheavy Samurai Soulbeads/);
    // The only "Superheavy Samurai" monster: Feral Imp is not offered, so the target is taken.
    s.resolveChain();
    const beads = s.find(C.SOULBEADS);
    expect([beads.location, beads.faceUp, beads.equipTarget]).toEqual(['szone', true, ogre.uid]);
  });

  it('a monster equipped by an effect is destroyed when its monster leaves the field (003 §3.3.3)', () => {
    const s = scenario()
      .monster(0, C.SHUTENDOJI)
      .hand(0, C.SOULBEADS, C.DARK_HOLE, C.DARK_HOLE)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Superheavy Samurai Soulbeads/);
    s.resolveChain();
    expect(s.find(C.SOULBEADS).location).toBe('szone');
    // Soulbeads saves it from the first destruction by a card effect this turn; the second Dark Hole destroys it.
    const darkHole = (): void => void s.answer([s.options().findIndex((o) => /^Activate Dark Hole/.test(o))]);
    darkHole();
    s.resolveChain();
    expect(s.find(C.SHUTENDOJI).location).toBe('mzone');
    darkHole();
    s.resolveChain();
    expect([...s.codes(0, 'gy')].sort()).toEqual([C.DARK_HOLE, C.DARK_HOLE, C.SHUTENDOJI, C.SOULBEADS].sort());
    expect(s.codes(0, 'szone')).toEqual([]);
  });
});

/** D/D Pandora's trigger, as offered among the optional triggers. */
const PANDORA_DRAW = /^D\/D Pandora \(your GY\): Draw 2 cards/;

/** Pass until the turn player is back at an open Main Phase state, noting whether `player` was offered `re`. */
function offeredUntilOpen(s: Scenario, player: 0 | 1, re: RegExp): boolean {
  let seen = false;
  for (let i = 0; i < 100 && s.decision; i++) {
    if (s.decision.player === player && s.has(re)) seen = true;
    if (s.duel.chain.length === 0 && s.decision.about === 'main-phase-action') break;
    s.passUntil(() => true);
    const d = s.decision;
    if (!d) break;
    if (d.player === player && s.has(re)) seen = true;
    if (d.about === 'main-phase-action' && s.duel.chain.length === 0) break;
    const pass = s.options().findIndex((o) => o === 'Pass' || o === 'No');
    if (pass < 0) break;
    s.answer([pass]);
  }
  return seen;
}

describe('"This card\'s name becomes X while on the field or in the GY" (Scarlight Red Dragon Archfiend)', () => {
  function board(): Scenario {
    return scenario()
      .monsterWith(0, C.SCARLIGHT, { summon: 'synchro' })
      .monsterWith(1, C.DD_PANDORA, { summon: 'special' })
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .start();
  }

  it('its name is "Red Dragon Archfiend" on the field and in the GY, "Scarlight" in the Extra Deck', () => {
    const s = scenario()
      .monsterWith(0, C.SCARLIGHT, { summon: 'synchro' })
      .extra(0, C.SCARLIGHT)
      .hand(0, C.DARK_HOLE)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    const [onField, inExtra] = [s.find(C.SCARLIGHT, 'mzone'), s.find(C.SCARLIGHT, 'extra')];
    expect(nameOf(s.duel, onField)).toBe(C.RED_DRAGON_ARCHFIEND);
    expect(nameOf(s.duel, inExtra)).toBe(C.SCARLIGHT);
    expect(viewDuel(s.duel, 1).players[0].monsters.find((m) => m?.code === C.SCARLIGHT)?.name).toBe(
      'Red Dragon Archfiend',
    );
    s.choose(/^Activate Dark Hole/);
    s.resolveChain();
    expect(onField.location).toBe('gy');
    expect(nameOf(s.duel, onField)).toBe(C.RED_DRAGON_ARCHFIEND);
  });

  it('"destroy, then damage": D/D Pandora\'s "When … destroyed: you can" misses the timing (TC-74)', () => {
    const s = board();
    s.choose(/^Activate Scarlight Red Dragon Archfiend/);
    const offered = offeredUntilOpen(s, 1, PANDORA_DRAW);
    expect(s.codes(1, 'gy')).toEqual([C.DD_PANDORA]);
    expect(s.lp(1)).toBe(8000 - 500);
    expect(offered).toBe(false);
    expect(s.cards(1, 'hand')).toHaveLength(0);
  });

  it('destroyed by a plain "destroy" (Dark Hole), D/D Pandora may draw 2 (the control case of TC-74)', () => {
    const s = scenario()
      .hand(0, C.DARK_HOLE)
      .monsterWith(1, C.DD_PANDORA, { summon: 'special' })
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Dark Hole/);
    s.passUntil((x) => x.decision?.player === 1 && x.has(PANDORA_DRAW));
    s.choose(PANDORA_DRAW);
    s.resolveChain();
    expect(s.cards(1, 'hand')).toHaveLength(2);
  });

  it('a Normal Summoned Effect Monster is not destroyed; nothing to destroy → cannot activate', () => {
    const s = scenario()
      .monsterWith(0, C.SCARLIGHT, { summon: 'synchro' })
      .monster(1, C.DD_PANDORA)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    expect(s.has(/^Activate Scarlight Red Dragon Archfiend/)).toBe(false);
  });
});

describe('same-name negation by a changed name (Millennium-Eyes Restrict, 003 §3.4.4)', () => {
  function board(turnPlayer: 0 | 1 = 0): Scenario {
    return scenario()
      .turn(turnPlayer)
      .monsterWith(0, C.MILLENNIUM_EYES_RESTRICT, { summon: 'fusion' })
      .attach(0, C.SPYRAL_SUPER_AGENT, C.MILLENNIUM_EYES_RESTRICT)
      .monsterWith(1, C.SPYRAL_DOUBLE_HELIX, { summon: 'link', zone: 'extra-left' })
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
  }

  it('SPYRAL Double Helix, named SPYRAL Super Agent, is negated and keeps the name (TC-121)', () => {
    const s = board();
    const helix = s.find(C.SPYRAL_DOUBLE_HELIX, 'mzone');
    expect(isNegated(s.duel, helix)).toBe(true);
    expect(nameOf(s.duel, helix)).toBe(C.SPYRAL_SUPER_AGENT);
    // "This card gains ATK/DEF equal to that equipped monster's" (SPYRAL Super Agent: 1900/1200).
    expect([s.atk(C.MILLENNIUM_EYES_RESTRICT), s.def(C.MILLENNIUM_EYES_RESTRICT)]).toEqual([1900, 1200]);
  });

  it('"Monsters with that equipped monster\'s name cannot attack"', () => {
    const s = board(1);
    s.choose('Enter the Battle Phase');
    expect(s.options().some((o) => o.startsWith('Attack'))).toBe(false);
  });

  it('with no monster equipped, SPYRAL Double Helix is neither negated nor barred from attacking', () => {
    const s = scenario()
      .turn(1)
      .monsterWith(0, C.MILLENNIUM_EYES_RESTRICT, { summon: 'fusion' })
      .monsterWith(1, C.SPYRAL_DOUBLE_HELIX, { summon: 'link', zone: 'extra-left' })
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    expect(isNegated(s.duel, s.find(C.SPYRAL_DOUBLE_HELIX, 'mzone'))).toBe(false);
    s.choose('Enter the Battle Phase');
    expect(s.options().some((o) => o.startsWith('Attack'))).toBe(true);
  });

  it('its Quick Effect equips the monster whose effect the opponent activated; its copies are then negated', () => {
    const s = scenario()
      .turn(1)
      .monsterWith(0, C.MILLENNIUM_EYES_RESTRICT, { summon: 'fusion' })
      .monster(1, C.GIANT_PAIRFISH)
      .monster(1, C.GIANT_PAIRFISH)
      .hand(1, C.CELTIC_GUARDIAN)
      .deck(1, C.FERAL_IMP, C.MYSTERY_SHELL_DRAGON, C.FERAL_IMP)
      .start();
    s.choose(/^Activate Giant Pairfish \(opponent's Monster Zone 1\)|^Activate Giant Pairfish \(your Monster Zone 1\)/);
    if (s.decision?.about === 'cost') s.answer([0]);
    s.passUntil((x) => x.decision?.player === 0 && x.has(/^Activate Millennium-Eyes Restrict/));
    s.choose(/^Activate Millennium-Eyes Restrict/);
    if (s.decision?.about === 'target') s.answer([0]);
    s.resolveChain();
    const equipped = s.duel.cards.filter((c) => c.code === C.GIANT_PAIRFISH && c.location === 'szone');
    expect(equipped).toHaveLength(1);
    expect([equipped[0]!.controller, equipped[0]!.equipTarget]).toEqual([0, s.find(C.MILLENNIUM_EYES_RESTRICT).uid]);
    expect(s.atk(C.MILLENNIUM_EYES_RESTRICT)).toBe(2000);
    // The other Giant Pairfish bears that name: negated.
    expect(isNegated(s.duel, s.find(C.GIANT_PAIRFISH, 'mzone', 1))).toBe(true);
  });
});
