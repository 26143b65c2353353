/**
 * 003 §3.2.1: the GY's order is fixed, and cards sent to it at the same time are placed in the order their owner
 * chooses. Each owner with two or more cards arriving together is asked (the turn player first), before anything
 * moves (src/core/resume.ts); without an Asker, the order is the one the cards were given in.
 */
import type { PlayerId } from '../../core/decision.ts';
import { cardId, type YgoAsker } from '../decisions.ts';
import type { DuelState } from '../state.ts';
import { describeCard } from './describe.ts';
import { banishedInstead } from './zones.ts';

/**
 * `uids` in the order they are placed: each owner's cards that will reach the GY (not banished instead, see
 * Dimensional Fissure) reordered as that owner answers; the others keep their places.
 */
export function gyPlacementOrder(duel: DuelState, uids: readonly number[], ask: YgoAsker | undefined): number[] {
  const out = uids.slice();
  // A question comes before any change of its step (src/core/resume.ts): once this step has changed the duel (a
  // destruction replacement destroyed its substitute first), the cards keep the order they were given in.
  if (ask === undefined || uids.length < 2 || duel.nextStamp !== duel.runStamp) return out;
  const tp = duel.turnPlayer;
  for (const p of [tp, (1 - tp) as PlayerId]) {
    const mine = out.filter((u) => duel.cards[u]!.owner === p && !banishedInstead(duel, duel.cards[u]!));
    if (mine.length < 2) continue;
    const ans = ask.ask(() => ({
      player: p,
      kind: 'order',
      about: 'gy-order',
      rule: '003 §3.2.1',
      ordered: true,
      min: mine.length,
      max: mine.length,
      prompt: 'Your cards go to the GY at the same time: choose the order they are placed in (first placed first)',
      options: mine.map((u) => ({ id: cardId(u), label: describeCard(duel, u, p), kind: 'card', card: u })),
    }));
    let k = 0;
    for (let i = 0; i < out.length; i++) if (mine.includes(out[i]!)) out[i] = mine[ans[k++]!]!;
  }
  return out;
}
