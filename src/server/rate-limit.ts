/**
 * A per-socket rate limit (issue 10: a flood gets an error and changes nothing): a token bucket holding `burst`
 * messages, refilled at `perSecond`. A message that finds the bucket empty is refused with FLOOD.
 */
export interface RateLimit {
  /** Messages a socket may send at once. */
  burst: number;
  /** Messages a second it may send for ever. */
  perSecond: number;
}

export const DEFAULT_RATE_LIMIT: RateLimit = { burst: 60, perSecond: 30 };

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = limit.burst;
    this.last = now();
  }

  /** Take one message's token; false when the socket is over its rate. */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.limit.burst, this.tokens + ((t - this.last) / 1000) * this.limit.perSecond);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
