/**
 * SPYRAL Super Agent and SPYRAL Double Helix: "declare 1 card type (Monster, Spell, or Trap); reveal the top card of
 * your opponent's Deck" (the declaration made on activation, 003 §3.4.3; the reveal public), and Super Agent's
 * trigger when Special Summoned by the effect of a "SPYRAL" card.
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const AGENT = C.SPYRAL_SUPER_AGENT;
const HELIX = C.SPYRAL_DOUBLE_HELIX;
const AGENT_REVEAL = /^Activate SPYRAL Super Agent.*reveal the top card/;
const AGENT_DESTROY = /Target 1 Spell\/Trap Card your opponent controls: destroy it/;
const HELIX_REVEAL = /^Activate SPYRAL Double Helix.*reveal the top card/;

describe('SPYRAL Super Agent', () => {
  it('declares Monster, the top card is a monster: Special Summoned; then destroys a Set Spell/Trap', () => {
    const s = scenario().hand(0, AGENT).deck(1, C.KURIBOH, C.MIRROR_FORCE).spellTrap(1, C.TRAP_HOLE).start();
    s.choose(AGENT_REVEAL);
    s.choose('Monster');
    s.passUntil((x) => x.has('Attack Position'));
    s.choose('Attack Position');
    s.passUntil((x) => x.decision?.player === 0 && x.has(AGENT_DESTROY));
    // The top card was shown to both players and stays on the Deck.
    const reveal = s.events('reveal').at(-1)!;
    expect(reveal.codes).toEqual([C.KURIBOH]);
    expect(s.codes(1, 'deck')[0]).toBe(C.KURIBOH);
    expect(s.find(AGENT).location).toBe('mzone');
    s.choose(AGENT_DESTROY);
    s.resolveChain();
    expect(s.codes(1, 'gy')).toEqual([C.TRAP_HOLE]);
  });

  it('declares Spell, the top card is a monster: it stays in the hand, and not again this turn', () => {
    const s = scenario().hand(0, AGENT).deck(1, C.KURIBOH).start();
    s.choose(AGENT_REVEAL);
    s.choose('Spell');
    s.resolveChain();
    expect(s.find(AGENT).location).toBe('hand');
    expect(s.has(AGENT_REVEAL)).toBe(false);
  });

  it('Special Summoned by a card that is no "SPYRAL" card (Monster Reborn): no destruction trigger', () => {
    const s = scenario().hand(0, C.MONSTER_REBORN).gy(0, AGENT).spellTrap(1, C.TRAP_HOLE).start();
    s.choose(/^Activate Monster Reborn/);
    s.passUntil((x) => x.has('Attack Position'));
    s.choose('Attack Position');
    s.resolveChain();
    expect(s.find(AGENT).location).toBe('mzone');
    expect(s.has(AGENT_DESTROY)).toBe(false);
    expect(s.find(C.TRAP_HOLE).location).toBe('szone');
  });
});

describe('SPYRAL Double Helix', () => {
  it('declares Trap, the top card is a Trap: takes Super Agent from the GY to its pointed zone; Super Agent triggers', () => {
    const s = scenario()
      .monsterWith(0, HELIX, { zone: 'extra-left', summon: 'link' })
      .gy(0, AGENT)
      .deck(1, C.MIRROR_FORCE)
      .spellTrap(1, C.TRAP_HOLE)
      .start();
    s.choose(HELIX_REVEAL);
    s.choose('Trap');
    s.passUntil((x) => x.has('Special Summon it to your zone this card points to'));
    s.choose('Special Summon it to your zone this card points to');
    s.choose('Defense Position');
    s.passUntil((x) => x.decision?.player === 0 && x.has(AGENT_DESTROY));
    const agent = s.find(AGENT);
    // Its bottom arrow points to the Main Monster Zone below the left Extra Monster Zone (003 §3.2.1).
    expect([agent.location, agent.seq, agent.defense]).toEqual(['mzone', 1, true]);
    s.choose(AGENT_DESTROY);
    s.resolveChain();
    expect(s.codes(1, 'gy')).toEqual([C.TRAP_HOLE]);
    expect(s.has(HELIX_REVEAL)).toBe(false);
  });

  it('pointing to no zone of yours it can only add the monster, from the Deck, to the hand', () => {
    const s = scenario()
      .monsterWith(0, HELIX, { mainZone: 0, summon: 'link' })
      .deck(0, AGENT, C.KURIBOH)
      .deck(1, C.KURIBOH)
      .start();
    s.choose(HELIX_REVEAL);
    s.choose('Monster');
    s.resolveChain();
    expect(s.codes(0, 'hand')).toEqual([AGENT]);
    expect(s.codes(0, 'deck')).toEqual([C.KURIBOH]);
  });

  it('the declared type does not match: nothing is taken', () => {
    const s = scenario()
      .monsterWith(0, HELIX, { zone: 'extra-left', summon: 'link' })
      .gy(0, AGENT)
      .deck(1, C.KURIBOH)
      .start();
    s.choose(HELIX_REVEAL);
    s.choose('Trap');
    s.resolveChain();
    expect(s.find(AGENT).location).toBe('gy');
  });

  it("with the opponent's Deck empty it cannot be activated", () => {
    const s = scenario().monsterWith(0, HELIX, { zone: 'extra-left', summon: 'link' }).gy(0, AGENT).start();
    expect(s.has(HELIX_REVEAL)).toBe(false);
  });
});
