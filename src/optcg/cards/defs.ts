/**
 * Card definitions: printed statistics plus behaviour (abilities written in the DSL).
 * Behaviour is code looked up by card number; state only ever holds the number (ARCHITECTURE §2).
 */
import type { PlayerId } from '../../core/decision.ts';
import type { Keyword, OptcgState, Task } from '../types.ts';
import type { OptcgAsker } from '../decisions.ts';
import { statsOf, type CardStats } from './stats.ts';

/** A condition on the ability's card `self`, owned by `p` (001 §8-3-2). */
export type Cond = (g: OptcgState, self: number, p: PlayerId) => boolean;

/** What a step sees while it runs. `k` counts the answers it has consumed. */
export interface Ctx {
  g: OptcgState;
  t: Task;
  p: PlayerId;
  self: number;
  /** The task's Asker (src/core/resume.ts): its recorded answers, in the order the step asks. */
  ask: OptcgAsker;
  /** What a question asked now is about (a cost being paid, the ability's effect, a K.O. replacement). */
  about: 'cost' | 'effect' | 'ko-replacement';
  /** While a replacement is carried out (rules/replace.ts): the Character whose K.O. or leaving it stands in for. */
  replaced?: number;
}

/** One resumable step of an effect: makes all its choices (via ask) before it mutates. */
export type Step = (x: Ctx) => void;

export type Timing =
  | 'startOfGame' // 001 §5-2-1-5-1 (Leaders)
  | 'startOfYourTurn' // 001 §6-2-2
  | 'startOfOpponentsTurn' // 001 §6-2-2
  | 'startOfMain' // 001 §6-5-1 ("at the start of the Main Phase", either player's)
  | 'onPlay' // 001 §10-2-6
  | 'whenAttacking' // 001 §10-2-5
  | 'onOpponentsAttack' // 001 §10-2-16
  | 'onBlock' // 001 §10-2-15
  | 'whenAttacked' // 001 §7-1-3-1
  | 'onKO' // 001 §10-2-17
  | 'endOfYourTurn' // 001 §10-2-7
  | 'endOfOpponentsTurn' // 001 §10-2-8
  | 'endOfBattle' // 001 §7-1-5-2
  | 'activateMain' // 001 §10-2-2
  | 'main' // 001 §10-2-3 (Events)
  | 'counter' // 001 §10-2-4 (Events)
  | 'trigger' // 001 §10-1-5
  | 'onYourEvent' // "When you activate an Event" (OP01-062)
  | 'onOpponentsEvent' // "when your opponent activates an Event" (OP01-004)
  | 'onCharacterKOd' // "When a Character is K.O.'d" (either player's, ST08-001)
  | 'onOpponentsCharacterKOd' // "When your opponent's Character is K.O.'d" (OP01-061)
  | 'whenThisKOd' // "When this Character is K.O.'d" without the [On K.O.] mark (OP02-085): resolves as [On K.O.]
  | 'onKOInBattle' // "When this Character battles and K.O.'s your opponent's Character" (OP02-094; 001 §7-1-4-1-2)
  | 'onDonGiven' // "When this Leader or any of your Characters is given a DON!! card" (OP02-002; 001 §6-5-5)
  | 'onYouPlayFromHand' // "When you play a Character … from your hand" (OP02-026): `subject` tests the played card
  | 'onDonReturned' // "When a DON!! card on your field is returned to your DON!! deck" (OP02-071, ST10-007)
  | 'onOpponentsBlocker' // "When your opponent activates a [Blocker]" (ST10-006; 001 §10-1-4-1)
  | 'onDonReturnedByYou' // "… returned to your DON!! deck by your effect" (OP04-058)
  | 'onOpponentPlaysCharacter' // "When your opponent plays a Character" (OP04-024; 001 §3-7-3: any placement is playing)
  | 'whenThisAttacks' // "When this Leader attacks" without the [When Attacking] mark (OP03-001; 001 §7-1-1-3)
  | 'onAttackDealsDamage' // "When this Character's attack deals damage to your opponent's Life" (OP03-041)
  | 'onYouDealDamage' // "When you deal damage to your opponent's Life" (any of your cards' attacks, OP03-043)
  | 'onTriggerActivates' // "When a [Trigger] activates" (either player's, OP05-109; 001 §10-1-5)
  | 'onLifeZero' // "When your number of Life cards becomes 0" (OP05-098; 001 §8-1-3-1): the owner's Life area empties
  | 'onLifeToHand' // "When a card is added to your hand from your Life" (OP05-107): damage or an effect (001 §4-6)
  | 'onDrawOutsideDrawPhase' // "When you draw a card outside of your Draw Phase" (OP05-053; 001 §4-5-3, §6-3)
  | 'onBattles' // "When this Character battles …" (ST05-010): the battle's two cards once blocking is over (001 §7-1-2)
  | 'replaceKO' // 001 §8-1-3-4: "If this Character would be K.O.'d, you may [cost] instead"
  | 'replaceLeave' // 001 §8-1-3-4: "If this Character would leave the field, you may [cost] instead" (OP05-100)
  | 'replaceOtherKO'; // 001 §8-1-3-4: "If your Character … would be K.O.'d, you may … instead" (OP05-001): `subject`

