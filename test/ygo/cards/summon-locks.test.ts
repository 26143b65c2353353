/**
 * Summon locks of single cards (003 §2.1.4): those a resolution leaves for the rest of the turn (A.I.dle Reborn,
 * Raidraptor - Avenge Vulture, Magma Dragon) and those a face-up card applies while its effect does (Snow Plow Hustle
 * Rustle, Guardian Dreadscythe, Amorphage Goliath). Each lets through exactly the monsters its "except" names, binds
 * the right player, and ends when it should.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { summonLockStops } from '../../../src/ygo/rules/summon-history.ts';
import { scenario, type Scenario } from '../support/scenario.ts';

const ACHICHI_IGNISTER = 15808381;
const DRACONNET = 62706865;
const MYSTERY_SHELL_DRAGON = 18108166;

/** Would a lock stop `player` from Special Summoning this card from where it is? */
function stopsSpecial(s: Scenario, player: 0 | 1, code: number, where?: Parameters<Scenario['find']>[1]): boolean {
  const c = s.find(code, where);
  return summonLockStops(s.duel, player, 'special', c.code, c.location, c.uid);
}

describe('A.I.dle Reborn', () => {
  it('Special Summons the "@Ignister" target, then only Cyberse monsters can be Special Summoned this turn', () => {
    const s = scenario()
      .hand(0, C.AIDLE_REBORN, DRACONNET, C.CYBER_DRAGON)
      .gy(0, ACHICHI_IGNISTER)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    expect(stopsSpecial(s, 0, C.CYBER_DRAGON)).toBe(false);
    s.choose('Activate A.I.dle Reborn');
    s.resolveChain();
    expect(s.find(ACHICHI_IGNISTER).location).toBe('mzone');
    // Cyber Dragon is a Machine: stopped; Draconnet is a Cyberse: let through. The opponent is not bound.
    expect(stopsSpecial(s, 0, C.CYBER_DRAGON)).toBe(true);
    expect(stopsSpecial(s, 0, DRACONNET)).toBe(false);
    expect(stopsSpecial(s, 1, C.CYBER_DRAGON)).toBe(false);
    // It ends with the turn.
    s.toTurn(s.duel.turn + 1);
    expect(stopsSpecial(s, 0, C.CYBER_DRAGON)).toBe(false);
  });
});

describe('Raidraptor - Avenge Vulture', () => {
  it('Special Summons itself when you take damage; then only "Raidraptor" monsters come from the Extra Deck', () => {
    const s = scenario()
      .turn(0, 'battle')
      .monster(0, C.CELTIC_GUARDIAN)
      .hand(0, C.AVENGE_VULTURE, C.CYBER_DRAGON)
      .extra(0, C.RAIDRAPTOR_STRANGER_FALCON, C.LINKURIBOH)
      .monster(1, C.FERAL_IMP)
      .spellTrap(1, C.MAGIC_CYLINDER)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.passUntil((x) => x.has('Attack Feral Imp'));
    s.choose('Attack Feral Imp');
    s.passUntil((x) => x.has('Activate Magic Cylinder'));
    s.choose('Activate Magic Cylinder');
    // Magic Cylinder's damage: the "if you take damage" trigger, from the hand.
    s.passUntil((x) => x.has('Special Summon this card from your hand'));
    expect(s.lp(0)).toBe(8000 - 1400);
    s.choose('Special Summon this card from your hand');
    s.passUntil((x) => x.duel.chain.length === 0 && x.find(C.AVENGE_VULTURE).location === 'mzone');
    expect(s.duel.turnPlayer).toBe(0);
    // Player 0 is locked from the Extra Deck except "Raidraptor"; the hand is free; player 1 is not bound.
    expect(stopsSpecial(s, 0, C.LINKURIBOH)).toBe(true);
    expect(stopsSpecial(s, 0, C.RAIDRAPTOR_STRANGER_FALCON)).toBe(false);
    expect(stopsSpecial(s, 0, C.CYBER_DRAGON)).toBe(false);
    expect(summonLockStops(s.duel, 1, 'special', C.LINKURIBOH, 'extra')).toBe(false);
    s.toTurn(s.duel.turn + 1);
    expect(stopsSpecial(s, 0, C.LINKURIBOH)).toBe(false);
  });
});

