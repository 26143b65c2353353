/**
 * A Yu-Gi-Oh! event in words, for the log: who did what to which card, from the event's own fields (src/ygo/events.ts).
 * Card names come from the names the client has seen; a face-down card stays unnamed.
 */
import type { YgoEvent } from '../../../src/ygo/events.ts';
import { nameOf, type CardNames } from './names.ts';
import type { Players } from './players.ts';
import { reasonText } from './result.ts';

const PLACES: Record<string, string> = {
  deck: 'the Deck',
  hand: 'the hand',
  mzone: 'the Monster Zone',
  szone: 'the Spell & Trap Zone',
  fzone: 'the Field Zone',
  gy: 'the GY',
  banished: 'banishment',
  extra: 'the Extra Deck',
  overlay: 'the Xyz Materials',
  gone: 'nowhere',
};

const PHASES: Record<string, string> = {
  draw: 'Draw Phase',
  standby: 'Standby Phase',
  main1: 'Main Phase 1',
  battle: 'Battle Phase',
  main2: 'Main Phase 2',
  end: 'End Phase',
};

export function phaseName(phase: string): string {
  return PHASES[phase] ?? phase;
}

/** 003 §3.6.3: the Battle Phase's steps. */
export function stepName(step: string): string {
  return `${step.charAt(0).toUpperCase()}${step.slice(1)} Step`;
}

function place(loc: string): string {
  return PLACES[loc] ?? loc;
}

function summonWord(kind: string | null): string {
  if (kind === null || kind === 'special') return 'Special Summons';
  if (kind === 'normal') return 'Normal Summons';
  if (kind === 'tribute') return 'Tribute Summons';
  if (kind === 'set') return 'Sets';
  return `${kind[0]!.toUpperCase()}${kind.slice(1)} Summons`;
}

