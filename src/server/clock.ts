/**
 * The chess clock of a match (issue 10): each player has `initialMs` for the whole match and gains `incrementMs` per
 * decision answered. Only the deciding player's clock runs; when it reaches zero that player loses (the host forfeits
 * the seat). Off unless the match was created with a ClockSpec.
 */
import type { PlayerId } from '../core/decision.ts';
import type { ClockSpec, ClockState } from './protocol.ts';

export class ChessClock {
  private readonly remaining: [number, number];
  private running: PlayerId | null = null;
  private since = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly spec: ClockSpec,
    remaining: [number, number] | null,
    private readonly onTimeout: (player: PlayerId) => void,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.remaining = remaining ? [remaining[0], remaining[1]] : [spec.initialMs, spec.initialMs];
  }

  /** Run `player`'s clock (stopping the other's); nothing changes when it already runs. */
  start(player: PlayerId): void {
    if (this.running === player) return;
    this.stop(false);
    this.running = player;
    this.since = this.now();
    this.timer = setTimeout(() => this.expire(player), this.remaining[player]);
  }

  /** Stop the running clock, charging the time used; `answered`: the player answered, add the increment. */
  stop(answered: boolean): void {
    const p = this.running;
    if (p === null) return;
    this.remaining[p] = Math.max(0, this.remaining[p] - (this.now() - this.since));
    if (answered) this.remaining[p] += this.spec.incrementMs;
    this.running = null;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Each player's time left, as of now. */
  state(): ClockState {
    const left: [number, number] = [this.remaining[0], this.remaining[1]];
    if (this.running !== null) left[this.running] = Math.max(0, left[this.running] - (this.now() - this.since));
    return { remainingMs: left, running: this.running };
  }

  /** Each player's time left with no clock running (for the store: time while the server is down is not charged). */
  stored(): [number, number] {
    return this.state().remainingMs;
  }

  /** Stop for good (the match ended or the server closes). */
  dispose(): void {
    this.stop(false);
  }

  private expire(player: PlayerId): void {
    if (this.running !== player) return;
    this.remaining[player] = 0;
    this.running = null;
    this.timer = undefined;
    this.onTimeout(player);
  }
}