describe('Magma Dragon', () => {
  it('revives a Wyrm with its effects negated, and locks its controller to Wyrms for the turn', () => {
    const s = scenario()
      .hand(0, C.MONSTER_REBORN)
      .gy(0, C.MAGMA_DRAGON, C.GIANT_PAIRFISH)
      .hand(0, C.CYBER_DRAGON)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    s.choose('Activate Monster Reborn');
    s.choose(/^Magma Dragon/);
    s.passUntil((x) => x.decision?.prompt.includes('position') === true);
    s.choose('Attack Position');
    s.passUntil((x) => x.has(/Special Summon 1 Wyrm/));
    s.choose(/Special Summon 1 Wyrm/);
    s.resolveChain();
    const pairfish = s.find(C.GIANT_PAIRFISH, 'mzone');
    expect(pairfish.defense).toBe(true);
    expect(isNegated(s, pairfish.uid)).toBe(true);
    expect(stopsSpecial(s, 0, C.CYBER_DRAGON)).toBe(true);
    expect(stopsSpecial(s, 1, C.CYBER_DRAGON)).toBe(false);
  });

  it('cannot be activated after a non-Wyrm Special Summon this turn', () => {
    const s = scenario()
      .hand(0, C.MONSTER_REBORN, C.CYBER_DRAGON)
      .monster(1, C.CELTIC_GUARDIAN)
      .gy(0, C.MAGMA_DRAGON, MYSTERY_SHELL_DRAGON)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    // Cyber Dragon's own Special Summon (a Machine) succeeds first.
    s.choose(/^Special Summon Cyber Dragon/);
    s.choose('Attack Position');
    s.toOpenState();
    expect(s.find(C.CYBER_DRAGON).location).toBe('mzone');
    s.choose('Activate Monster Reborn');
    s.choose(/^Magma Dragon/);
    s.passUntil((x) => x.decision?.prompt.includes('position') === true);
    s.choose('Attack Position');
    let offered = false;
    s.passUntil((x) => {
      offered ||= x.has(/Special Summon 1 Wyrm/);
      return x.duel.chain.length === 0 && !x.duel.resolving && x.decision?.player === 0;
    });
    expect(offered).toBe(false);
    expect(s.find(MYSTERY_SHELL_DRAGON).location).toBe('gy');
  });

  it('once per turn by name: a second Magma Dragon revived the same turn (a Wyrm: allowed) does not offer it', () => {
    const s = scenario()
      .hand(0, C.MONSTER_REBORN, C.MONSTER_REBORN)
      .gy(0, C.MAGMA_DRAGON, C.MAGMA_DRAGON, C.GIANT_PAIRFISH, MYSTERY_SHELL_DRAGON)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    const revive = (pick: RegExp): void => {
      s.chooseAny('Activate Monster Reborn');
      s.chooseAny(pick);
      s.passUntil((x) => x.decision?.prompt.includes('position') === true);
      s.choose('Attack Position');
    };
    revive(/^Magma Dragon/);
    s.passUntil((x) => x.has(/Special Summon 1 Wyrm/));
    s.choose(/Special Summon 1 Wyrm/);
    s.chooseAny(/^Giant Pairfish/);
    s.resolveChain();
    expect(s.find(C.GIANT_PAIRFISH).location).toBe('mzone');
    revive(/^Magma Dragon/);
    let offered = false;
    s.passUntil((x) => {
      offered ||= x.has(/Special Summon 1 Wyrm/);
      return x.duel.chain.length === 0 && !x.duel.resolving && x.decision?.player === 0;
    });
    expect(offered).toBe(false);
    expect(s.cards(0, 'mzone').filter((c) => c.code === C.MAGMA_DRAGON).length).toBe(2);
    expect(s.find(MYSTERY_SHELL_DRAGON).location).toBe('gy');
  });
});

