/**
 * Every event the ONE PIECE engine logs (review 3.8), with its fields, and who may see what of it
 * (001 §11-2, §11-3, ARCHITECTURE §4). `OptcgState.events` holds `OptcgEvent`s, so an event with an
 * unknown type or a missing field does not compile, and `VISIBILITY` must name a visibility for every type.
 */
import type { PlayerId } from '../../core/decision.ts';
import type { GameEvent } from '../../core/game.ts';
import type { Duration, Keyword } from '../types.ts';

/** Event fields by type. `card` is a physical card number, `code` its card number (e.g. "ST01-004"). */
interface OptcgEventFields {
  /** `player` drew `card` (`code`): the identity is the drawer's alone (001 §3-1-5). */
  draw: { player: PlayerId; card: number; code: string };
  /** `player`'s `card` (`code`) went to the trash from `from`. */
  trash: {
    player: PlayerId;
    card: number;
    code: string;
    from: 'hand' | 'life' | 'deck' | 'character-area' | 'stage-area';
  };
  /** `player` returned `count` DON!! to their DON!! deck. */
  'don-returned': { player: PlayerId; count: number };
  /** `player` gave DON!! to `card` (`count` of them, or 1), taken from their `rested` or active DON!!. */
  'give-don': { player: PlayerId; card: number; count?: number; rested: boolean };
  /** `card` gains `amount` power for `duration`. */
  power: { card: number; amount: number; duration: Duration };
  /** `card` gains `keyword` for `duration`. */
  gain: { card: number; keyword: Keyword; duration: Duration };
  /** The opponent cannot activate [Blocker] this battle (with cards of `minPower` or more, or any when 0). */
  'no-blocker': { minPower: number; maxPower?: number };
  /** `card`'s effects are negated for `duration`. */
  negate: { card: number; duration: Duration };
  /** `card` was set active. */
  'set-active': { card: number };
  /** `card` was rested. */
  rest: { card: number };
  /** `count` of `player`'s DON!! were rested. */
  'rest-don': { player: PlayerId; count: number };
  /** `count` of `player`'s rested DON!! were set active. */
  'don-active': { player: PlayerId; count: number };
  /** `card` (`code`, public on the field) returned to `player`'s hand. */
  bounce: { player: PlayerId; card: number; code: string };
  /** `card` (`code`, public on the field) went to the bottom of `player`'s deck. */
  'to-deck-bottom': { player: PlayerId; card: number; code: string };
  /** `player` revealed `card` (`code`) to both players (001 §11-2-1). */
  reveal: { player: PlayerId; card: number; code: string };
  /** `player` shuffled their deck. */
  shuffle: { player: PlayerId };
  /** `player` looked at `cards` (`codes`) of a deck or Life area: theirs alone (001 §11-3-1, §3-10-3). */
  look: { player: PlayerId; cards: number[]; codes: string[] };
  /** `card` (`code`, revealed or public) went to `player`'s hand from `from`. */
  'add-to-hand': { player: PlayerId; card: number; code: string; from: 'deck' | 'trash' | 'trigger' };
  /** `player` put `count` cards on the bottom of their deck (face-down, no identities). */
  'deck-bottom': { player: PlayerId; count: number };
  /** `player` arranged their deck: `top` cards on top, `bottom` at the bottom (no identities). */
  'deck-arranged': { player: PlayerId; top: number; bottom: number };
  /** `player` played `card` (`code`) from `from`. */
  play: { player: PlayerId; card: number; code: string; from: string };
  /** The game was set up: `chooser` chooses who goes first; the `leaders` (card numbers) of both players. */
  setup: { chooser: PlayerId; leaders: string[] };
  /** `player` placed `count` Life cards. */
  'life-set': { player: PlayerId; count: number };
  /** `player` goes first, as `chosenBy` chose. */
  'first-player': { player: PlayerId; chosenBy: PlayerId };
  /** `player` redrew their opening hand (001 §5-2-1-6). */
  mulligan: { player: PlayerId };
  /** `player` kept their opening hand. */
  keep: { player: PlayerId };
  /** `player`'s `attacker` (`attackerCode`) attacks `target` (`targetCode`). */
  attack: { player: PlayerId; attacker: number; target: number; attackerCode: string; targetCode: string };
  /** The battle ended. */
  'battle-end': Record<never, never>;
  /** `player` blocked with `card` (`code`). */
  block: { player: PlayerId; card: number; code: string };
  /** `player` used the [Counter] of `card` (`code`) from hand: +`amount` power to `target`. */
  counter: { player: PlayerId; card: number; code: string; target: number; amount: number };
  /** `player` activated Event `card` (`code`) in the `timing` (Counter Step or Main Phase). */
  event: { player: PlayerId; card: number; code: string; timing: 'counter' | 'main' };
  /** The battle between `attacker` and `target` was decided on powers: `attackerWins`. */
  'battle-result': {
    attacker: number;
    target: number;
    attackerPower: number;
    targetPower: number;
    attackerWins: boolean;
  };
  /** `player`'s Leader took `amount` damage (`atZeroLife`: with no Life left). */
  damage: { player: PlayerId; amount: number; atZeroLife?: boolean };
  /** `player`'s Life card `card` (`code`) was trashed face-up. */
  'life-trashed': { player: PlayerId; card: number; code: string };
  /** `player`'s Life card `card` (`code`) went to their hand: the identity is theirs alone. */
  'life-to-hand': { player: PlayerId; card: number; code: string };
  /** `card` (`code`) went to the `end` of `player`'s Life face-down from `from`: its identity is the owner's alone. */
  'life-added': {
    player: PlayerId;
    card: number;
    code: string;
    end: 'top' | 'bottom';
    from: 'hand' | 'deck' | 'field';
  };
  /** `card` (`code`) went to the `end` of `player`'s Life face up (001 §3-10-2-1: open to both players). */
  'life-face-up': { player: PlayerId; card: number; code: string; end: 'top' | 'bottom' };
  /** A Life card of `player` was looked at and placed at the `end` of their Life (001 §3-10-3; no identity). */
  'life-arranged': { player: PlayerId; count: number; end: 'top' | 'bottom' | 'any-order' };
  /** `player`'s `card` (`code`) was not K.O.'d / did not leave the field: a replacement happened `instead`. */
  replaced: { player: PlayerId; card: number; code: string; instead: 'ko' | 'leave' };
  /** `player` revealed Life card `card` (`code`) and activates its [Trigger]. */
  trigger: { player: PlayerId; card: number; code: string };
  /** `player` ended their Main Phase. */
  'end-main': { player: PlayerId };
  /** `player`'s `card` (`code`) was K.O.'d by `cause`. */
  ko: { player: PlayerId; card: number; code: string; cause: 'battle' | 'effect' };
  /** `player` activated the `ability` (its timing) of `card` (`code`). */
  activate: { player: PlayerId; card: number; code: string; ability: string };
  /** Turn `turn` of `player` began. */
  turn: { turn: number; player: PlayerId };
  /** The next turn is an extra turn of `player` (OP05-119; 001 §1-3-1 over §6-6-1-4). */
  'extra-turn': { player: PlayerId };
  /** Turn `turn` of `player` ended. */
  'turn-end': { turn: number; player: PlayerId };
  /** `player` added `count` DON!! to their cost area (`active` or rested). */
  'don-added': { player: PlayerId; count: number; active: boolean };
  /** The game is over: `winner` (null: a draw), `reason`, `rule`. */
  'game-over': { winner: PlayerId | null; reason: string; rule: string };
  /**
   * 001 §11-1-1-2 / §11-1-1-3: an infinite loop of `length` decisions that `players` can stop; they declared `counts`
   * (in that order) and it ran `runs` times in all (`rule`).
   */
  loop: { players: PlayerId[]; counts: number[]; runs: number; length: number; rule: string };
}

