/**
 * A stored match, frame by frame (`GET /api/matches/:id/frames`): step forwards and backwards, jump to the start of a
 * turn; the board shows the frame's view, the log the events up to it, the arrow the attack then in progress.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { api, type MatchSummary, type ReplayFrame } from '../api.ts';
import { trackOptcgAttack, trackYgoAttack, type AttackArrow } from '../logic/battle.ts';
import { appendLines, logLines, type LogLine } from '../logic/events-log.ts';
import type { CardFace } from '../logic/faces.ts';
import { learnOptcgNames, learnYgoNames, type CardNames } from '../logic/names.ts';
import { players } from '../logic/players.ts';
import { reasonText, resultText } from '../logic/result.ts';
import type { OptcgSeenView, SeenView, YgoSeenView } from '../logic/views.ts';
import { Board } from './Board.tsx';
import { BoardContext, type BoardActions } from './board-context.ts';
import { CardText } from './CardText.tsx';
import { ChainPanel } from './ChainPanel.tsx';
import { Log } from './Log.tsx';
import { StatusBar } from './StatusBar.tsx';

interface Prepared {
  names: CardNames;
  /** Log lines per frame, numbered through the whole replay. */
  lines: LogLine[][];
  attacks: (AttackArrow | null)[];
}

function prepare(game: string, frames: ReplayFrame[]): Prepared {
  const names: CardNames = new Map();
  for (const f of frames) {
    if (game === 'ygo') learnYgoNames(names, f.view as YgoSeenView);
    else learnOptcgNames(names, f.view as OptcgSeenView);
  }
  const who = players(null);
  const lines: LogLine[][] = [];
  const attacks: (AttackArrow | null)[] = [];
  let key = 1;
  let attack: AttackArrow | null = null;
  for (const f of frames) {
    const l = logLines(game, f.events, names, who, key);
    key += l.length;
    lines.push(l);
    attack = game === 'ygo' ? trackYgoAttack(attack, f.events) : trackOptcgAttack(attack, f.events);
    attacks.push(attack);
  }
  return { names, lines, attacks };
}

export function ReplayViewer({ id, onBack }: { id: string; onBack: () => void }) {
  const [summary, setSummary] = useState<MatchSummary | null>(null);
  const [frames, setFrames] = useState<ReplayFrame[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [at, setAt] = useState(0);
  const [inspected, setInspected] = useState<CardFace | null>(null);
  useEffect(() => {
    const fail = (e: unknown) => setError(e instanceof Error ? e.message : String(e));
    api.match(id).then(setSummary, fail);
    api.frames(id).then(setFrames, fail);
  }, [id]);
  const game = summary?.game ?? null;
  const prepared = useMemo(() => (game && frames ? prepare(game, frames) : null), [game, frames]);
  const turns = useMemo(() => [...new Set((frames ?? []).map((f) => f.turn))], [frames]);

  if (error) {
    return (
      <main class="replay">
        <p class="error">{error}</p>
        <button type="button" onClick={onBack}>
          Back
        </button>
      </main>
    );
  }
  if (!summary || !frames || !prepared || !game) return <main class="replay">Loading…</main>;
  const last = frames.length - 1;
  const frame = frames[Math.min(at, last)];
  const who = players(null);
  const go = (i: number) => setAt(Math.max(0, Math.min(last, i)));
  const actions: BoardActions = {
    optionsFor: () => [],
    pickedOrder: () => null,
    clickCard: setInspected,
    inspect: setInspected,
  };
  const log = prepared.lines.slice(0, at + 1).reduce<LogLine[]>((all, lines) => appendLines(all, lines), []);
  return (
    <BoardContext.Provider value={actions}>
      <main class={`match replay game-${game}`} data-frame={at}>
        <div class="match-main">
          <nav class="replay-controls" aria-label="Replay controls">
            <button type="button" onClick={onBack}>
              Replays
            </button>
            <button type="button" name="first" onClick={() => go(0)} disabled={at === 0}>
              « First
            </button>
            <button type="button" name="back" onClick={() => go(at - 1)} disabled={at === 0}>
              ◀ Back
            </button>
            <span class="frame-no">
              Step {at + 1} / {frames.length}
            </span>
            <button type="button" name="forward" onClick={() => go(at + 1)} disabled={at === last}>
              Forward ▶
            </button>
            <button type="button" name="last" onClick={() => go(last)} disabled={at === last}>
              Last »
            </button>
            <label>
              Turn{' '}
              <select
                name="turn"
                value={frame ? String(frame.turn) : ''}
                onChange={(e) => go(frames.findIndex((f) => String(f.turn) === e.currentTarget.value))}
              >
                {turns.map((t) => (
                  <option key={t} value={String(t)}>
                    {t}
                  </option>
                ))}
              </select>
            </label>
          </nav>
          {frame && (
            <>
              <StatusBar game={game} view={frame.view as SeenView} who={who} clock={null} />
              <Board
                game={game}
                rules={summary.rules}
                view={frame.view as SeenView}
                who={who}
                attack={prepared.attacks[at] ?? null}
                tick={at}
              />
            </>
          )}
        </div>
        <aside class="match-side">
          {summary.result && (
            <section class="panel result">
              <h3>{resultText(summary.result, who)}</h3>
              <p>
                {reasonText(summary.result.reason)} <span class="rule">{summary.result.rule}</span>
              </p>
            </section>
          )}
          {game === 'ygo' && frame && (
            <ChainPanel chain={(frame.view as YgoSeenView).chain} names={prepared.names} who={who} />
          )}
          <CardText game={game} face={inspected} />
          <Log lines={log} />
        </aside>
      </main>
    </BoardContext.Provider>
  );
}
