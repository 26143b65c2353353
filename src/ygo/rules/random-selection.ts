/**
 * 003 §3.4.4 "Random selection": to pick cards at random, their contents are made unknown first (public cards are
 * turned face-down or otherwise hidden), then the opponent chooses among them (Super Quantal Fairy Alphan, TC-76).
 * The hiding is a shuffle by the duel's seeded generator, so replays repeat it.
 */
import { nextInt } from '../../core/rng.ts';
import type { DuelState } from '../state.ts';
import type { EffectContext } from './context.ts';

/** The cards in a hidden order: the order the opponent will see their backs in. Changes the generator's state. */
export function hideForRandomPick(duel: DuelState, uids: readonly number[]): number[] {
  const left = uids.slice();
  const out: number[] = [];
  while (left.length) out.push(left.splice(nextInt(duel.rng, left.length), 1)[0]!);
  return out;
}

/** The effect's opponent picks 1 of the hidden cards (by position only); returns it. */
export function opponentPicksHidden(ctx: EffectContext, hidden: readonly number[]): number {
  const labels = hidden.map((_u, i) => `Face-down card ${i + 1}`);
  const i = ctx.chooseOption(labels, 'Pick 1 of the hidden cards (at random)', 'select-option', ctx.opponent);
  return hidden[i]!;
}
