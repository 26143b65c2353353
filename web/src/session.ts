/**
 * The seat to take back after a reload (issue 10, reconnect): the match id and the single-use reconnect token, kept in
 * sessionStorage so each tab holds its own seat (a friend in another tab has theirs). The token rotates on every use.
 */
export interface SavedSeat {
  matchId: string;
  token: string;
}

const KEY = 'arbiter.seat';

export function loadSeat(storage: Storage = sessionStorage): SavedSeat | null {
  try {
    const raw: unknown = JSON.parse(storage.getItem(KEY) ?? 'null');
    if (raw && typeof raw === 'object') {
      const { matchId, token } = raw as Record<string, unknown>;
      if (typeof matchId === 'string' && typeof token === 'string') return { matchId, token };
    }
  } catch {
    // A damaged entry is as good as none.
  }
  return null;
}

export function saveSeat(seat: SavedSeat, storage: Storage = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(seat));
}

export function forgetSeat(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}