export type OptcgEventType = keyof OptcgEventFields;
/** One event of the given type. */
export type OptcgEventOf<K extends OptcgEventType> = { type: K } & OptcgEventFields[K];
/** Any event the ONE PIECE engine logs. */
export type OptcgEvent = { [K in OptcgEventType]: OptcgEventOf<K> }[OptcgEventType];

/**
 * Who sees an event: 'public' (everyone, in full); 'owner' (its `player` in full, the others without
 * `card` and `code`); 'owner-only' (its `player` only, the others nothing).
 */
export type Visibility = 'public' | 'owner' | 'owner-only';

/** ARCHITECTURE §4: every event type declares its visibility here (the type requires an entry per type). */
export const VISIBILITY: { readonly [K in OptcgEventType]: Visibility } = {
  draw: 'owner', // 001 §3-1-5: the hand is a secret area; the drawer knows the card
  trash: 'public',
  'don-returned': 'public',
  'give-don': 'public',
  power: 'public',
  gain: 'public',
  'no-blocker': 'public',
  negate: 'public',
  'set-active': 'public',
  rest: 'public',
  'rest-don': 'public',
  'don-active': 'public',
  bounce: 'public',
  'to-deck-bottom': 'public',
  reveal: 'public',
  shuffle: 'public',
  look: 'owner-only', // 001 §11-3-1: only the ability's owner looks
  'add-to-hand': 'public',
  'deck-bottom': 'public',
  'deck-arranged': 'public',
  play: 'public',
  setup: 'public',
  'life-set': 'public',
  'first-player': 'public',
  mulligan: 'public',
  keep: 'public',
  attack: 'public',
  'battle-end': 'public',
  block: 'public',
  counter: 'public',
  event: 'public',
  'battle-result': 'public',
  damage: 'public',
  'life-trashed': 'public',
  'life-to-hand': 'owner', // 001 §4-6-2-1, §3-1-5: a Life card goes to the (secret) hand unrevealed
  'life-added': 'owner', // 001 §3-1-5: face-down Life is secret; the owner placed it and knows it
  'life-face-up': 'public', // 001 §3-10-2-1
  'life-arranged': 'public',
  replaced: 'public',
  trigger: 'public',
  'end-main': 'public',
  ko: 'public',
  activate: 'public',
  turn: 'public',
  'turn-end': 'public',
  'extra-turn': 'public',
  'don-added': 'public',
  'game-over': 'public',
  loop: 'public',
};

/** The event as `player` may see it (null player: a spectator), by its declared visibility (null: hidden entirely). */
export function eventFor(e: GameEvent, player: PlayerId | null): GameEvent | null {
  const vis = VISIBILITY[(e as OptcgEvent).type];
  if (vis === 'public' || e['player'] === player) return e;
  if (vis === 'owner-only') return null;
  const { card: _c, code: _k, ...rest } = e;
  return rest as GameEvent;
}

/** The event as a spectator may see it: what both players see of it (001 §3-1-5). */
export function publicEventFor(e: GameEvent): GameEvent | null {
  return eventFor(e, null);
}