describe('Snow Plow Hustle Rustle', () => {
  it('while face-up, its controller cannot Special Summon except Machine monsters; it ends when it leaves', () => {
    const s = scenario()
      .monster(0, C.SNOW_PLOW_HUSTLE_RUSTLE)
      .hand(0, C.CYBER_DRAGON, DRACONNET, C.DARK_HOLE)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    expect(stopsSpecial(s, 0, DRACONNET)).toBe(true);
    expect(stopsSpecial(s, 0, C.CYBER_DRAGON)).toBe(false);
    expect(stopsSpecial(s, 1, DRACONNET)).toBe(false);
    s.choose('Activate Dark Hole');
    s.resolveChain();
    expect(stopsSpecial(s, 0, DRACONNET)).toBe(false);
  });
});

describe('Guardian Dreadscythe', () => {
  it('while face-up, its controller cannot Normal Summon (but can Set) nor Special Summon', () => {
    const s = scenario()
      .monster(0, C.GUARDIAN_DREADSCYTHE)
      .hand(0, C.FERAL_IMP)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    expect(s.has('Normal Summon Feral Imp')).toBe(false);
    expect(s.has('Set Feral Imp')).toBe(true);
    expect(stopsSpecial(s, 0, C.FERAL_IMP)).toBe(true);
    expect(stopsSpecial(s, 1, C.FERAL_IMP)).toBe(false);
    const t = scenario().monster(0, C.GUARDIAN_DREADSCYTHE, 'set').hand(0, C.FERAL_IMP).deck(0, C.FERAL_IMP).start();
    // Face-down, it applies nothing.
    expect(t.has('Normal Summon Feral Imp')).toBe(true);
  });
});

describe('Amorphage Goliath', () => {
  it('as a monster: neither player can Special Summon from the Extra Deck except "Amorphage" monsters', () => {
    const s = scenario()
      .monster(0, C.AMORPHAGE_GOLIATH)
      .monster(0, C.KURIBOH)
      .extra(0, C.LINKURIBOH)
      .extra(1, C.LINKURIBOH)
      .hand(0, C.CYBER_DRAGON)
      .deck(0, C.FERAL_IMP)
      .start();
    expect(summonLockStops(s.duel, 0, 'special', C.LINKURIBOH, 'extra')).toBe(true);
    expect(summonLockStops(s.duel, 1, 'special', C.LINKURIBOH, 'extra')).toBe(true);
    expect(stopsSpecial(s, 0, C.CYBER_DRAGON)).toBe(false);
    expect(s.has(/^Link Summon Linkuriboh/)).toBe(false);
  });

  it('in the Pendulum Zone: in your Standby Phase, Tribute 1 monster or it is destroyed', () => {
    const kept = scenario()
      .turn(1, 'end')
      .pendulumZone(0, C.AMORPHAGE_GOLIATH, 'left')
      .monster(0, C.FERAL_IMP)
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    kept.passUntil((x) => x.decision?.prompt.startsWith('Tribute 1 monster to keep') === true);
    kept.choose('Yes');
    kept.passUntil((x) => x.duel.chain.length === 0 && x.duel.phase === 'main1');
    // The only monster is Tributed (to the GY: with no "Amorphage" monster, its other Pendulum Effect does not apply).
    expect(kept.codes(0, 'gy')).toEqual([C.FERAL_IMP]);
    expect(kept.find(C.AMORPHAGE_GOLIATH).location).toBe('szone');
    const lost = scenario()
      .turn(1, 'end')
      .pendulumZone(0, C.AMORPHAGE_GOLIATH, 'left')
      .deck(0, C.FERAL_IMP, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP, C.FERAL_IMP)
      .start();
    lost.passUntil((x) => x.duel.chain.length === 0 && x.duel.phase === 'main1');
    // Nothing to Tribute: destroyed (a Pendulum Monster goes face-up to the Extra Deck, 003 §3.2.1).
    expect(lost.find(C.AMORPHAGE_GOLIATH).location).toBe('extra');
  });
});

function isNegated(s: Scenario, uid: number): boolean {
  return s.duel.lingering.some((l) => l.kind === 'effects-negated' && l.uid === uid);
}