export interface Cost {
  /** Shown in labels, e.g. "③", "DON!! −1", "trash 1 card". */
  label: string;
  canPay(g: OptcgState, self: number, p: PlayerId): boolean;
  /** Ask the choices the payment needs (via ask) and return them; nothing is mutated. */
  choose(x: Ctx): number[];
  /** Pay with the choices made. */
  pay(x: Ctx, choice: number[]): void;
  /**
   * The cost reads "You may …" (DON!! −X: "You may return…"): the owner may decline it, and then the effect after
   * the colon does not happen (001 §8-3-1-4, §10-2-10-1).
   */
  mayDecline?: boolean;
}

export interface Ability {
  timing: Timing;
  /** The card text of this ability, for labels and logs. */
  text: string;
  /** Conditions: [DON!! xX], [Your Turn], [Opponent's Turn], "If …" (001 §8-3-2). */
  conds: Cond[];
  /** [Once Per Turn] (001 §10-2-13). */
  once: boolean;
  /** Activation cost, paid in order (001 §8-3-1-1); all or nothing (001 §8-3-1-3). */
  cost: Cost[];
  /** "You may [cost]:" on an auto ability: the owner may decline (001 §8-3-1-4). */
  mayPay: boolean;
  /** "You may …" ability without a cost: asked before it resolves (001 §8-1-2). */
  optional: boolean;
  steps: Step[];
  /** For a timing about another card ("When you play a Character with no base effect", OP02-026): that card's test. */
  subject?: (g: OptcgState, c: number, self: number) => boolean;
  /** The steps a resolution runs: the cost payment (if any) then `steps`. */
  all: Step[];
}

/** A permanent ability that adds a keyword or power to its own card (001 §8-1-3-3). */
export interface Gain {
  if: Cond[];
  kw?: Keyword;
  power?: number;
  /** "This Character cannot be K.O.'d in battle by …": the opposing cards (`other`) it cannot be K.O.'d by. */
  noBattleKOBy?: (g: OptcgState, self: number, other: number) => boolean;
  /** "+N power for every …": power added as a function of the state (OP01-072, OP01-083). */
  powerFor?: (g: OptcgState, self: number, p: PlayerId) => number;
  /** "This Character cannot be K.O.'d by effects" (ST06-004). */
  noEffectKO?: boolean;
  /** "This Character cannot be removed from the field by your opponent's effects" (OP02-027). */
  noRemovalByOpponent?: boolean;
  /** "This Character can also attack your opponent's active Characters" (OP01-021). */
  canAttackActive?: boolean;
  /**
   * "your opponent cannot attack any card other than …" (OP01-051): while it holds, the opponent's attacks may only
   * target the cards `target` accepts.
   */
  onlyAttackable?: (g: OptcgState, self: number, target: number) => boolean;
  /** "This Leader cannot attack" (OP03-058, OP04-001; 001 §1-3-3: the prohibition wins). */
  cannotAttack?: boolean;
  /** "This Character cannot attack a Leader on the turn in which it is played" (OP03-004). */
  noLeaderAttackWhenPlayed?: boolean;
  /** "When your deck is reduced to 0, you win the game instead of losing" (OP03-040; 001 §1-3-1 over §9-2-1-2). */
  winsOnDeckOut?: boolean;
}

/** A permanent ability that changes the cost of cards of its owner (OP01-067: "Give blue Events in your hand −1 cost"). */
export interface CostAura {
  if: Cond[];
  cost: number;
  to(g: OptcgState, self: number, c: number): boolean;
  /** A one-time reduction (OP02-025): paying a cost it reduced removes this flag from its owner's Leader. */
  spends?: 'nextPlayDiscount';
}

