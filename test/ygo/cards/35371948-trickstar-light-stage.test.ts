/**
 * Trickstar Light Stage (issue 7): "target 1 Set card in your opponent's Spell & Trap Zone; while this card is in the
 * Field Zone, that Set card cannot be activated until the End Phase, and your opponent must activate it during the End
 * Phase or else send it to the GY" (003 §3.4.4 a resolved lock; 003 §3.6.3 its End Phase processing).
 */
import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { scenario } from '../support/scenario.ts';

const LOCK = /Lock 1 Set card/;
const WISHES = 'Activate Solemn Wishes';

/** Light Stage face-up for player 0, a Set Solemn Wishes (activatable at any time) for player 1. */
function locked(askAlways = false) {
  const s = scenario()
    .askAlways(askAlways)
    .spellTrap(0, C.TRICKSTAR_LIGHT_STAGE, true)
    .spellTrap(1, C.SOLEMN_WISHES)
    .deck(0, C.GIANT_RAT, C.GIANT_RAT)
    .deck(1, C.GIANT_RAT, C.GIANT_RAT)
    .start();
  s.choose(LOCK);
  // The only target, asked when every question is asked.
  if (askAlways) s.choose(/face-down card/);
  // Before the lock resolves, the Set card may still be chained to it.
  s.passUntil((x) => x.decision?.player === 1);
  expect(s.has(WISHES)).toBe(true);
  s.resolveChain();
  return s;
}

describe('Trickstar Light Stage: locking a Set card until the End Phase', () => {
  it('the Set card cannot be activated before the End Phase; not activated in it, it is sent to the GY', () => {
    const s = locked(true);
    const wishes = s.find(C.SOLEMN_WISHES).uid;
    // Every chance player 1 gets before the End Phase: Solemn Wishes is never offered.
    let asked = 0;
    s.passUntil((x) => {
      if (x.duel.phase === 'end') return true;
      if (x.decision?.player === 1) {
        asked++;
        expect(x.has(WISHES)).toBe(false);
      }
      return false;
    });
    expect(asked).toBeGreaterThan(0);
    // Player 1 passes through the End Phase: the processing sends it to the GY.
    s.toTurn(4);
    expect(s.duel.cards[wishes]!.location).toBe('gy');
    expect(s.codes(1, 'gy')).toEqual([C.SOLEMN_WISHES]);
  });

  it('in the End Phase the lock is over: activated there, the card stays on the field', () => {
    const s = locked();
    s.passUntil((x) => x.duel.phase === 'end' && x.decision?.player === 1 && x.has(WISHES));
    s.choose(WISHES);
    s.toTurn(4);
    const wishes = s.find(C.SOLEMN_WISHES);
    expect(wishes.location).toBe('szone');
    expect(wishes.faceUp).toBe(true);
    expect(s.codes(1, 'gy')).toEqual([]);
  });

  it('with Light Stage gone from the Field Zone, the lock ends and nothing is sent to the GY', () => {
    const s = scenario()
      .spellTrap(0, C.TRICKSTAR_LIGHT_STAGE, true)
      .hand(0, C.SKY_STRIKER_AIRSPACE_AREA_ZERO)
      .spellTrap(1, C.SOLEMN_WISHES)
      .deck(0, C.GIANT_RAT, C.GIANT_RAT)
      .deck(1, C.GIANT_RAT, C.GIANT_RAT)
      .start();
    s.choose(LOCK);
    s.resolveChain();
    // 003 §3.2.1: a new Field Spell sends the old one to the GY.
    s.choose(/Activate Sky Striker Airspace - Area Zero/);
    s.passUntil((x) => x.decision?.player === 1);
    expect(s.find(C.TRICKSTAR_LIGHT_STAGE).location).toBe('gy');
    expect(s.has(WISHES)).toBe(true);
    s.toTurn(4);
    expect(s.find(C.SOLEMN_WISHES).location).toBe('szone');
    expect(s.codes(1, 'gy')).toEqual([]);
  });

  it('is refused without a Set card in the opponent’s Spell & Trap Zone, and once per turn', () => {
    const none = scenario()
      .spellTrap(0, C.TRICKSTAR_LIGHT_STAGE, true)
      .spellTrap(1, C.SOLEMN_WISHES, true)
      .spellTrap(0, C.MIRROR_FORCE)
      .start();
    expect(none.has(LOCK)).toBe(false);
    const s = scenario()
      .spellTrap(0, C.TRICKSTAR_LIGHT_STAGE, true)
      .spellTrap(1, C.SOLEMN_WISHES)
      .spellTrap(1, C.MIRROR_FORCE)
      .start();
    s.choose(LOCK);
    s.answer([s.ids().indexOf(`card:${s.find(C.SOLEMN_WISHES).uid}`)]);
    s.resolveChain();
    expect(s.has(LOCK)).toBe(false);
  });
});
