import { describe, expect, it } from 'vitest';
import { C } from '../../../src/ygo/cards/refs.ts';
import { isNegated } from '../../../src/ygo/rules/statics.ts';
import { scenario } from '../support/scenario.ts';

const ACTIVATE = 'Activate Synchro Change';

describe('Synchro Change', () => {
  it('banishes a face-up Synchro Monster and Special Summons a Synchro Monster of its Level, its effects negated', () => {
    const s = scenario()
      .monsterWith(0, C.BLACK_WINGED_DRAGON, { summon: 'synchro' })
      .hand(0, C.SYNCHRO_CHANGE)
      .extra(0, C.SCARLIGHT)
      .deck(0, C.FERAL_IMP)
      .start();
    s.choose(ACTIVATE);
    // The cost: the Level 8 Synchro Monster is banished on activation.
    expect(s.find(C.BLACK_WINGED_DRAGON).location).toBe('banished');
    s.passUntil((x) => x.decision?.prompt === 'Summon in which position?');
    s.choose('Defense Position');
    s.resolveChain();
    const scarlight = s.find(C.SCARLIGHT);
    expect([scarlight.location, scarlight.defense]).toEqual(['mzone', true]);
    // 003 §3.3.2: Special Summoned by an effect, not Synchro Summoned.
    expect(scarlight.properlySummoned).toBe(false);
    // Its effects are negated while it stays face-up on the field.
    expect(isNegated(s.duel, scarlight)).toBe(true);
  });

  it('needs a Synchro Monster of the same Level in the Extra Deck', () => {
    const none = scenario()
      .monsterWith(0, C.BLACK_WINGED_DRAGON, { summon: 'synchro' })
      .hand(0, C.SYNCHRO_CHANGE)
      .extra(0, C.SHUTENDOJI)
      .start();
    expect(none.has(ACTIVATE)).toBe(false);
    // A non-Synchro monster of that Level on the field does not pay the cost either.
    const notSynchro = scenario().monster(0, C.DARK_MAGICIAN).hand(0, C.SYNCHRO_CHANGE).extra(0, C.SCARLIGHT).start();
    expect(notSynchro.has(ACTIVATE)).toBe(false);
  });
});