/** One line for the event, or null for bookkeeping events the log leaves out. */
export function describeYgoEvent(e: YgoEvent, names: CardNames, who: Players): string | null {
  const n = (code: number | undefined): string => nameOf(names, code);
  switch (e.type) {
    case 'activate':
      return `${who.act(e.player, 'activate')} ${n(e.code)} (Chain Link ${e.chainLink})`;
    case 'attack':
      return e.target === -1
        ? `${n(e.code)} attacks directly`
        : `${n(e.code)} attacks ${e.targetCode !== undefined ? n(e.targetCode) : 'a face-down monster'}`;
    case 'attack-cancelled':
      return 'The attack is cancelled';
    case 'attack-ended':
      return null;
    case 'attack-target-changed':
      return 'The attack target changes';
    case 'banished':
      return `${e.code !== undefined ? n(e.code) : 'A face-down card'} is banished from ${place(e.from)}`;
    case 'battle-step':
      return e.step === 'battle' ? 'Battle Phase: Battle Step' : 'Battle Phase: End Step';
    case 'card-target':
      return `${n(e.code)} targets a card`;
    case 'chain-end':
      return 'The chain has resolved';
    case 'coin-toss':
      return `${who.name(e.winner)} won the coin toss; ${who.act(e.first, 'go')} first`;
    case 'counter':
      return `${e.change > 0 ? `${e.change} ${e.kind} Counter(s) placed on` : `${-e.change} ${e.kind} Counter(s) removed from`} ${n(e.code)} (now ${e.count})`;
    case 'end-processing':
      return `End Phase: ${n(e.code || undefined)} — ${e.action.replace(/-/g, ' ')}`;
    case 'control':
      return `${who.act(e.player, 'take control of')} ${e.code !== undefined ? n(e.code) : 'a face-down card'}`;
    case 'damage':
      return `${who.act(e.player, 'take')} ${e.amount} ${e.battle ? 'battle' : 'effect'} damage (LP ${e.lp})`;
    case 'lose-lp':
      // 003 §3.4.4: paying or losing LP is not damage (TC-99).
      return `${who.act(e.player, 'lose')} ${e.amount} LP (LP ${e.lp}; not damage)`;
    case 'damage-calculation':
      return `Damage calculation (ATK ${e.atk})`;
    case 'damage-step':
      return 'Damage Step';
    case 'damage-step-end':
      return null;
    case 'destroy-replaced':
      return 'A card is destroyed instead';
    case 'detach':
      return `${who.act(e.player, 'detach')} ${n(e.code)}`;
    case 'destroyed':
      return `${n(e.code)} is destroyed${e.to === 'banished' ? ' and banished' : ''}`;
    case 'draw':
      return e.code !== undefined ? `${who.act(e.player, 'draw')} ${n(e.code)}` : `${who.act(e.player, 'draw')} a card`;
    case 'duel-end':
      return `The duel is over: ${e.winner === 0 || e.winner === 1 ? `${who.act(e.winner, 'win')}` : 'a draw'} (${reasonText(e.reason)})`;
    case 'duel-start':
      return `The duel begins: ${who.act(e.first, 'go')} first, ${e.lp} LP each`;
    case 'equip':
      return `${n(e.code)} is equipped`;
    case 'first-chosen':
      return `${who.name(e.chooser)} chose: ${who.act(e.first, 'go')} first`;
    case 'negate-activation':
      return `The activation of ${n(e.code)} is negated`;
    case 'negate-effect':
      return `The effect of ${n(e.code)} is negated`;
    case 'negate-attack':
      return 'The attack is negated';
    case 'negate-summon':
      return `The Summon of ${n(e.code)} is negated`;
    case 'pay-lp':
      return `${who.act(e.player, 'pay')} ${e.amount} LP (LP ${e.lp})`;
    case 'phase':
      return `Turn ${e.turn}: ${phaseName(e.phase)}`;
    case 'phase-skipped':
      return `Turn ${e.turn}: ${phaseName(e.phase)} is skipped`;
    case 'position':
      return `${e.code !== undefined ? n(e.code) : 'A card'} changes to ${e.faceUp ? 'face-up' : 'face-down'} ${e.defense ? 'Defense' : 'Attack'} Position`;
    case 'recover':
      return `${who.act(e.player, 'gain')} ${e.amount} LP (LP ${e.lp})`;
    case 'replay':
      return e.target === -2 ? 'Replay: the attack stops' : 'Replay: a new attack target';
    case 'resolve':
      return `Chain Link ${e.chainLink} resolves: ${n(e.code)}`;
    case 'reveal':
      return `${who.act(e.player, 'reveal')} ${e.codes.map((c) => n(c)).join(', ')}`;
    case 'sent-to-gy':
      return `${n(e.code)} is sent to the GY from ${place(e.from)}`;
    case 'vanished':
      return `${n(e.code)} leaves the field`;
    case 'set':
    case 'set-spell':
      return `${who.act(e.player, 'Set')} a card`;
    case 'set-monster':
      return `${who.act(e.player, 'Set')} a monster`;
    case 'shuffle':
      return `${who.act(e.player, 'shuffle')} the Deck`;
    case 'special-summon':
      return `${who.act(e.player, 'Special Summon')} ${n(e.code)} from ${place(e.from)} in ${e.position === 'defense' ? 'Defense' : 'Attack'} Position`;
    case 'summoned':
      return null;
    case 'summoning':
      return `${who.name(e.player)} ${who.name(e.player) === 'You' ? summonWord(e.kind).replace(/s$/, '') : summonWord(e.kind)} ${n(e.code)}`;
    case 'targets':
      return `Chain Link ${e.chainLink} targets ${e.cards.length} card(s)`;
    case 'to-hand':
      return `${e.code !== undefined ? n(e.code) : 'A card'} goes to ${who.their(e.player)} hand from ${place(e.from)}`;
    case 'to-deck':
      return `${e.code !== undefined ? n(e.code) : 'A card'} goes to the Deck (${e.position})`;
    case 'to-extra':
      return `${e.code !== undefined ? n(e.code) : 'A card'} goes to the Extra Deck`;
    case 'return-to-field':
      return `${e.code !== undefined ? n(e.code) : 'A card'} returns to the field`;
    case 'return-to-gy':
      return `${n(e.code)} goes to the GY`;
    case 'turn':
      return `Turn ${e.turn}: ${who.their(e.player)} turn`;
  }
}
