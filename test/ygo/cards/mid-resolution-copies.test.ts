/**
 * ARCHITECTURE §2 for multi-step cards: a duel cloned or serialized while Polymerization waits for a
 * Fusion Material choice, and while Monster Reborn waits for a position, continues exactly like the original.
 */
import { describe, expect, it } from 'vitest';
import { ygoGame } from '../../../src/ygo/game.ts';
import type { DuelState } from '../../../src/ygo/state.ts';
import { Scenario, scenario } from '../support/scenario.ts';

const POLY = 24094653;
const GAIA_KNIGHT = 6368038;
const CURSE_OF_DRAGON = 28279543;
const GAIA_CHAMPION = 66889139;
const REBORN = 83764718;
const BLUE_EYES = 89631139;
const FERAL_IMP = 41392891;

/** Copies of the duel now: a clone and a serialize → deserialize round trip. */
function copies(duel: DuelState): Scenario[] {
  return [new Scenario(ygoGame.clone(duel)), new Scenario(ygoGame.deserialize(ygoGame.serialize(duel)))];
}

describe('mid-resolution copies of multi-step cards', () => {
  it('Polymerization: copies taken at the Fusion Material choice continue identically', () => {
    const s = scenario()
      .hand(0, POLY, GAIA_KNIGHT, GAIA_KNIGHT)
      .monster(0, CURSE_OF_DRAGON)
      .extra(0, GAIA_CHAMPION)
      .deck(0, FERAL_IMP)
      .deck(1, FERAL_IMP)
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
    expect(s.find(GAIA_CHAMPION, 'mzone').defense).toBe(true);
    for (const x of others) expect(ygoGame.serialize(x.duel)).toBe(ygoGame.serialize(s.duel));
  });

  it('Monster Reborn: copies taken at the position choice continue identically', () => {
    const s = scenario().hand(0, REBORN).gy(1, BLUE_EYES).deck(0, FERAL_IMP).deck(1, FERAL_IMP).start();
    s.choose('Activate Monster Reborn');
    s.passUntil((x) => x.decision?.prompt.includes('position') === true);
    const others = copies(s.duel);
    for (const x of [s, ...others]) {
      x.choose('Attack Position');
      x.passUntil((y) => y.duel.chain.length === 0 && y.decision?.player === 0);
    }
    expect(s.codes(0, 'mzone')).toEqual([BLUE_EYES]);
    for (const x of others) expect(ygoGame.serialize(x.duel)).toBe(ygoGame.serialize(s.duel));
  });
});
