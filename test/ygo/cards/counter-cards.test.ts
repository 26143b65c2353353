/**
 * Cards that use counters (003 §3.4.4): Breaker the Magical Warrior, Royal Magical Library, Skilled Dark Magician,
 * Gateway to Chaos, Black-Winged Dragon, Snowdust Giant, Silent Swordsman LV7.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { RandomAgent, runMatch } from '../../../src/core/index.ts';
import { ygoGame } from '../../../src/ygo/game.ts';
import { checkDuelCards } from '../../../src/ygo/state-check.ts';
import type { DuelConfig, DuelState } from '../../../src/ygo/state.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const BREAKER = C.BREAKER_THE_MAGICAL_WARRIOR;
const LIBRARY = C.ROYAL_MAGICAL_LIBRARY;
const SDM = C.SKILLED_DARK_MAGICIAN;
const GATEWAY = C.GATEWAY_TO_CHAOS;
const BWD = C.BLACK_WINGED_DRAGON;

const open = (s: Scenario): Scenario =>
  s.passUntil(
    (x) =>
      x.duel.chain.length === 0 && x.decision?.player === x.duel.turnPlayer && x.decision.about === 'main-phase-action',
  );

describe('Breaker the Magical Warrior', () => {
  it('Normal Summoned: 1 Spell Counter, +300 ATK; Special Summoned or Flip Summoned: none', () => {
    const ns = scenario().hand(0, BREAKER).deck(0, C.KURIBOH).start();
    ns.choose(/^Normal Summon Breaker/);
    open(ns);
    expect([ns.find(BREAKER, 'mzone').counters, ns.atk(BREAKER)]).toEqual([{ spell: 1 }, 1900]);
    const flip = scenario().monster(0, BREAKER, 'set').deck(0, C.KURIBOH).start();
    flip.choose(/^Flip Summon Breaker/);
    open(flip);
    expect([flip.find(BREAKER, 'mzone').counters, flip.atk(BREAKER)]).toEqual([{}, 1600]);
  });

  it('remove 1 Spell Counter, then target 1 Spell/Trap on the field: destroy it (a Set card of its own side too)', () => {
    const s = scenario()
      .monster(0, BREAKER)
      .counters(0, BREAKER, { spell: 1 })
      .spellTrap(0, C.MIRROR_FORCE)
      .spellTrap(1, C.TRAP_HOLE)
      .deck(0, C.KURIBOH)
      .start();
    s.choose(/^Activate Breaker/);
    // Both Set cards are legal targets (its own player knows its own Set card).
    expect(s.options().map((o) => o.split(' (')[0])).toEqual(['Mirror Force', 'face-down card']);
    s.choose(/opponent's Spell & Trap Zone/);
    open(s);
    expect(s.codes(1, 'gy')).toEqual([C.TRAP_HOLE]);
    expect(s.codes(0, 'szone')).toEqual([C.MIRROR_FORCE]);
    expect(s.find(BREAKER, 'mzone').counters).toEqual({});
  });

  it('with no Spell/Trap on the field to target, its counter cannot be removed for nothing', () => {
    const s = scenario().monster(0, BREAKER).counters(0, BREAKER, { spell: 1 }).deck(0, C.KURIBOH).start();
    expect(s.has(/^Activate Breaker/)).toBe(false);
  });

  it('negated by Skill Drain: the Spell Counter it placed on itself is removed (003 §3.4.4, TC-109)', () => {
    const s = scenario()
      .monster(0, BREAKER)
      .counters(0, BREAKER, { spell: 1 })
      .spellTrap(0, C.SKILL_DRAIN)
      .deck(0, C.KURIBOH)
      .start();
    s.choose('Activate Skill Drain');
    open(s);
    expect([s.find(BREAKER, 'mzone').counters, s.atk(BREAKER)]).toEqual([{}, 1600]);
  });
});

describe('Royal Magical Library', () => {
  it('each Spell that resolves places 1 Spell Counter (max. 3); remove 3 to draw 1', () => {
    const s = scenario()
      .monster(0, LIBRARY)
      .hand(0, C.POT_OF_GREED, C.DARK_HOLE, C.POT_OF_GREED)
      .deck(0, C.KURIBOH, C.KURIBOH, C.KURIBOH, C.KURIBOH, C.KURIBOH, C.SANGAN)
      .start();
    const lib = s.find(LIBRARY, 'mzone');
    s.chooseAny('Activate Pot of Greed');
    open(s);
    expect(lib.counters).toEqual({ spell: 1 });
    expect(s.has(/^Activate Royal Magical Library/)).toBe(false);
    s.choose('Activate Pot of Greed');
    open(s);
    expect(lib.counters).toEqual({ spell: 2 });
    // Dark Hole destroys the Library itself: a card no longer on the field gets nothing.
    const handBefore = s.cards(0, 'hand').length;
    s.choose('Activate Dark Hole');
    open(s);
    expect(s.find(LIBRARY).location).toBe('gy');
    expect(s.find(LIBRARY).counters).toEqual({});
    expect(s.cards(0, 'hand')).toHaveLength(handBefore - 1);
  });

  it('stops at 3 counters, and draws by removing all 3', () => {
    const s = scenario()
      .monster(0, LIBRARY)
      .counters(0, LIBRARY, { spell: 3 })
      .hand(0, C.POT_OF_GREED)
      .deck(0, C.KURIBOH, C.KURIBOH, C.SANGAN)
      .start();
    s.choose('Activate Pot of Greed');
    open(s);
    expect(s.find(LIBRARY, 'mzone').counters).toEqual({ spell: 3 });
    s.choose(/^Activate Royal Magical Library/);
    open(s);
    expect(s.find(LIBRARY, 'mzone').counters).toEqual({});
    expect(s.codes(0, 'hand').sort()).toEqual([C.KURIBOH, C.KURIBOH, C.SANGAN].sort());
  });

  it('a Spell activated before it came to the field places nothing on it when it resolves', () => {
    // The Library arrives by Monster Reborn's own resolution, after that Spell was activated: it was not on the field
    // to see the activation, so Monster Reborn's resolution places nothing on it.
    const s = scenario().gy(0, LIBRARY).hand(0, C.MONSTER_REBORN).deck(0, C.KURIBOH).start();
    s.choose('Activate Monster Reborn');
    s.passUntil((x) => x.has('Defense Position')).choose('Defense Position');
    open(s);
    expect(s.find(LIBRARY, 'mzone').counters).toEqual({});
  });
});

describe('Skilled Dark Magician', () => {
  it('Tribute it with 3 Spell Counters: Special Summon 1 "Dark Magician" from the Deck', () => {
    const s = scenario().monster(0, SDM).counters(0, SDM, { spell: 3 }).deck(0, C.KURIBOH, C.DARK_MAGICIAN).start();
    s.choose(/^Activate Skilled Dark Magician/);
    open(s);
    expect(s.codes(0, 'mzone')).toEqual([C.DARK_MAGICIAN]);
    expect(s.codes(0, 'gy')).toEqual([SDM]);
  });

  it('not offered with 2 counters, nor without a "Dark Magician" in the hand, Deck or GY', () => {
    const two = scenario().monster(0, SDM).counters(0, SDM, { spell: 2 }).deck(0, C.DARK_MAGICIAN).start();
    expect(two.has(/^Activate Skilled Dark Magician/)).toBe(false);
    const none = scenario().monster(0, SDM).counters(0, SDM, { spell: 3 }).deck(0, C.KURIBOH).start();
    expect(none.has(/^Activate Skilled Dark Magician/)).toBe(false);
  });

  it('with all 5 Main Monster Zones full it is offered: Tributing it frees its zone', () => {
    const s = scenario()
      .monster(0, SDM)
      .counters(0, SDM, { spell: 3 })
      .monster(0, C.KURIBOH)
      .monster(0, C.KURIBOH)
      .monster(0, C.KURIBOH)
      .monster(0, C.KURIBOH)
      .gy(0, C.DARK_MAGICIAN)
      .deck(0, C.SANGAN)
      .start();
    s.choose(/^Activate Skilled Dark Magician/);
    open(s);
    expect(s.find(C.DARK_MAGICIAN).location).toBe('mzone');
  });
});

describe('Gateway to Chaos', () => {
  it('activated: adds a "Black Luster Soldier" Ritual Monster or a "Gaia The Fierce Knight" monster; 1 activation per turn', () => {
    const s = scenario()
      .hand(0, GATEWAY, GATEWAY)
      .deck(0, C.BLACK_LUSTER_SOLDIER, C.GAIA_FIERCE_KNIGHT, C.KURIBOH)
      .start();
    s.chooseAny(/^Activate Gateway to Chaos/);
    s.passUntil((x) => x.decision?.prompt.startsWith('Add 1') === true);
    expect(
      s
        .options()
        .map((o) => o.split(' (')[0])
        .sort(),
    ).toEqual(['Black Luster Soldier', 'Gaia The Fierce Knight']);
    s.choose(/^Black Luster Soldier/);
    open(s);
    expect(s.codes(0, 'hand').sort()).toEqual([GATEWAY, C.BLACK_LUSTER_SOLDIER].sort());
    // "You can only activate 1 'Gateway to Chaos' per turn".
    expect(s.has(/^Activate Gateway to Chaos/)).toBe(false);
  });

  it('a Spell Counter per Monster Card sent from the hand or field to the GY (not a Spell, not from the Deck), max. 6', () => {
    const s = scenario()
      .spellTrap(0, GATEWAY, true)
      .monster(0, C.CELTIC_GUARDIAN)
      .hand(0, C.DARK_HOLE)
      .monster(1, C.SANGAN)
      .monster(1, C.KURIBOH)
      .deck(0, C.KURIBOH)
      .deck(1, C.MYSTICAL_ELF)
      .start();
    const gw = s.find(GATEWAY, 'fzone');
    s.choose('Activate Dark Hole');
    // Sangan's search from the Deck to the hand changes nothing.
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.about === 'main-phase-action');
    // 3 monsters destroyed; Dark Hole itself is a Spell.
    expect(gw.counters).toEqual({ spell: 3 });
    expect(gw.ownCounters).toEqual({ spell: 3 });
  });

  it("counts a Monster Card discarded from the hand (a cost, either player's), not Monster Cards sent from the Deck", () => {
    const discard = scenario()
      .spellTrap(0, GATEWAY, true)
      .hand(0, C.POT_OF_GREED)
      .deck(0, C.KURIBOH, C.KURIBOH)
      .spellTrap(1, C.MAGIC_JAMMER)
      .hand(1, C.SANGAN)
      .start();
    discard.choose('Activate Pot of Greed');
    discard.passUntil((x) => x.has('Activate Magic Jammer')).choose('Activate Magic Jammer');
    open(discard);
    // Sangan (a monster, discarded as the cost) counts; Pot of Greed and Magic Jammer are not Monster Cards.
    expect(discard.codes(1, 'gy').sort()).toEqual([C.MAGIC_JAMMER, C.SANGAN].sort());
    expect(discard.find(GATEWAY, 'fzone').counters).toEqual({ spell: 1 });
    const mill = scenario()
      .spellTrap(0, GATEWAY, true)
      .monster(0, C.RAIDEN)
      .deck(0, C.DARK_MAGICIAN, C.BLUE_EYES, C.KURIBOH)
      .start();
    mill.choose('Activate Raiden');
    open(mill);
    expect(mill.codes(0, 'gy')).toHaveLength(2);
    expect(mill.find(GATEWAY, 'fzone').counters).toEqual({});
  });

  it('stops at 6', () => {
    const s = scenario()
      .spellTrap(0, GATEWAY, true)
      .counters(0, GATEWAY, { spell: 5 })
      .hand(0, C.DARK_HOLE)
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.KURIBOH)
      .deck(0, C.KURIBOH)
      .start();
    s.choose('Activate Dark Hole');
    open(s);
    expect(s.find(GATEWAY, 'fzone').counters).toEqual({ spell: 6 });
  });

  it('remove 3 Spell Counters: add 1 Ritual Spell from the Deck; once per turn; not with 2', () => {
    const two = scenario()
      .spellTrap(0, GATEWAY, true)
      .counters(0, GATEWAY, { spell: 2 })
      .deck(0, C.BLACK_LUSTER_RITUAL)
      .start();
    expect(two.has(/^Activate Gateway to Chaos/)).toBe(false);
    const s = scenario()
      .spellTrap(0, GATEWAY, true)
      .counters(0, GATEWAY, { spell: 6 })
      .deck(0, C.BLACK_LUSTER_RITUAL, C.BLACK_LUSTER_RITUAL, C.KURIBOH)
      .start();
    s.choose(/^Activate Gateway to Chaos/);
    s.passUntil((x) => x.decision?.prompt.startsWith('Add 1 Ritual Spell') === true).answer([0]);
    open(s);
    expect(s.codes(0, 'hand')).toEqual([C.BLACK_LUSTER_RITUAL]);
    expect(s.find(GATEWAY, 'fzone').counters).toEqual({ spell: 3 });
    expect(s.has(/^Activate Gateway to Chaos/)).toBe(false);
  });
});

describe('Black-Winged Dragon', () => {
  it('effect damage to its controller becomes a Black Feather Counter (−700 ATK); battle damage does not', () => {
    const s = scenario()
      .turn(0, 'battle')
      .battle('battle-step')
      .monster(0, BWD)
      .monster(1, C.SANGAN)
      .spellTrap(1, C.MAGIC_CYLINDER)
      .deck(0, C.KURIBOH)
      .start();
    s.choose('Attack Sangan');
    s.passUntil((x) => x.decision?.player === 1 && x.has('Activate Magic Cylinder'));
    s.choose('Activate Magic Cylinder');
    s.passUntil((x) => x.duel.chain.length === 0 && x.decision?.player === 0);
    // Magic Cylinder's 2800 damage replaced: LP intact, 1 counter, ATK 2100.
    expect(s.lp(0)).toBe(8000);
    expect(s.find(BWD, 'mzone').counters).toEqual({ 'black-feather': 1 });
    expect(s.atk(BWD)).toBe(2100);
  });

  it('negated (Skill Drain): no replacement, and its own counters are removed', () => {
    const s = scenario()
      .monster(0, BWD)
      .counters(0, BWD, { 'black-feather': 1 })
      .spellTrap(0, C.SKILL_DRAIN)
      .deck(0, C.KURIBOH)
      .start();
    s.choose('Activate Skill Drain');
    open(s);
    expect(s.find(BWD, 'mzone').counters).toEqual({});
    expect(s.atk(BWD)).toBe(2800);
  });

  it('remove all counters: the target loses 700 ATK each and its controller takes the ATK lost', () => {
    const s = scenario()
      .monster(0, BWD)
      .counters(0, BWD, { 'black-feather': 1 })
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.KURIBOH)
      .start();
    expect(s.atk(BWD)).toBe(2100);
    s.choose(/^Activate Black-Winged Dragon/);
    open(s);
    expect([s.atk(C.CELTIC_GUARDIAN), s.lp(1), s.atk(BWD)]).toEqual([700, 7300, 2800]);
    // Once per turn, and no counters left anyway.
    expect(s.has(/^Activate Black-Winged Dragon/)).toBe(false);
  });
});

describe('Snowdust Giant', () => {
  it('needs a WATER monster in the hand to reveal', () => {
    const s = scenario()
      .monster(0, C.TRIBE_INFECTING_VIRUS)
      .monster(0, C.TRIBE_INFECTING_VIRUS)
      .extra(0, C.SNOWDUST_GIANT)
      .hand(0, C.CELTIC_GUARDIAN)
      .start();
    s.choose('Xyz Summon Snowdust Giant');
    s.choose('Attack Position');
    open(s);
    expect(s.has(/^Activate Snowdust Giant/)).toBe(false);
  });
});

describe('Silent Swordsman LV7', () => {
  it('negates Spell effects on the field: Dark Hole resolves without effect; it cannot be Normal Summoned', () => {
    const s = scenario()
      .monster(0, C.SILENT_SWORDSMAN_LV7)
      .hand(0, C.DARK_HOLE, C.SILENT_SWORDSMAN_LV7)
      .monster(1, C.CELTIC_GUARDIAN)
      .deck(0, C.KURIBOH)
      .start();
    expect(s.has(/^Normal Summon Silent Swordsman/)).toBe(false);
    s.choose('Activate Dark Hole');
    open(s);
    expect(s.codes(1, 'mzone')).toEqual([C.CELTIC_GUARDIAN]);
    expect(s.codes(0, 'gy')).toEqual([C.DARK_HOLE]);
  });
});

describe('Spell Power Grasp', () => {
  it('places 1 Spell Counter on a card that can have one, then may add another copy from the Deck', () => {
    const s = scenario()
      .monster(0, BREAKER)
      .monster(0, C.CELTIC_GUARDIAN)
      .hand(0, C.SPELL_POWER_GRASP)
      .deck(0, C.SPELL_POWER_GRASP, C.KURIBOH)
      .start();
    s.choose('Activate Spell Power Grasp');
    // Only Breaker can have Spell Counters (003 §2.2.2): the one target, chosen for the player.
    s.passUntil((x) => x.has('Yes')).choose('Yes');
    open(s);
    const b = s.find(BREAKER, 'mzone');
    expect([b.counters, b.ownCounters, s.atk(BREAKER)]).toEqual([{ spell: 1 }, {}, 1900]);
    expect(s.codes(0, 'hand')).toEqual([C.SPELL_POWER_GRASP]);
    // Once per turn by name; and Breaker is full anyway ("max. 1").
    expect(s.has('Activate Spell Power Grasp')).toBe(false);
  });

  it('cannot be activated without a face-up card that can take a Spell Counter', () => {
    const full = scenario()
      .monster(0, BREAKER)
      .counters(0, BREAKER, { spell: 1 })
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(0, BREAKER, 'set')
      .hand(0, C.SPELL_POWER_GRASP)
      .deck(0, C.KURIBOH)
      .start();
    expect(full.has('Activate Spell Power Grasp')).toBe(false);
  });

  it('a counter another card placed stays when the card holding it is negated (003 §3.4.4 as the digest words it)', () => {
    const s = scenario()
      .monster(0, BREAKER)
      .counters(0, BREAKER, { spell: 1 }, false)
      .spellTrap(0, C.SKILL_DRAIN)
      .deck(0, C.KURIBOH)
      .start();
    s.choose('Activate Skill Drain');
    open(s);
    expect(s.find(BREAKER, 'mzone').counters).toEqual({ spell: 1 });
    // Negated, it does not gain ATK from it.
    expect(s.atk(BREAKER)).toBe(1600);
  });
});

describe('counters in random duels', () => {
  it('seeded random duels with the counter cards place and spend counters, and every state stays consistent', () => {
    const spells = [C.POT_OF_GREED, C.DARK_HOLE, C.MST, C.MST, C.MST, C.HEAVY_STORM, C.MONSTER_REBORN, C.RAIGEKI];
    const more = [
      C.SWORDS_OF_REVEALING_LIGHT,
      C.BOOK_OF_MOON,
      C.BOOK_OF_MOON,
      C.CHANGE_OF_HEART,
      C.SANGAN,
      C.SANGAN,
      C.SPELL_POWER_GRASP,
    ];
    const main = [
      ...[BREAKER, BREAKER, BREAKER, LIBRARY, LIBRARY, LIBRARY, SDM, SDM, GATEWAY, GATEWAY],
      ...[C.DARK_MAGICIAN, C.DARK_MAGICIAN, C.BLACK_LUSTER_SOLDIER, C.BLACK_LUSTER_RITUAL, C.GAIA_FIERCE_KNIGHT],
      ...[C.CELTIC_GUARDIAN, C.CELTIC_GUARDIAN, C.MYSTICAL_ELF, C.MYSTICAL_ELF, C.FERAL_IMP, C.FERAL_IMP],
      ...spells,
      ...more,
      ...[C.MIRROR_FORCE, C.TRAP_HOLE, C.SKILL_DRAIN, C.MAGIC_CYLINDER],
    ];
    expect(main).toHaveLength(40);
    const deck = { main, extra: [] };
    const config: DuelConfig = { rules: 'master-rule-2020', decks: [deck, deck] };
    const used = new Set<number>();
    let placed = 0;
    let removed = 0;
    for (let g = 0; g < 30; g++) {
      let problem: string | null = null;
      const out = runMatch(ygoGame, config, `counters:${g}`, [new RandomAgent(`a${g}`), new RandomAgent(`b${g}`)], {
        recordReplay: false,
        recordEvents: true,
        maxDecisions: 50_000,
        onDecision: (s, i) => {
          if (problem !== null || i % 7 !== 0) return;
          try {
            checkDuelCards(s as DuelState);
          } catch (e) {
            problem = String(e);
          }
        },
      });
      expect(problem, `seed counters:${g}`).toBeNull();
      expect(out.result, `seed counters:${g}`).not.toBeNull();
      for (const e of out.events) {
        if (e.type === 'activate') used.add(e['code'] as number);
        if (e.type === 'counter') {
          if ((e['change'] as number) > 0) placed++;
          else removed++;
        }
      }
    }
    expect(placed).toBeGreaterThan(0);
    expect(removed).toBeGreaterThan(0);
    expect([BREAKER, LIBRARY, GATEWAY, C.SPELL_POWER_GRASP].filter((c) => !used.has(c))).toEqual([]);
  });
});
