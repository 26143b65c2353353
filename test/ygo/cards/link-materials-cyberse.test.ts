/** The Cyberse monsters of 003 TC-42: Linkslayer, Draconnet, RAM Clouder and Honeybot. */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

describe('Linkslayer', () => {
  it('Special Summons itself while its controller has no monsters (003 §3.3.2), not otherwise', () => {
    const s = scenario().hand(0, C.LINKSLAYER).deck(0, C.FERAL_IMP).deck(1, C.FERAL_IMP).start();
    s.choose(/^Special Summon Linkslayer/);
    if (s.decision?.prompt.includes('position')) s.choose('Attack Position');
    s.toOpenState();
    expect(s.find(C.LINKSLAYER, 'mzone').summon).toBe('special');
    const t = scenario().hand(0, C.LINKSLAYER).monster(0, C.CELTIC_GUARDIAN).start();
    expect(t.has(/^Special Summon Linkslayer/)).toBe(false);
  });

  it('discards up to 2 cards, then destroys that many Spell/Trap Cards, once per turn', () => {
    const s = scenario()
      .monster(0, C.LINKSLAYER)
      .hand(0, C.FERAL_IMP, C.KURIBOH, C.CELTIC_GUARDIAN)
      .spellTrap(1, C.MIRROR_FORCE)
      .spellTrap(1, C.RAIGEKI_BREAK)
      .spellTrap(1, C.TRAP_HOLE)
      .start();
    s.choose(/^Activate Linkslayer/);
    // Up to 2 discards: pick 2, then 2 targets.
    s.answer([0, 1]);
    s.answer([0, 1]);
    s.resolveChain();
    expect(s.codes(0, 'gy').sort()).toEqual([C.FERAL_IMP, C.KURIBOH].sort());
    expect(s.codes(1, 'gy').sort()).toEqual([C.MIRROR_FORCE, C.RAIGEKI_BREAK].sort());
    expect(s.find(C.TRAP_HOLE).location).toBe('szone');
    expect(s.has(/^Activate Linkslayer/)).toBe(false);
  });
});

describe('Draconnet', () => {
  it('Normal Summoned, may Special Summon a Level 2 or lower Normal Monster from the Deck in Defense Position', () => {
    const s = scenario().hand(0, C.DRACONNET).deck(0, C.FERAL_IMP, C.OJAMA_GREEN).deck(1, C.FERAL_IMP).start();
    s.choose(/^Normal Summon Draconnet/);
    s.passUntil((x) => x.decision?.player === 0 && x.has(/Special Summon 1 Level 2 or lower Normal Monster/));
    s.choose(/Special Summon 1 Level 2 or lower Normal Monster/);
    s.passUntil((x) => x.find(C.OJAMA_GREEN).location === 'mzone' || x.decision?.about === 'main-phase-action');
    const og = s.find(C.OJAMA_GREEN, 'mzone');
    expect([og.faceUp, og.defense]).toEqual([true, true]);
    expect(s.find(C.FERAL_IMP).location).toBe('deck');
  });

  it('offers nothing with no such Normal Monster', () => {
    const s = scenario().hand(0, C.DRACONNET).deck(0, C.FERAL_IMP, C.CELTIC_GUARDIAN).deck(1, C.FERAL_IMP).start();
    s.choose(/^Normal Summon Draconnet/);
    let offered = false;
    s.passUntil((x) => {
      if (x.has(/Special Summon 1 Level 2 or lower Normal Monster/)) offered = true;
      return x.decision?.about === 'main-phase-action';
    });
    expect(offered).toBe(false);
  });
});

describe('RAM Clouder', () => {
  it('Tributes a monster, then Special Summons a Cyberse monster from the GY, once per turn by name', () => {
    const s = scenario()
      .monster(0, C.RAM_CLOUDER)
      .monster(0, C.CELTIC_GUARDIAN)
      .gy(0, C.DRACONNET)
      .monster(1, C.FERAL_IMP)
      .start();
    s.choose(/^Activate RAM Clouder/);
    s.choose(/^Celtic Guardian/);
    // Draconnet is the only Cyberse in the GY: the target is forced.
    s.passUntil((x) => x.decision?.prompt.includes('position') === true);
    s.choose('Attack Position');
    s.resolveChain();
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('gy');
    expect(s.find(C.DRACONNET).location).toBe('mzone');
    expect(s.has(/^Activate RAM Clouder/)).toBe(false);
  });

  it('may Tribute itself and revive itself; with no Cyberse to revive it is not offered', () => {
    const s = scenario().monster(0, C.RAM_CLOUDER).monster(1, C.FERAL_IMP).start();
    s.choose(/^Activate RAM Clouder/);
    s.passUntil((x) => x.decision?.prompt.includes('position') === true);
    s.choose('Defense Position');
    s.resolveChain();
    expect(s.find(C.RAM_CLOUDER, 'mzone').defense).toBe(true);
    const t = scenario().monster(0, C.RAM_CLOUDER).monster(0, C.CELTIC_GUARDIAN).start();
    // Celtic Guardian is no Cyberse; RAM Clouder itself is a Cyberse it could Tribute: still offered.
    expect(t.has(/^Activate RAM Clouder/)).toBe(true);
  });
});

describe('Honeybot', () => {
  it('is Link Summoned from 2 Cyberse monsters', () => {
    const s = scenario().extra(0, C.HONEYBOT).monster(0, C.DRACONNET).monster(0, C.RAM_CLOUDER).start();
    s.choose(/^Link Summon Honeybot/);
    while (s.decision?.about === 'material') s.answer([0]);
    s.toOpenState();
    expect(s.find(C.HONEYBOT).location).toBe('mzone');
    expect(s.codes(0, 'gy').sort()).toEqual([C.DRACONNET, C.RAM_CLOUDER].sort());
    const t = scenario().extra(0, C.HONEYBOT).monster(0, C.DRACONNET).monster(0, C.CELTIC_GUARDIAN).start();
    expect(t.has(/^Link Summon Honeybot/)).toBe(false);
  });

  it('the monsters it points to cannot be targeted by card effects (003 §3.4.3)', () => {
    // Zones 1-3: Celtic Guardian, Honeybot (arrows left and right), Feral Imp: no face-up monster Book of Moon may
    // target (a Link Monster cannot be turned face-down).
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.HONEYBOT)
      .monster(0, C.FERAL_IMP)
      .hand(0, C.BOOK_OF_MOON)
      .start();
    expect(s.has('Activate Book of Moon')).toBe(false);
    // Zones 1-3: Honeybot, Celtic Guardian (pointed to), Feral Imp (not pointed to): the only target is Feral Imp.
    const t = scenario()
      .monster(0, C.HONEYBOT)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(0, C.FERAL_IMP)
      .hand(0, C.BOOK_OF_MOON)
      .start();
    t.choose('Activate Book of Moon');
    t.resolveChain();
    expect(t.find(C.FERAL_IMP).faceUp).toBe(false);
    expect(t.find(C.CELTIC_GUARDIAN).faceUp).toBe(true);
  });

  it('the monsters it points to cannot be destroyed by battle', () => {
    const s = scenario()
      .battle('battle-step')
      .monster(0, C.SUMMONED_SKULL)
      .monster(1, C.CELTIC_GUARDIAN)
      .monster(1, C.HONEYBOT)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose(/^Attack Celtic Guardian .* with Summoned Skull/);
    s.passUntil((x) => x.duel.battle !== null && x.duel.battle.calculated === true);
    s.passUntil((x) => x.duel.battle === null);
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('mzone');
    expect(s.lp(1)).toBe(8000 - (2500 - 1400));
  });
});
