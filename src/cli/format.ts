/** Text for results, events and decisions, shared by the commands. */
import type { Decision } from '../core/decision.ts';
import type { GameEvent, GameResult } from '../core/game.ts';

export function formatResult(r: GameResult | null): string {
  if (r === null) return 'unfinished';
  return `${r.winner === null ? 'draw' : `player ${r.winner} wins`} (${r.reason}, ${r.rule})`;
}

/** One line: the event type, then its fields as key=value. */
export function formatEvent(e: GameEvent): string {
  const fields: string[] = [];
  for (const key of Object.keys(e)) {
    if (key === 'type') continue;
    const v = e[key];
    fields.push(`${key}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  }
  return fields.length ? `${e.type} ${fields.join(' ')}` : e.type;
}

/** "choose 1", "choose 0 to 2, empty line for none", "choose 3, in order". */
export function formatCount(d: Decision): string {
  const max = Math.min(d.max, d.options.length);
  let s = d.min === max ? `choose ${max}` : `choose ${d.min} to ${max}`;
  if (d.ordered) s += ', in order';
  if (d.min === 0) s += ', empty line for none';
  return s;
}

export function formatOptions(d: Decision): string {
  const width = String(d.options.length - 1).length;
  return d.options.map((o, i) => `  ${String(i).padStart(width)}) ${o.label}`).join('\n');
}
