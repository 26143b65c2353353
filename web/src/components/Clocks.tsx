/** The chess clocks (issue 10): each player's time left, the running one counting down between updates. */
import { useEffect, useState } from 'preact/hooks';
import type { ClockState } from '../../../src/server/protocol.ts';
import type { Players } from '../logic/players.ts';

/** The chess clocks, the running one counting down between updates (the server's figure is the truth). */
export function Clocks({ clock, at, who }: { clock: ClockState; at: number; who: Players }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (clock.running === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [clock, at]);
  return (
    <span class="clock">
      {([0, 1] as const).map((p) => (
        <span key={p} class={clock.running === p ? 'running' : ''} data-clock={p}>
          {who.name(p)} {clockText(clock.remainingMs[p] - (clock.running === p && at > 0 ? Math.max(0, now - at) : 0))}
        </span>
      ))}
    </span>
  );
}

function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
