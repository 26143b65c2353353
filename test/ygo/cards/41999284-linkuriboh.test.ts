import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

const DECK = [C.SANGAN, C.KURIBOH, C.DARK_MAGICIAN, C.MYSTIC_TOMATO];

describe('Linkuriboh', () => {
  it('is Link Summoned with 1 Level 1 monster only (003 §3.3.2)', () => {
    const s = scenario().monster(0, C.KURIBOH).extra(0, C.LINKURIBOH).start();
    s.choose(/^Link Summon Linkuriboh/);
    s.toOpenState();
    expect(s.find(C.LINKURIBOH).location).toBe('mzone');
    expect(s.codes(0, 'gy')).toEqual([C.KURIBOH]);
    const none = scenario().monster(0, C.SANGAN).extra(0, C.LINKURIBOH).start();
    expect(none.has(/^Link Summon Linkuriboh/)).toBe(false);
  });

  it("when an opponent's monster attacks: Tribute itself, the attacker's ATK becomes 0 until the end of the turn; from the GY (Quick Effect): Tribute 1 Level 1 monster to Special Summon itself, once per turn by name", () => {
    const s = scenario()
      .monster(0, C.DARK_MAGICIAN)
      .monster(0, C.CELTIC_GUARDIAN)
      .monsterWith(1, C.LINKURIBOH, { zone: 'extra-left', summon: 'link' })
      .monster(1, C.KURIBOH)
      .monster(1, C.KURIBOH)
      .monster(1, C.SANGAN)
      .deck(0, ...DECK)
      .deck(1, ...DECK)
      .battle('battle-step')
      .start();
    s.choose(/^Attack Linkuriboh .* with Dark Magician/);
    s.passUntil((x) => x.player === 1 && x.has(/^Linkuriboh/));
    s.choose(/^Linkuriboh/);
    s.passUntil((x) => x.has('Cancel the attack'));
    expect(s.codes(1, 'gy')).toEqual([C.LINKURIBOH]);
    expect(s.atk(C.DARK_MAGICIAN)).toBe(0);
    s.choose('Cancel the attack');
    // In the GY, properly Link Summoned before: a Quick Effect Tributing a Level 1 monster (only the Kuriboh).
    s.passUntil((x) => x.player === 1 && x.has(/^Activate Linkuriboh/));
    s.choose(/^Activate Linkuriboh/);
    expect(s.options().every((o) => o.startsWith('Kuriboh'))).toBe(true);
    s.chooseAny(/^Kuriboh/);
    s.passUntil((x) => x.state.chain.length === 0 && x.player === 0);
    const l = s.find(C.LINKURIBOH);
    expect(l.location).toBe('mzone');
    expect(l.defense).toBe(false);
    // Tributed again at the next attack, it cannot come back this turn: once per turn by name.
    s.choose(/^Attack Linkuriboh .* with Celtic Guardian/);
    s.passUntil((x) => x.player === 1 && x.has(/^Linkuriboh/));
    s.choose(/^Linkuriboh/);
    let again = false;
    const watch = (x: typeof s): void => {
      if (x.state.turn === 3 && x.player === 1 && x.has(/^Activate Linkuriboh/)) again = true;
    };
    s.passUntil((x) => (watch(x), x.has('Cancel the attack')));
    expect(s.atk(C.CELTIC_GUARDIAN)).toBe(0);
    s.choose('Cancel the attack');
    s.passUntil((x) => (watch(x), x.state.turn === 4));
    expect(again).toBe(false);
    expect(s.atk(C.DARK_MAGICIAN)).toBe(2500);
    expect(s.lp(1)).toBe(8000);
  });
});
