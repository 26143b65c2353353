/**
 * The lobby: pick the game, rule set, your deck and the opponent (an AI agent and its strength, or a friend who joins
 * by link), then create the match. Also: join a match by its id, and open the replays.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ClientMessage, SeatSpec } from '../../../src/server/protocol.ts';
import { api, type GameInfo } from '../api.ts';
import { DeckPicker, deckSpecOf, type DeckChoice } from './DeckPicker.tsx';

export interface LobbyProps {
  onStart: (first: ClientMessage) => void;
  onReplays: () => void;
}

const noDeck = (decks: string[]): DeckChoice => ({ mode: 'bundled', bundled: decks[0] ?? '', text: '' });

/** An agent as the list shows it: its name and strength (the search agent's thinking time per decision). */
export function agentLabel(agent: string): string {
  const [name = agent, budget] = agent.split(':');
  return budget ? `${name} (${budget} per decision)` : name;
}

export function Lobby({ onStart, onReplays }: LobbyProps) {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [gameId, setGameId] = useState('');
  const [rules, setRules] = useState('');
  const [mine, setMine] = useState<DeckChoice>(noDeck([]));
  const [theirs, setTheirs] = useState<DeckChoice>(noDeck([]));
  const [opponent, setOpponent] = useState<'ai' | 'friend'>('ai');
  const [agent, setAgent] = useState('');
  const [clockMin, setClockMin] = useState(0);
  const [joinId, setJoinId] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  const choose = (g: GameInfo | undefined) => {
    if (!g) return;
    setGameId(g.id);
    setRules(g.rules[0] ?? '');
    setMine(noDeck(g.decks));
    // The second bundled deck for the opponent, for a mirror-free first game.
    setTheirs(noDeck(g.decks.length > 1 ? g.decks.slice(1) : g.decks));
    setAgent(g.agents[0] ?? '');
  };
  useEffect(() => {
    api.games().then(
      (gs) => {
        setGames(gs);
        choose(gs[0]);
      },
      (e: unknown) => setLoadError(e instanceof Error ? e.message : String(e)),
    );
  }, []);

  if (loadError) return <main class="lobby error">Cannot reach the server: {loadError}</main>;
  if (!games) return <main class="lobby">Loading…</main>;
  const game = games.find((g) => g.id === gameId);

  const start = () => {
    if (!game) return;
    const a = deckSpecOf(mine);
    const b = deckSpecOf(theirs);
    if (!a || !b) return setFormError('Choose a deck for both seats.');
    const seats: [SeatSpec, SeatSpec] = [
      { kind: 'human' },
      opponent === 'ai' ? { kind: 'ai', agent } : { kind: 'human' },
    ];
    const msg: ClientMessage = { t: 'create', game: game.id, decks: [a, b], seats };
    if (rules) msg.rules = rules;
    if (clockMin > 0) msg.clock = { initialMs: clockMin * 60_000, incrementMs: 0 };
    setFormError(null);
    onStart(msg);
  };

  return (
    <main class="lobby">
      <h1>Arbiter</h1>
      <form
        class="new-match"
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <fieldset>
          <legend>Game</legend>
          <label>
            Game{' '}
            <select
              name="game"
              value={gameId}
              onChange={(e) => choose(games.find((g) => g.id === e.currentTarget.value))}
            >
              {games.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.title}
                </option>
              ))}
            </select>
          </label>
          {game && game.rules.length > 0 && (
            <label>
              Rule set{' '}
              <select name="rules" value={rules} onChange={(e) => setRules(e.currentTarget.value)}>
                {game.rules.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            </label>
          )}
        </fieldset>
        {game && (
          <DeckPicker
            label="Your deck"
            game={game.id}
            rules={rules}
            decks={game.decks}
            value={mine}
            onChange={setMine}
          />
        )}
        <fieldset>
          <legend>Opponent</legend>
          <label>
            <input type="radio" name="opponent" checked={opponent === 'ai'} onChange={() => setOpponent('ai')} /> AI{' '}
            <select
              name="agent"
              value={agent}
              disabled={opponent !== 'ai'}
              onChange={(e) => setAgent(e.currentTarget.value)}
            >
              {game?.agents.map((a) => (
                <option key={a} value={a}>
                  {agentLabel(a)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <input
              type="radio"
              name="opponent"
              checked={opponent === 'friend'}
              onChange={() => setOpponent('friend')}
            />{' '}
            A friend (you get a link to send)
          </label>
          <label>
            Chess clock, minutes each (0: none){' '}
            <input
              type="number"
              min={0}
              max={120}
              value={clockMin}
              onInput={(e) => setClockMin(Number(e.currentTarget.value))}
            />
          </label>
        </fieldset>
        {game && (
          <DeckPicker
            label="Opponent's deck"
            game={game.id}
            rules={rules}
            decks={game.decks}
            value={theirs}
            onChange={setTheirs}
          />
        )}
        {formError && <p class="error">{formError}</p>}
        <button type="submit" class="primary" name="start">
          Start the match
        </button>
      </form>
      <section class="join">
        <h2>Join or watch</h2>
        <input placeholder="match id" value={joinId} onInput={(e) => setJoinId(e.currentTarget.value.trim())} />
        <button type="button" disabled={!joinId} onClick={() => onStart({ t: 'join', matchId: joinId })}>
          Join
        </button>
        <button type="button" disabled={!joinId} onClick={() => onStart({ t: 'spectate', matchId: joinId })}>
          Watch
        </button>
        <button type="button" onClick={onReplays}>
          Replays
        </button>
      </section>
    </main>
  );
}
