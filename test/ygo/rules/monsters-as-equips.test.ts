/**
 * 003 §3.4.4 "Monsters as Equip Cards" (issue 7): a monster an effect equips to a monster goes face-up to a Spell & Trap
 * Zone and is an Equip Spell there; it is destroyed when the equipped monster leaves the field or turns face-down; a
 * card equipped by a monster's own effect is destroyed once that monster's effects are negated (TC-102); its
 * monster effects do not apply there, its Equip effects do.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { isEquipCard, isMonsterCard, isSpellCard } from '../../../src/ygo/rules/card-types.ts';
import { checkDuelCards } from '../../../src/ygo/state-check.ts';
import { cloneDuel } from '../../../src/ygo/clone.ts';
import { scenario, type Scenario } from '../support/scenario.ts';
import { pointedMonsters } from '../../../src/ygo/rules/link.ts';
import { cardDef } from '../../../src/ygo/cards/registry.ts';

/** Player 0 Normal Summons Guardian of Felgrand and equips Blue-Eyes White Dragon from the GY with its trigger. */
function felgrandWithBlueEyes(build = scenario()): Scenario {
  const s = build.hand(0, C.GUARDIAN_OF_FELGRAND).gy(0, C.BLUE_EYES).deck(0, C.CELTIC_GUARDIAN).start();
  s.choose('Normal Summon Guardian of Felgrand');
  s.passUntil((x) => x.has(/Equip 1 Level 7 or 8 Dragon/));
  s.choose(/Equip 1 Level 7 or 8 Dragon/);
  return s.resolveChain().toOpenState();
}

