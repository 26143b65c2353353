/**
 * ARCHITECTURE §2 for multi-step cards: a duel cloned or serialized while Polymerization waits for a
 * Fusion Material choice, and while Monster Reborn waits for a position, continues exactly like the original.
 */
import { describe, expect, it } from 'vitest';
import { ygoGame } from '../../../src/ygo/game.ts';
import type { DuelState } from '../../../src/ygo/state.ts';
import { Scenario, scenario } from '../support/scenario.ts';
import { C } from '../../../src/ygo/cards/refs.ts';

/** Copies of the duel now: a clone and a serialize → deserialize round trip. */
function copies(duel: DuelState): Scenario[] {
  return [new Scenario(ygoGame.clone(duel)), new Scenario(ygoGame.deserialize(ygoGame.serialize(duel)))];
}

describe('mid-resolution copies of multi-step cards', () => {
  it('Polymerization: copies taken at the Fusion Material choice continue identically', () => {
    const s = scenario()
      .hand(0, C.POLYMERIZATION, C.GAIA_FIERCE_KNIGHT, C.GAIA_FIERCE_KNIGHT)
      .monster(0, C.CURSE_OF_DRAGON)
      .extra(0, C.GAIA_DRAGON_CHAMPION)
      .deck(0, C.FERAL_IMP)
      .deck(1, C.FERAL_IMP)
      .start();
    s.choose('Activate Polymerization');
    s.passUntil((x) => x.decision?.kind === 'select-cards');
    expect(s.duel.resolving).toBe(true);
    const others = copies(s.duel);
    for (const x of [s, ...others]) {
      x.answer([1]);
      x.passUntil((y) => y.decision?.prompt.includes('position') === true);
      x.choose('Defense Position');
      x.passUntil((y) => y.duel.chain.length === 0 && y.decision?.player === 0);
    }
    expect(s.find(C.GAIA_DRAGON_CHAMPION, 'mzone').defense).toBe(true);
    for (const x of others) expect(ygoGame.serialize(x.duel)).toBe(ygoGame.serialize(s.duel));
  });

  it('Monster Reborn: copies taken at the position choice continue identically', () => {
    const s = scenario().hand(0, C.MONSTER_REBORN).gy(1, C.BLUE_EYES).deck(0, C.FERAL_IMP).deck(1, C.FERAL_IMP).start();
    s.choose('Activate Monster Reborn');
    s.passUntil((x) => x.decision?.prompt.includes('position') === true);
    const others = copies(s.duel);
    for (const x of [s, ...others]) {
      x.choose('Attack Position');
      x.passUntil((y) => y.duel.chain.length === 0 && y.decision?.player === 0);
    }
    expect(s.codes(0, 'mzone')).toEqual([C.BLUE_EYES]);
    for (const x of others) expect(ygoGame.serialize(x.duel)).toBe(ygoGame.serialize(s.duel));
  });
});
