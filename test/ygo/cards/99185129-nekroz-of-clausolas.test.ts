import { describe, expect, it } from 'vitest';
import { scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

describe('Nekroz of Clausolas', () => {
  it('discards itself from the hand to add a "Nekroz" Spell from the Deck, once per turn (003 §3.5.1)', () => {
    const s = scenario()
      .hand(0, C.NEKROZ_OF_CLAUSOLAS, C.NEKROZ_OF_CLAUSOLAS)
      .deck(0, C.NEKROZ_MIRROR, C.NEKROZ_MIRROR, C.MONSTER_REBORN)
      .start();
    s.chooseAny('Activate Nekroz of Clausolas');
    s.passUntil((x) => x.decision?.about === 'effect' && x.decision.player === 0);
    // Only the "Nekroz" Spells are offered (either copy), not Monster Reborn.
    expect(s.options()).toHaveLength(2);
    expect(s.options().every((o) => o.startsWith('Nekroz Mirror'))).toBe(true);
    s.chooseAny('Nekroz Mirror');
    s.resolveChain();
    expect(s.codes(0, 'gy')).toEqual([C.NEKROZ_OF_CLAUSOLAS]);
    expect(s.codes(0, 'hand').sort()).toEqual([C.NEKROZ_OF_CLAUSOLAS, C.NEKROZ_MIRROR].sort());
    expect(s.codes(0, 'deck').sort()).toEqual([C.NEKROZ_MIRROR, C.MONSTER_REBORN].sort());
    // The second copy cannot use the effect this turn.
    expect(s.has('Activate Nekroz of Clausolas')).toBe(false);
  });

  it('is not activatable without a "Nekroz" Spell/Trap in the Deck', () => {
    const s = scenario().hand(0, C.NEKROZ_OF_CLAUSOLAS).deck(0, C.MONSTER_REBORN).start();
    expect(s.has('Activate Nekroz of Clausolas')).toBe(false);
  });

  it('cannot be revived when it was discarded, not Ritual Summoned ("Must be Ritual Summoned", 003 §3.3.2)', () => {
    const s = scenario().hand(0, C.MONSTER_REBORN).gy(0, C.NEKROZ_OF_CLAUSOLAS).start();
    expect(s.has('Activate Monster Reborn')).toBe(false);
  });
});

describe('Nekroz of Clausolas (Quick Effect)', () => {
  const NEGATE = /^Activate Nekroz of Clausolas .*ATK becomes 0/;

  it('targets a monster Special Summoned from the Extra Deck: ATK 0 and effects negated until the end of the turn', () => {
    const s = scenario()
      .monsterWith(0, C.NEKROZ_OF_CLAUSOLAS, { summon: 'ritual' })
      .monster(0, C.KURIBOH)
      .extra(0, C.LINKURIBOH)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    // Nothing on the field came from the Extra Deck yet.
    expect(s.has(NEGATE)).toBe(false);
    s.choose(/^Link Summon Linkuriboh/);
    s.passUntil((x) => x.find(C.LINKURIBOH).location === 'mzone' && x.decision?.about === 'main-phase-action');
    expect(s.has(NEGATE)).toBe(true);
    s.choose(NEGATE);
    s.resolveChain();
    const link = s.find(C.LINKURIBOH);
    expect(s.atk(C.LINKURIBOH)).toBe(0);
    expect(
      s.duel.lingering.some((l) => l.kind === 'effects-negated' && l.uid === link.uid && l.untilTurn === s.duel.turn),
    ).toBe(true);
    // Once per turn: not offered again.
    expect(s.has(NEGATE)).toBe(false);
  });
});
