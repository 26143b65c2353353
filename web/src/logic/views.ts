/**
 * The views a client is sent: a seat's view (`you` is the seat), or a spectator's or replay's public view (`you` is
 * null: no hand, no face-down card). The client draws both the same way, the public one from player 1's side.
 */
import type { PlayerId } from '../../../src/core/decision.ts';
import type { DuelView } from '../../../src/ygo/view.ts';
import type { OptcgView } from '../../../src/optcg/view/view.ts';

export type YgoSeenView = Omit<DuelView, 'you'> & { you: PlayerId | null };
export type OptcgSeenView = Omit<OptcgView, 'you'> & { you: PlayerId | null };
export type SeenView = YgoSeenView | OptcgSeenView;

/** The player whose side is drawn at the bottom: the seat, or player 1 (index 0) for a public view. */
export function nearSide(v: SeenView): PlayerId {
  return v.you ?? 0;
}