describe('monsters as Equip Cards (003 §3.4.4)', () => {
  it('Guardian of Felgrand equips a Dragon from the GY: an Equip Spell in the Spell & Trap Zone, half its ATK/DEF', () => {
    const s = felgrandWithBlueEyes();
    const be = s.find(C.BLUE_EYES);
    const g = s.find(C.GUARDIAN_OF_FELGRAND);
    expect([be.location, be.faceUp, be.controller, be.equipTarget, be.equipBy]).toEqual([
      'szone',
      true,
      0,
      g.uid,
      g.uid,
    ]);
    // 003 §3.4.4: there it is a Spell Card (an Equip Spell), not a Monster Card.
    expect([isSpellCard(be), isMonsterCard(be), isEquipCard(be)]).toEqual([true, false, true]);
    // 500 + 3000/2, 500 + 2500/2.
    expect(s.atk(C.GUARDIAN_OF_FELGRAND)).toBe(2000);
    expect(s.def(C.GUARDIAN_OF_FELGRAND)).toBe(1750);
    expect(() => checkDuelCards(cloneDuel(s.duel))).not.toThrow();
  });

  it('the equipped monster leaves the field → the monster Equip Card is destroyed (003 §3.3.3)', () => {
    const s = felgrandWithBlueEyes(scenario().hand(0, C.DARK_HOLE));
    s.choose('Activate Dark Hole');
    s.resolveChain();
    expect(s.find(C.GUARDIAN_OF_FELGRAND).location).toBe('gy');
    const be = s.find(C.BLUE_EYES);
    expect(be.location).toBe('gy');
    expect(be.equipTarget).toBe(-1);
  });

  it('TC-102: Skill Drain negates Guardian of Felgrand → the card it equipped by its own effect is destroyed', () => {
    const s = felgrandWithBlueEyes(scenario().spellTrap(0, C.SKILL_DRAIN));
    s.choose('Activate Skill Drain');
    s.resolveChain();
    expect(s.find(C.SKILL_DRAIN).location).toBe('szone');
    expect(s.find(C.BLUE_EYES).location).toBe('gy');
    expect(s.find(C.GUARDIAN_OF_FELGRAND).location).toBe('mzone');
    expect(s.atk(C.GUARDIAN_OF_FELGRAND)).toBe(500);
  });

  it('an Equip Spell equipped to the negated monster by its own activation stays (only own-effect equips go)', () => {
    const s = felgrandWithBlueEyes(scenario().hand(0, C.AXE_OF_DESPAIR).spellTrap(0, C.SKILL_DRAIN));
    // Guardian of Felgrand is the only face-up monster: the target is taken without asking.
    s.choose('Activate Axe of Despair');
    s.resolveChain().toOpenState();
    expect(s.atk(C.GUARDIAN_OF_FELGRAND)).toBe(3000);
    s.choose('Activate Skill Drain');
    s.resolveChain();
    expect(s.find(C.AXE_OF_DESPAIR).location).toBe('szone');
    expect(s.find(C.BLUE_EYES).location).toBe('gy');
    expect(s.atk(C.GUARDIAN_OF_FELGRAND)).toBe(1500);
  });

  it('with no free Spell & Trap Zone the equip trigger is not offered', () => {
    const s = scenario()
      .hand(0, C.GUARDIAN_OF_FELGRAND)
      .gy(0, C.BLUE_EYES)
      .spellTrap(0, C.SKILL_DRAIN)
      .spellTrap(0, C.SKILL_DRAIN)
      .spellTrap(0, C.SKILL_DRAIN)
      .spellTrap(0, C.SKILL_DRAIN)
      .spellTrap(0, C.SKILL_DRAIN)
      .deck(0, C.CELTIC_GUARDIAN)
      .start();
    s.choose('Normal Summon Guardian of Felgrand');
    let offered = false;
    s.passUntil((x) => {
      if (x.has(/Equip 1 Level 7 or 8 Dragon/)) offered = true;
      return x.duel.summoning.length === 0 && x.duel.chain.length === 0 && x.decision!.prompt.startsWith('Main Phase');
    });
    expect(s.find(C.GUARDIAN_OF_FELGRAND).location).toBe('mzone');
    expect(offered).toBe(false);
    expect(s.find(C.BLUE_EYES).location).toBe('gy');
  });

  it('Archfiend of Gilfer equipped from the GY: the equipped monster loses 500; it is destroyed when that monster is turned face-down', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(1, C.DARK_MAGICIAN)
      .hand(0, C.BOOK_OF_MOON)
      .spellTrap(0, C.ARCHFIEND_OF_GILFER)
      .start();
    // Placed directly: Gilfer as an Equip Card on Dark Magician.
    const gilfer = s.find(C.ARCHFIEND_OF_GILFER);
    gilfer.equipTarget = s.find(C.DARK_MAGICIAN).uid;
    gilfer.faceUp = true;
    expect(s.atk(C.DARK_MAGICIAN)).toBe(2000);
    s.choose('Activate Book of Moon');
    s.choose('Dark Magician');
    s.resolveChain();
    expect(s.find(C.DARK_MAGICIAN).faceUp).toBe(false);
    expect(s.find(C.ARCHFIEND_OF_GILFER).location).toBe('gy');
  });

  it('Gwenhwyfar as an Equip Card: the equipped monster gains 300 ATK; with no Noble Knight its equip effect is not offered', () => {
    const s = scenario().monster(0, C.DARK_MAGICIAN).hand(0, C.GWENHWYFAR_QUEEN_OF_NOBLE_ARMS).start();
    expect(s.has(/Equip this card to 1 "Noble Knight"/)).toBe(false);
    const t = scenario()
      .monster(0, C.DARK_MAGICIAN)
      .attach(0, C.GWENHWYFAR_QUEEN_OF_NOBLE_ARMS, C.DARK_MAGICIAN)
      .start();
    expect(t.atk(C.DARK_MAGICIAN)).toBe(2800);
  });

  it('Gwenhwyfar ● LIGHT: the equipped monster would be destroyed by a card effect → Gwenhwyfar may be destroyed instead', () => {
    const s = scenario()
      .monster(0, C.MYSTICAL_ELF)
      .attach(0, C.GWENHWYFAR_QUEEN_OF_NOBLE_ARMS, C.MYSTICAL_ELF)
      .hand(0, C.DARK_HOLE)
      .start();
    s.choose('Activate Dark Hole');
    s.passUntil((x) => x.decision?.about === 'destroy-replacement');
    s.choose(/Gwenhwyfar/);
    s.resolveChain().toOpenState();
    expect(s.find(C.MYSTICAL_ELF).location).toBe('mzone');
    expect(s.find(C.GWENHWYFAR_QUEEN_OF_NOBLE_ARMS).location).toBe('gy');
  });

  it('TC-101: First of the Dragons battles a DARK monster equipped with Gwenhwyfar → destroyed by its Equip Spell effect', () => {
    const s = scenario()
      .monster(0, C.DARK_MAGICIAN)
      .attach(0, C.GWENHWYFAR_QUEEN_OF_NOBLE_ARMS, C.DARK_MAGICIAN)
      .monster(1, C.FIRST_OF_THE_DRAGONS)
      .start();
    s.choose('Enter the Battle Phase');
    s.passUntil((x) => x.has(/Attack First of the Dragons/));
    s.choose(/Attack First of the Dragons/);
    s.passUntil((x) => x.has(/Destroy the opponent's monster the equipped monster battles/));
    s.choose(/Destroy the opponent's monster the equipped monster battles/);
    s.passUntil((x) => x.duel.battle === null);
    expect(s.find(C.FIRST_OF_THE_DRAGONS).location).toBe('gy');
    expect(s.find(C.GWENHWYFAR_QUEEN_OF_NOBLE_ARMS).location).toBe('gy');
    expect(s.find(C.DARK_MAGICIAN).location).toBe('mzone');
    // No damage calculation: the attack target is gone.
    expect(s.lp(1)).toBe(8000);
  });

  it("First of the Dragons is unaffected by a monster effect (Statue of Anguish Pattern's destruction)", () => {
    const s = scenario()
      .monster(0, C.STATUE_OF_ANGUISH_PATTERN)
      .spellTrap(0, C.SHAPESISTER)
      .monster(1, C.FIRST_OF_THE_DRAGONS)
      .start();
    s.choose('Activate Shapesister');
    s.choose('Attack Position');
    s.passUntil((x) => x.has(/Destroy 1 card on the field/));
    s.choose(/Destroy 1 card on the field/);
    s.choose('First of the Dragons');
    s.resolveChain().toOpenState();
    expect(s.find(C.FIRST_OF_THE_DRAGONS).location).toBe('mzone');
  });

  it("Relinquished Anima equips the opponent's monster it points to: in its controller's Spell & Trap Zone, ATK gained", () => {
    const b = scenario()
      .monsterWith(0, C.RELINQUISHED_ANIMA, { zone: 'extra-left', summon: 'link' })
      .hand(0, C.DARK_HOLE);
    for (let i = 0; i < 5; i++) b.monster(1, i === 0 ? C.BLUE_EYES : C.CELTIC_GUARDIAN);
    const s = b.start();
    const anima = s.find(C.RELINQUISHED_ANIMA);
    const pointed = pointedMonsters(s.duel, anima.uid);
    expect(pointed).toHaveLength(1);
    const victim = s.duel.cards[pointed[0]!]!;
    s.choose(/Equip 1 face-up monster this card points to/);
    s.resolveChain().toOpenState();
    expect([victim.location, victim.controller, victim.owner, victim.equipTarget]).toEqual(['szone', 0, 1, anima.uid]);
    expect(s.atk(C.RELINQUISHED_ANIMA)).toBe(Math.max(0, cardDef(victim.code).atk ?? 0));
    // Max. 1, once per turn.
    expect(s.has(/Equip 1 face-up monster this card points to/)).toBe(false);
    expect(() => checkDuelCards(cloneDuel(s.duel))).not.toThrow();
    // Anima leaves the field: the Equip Card is destroyed and goes to its owner's GY.
    s.choose('Activate Dark Hole');
    s.resolveChain().toOpenState();
    expect(anima.location).toBe('gy');
    expect([victim.location, victim.owner]).toEqual(['gy', 1]);
    expect(s.duel.players[1].gy).toContain(victim.uid);
  });

  it('Relinquished Anima is Link Summoned with 1 Level 1 monster, except a Token', () => {
    const s = scenario().monster(0, C.KURIBOH).extra(0, C.RELINQUISHED_ANIMA).start();
    expect(s.has(/Link Summon Relinquished Anima/)).toBe(true);
    const t = scenario().monster(0, C.CELTIC_GUARDIAN).extra(0, C.RELINQUISHED_ANIMA).start();
    expect(t.has(/Link Summon Relinquished Anima/)).toBe(false);
  });
});
