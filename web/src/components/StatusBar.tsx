/** Where the game is: turn, whose turn, phase and step, and the chess clocks when the match has them. */
import type { ClockState } from '../../../src/server/protocol.ts';
import { phaseName, stepName } from '../logic/describe-ygo.ts';
import { optcgPhaseName } from '../logic/describe-optcg.ts';
import type { Players } from '../logic/players.ts';
import { Clocks } from './Clocks.tsx';
import type { SeenView, YgoSeenView } from '../logic/views.ts';

export function StatusBar({
  game,
  view,
  who,
  clock,
  clockAt = 0,
}: {
  game: string;
  view: SeenView;
  who: Players;
  clock: ClockState | null;
  clockAt?: number;
}) {
  let phase: string;
  if (game === 'ygo') {
    const v = view as YgoSeenView;
    phase = phaseName(v.phase) + (v.battleStep ? ` · ${stepName(v.battleStep)}` : '');
  } else {
    phase = optcgPhaseName(view.phase);
  }
  return (
    <div class="status-bar" role="status">
      <span class="turn-no">Turn {view.turn}</span>
      <span class="turn-player">{who.their(view.turnPlayer)} turn</span>
      <span class="phase">{phase}</span>
      {clock && <Clocks clock={clock} at={clockAt} who={who} />}
    </div>
  );
}
