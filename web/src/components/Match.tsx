/**
 * A live match: the board, the prompt for this seat's decision, the chain or battle, the log and the card text.
 * Clicking a highlighted card picks the option about it (or, when several options are about it, lists those first);
 * an answer goes to the server as `respond` with the update's `seq`.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { MatchConnection } from '../connection.ts';
import type { CardFace } from '../logic/faces.ts';
import type { MatchState } from '../logic/match-state.ts';
import { players } from '../logic/players.ts';
import { answersOnClick, optionsByCard, togglePick } from '../logic/selection.ts';
import type { OptcgSeenView, YgoSeenView } from '../logic/views.ts';
import { BattlePanel } from './BattlePanel.tsx';
import { Board } from './Board.tsx';
import { BoardContext, type BoardActions } from './board-context.ts';
import { CardText } from './CardText.tsx';
import { ChainPanel } from './ChainPanel.tsx';
import { Log } from './Log.tsx';
import { Prompt } from './Prompt.tsx';
import { StatusBar } from './StatusBar.tsx';

function useMatchState(conn: MatchConnection): MatchState {
  const [state, setState] = useState(conn.state);
  useEffect(() => conn.subscribe(setState), [conn]);
  return state;
}

export function Match({ conn, onLeave }: { conn: MatchConnection; onLeave: () => void }) {
  const s = useMatchState(conn);
  const [picked, setPicked] = useState<number[]>([]);
  const [focus, setFocus] = useState<number[]>([]);
  const [inspected, setInspected] = useState<CardFace | null>(null);
  // A new update is a new decision: the picks of the last one no longer mean anything.
  useEffect(() => {
    setPicked([]);
    setFocus([]);
  }, [s.seq]);
  const d = s.decision;
  const byCard = useMemo(() => optionsByCard(d), [d]);
  const who = players(s.seat);

  const pick = (i: number) => {
    if (!d) return;
    if (answersOnClick(d)) return conn.respond([i]);
    setPicked(togglePick(d, picked, i));
  };
  const actions: BoardActions = {
    optionsFor: (id) => byCard.get(id) ?? [],
    pickedOrder: (id) => {
      const opts = byCard.get(id);
      if (!opts) return null;
      const at = picked.findIndex((p) => opts.includes(p));
      return at < 0 ? null : at + 1;
    },
    clickCard: (face) => {
      setInspected(face);
      const opts = byCard.get(face.id);
      if (!opts) return;
      if (opts.length === 1) pick(opts[0]!);
      else setFocus(opts);
    },
    inspect: setInspected,
  };

  if (s.matchId === null || s.view === null || s.game === null) {
    return (
      <main class="match loading">
        <p>{s.error ? `${s.error.message}${s.error.rule ? ` (${s.error.rule})` : ''}` : 'Connecting…'}</p>
        <button type="button" onClick={onLeave}>
          Back to the lobby
        </button>
      </main>
    );
  }
  const game = s.game;
  const link = (param: string) => `${location.origin}/?${param}=${encodeURIComponent(s.matchId ?? '')}`;
  const friendSeat = s.seats && s.seat !== null ? s.seats[1 - s.seat] : null;
  return (
    <BoardContext.Provider value={actions}>
      <main class={`match game-${game}`} data-seq={s.seq} data-over={s.result ? 'yes' : 'no'}>
        <div class="match-main">
          <StatusBar game={game} view={s.view} who={who} clock={s.clock} clockAt={s.clockAt} />
          <Board game={game} rules={s.rules} view={s.view} who={who} attack={s.attack} tick={s.seq} />
        </div>
        <aside class="match-side">
          {s.error && (
            <p class="error" role="alert">
              {s.error.message}
              {s.error.rule && <span class="rule">{s.error.rule}</span>}
            </p>
          )}
          <Prompt
            decision={d}
            waiting={s.waiting}
            result={s.result}
            picked={picked}
            focus={focus}
            who={who}
            onPick={pick}
            onConfirm={() => conn.respond(picked)}
            onClear={() => setPicked([])}
          />
          {game === 'ygo' && <ChainPanel chain={(s.view as YgoSeenView).chain} names={s.names} who={who} />}
          {game === 'optcg' && <BattlePanel view={s.view as OptcgSeenView} notes={s.battleNotes} names={s.names} />}
          <CardText game={game} face={inspected} />
          <Log lines={s.log} />
          <div class="match-actions">
            {friendSeat?.kind === 'human' && (
              <p class="share">
                Invite a friend: <input readOnly value={link('join')} onFocus={(e) => e.currentTarget.select()} />
              </p>
            )}
            <p class="share">
              Spectate: <input readOnly value={link('spectate')} onFocus={(e) => e.currentTarget.select()} />
            </p>
            {s.seat !== null && !s.result && (
              <button type="button" class="danger" onClick={() => confirm('Concede this match?') && conn.concede()}>
                Concede
              </button>
            )}
            {s.seat !== null && s.result && (
              <button type="button" onClick={() => conn.rematch()}>
                Rematch
              </button>
            )}
            {s.rematch && (
              <button type="button" onClick={() => s.rematch && conn.join(s.rematch)}>
                Join the rematch
              </button>
            )}
            <button type="button" onClick={onLeave}>
              Leave
            </button>
          </div>
        </aside>
      </main>
    </BoardContext.Provider>
  );
}
