/**
 * The battle in progress, as the events tell it: the Yu-Gi-Oh! attack arrow (attacker → target, or a direct attack)
 * and the ONE PIECE blocker and counters, which the views do not carry.
 */
import type { GameEvent } from '../../../src/core/game.ts';
import type { YgoEvent } from '../../../src/ygo/events.ts';
import type { OptcgEvent } from '../../../src/optcg/view/events.ts';

/**
 * A declared attack: `target` -1 is a direct attack (003 §3.6.3). `done`: it ended within the update that declared
 * it (no one could respond), so the arrow still shows what just happened until the next update.
 */
export interface AttackArrow {
  attacker: number;
  target: number;
  done?: boolean;
}

/** The attack in progress after `events` (or the last one they declared and ended), starting from `current`. */
export function trackYgoAttack(current: AttackArrow | null, events: readonly GameEvent[]): AttackArrow | null {
  let live = current && !current.done ? current : null;
  let last: AttackArrow | null = null;
  for (const raw of events) {
    const e = raw as YgoEvent;
    switch (e.type) {
      case 'attack':
        live = last = { attacker: e.attacker, target: e.target };
        break;
      case 'attack-target-changed':
        live = last = { attacker: e.attacker, target: e.target };
        break;
      case 'replay':
        // 003 §3.6.3: a replay lets the attacker choose a new target, or stop (-2).
        live = e.target === -2 ? null : { attacker: e.attacker, target: e.target };
        if (live) last = live;
        break;
      case 'attack-cancelled':
      case 'attack-ended':
      case 'negate-attack':
      case 'damage-step-end':
      case 'phase':
      case 'duel-end':
        live = null;
        break;
      default:
        break;
    }
  }
  return live ?? (last ? { ...last, done: true } : null);
}

/** The ONE PIECE attack (001 §7-1-1) in progress after `events`, or the last one they declared and ended. */
export function trackOptcgAttack(current: AttackArrow | null, events: readonly GameEvent[]): AttackArrow | null {
  let live = current && !current.done ? current : null;
  let last: AttackArrow | null = null;
  for (const raw of events) {
    const e = raw as OptcgEvent;
    if (e.type === 'attack') live = last = { attacker: e.attacker, target: e.target };
    else if (e.type === 'battle-end' || e.type === 'game-over' || e.type === 'turn-end') live = null;
  }
  return live ?? (last ? { ...last, done: true } : null);
}

/** What the ONE PIECE view leaves out of a battle: the blocker (001 §7-1-2) and the counters used (001 §7-1-3). */
export interface OptcgBattleNotes {
  blocker: number | null;
  counters: { player: number; code?: string; amount: number }[];
}

export const NO_BATTLE_NOTES: OptcgBattleNotes = { blocker: null, counters: [] };

export function trackOptcgBattle(current: OptcgBattleNotes, events: readonly GameEvent[]): OptcgBattleNotes {
  let notes = current;
  for (const raw of events) {
    const e = raw as OptcgEvent;
    if (e.type === 'attack' || e.type === 'battle-end' || e.type === 'game-over') notes = NO_BATTLE_NOTES;
    else if (e.type === 'block') notes = { ...notes, blocker: e.card };
    else if (e.type === 'counter') {
      const c: OptcgBattleNotes['counters'][number] = { player: e.player, amount: e.amount };
      if (e.code !== undefined) c.code = e.code;
      notes = { ...notes, counters: [...notes.counters, c] };
    }
  }
  return notes;
}
