/**
 * A ONE PIECE event in words, for the log, from the event's own fields (src/optcg/view/events.ts). An event about a
 * card hidden from this player arrives without its `card` and `code` (001 §3-1-5), and is told without them.
 */
import type { OptcgEvent } from '../../../src/optcg/view/events.ts';
import { nameById, nameOf, type CardNames } from './names.ts';
import type { Players } from './players.ts';
import { reasonText } from './result.ts';

const PHASES: Record<string, string> = {
  setup: 'Setup',
  refresh: 'Refresh Phase',
  draw: 'Draw Phase',
  don: 'DON!! Phase',
  main: 'Main Phase',
  end: 'End Phase',
  over: 'Game over',
};

export function optcgPhaseName(phase: string): string {
  return PHASES[phase] ?? phase;
}

const DURATIONS: Record<string, string> = {
  battle: 'this battle',
  turn: 'this turn',
  untilYourNextTurn: 'until its controller’s next turn',
  untilEndOfOpponentsNextTurn: 'until the end of the opponent’s next turn',
};

/** One line for the event, or null for bookkeeping the log leaves out. */
export function describeOptcgEvent(e: OptcgEvent, names: CardNames, who: Players): string | null {
  // A hidden card's event arrives without `code` (ARCHITECTURE §4).
  const n = (code: string | undefined): string => (code === undefined ? 'a card' : nameOf(names, code));
  switch (e.type) {
    case 'draw':
      return `${who.act(e.player, 'draw')} ${e.code === undefined ? 'a card' : n(e.code)}`;
    case 'trash':
      return `${n(e.code)} is trashed from ${e.from.replace(/-/g, ' ')}`;
    case 'don-returned':
      return `${who.act(e.player, 'return')} ${e.count} DON!! to the DON!! deck`;
    case 'give-don':
      return `${who.act(e.player, 'give')} ${e.count ?? 1} DON!! to ${nameById(names, e.card)}`;
    case 'power':
      return `${nameById(names, e.card)} gets ${e.amount >= 0 ? '+' : ''}${e.amount} power for ${DURATIONS[e.duration] ?? e.duration}`;
    case 'gain':
      return `${nameById(names, e.card)} gains [${e.keyword}] for ${DURATIONS[e.duration] ?? e.duration}`;
    case 'no-blocker':
      return 'The opponent cannot activate [Blocker] this battle';
    case 'negate':
      return `The effects of ${nameById(names, e.card)} are negated`;
    case 'set-active':
    case 'rest':
    case 'rest-don':
    case 'don-active':
      return null;
    case 'bounce':
      return `${n(e.code)} returns to ${who.their(e.player)} hand`;
    case 'to-deck-bottom':
      return `${n(e.code)} goes to the bottom of ${who.their(e.player)} deck`;
    case 'reveal':
      return `${who.act(e.player, 'reveal')} ${n(e.code)}`;
    case 'shuffle':
      return `${who.act(e.player, 'shuffle')} the deck`;
    case 'look':
      return `${who.act(e.player, 'look')} at ${e.codes.map((c) => n(c)).join(', ')}`;
    case 'add-to-hand':
      return `${who.act(e.player, 'add')} ${n(e.code)} to the hand from ${e.from}`;
    case 'deck-bottom':
      return `${who.act(e.player, 'put')} ${e.count} card(s) on the bottom of the deck`;
    case 'deck-arranged':
      return `${who.act(e.player, 'arrange')} the deck (${e.top} on top, ${e.bottom} at the bottom)`;
    case 'play':
      return `${who.act(e.player, 'play')} ${n(e.code)}`;
    case 'setup':
      return `Setup: ${e.leaders.map((l) => n(l)).join(' vs ')}`;
    case 'life-set':
      return `${who.act(e.player, 'place')} ${e.count} Life cards`;
    case 'first-player':
      return `${who.act(e.player, 'go')} first`;
    case 'mulligan':
      return `${who.act(e.player, 'redraw')} the opening hand`;
    case 'keep':
      return `${who.act(e.player, 'keep')} the opening hand`;
    case 'attack':
      return `${n(e.attackerCode)} attacks ${n(e.targetCode)}`;
    case 'battle-end':
      return null;
    case 'block':
      return `${who.act(e.player, 'block')} with ${n(e.code)}`;
    case 'counter':
      return `${who.act(e.player, 'use')} the [Counter] of ${n(e.code)}: +${e.amount} power`;
    case 'event':
      return `${who.act(e.player, 'activate')} the Event ${n(e.code)}`;
    case 'battle-result':
      return `${e.attackerPower} vs ${e.targetPower}: the ${e.attackerWins ? 'attacker wins' : 'attack fails'}`;
    case 'damage':
      return `${who.their(e.player)} Leader takes ${e.amount} damage${e.atZeroLife ? ' with no Life left' : ''}`;
    case 'life-added': {
      // Face-down Life is secret (001 §3-1-5): the opponent's copy of the event has no code.
      const code = e.code as string | undefined;
      return `${who.act(e.player, 'add')} ${code === undefined ? 'a card' : n(code)} from the ${e.from} to the ${e.end} of the Life`;
    }
    case 'life-face-up':
      return `${who.their(e.player)} Life card ${n(e.code)} turns face-up (001 §3-10-2-1)`;
    case 'life-arranged':
      return e.end === 'any-order'
        ? `${who.act(e.player, 'look')} at ${e.count} Life cards and put them back in any order`
        : `${who.act(e.player, 'place')} ${e.count} looked-at Life card${e.count === 1 ? '' : 's'} at the ${e.end} of the Life`;
    case 'life-trashed':
      return `${who.their(e.player)} Life card ${n(e.code)} is trashed`;
    case 'life-to-hand':
      return `${who.act(e.player, 'add')} ${e.code === undefined ? 'a Life card' : n(e.code)} to the hand`;
    case 'replaced':
      return `${n(e.code)} ${e.instead === 'ko' ? "is not K.O.'d" : 'does not leave the field'}: a replacement happens`;
    case 'trigger':
      return `${who.act(e.player, 'reveal')} ${n(e.code)} and activate${who.name(e.player) === 'You' ? '' : 's'} its [Trigger]`;
    case 'end-main':
      return `${who.act(e.player, 'end')} the Main Phase`;
    case 'ko':
      return `${n(e.code)} is K.O.'d${e.cause === 'battle' ? ' in battle' : ''}`;
    case 'activate':
      return `${who.act(e.player, 'activate')} ${n(e.code)} [${e.ability}]`;
    case 'turn':
      return `Turn ${e.turn}: ${who.their(e.player)} turn`;
    case 'turn-end':
      return null;
    case 'extra-turn':
      return `${who.their(e.player)} next turn is an extra turn`;
    case 'don-added':
      return `${who.act(e.player, 'add')} ${e.count} DON!!${e.active ? '' : ' (rested)'}`;
    case 'game-over':
      return `Game over: ${e.winner === null ? 'a draw' : `${who.act(e.winner, 'win')}`} (${reasonText(e.reason)})`;
    case 'loop':
      return `An infinite loop runs ${e.runs} time(s), as declared (${e.counts.join(' and ')}), and stops (${e.rule})`;
  }
}
