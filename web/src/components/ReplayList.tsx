/** The finished matches the server keeps, newest first; each opens in the replay viewer. */
import { useEffect, useState } from 'preact/hooks';
import { api, type MatchSummary } from '../api.ts';
import { players } from '../logic/players.ts';
import { reasonText, resultText } from '../logic/result.ts';

export function ReplayList({ onOpen, onBack }: { onOpen: (id: string) => void; onBack: () => void }) {
  const [list, setList] = useState<MatchSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api.matches().then(setList, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  return (
    <main class="replays">
      <header>
        <h1>Replays</h1>
        <button type="button" onClick={onBack}>
          Lobby
        </button>
      </header>
      {error && <p class="error">{error}</p>}
      {list && list.length === 0 && <p>No finished match yet.</p>}
      {list && list.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Finished</th>
              <th>Game</th>
              <th>Rules</th>
              <th>Result</th>
              <th>Turns</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.map((m) => (
              <tr key={m.id} data-match={m.id}>
                <td>{m.finishedAt ? new Date(m.finishedAt).toLocaleString() : ''}</td>
                <td>{m.game}</td>
                <td>{m.rules ?? 'default'}</td>
                <td>{m.result ? `${resultText(m.result, players(null))} (${reasonText(m.result.reason)})` : '—'}</td>
                <td>{m.turns ?? ''}</td>
                <td>
                  <button type="button" onClick={() => onOpen(m.id)}>
                    Open
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
