/**
 * A MatchStore kept in memory (issue 10): for tests and for a server run without a data directory. Two server
 * instances may share one (the restart test closes the first mid-match and the second resumes from it). Records are
 * copied in and out, so a caller never changes what is stored through an object it holds.
 */
import type { PlayerId } from '../core/decision.ts';
import type { ReplayStep } from '../core/replay.ts';
import type { FinishedMatchRecord, FinishedMatchSummary, LiveMatchRecord, MatchStore, StoredDeck } from './store.ts';

/** A store refusal: the operation breaks the store's invariants (a bug in the caller), nothing changed. */
export class StoreError extends Error {
  override name = 'StoreError';
}

const copy = <T>(value: T): T => structuredClone(value);

export class MemoryStore implements MatchStore {
  private readonly decks = new Map<string, StoredDeck>();
  private readonly live = new Map<string, LiveMatchRecord>();
  private readonly finished = new Map<string, FinishedMatchRecord>();

  saveDeck(deck: StoredDeck): Promise<void> {
    this.decks.set(deck.id, copy(deck));
    return Promise.resolve();
  }

  getDeck(id: string): Promise<StoredDeck | undefined> {
    const d = this.decks.get(id);
    return Promise.resolve(d && copy(d));
  }

  listDecks(game?: string): Promise<StoredDeck[]> {
    return Promise.resolve([...this.decks.values()].filter((d) => game === undefined || d.game === game).map(copy));
  }

  createLiveMatch(match: LiveMatchRecord): Promise<void> {
    if (this.live.has(match.id) || this.finished.has(match.id))
      return Promise.reject(new StoreError(`match ${match.id} already exists`));
    this.live.set(match.id, copy(match));
    return Promise.resolve();
  }

  appendStep(matchId: string, index: number, step: ReplayStep, remainingMs: [number, number] | null): Promise<void> {
    const m = this.live.get(matchId);
    if (!m) return Promise.reject(new StoreError(`no live match ${matchId}`));
    // The index guards against a step stored twice or one lost in between.
    if (index !== m.steps.length)
      return Promise.reject(new StoreError(`match ${matchId}: step ${index} given, ${m.steps.length} expected`));
    m.steps.push(copy(step));
    m.remainingMs = remainingMs && [remainingMs[0], remainingMs[1]];
    return Promise.resolve();
  }

  setTokenHash(matchId: string, seat: PlayerId, hash: string | null): Promise<void> {
    const m = this.live.get(matchId);
    if (!m) return Promise.reject(new StoreError(`no live match ${matchId}`));
    m.tokenHashes[seat] = hash;
    return Promise.resolve();
  }

  getLiveMatch(id: string): Promise<LiveMatchRecord | undefined> {
    const m = this.live.get(id);
    return Promise.resolve(m && copy(m));
  }

  liveMatches(): Promise<LiveMatchRecord[]> {
    // Map iteration is insertion order: oldest first.
    return Promise.resolve([...this.live.values()].map(copy));
  }

  finishMatch(record: FinishedMatchRecord): Promise<void> {
    this.live.delete(record.id);
    this.finished.set(record.id, copy(record));
    return Promise.resolve();
  }

  getFinishedMatch(id: string): Promise<FinishedMatchRecord | undefined> {
    const m = this.finished.get(id);
    return Promise.resolve(m && copy(m));
  }

  listFinishedMatches(limit: number): Promise<FinishedMatchSummary[]> {
    const all = [...this.finished.values()].reverse().slice(0, Math.max(0, limit));
    return Promise.resolve(
      all.map((m) => ({
        id: m.id,
        game: m.game,
        rules: m.rules,
        result: m.result && { ...m.result },
        finishedAt: m.finishedAt,
      })),
    );
  }

  close(): Promise<void> {
    // Closing forgets nothing: a second server sharing this store (the restart test) reopens it by reference.
    return Promise.resolve();
  }
}
