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