/** A permanent ability that adds power to other cards (e.g. ST02-014 X.Drake). */
export interface Aura {
  if: Cond[];
  power: number;
  /** The cards it reaches cannot be K.O.'d in battle (OP01-099). */
  noBattleKO?: boolean;
  /** The cards it reaches "can attack Characters on the turn in which they are played" (OP04-096; 001 §3-7-4). */
  attackCharactersWhenPlayed?: boolean;
  /** The cards it reaches cannot be K.O.'d by effects (OP04-119). */
  noEffectKO?: boolean;
  /** The cards it reaches gain this keyword ("Your [Blugori] gains [Blocker]", OP02-074). */
  kw?: Keyword;
  /** The cards it reaches do not become active in the Refresh Phase (OP05-040; 001 §1-3-1 over §6-2-4). */
  noRefresh?: boolean;
  /** Does the aura reach card c (self is the aura's card)? */
  to(g: OptcgState, self: number, c: number): boolean;
}

export interface CardBehaviour {
  /**
   * The printed text the card file implements, exactly as in data.json: a test checks it against the card data, so a
   * card whose text the data changes (a new generator run, an errata) fails until its behaviour is reviewed.
   */
  text?: string;
  keywords?: Keyword[];
  gains?: Gain[];
  auras?: Aura[];
  costAuras?: CostAura[];
  abilities?: Ability[];
  /** "Also treat this card's name as [X] according to the rules" (OP01-121). */
  alsoNamed?: string[];
}

export interface CardDef {
  number: string;
  stats: CardStats;
  keywords: Keyword[];
  gains: Gain[];
  auras: Aura[];
  costAuras: CostAura[];
  abilities: Ability[];
  /** Its names: the printed one and those it is also treated as (OP01-121). */
  names: string[];
  /** The printed text the card file says it implements (CardBehaviour.text); null without a card file. */
  text: string | null;
  /** Written in a card file (false: stats only; such a card is refused by the deck check unless it has no text). */
  implemented: boolean;
  counterEvent: boolean;
  mainEvent: boolean;
  trigger: boolean;
}

const defs = new Map<string, CardDef>();

export function makeDef(number: string, b: CardBehaviour, implemented: boolean): CardDef {
  const stats = statsOf(number);
  if (!stats) throw new Error(`unknown card number ${number}`);
  const abilities = b.abilities ?? [];
  return {
    number,
    stats,
    keywords: b.keywords ?? [],
    gains: b.gains ?? [],
    auras: b.auras ?? [],
    costAuras: b.costAuras ?? [],
    abilities,
    names: [stats.name, ...(b.alsoNamed ?? [])],
    text: b.text ?? null,
    implemented,
    counterEvent: stats.category === 'Event' && abilities.some((a) => a.timing === 'counter'),
    mainEvent: stats.category === 'Event' && abilities.some((a) => a.timing === 'main'),
    trigger: abilities.some((a) => a.timing === 'trigger'),
  };
}

export function registerDef(d: CardDef): void {
  defs.set(d.number, d);
  // Definitions changed (tests give cards test behaviour): the per-game tables below are rebuilt.
  version++;
}

let version = 0;

/**
 * Per game, the definition of each physical card, by card index: `g.code` never changes during a game (clones
 * share it), so its definitions are looked up once instead of in a Map on every rule check. A cache, not state.
 */
const tables = new WeakMap<readonly string[], { version: number; defs: CardDef[] }>();

/** The definition of physical card `c` of a game whose card numbers are `codes` (OptcgState.code). */
export function defAt(codes: readonly string[], c: number): CardDef {
  // The game last asked about, kept at hand: most calls are for it.
  if (codes === lastCodes && version === lastVersion) return lastDefs[c]!;
  let t = tables.get(codes);
  if (t === undefined || t.version !== version) {
    t = { version, defs: codes.map((n) => defOf(n)) };
    tables.set(codes, t);
  }
  lastCodes = codes;
  lastVersion = t.version;
  lastDefs = t.defs;
  return t.defs[c]!;
}

let lastCodes: readonly string[] | null = null;
let lastVersion = -1;
let lastDefs: CardDef[] = [];

/**
 * The definition of a card number; a card with no card file has its stats only. The deck check refuses such a card
 * unless it has no text (rules/deck-check.ts, cards/status.ts): it is never played as a vanilla card by mistake.
 */
export function defOf(number: string): CardDef {
  let d = defs.get(number);
  if (!d) {
    d = makeDef(number, {}, false);
    defs.set(number, d);
  }
  return d;
}

export function isKnownCard(number: string): boolean {
  return statsOf(number) !== undefined;
}
