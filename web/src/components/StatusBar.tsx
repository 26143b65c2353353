/** Where the game is: turn, whose turn, phase and step, and the chess clocks when the match has them. */
import type { ClockState } from '../../../src/server/protocol.ts';
import { phaseName, stepName } from '../logic/describe-ygo.ts';
import { optcgPhaseName } from '../logic/describe-optcg.ts';
import type { Players } from '../logic/players.ts';
import type { SeenView, YgoSeenView } from '../logic/views.ts';

function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function StatusBar({
  game,
  view,
  who,
  clock,
}: {
  game: string;
  view: SeenView;
  who: Players;
  clock: ClockState | null;
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
      {clock && (
        <span class="clock">
          {([0, 1] as const).map((p) => (
            <span key={p} class={clock.running === p ? 'running' : ''}>
              {who.name(p)} {clockText(clock.remainingMs[p])}
            </span>
          ))}
        </span>
      )}
    </div>
  );
}
