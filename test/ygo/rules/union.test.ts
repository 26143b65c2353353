/**
 * 003 §3.4.4 Union monsters (issue 7; TC-103): Armored Cybern equips itself to "Cyber Dragon" by its own ignition
 * effect and is then an Equip Card (an Equip Spell); it unequips itself by Special Summoning itself; equip or
 * unequip once per turn; one Union per monster; while equipped it is destroyed in the equipped monster's place; its
 * Equip effect; negated as a Spell (Silent Swordsman LV7) it stays equipped but does nothing.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { isEquipCard, isSpellCard } from '../../../src/ygo/rules/card-types.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const EQUIP = /Equip this card to 1 "Cyber Dragon"/;
const UNEQUIP = /Unequip this card and Special Summon it/;

/** Player 0 equips Armored Cybern to Cyber Dragon with its own effect, back at the open state. */
function equipped(build = scenario()): Scenario {
  const s = build.monster(0, C.CYBER_DRAGON).monster(0, C.ARMORED_CYBERN).deck(0, C.CELTIC_GUARDIAN).start();
  s.choose(EQUIP);
  return s.resolveChain().toOpenState();
}

/** The same, on the next turn of player 0 (the Union's once per turn used up on turn 3). */
function equippedNextTurn(build = scenario()): Scenario {
  const s = equipped(build.deck(0, C.CELTIC_GUARDIAN).deck(1, C.CELTIC_GUARDIAN, C.CELTIC_GUARDIAN));
  s.toTurn(5);
  return s.passUntil((x) => x.decision?.player === 0 && x.decision.prompt.startsWith('Main Phase'));
}

describe('Union monsters (003 §3.4.4)', () => {
  it('equips itself to Cyber Dragon: an Equip Card (Equip Spell) in the Spell & Trap Zone', () => {
    const s = equipped();
    const cy = s.find(C.ARMORED_CYBERN);
    const cd = s.find(C.CYBER_DRAGON);
    expect([cy.location, cy.faceUp, cy.equipTarget, cy.equipBy]).toEqual(['szone', true, cd.uid, cy.uid]);
    expect([isSpellCard(cy), isEquipCard(cy)]).toEqual([true, true]);
    expect(s.codes(0, 'mzone')).toEqual([C.CYBER_DRAGON]);
  });

  it('only "Cyber Dragon" (or a Fusion listing it) is a legal target: with none, the equip is not offered', () => {
    const s = scenario().monster(0, C.CELTIC_GUARDIAN).monster(0, C.ARMORED_CYBERN).start();
    expect(s.has(EQUIP)).toBe(false);
  });

  it('equip or unequip, once per turn: equipped this turn, it cannot unequip until the next turn', () => {
    const s = equipped();
    expect(s.has(UNEQUIP)).toBe(false);
    const t = equippedNextTurn();
    expect(t.has(UNEQUIP)).toBe(true);
    t.choose(UNEQUIP);
    t.resolveChain().toOpenState();
    const cy = t.find(C.ARMORED_CYBERN);
    expect([cy.location, cy.faceUp, cy.defense, cy.equipTarget, cy.summon]).toEqual([
      'mzone',
      true,
      false,
      -1,
      'special',
    ]);
    // The unequip used this turn's once: it cannot equip again.
    expect(t.has(EQUIP)).toBe(false);
  });

  it('one Union per monster: a second Armored Cybern cannot equip to a Cyber Dragon that has one', () => {
    const s = scenario().monster(0, C.CYBER_DRAGON).monster(0, C.ARMORED_CYBERN).monster(0, C.ARMORED_CYBERN).start();
    expect(s.options().filter((o) => EQUIP.test(o))).toHaveLength(2);
    s.answer([s.options().findIndex((o) => EQUIP.test(o))]);
    s.resolveChain().toOpenState();
    expect(s.codes(0, 'mzone')).toEqual([C.CYBER_DRAGON, C.ARMORED_CYBERN]);
    expect(s.codes(0, 'szone')).toEqual([C.ARMORED_CYBERN]);
    expect(s.has(EQUIP)).toBe(false);
  });

  it('the equipped monster would be destroyed by a card effect → Armored Cybern is destroyed instead', () => {
    const s = equipped(scenario().hand(0, C.DARK_HOLE).monster(1, C.CELTIC_GUARDIAN));
    s.choose('Activate Dark Hole');
    s.resolveChain().toOpenState();
    expect(s.find(C.CYBER_DRAGON).location).toBe('mzone');
    expect(s.find(C.ARMORED_CYBERN).location).toBe('gy');
    expect(s.find(C.CELTIC_GUARDIAN, undefined, 1).location).toBe('gy');
  });

  it('the equipped monster would be destroyed by battle → Armored Cybern is destroyed instead (damage still dealt)', () => {
    const s = equipped(scenario().monster(1, C.BLUE_EYES));
    s.choose('Enter the Battle Phase');
    s.passUntil((x) => x.has(/Attack Blue-Eyes/));
    s.choose(/Attack Blue-Eyes/);
    s.passUntil((x) => x.duel.battle === null);
    expect(s.find(C.CYBER_DRAGON).location).toBe('mzone');
    expect(s.find(C.ARMORED_CYBERN).location).toBe('gy');
    expect(s.lp(0)).toBe(8000 - 900);
  });

  it('its Equip effect: the equipped monster loses exactly 1000 ATK and the target is destroyed', () => {
    const s = equipped(scenario().monster(1, C.BLUE_EYES));
    s.choose(/loses exactly 1000 ATK/);
    s.choose('Blue-Eyes White Dragon');
    s.resolveChain().toOpenState();
    expect(s.find(C.BLUE_EYES).location).toBe('gy');
    expect(s.atk(C.CYBER_DRAGON)).toBe(1100);
    // Once per turn.
    expect(s.has(/loses exactly 1000 ATK/)).toBe(false);
  });

  it('TC-103: equipped under Silent Swordsman LV7, it stays equipped, negated: no unequip, no substitute', () => {
    const s = equippedNextTurn(scenario().monster(1, C.SILENT_SWORDSMAN_LV7));
    const cy = s.find(C.ARMORED_CYBERN);
    // 003 §3.4.4: a negated Equip Card stays equipped.
    expect([cy.location, cy.equipTarget]).toEqual(['szone', s.find(C.CYBER_DRAGON).uid]);
    expect(s.has(UNEQUIP)).toBe(false);
    expect(s.has(/loses exactly 1000 ATK/)).toBe(false);
    // Cyber Dragon (2100) attacks Silent Swordsman LV7 (2800) and is destroyed by battle: negated, Armored Cybern
    // does not replace the destruction, and is destroyed by the rules once its monster is gone.
    s.choose('Enter the Battle Phase');
    s.passUntil((x) => x.has(/Attack Silent Swordsman/));
    s.choose(/Attack Silent Swordsman/);
    s.passUntil((x) => x.duel.battle === null);
    expect(s.find(C.CYBER_DRAGON).location).toBe('gy');
    expect(s.find(C.ARMORED_CYBERN).location).toBe('gy');
    expect(s.lp(0)).toBe(8000 - 700);
  });

  it('with no free Main Monster Zone the unequip is not offered', () => {
    const b = scenario();
    for (let i = 0; i < 3; i++) b.monster(0, C.CELTIC_GUARDIAN);
    const s = equippedNextTurn(b.hand(0, C.MYSTICAL_ELF));
    expect(s.has(UNEQUIP)).toBe(true);
    s.choose('Normal Summon Mystical Elf');
    s.toOpenState();
    expect(s.has(UNEQUIP)).toBe(false);
  });
});
