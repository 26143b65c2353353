import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';
import { Reason } from '../../../src/ygo/state.ts';

const NEGATE_SUMMON = /^Activate Pollinosis.*negate the Summon/;
const NEGATE_ACTIVATION = /^Activate Pollinosis.*negate a Spell\/Trap activation/;

describe('Pollinosis', () => {
  it('Tributes a face-down Plant to negate a Normal Summon and destroy the monster (003 §3.3.2 TC-44)', () => {
    const s = scenario()
      .hand(0, C.CELTIC_GUARDIAN)
      .monster(1, C.MYSTIC_TOMATO, 'set')
      .spellTrap(1, C.POLLINOSIS)
      .start();
    s.choose('Normal Summon Celtic Guardian');
    s.passUntil((x) => x.decision?.player === 1 && x.has(NEGATE_SUMMON));
    s.choose(NEGATE_SUMMON);
    // The cost: the only Plant, face-down, is Tributed.
    expect(s.find(C.MYSTIC_TOMATO).location).toBe('gy');
    expect(s.find(C.MYSTIC_TOMATO).reason & Reason.TRIBUTE).toBe(Reason.TRIBUTE);
    s.resolveChain();
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('gy');
    expect(s.find(C.POLLINOSIS).location).toBe('gy');
    expect(s.codes(0, 'mzone')).toEqual([]);
  });

  it('negates a Special Summon by a rule procedure too (a Pendulum Summon)', () => {
    const s = scenario()
      .pendulumZone(0, C.FIRE_OPALHEAD, 'left')
      .pendulumZone(0, C.FLASH_KNIGHT, 'right')
      .hand(0, C.DRAGONG)
      .monster(1, C.MYSTIC_TOMATO)
      .spellTrap(1, C.POLLINOSIS)
      .start();
    // The only monster that fits the Scales is Summoned.
    s.choose('Pendulum Summon');
    s.choose('Attack Position');
    s.passUntil((x) => x.decision?.player === 1 && x.has(NEGATE_SUMMON));
    s.choose(NEGATE_SUMMON);
    s.resolveChain();
    expect(s.find(C.DRAGONG).location).toBe('gy');
  });

  it('negates a Spell Card activation and destroys the card', () => {
    const s = scenario()
      .hand(0, C.DARK_HOLE)
      .monster(0, C.CELTIC_GUARDIAN)
      .monster(1, C.MYSTIC_TOMATO)
      .monster(1, C.SANGAN)
      .spellTrap(1, C.POLLINOSIS)
      .start();
    s.choose('Activate Dark Hole');
    s.passUntil((x) => x.decision?.player === 1 && x.has(NEGATE_ACTIVATION));
    expect(s.has(NEGATE_SUMMON)).toBe(false);
    s.choose(NEGATE_ACTIVATION);
    s.resolveChain();
    expect(s.find(C.DARK_HOLE).location).toBe('gy');
    expect(s.find(C.MYSTIC_TOMATO).location).toBe('gy');
    // Dark Hole was negated: the other monsters stay.
    expect(s.find(C.SANGAN).location).toBe('mzone');
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('mzone');
  });

  it('does not answer a Flip Summon ("Normal or Special Summoned" only)', () => {
    const s = scenario()
      .monster(0, C.CELTIC_GUARDIAN, 'set')
      .monster(1, C.MYSTIC_TOMATO)
      .spellTrap(1, C.POLLINOSIS)
      .start();
    s.choose('Flip Summon Celtic Guardian');
    let offered = false;
    s.passUntil((x) => {
      offered ||= x.has(NEGATE_SUMMON);
      return x.decision?.player === 0 && x.decision.about === 'main-phase-action';
    });
    expect(offered).toBe(false);
    expect(s.find(C.CELTIC_GUARDIAN).faceUp).toBe(true);
    expect(s.find(C.MYSTIC_TOMATO).location).toBe('mzone');
  });

  it('cannot be activated without a Plant to Tribute', () => {
    const s = scenario().hand(0, C.CELTIC_GUARDIAN).monster(1, C.SANGAN).spellTrap(1, C.POLLINOSIS).start();
    s.choose('Normal Summon Celtic Guardian');
    let offered = false;
    s.passUntil((x) => {
      offered ||= x.has(/^Activate Pollinosis/);
      return x.find(C.CELTIC_GUARDIAN).location === 'mzone' && x.decision?.player === 0 && x.duel.chain.length === 0;
    });
    expect(offered).toBe(false);
    expect(s.find(C.CELTIC_GUARDIAN).location).toBe('mzone');
  });
});
