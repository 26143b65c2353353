/**
 * The client's screens: the lobby, a live match (created, joined by link `/?join=<id>`, watched by link
 * `/?spectate=<id>`, or taken back after a reload with the saved token), the replay list and a replay (`/?replay=<id>`).
 */
import { useEffect, useState } from 'preact/hooks';
import type { ClientMessage } from '../../src/server/protocol.ts';
import { MatchConnection, savedReconnect } from './connection.ts';
import { Lobby } from './components/Lobby.tsx';
import { Match } from './components/Match.tsx';
import { ReplayList } from './components/ReplayList.tsx';
import { ReplayViewer } from './components/ReplayViewer.tsx';

type Screen =
  { name: 'lobby' } | { name: 'match'; conn: MatchConnection } | { name: 'replays' } | { name: 'replay'; id: string };

/** The screen a fresh page opens on, from its address and this tab's saved seat. */
export function firstScreen(search: string): Screen {
  const q = new URLSearchParams(search);
  const saved = savedReconnect();
  const join = q.get('join');
  const spectate = q.get('spectate');
  const replay = q.get('replay');
  // A reload of a joined match's page takes the seat back rather than asking for the (now taken) seat again.
  if (join) return match(saved?.t === 'reconnect' && saved.matchId === join ? saved : { t: 'join', matchId: join });
  if (spectate) return match({ t: 'spectate', matchId: spectate });
  if (replay) return { name: 'replay', id: replay };
  if (q.has('replays')) return { name: 'replays' };
  if (saved) return match(saved);
  return { name: 'lobby' };
}

function match(first: ClientMessage): Screen {
  return { name: 'match', conn: new MatchConnection(first) };
}

function addressOf(s: Screen): string | null {
  if (s.name === 'lobby') return '/';
  if (s.name === 'replays') return '/?replays';
  if (s.name === 'replay') return `/?replay=${encodeURIComponent(s.id)}`;
  return null;
}

export function App() {
  const [screen, setScreen] = useState<Screen>(() => firstScreen(location.search));
  useEffect(() => {
    const url = addressOf(screen);
    if (url !== null && url !== location.pathname + location.search) history.replaceState(null, '', url);
  }, [screen]);
  const toLobby = () => {
    if (screen.name === 'match') screen.conn.close();
    setScreen({ name: 'lobby' });
  };
  switch (screen.name) {
    case 'lobby':
      return <Lobby onStart={(first) => setScreen(match(first))} onReplays={() => setScreen({ name: 'replays' })} />;
    case 'match':
      return <Match conn={screen.conn} onLeave={toLobby} />;
    case 'replays':
      return <ReplayList onOpen={(id) => setScreen({ name: 'replay', id })} onBack={toLobby} />;
    case 'replay':
      return <ReplayViewer id={screen.id} onBack={() => setScreen({ name: 'replays' })} />;
  }
}
