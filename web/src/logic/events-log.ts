/**
 * Events into log lines: each game's describer, with the event's rule citation when the engine gave one
 * (a game end names the rule that ended it).
 */
import type { GameEvent } from '../../../src/core/game.ts';
import type { YgoEvent } from '../../../src/ygo/events.ts';
import type { OptcgEvent } from '../../../src/optcg/view/events.ts';
import { describeYgoEvent } from './describe-ygo.ts';
import { describeOptcgEvent } from './describe-optcg.ts';
import type { CardNames } from './names.ts';
import type { Players } from './players.ts';

export interface LogLine {
  /** Unique within a match's log, for rendering. */
  key: number;
  text: string;
  /** The rule the event cites, e.g. "003 §3.1.4". */
  rule?: string;
  /** The same line this many times in a row (DON!! given one by one), shown once. */
  count?: number;
}

/** `log` with `lines` after it: a line that repeats the one before is counted on it, not shown again. */
export function appendLines(log: readonly LogLine[], lines: readonly LogLine[]): LogLine[] {
  const out = [...log];
  for (const l of lines) {
    const prev = out.at(-1);
    if (prev && prev.text === l.text && prev.rule === l.rule)
      out[out.length - 1] = { ...prev, count: (prev.count ?? 1) + 1 };
    else out.push(l);
  }
  return out;
}

/** The event's words; an event type this client does not know is shown by its type, never dropped silently. */
export function describeEvent(game: string, e: GameEvent, names: CardNames, who: Players): string | null {
  const text =
    game === 'ygo'
      ? describeYgoEvent(e as YgoEvent, names, who)
      : game === 'optcg'
        ? describeOptcgEvent(e as OptcgEvent, names, who)
        : undefined;
  return text === undefined ? e.type : text;
}

/** The log lines of `events`, numbered from `firstKey`. */
export function logLines(
  game: string,
  events: readonly GameEvent[],
  names: CardNames,
  who: Players,
  firstKey: number,
): LogLine[] {
  const out: LogLine[] = [];
  for (const e of events) {
    const text = describeEvent(game, e, names, who);
    if (text === null) continue;
    const line: LogLine = { key: firstKey + out.length, text: text.charAt(0).toUpperCase() + text.slice(1) };
    if (typeof e['rule'] === 'string') line.rule = e['rule'];
    out.push(line);
  }
  return out;
}
