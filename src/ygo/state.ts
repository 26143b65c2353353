/**
 * The whole duel as plain JSON data (ARCHITECTURE §2). Card behaviour lives in card
 * definitions looked up by passcode; nothing here is a closure.
 */
import type { PlayerId } from '../core/decision.ts';
import type { GameResult } from '../core/game.ts';
import type { YgoEvent } from './events.ts';
import type { YgoDecision } from './decisions.ts';
import type { RngState } from '../core/rng.ts';
import type { RuleSet, RuleSetId } from './rulesets.ts';

/**
 * 003 §3.2: the places a card can be. 'overlay': attached to an Xyz Monster as Xyz Material (003 §3.3.2: not a card on
 * the field); such a card's `seq` is the Xyz Monster's instance id. 'gone', outside the duel: where a Token is before
 * its Special Summon creates it and where it vanishes to when it leaves the field (003 §3.3.2 "Tokens"; 000 p.45); no
 * pile lists it.
 */
export type Location = 'deck' | 'hand' | 'mzone' | 'szone' | 'fzone' | 'gy' | 'banished' | 'extra' | 'overlay' | 'gone';

/** 003 §3.6.3: the six phases; the Battle Phase has steps. */
export type Phase = 'draw' | 'standby' | 'main1' | 'battle' | 'main2' | 'end';
export type BattleStep = 'start' | 'battle' | 'damage' | 'end';
/** 003 §3.6.3: the five sub-timings of the Damage Step. */
export type DamageTiming = 'start' | 'before-calc' | 'calc' | 'after-calc' | 'end';

/** How a monster came to the field (003 §3.3.2). */
export type SummonKind =
  'normal' | 'tribute' | 'flip' | 'special' | 'fusion' | 'ritual' | 'synchro' | 'xyz' | 'link' | 'pendulum' | 'set';

export interface CardInstance {
  uid: number;
  code: number;
  owner: PlayerId;
  controller: PlayerId;
  location: Location;
  /** Zone index on the field (mzone 0-4 main, 5-6 Extra Monster Zones; szone 0-4; fzone 0); -1 elsewhere. */
  seq: number;
  /**
   * Face-up on the field, in banishment, and in the Extra Deck: there only a Pendulum Monster is ever face-up (003
   * §3.2.1: sent from the field to the GY it goes face-up to the Extra Deck instead; face-up Extra Deck cards are public).
   */
  faceUp: boolean;
  /** Defense Position (monsters on the field). */
  defense: boolean;
  /** Stamp of the move that put the card where it is: a card that moves is a new card (003 §3.4.4). */
  stamp: number;
  /** Turn the card arrived where it is (Set this turn, Summoned this turn). */
  turnIn: number;
  /** How it was Summoned, while on the field. */
  summon: SummonKind | null;
  /** 003 §3.3.2: a monster with a Summoning condition becomes revivable once properly Summoned. Kept across moves. */
  properlySummoned: boolean;
  /**
   * 003 §3.3.2: the monsters used for its Fusion or Synchro Summon while it stays on the field, with their stamps
   * then: a material that moved since is no longer its material (TC-37, TC-38). Empty otherwise.
   */
  materials: number[];
  materialStamps: number[];
  /** 003 §3.3.2: the Xyz Materials attached to this Xyz Monster, the first attached first (location 'overlay'). */
  overlay: number[];
  /** Turn its battle position last changed by its controller (Summon, Set, manual change, Flip Summon): one per turn (003 §3.3.2). Changes by effects do not count. */
  positionTurn: number;
  /** Attacks declared this turn (003 §3.6.3: one per monster per turn). */
  attacks: number;
  /**
   * Damage calculations it took part in this turn: 003 §3.6.3 "a battle with no damage calculation is not a battle"
   * (TC-133), so "if this card battled" reads this, not `attacks`.
   */
  battles: number;
  /** The monster an Equip Card is attached to (uid), or -1. */
  equipTarget: number;
  /**
   * 003 §3.4.4 "Monsters as Equip Cards": the card whose effect equipped this Equip Card (uid), or -1 (an Equip
   * Spell's own activation, a Union's own effect counts as the Union's uid). "Cards equipped by a monster's own
   * effect are destroyed if that monster's effects are negated" (TC-102) and "the monster equipped to it by this
   * effect" read it.
   */
  equipBy: number;
  /**
   * 003 §3.4.4 "Gemini": Normal Summoned a second time while face-up on the field (a Gemini Summon), so it is an
   * Effect Monster with its effects until it leaves the field or is turned face-down.
   */
  gemini: boolean;
  /** Generic counters a card may keep while where it is (turn counts, e.g. Swords of Revealing Light). */
  counter: number;
  /**
   * 003 §3.4.4 "Counters": the counters on this card by kind (Spell Counters, Ice Counters, …), only while it is
   * face-up on the field: leaving the field or turning face-down removes them.
   */
  counters: Counters;
  /**
   * How many of `counters` the card placed on itself by its own effect: those are removed when its effects are
   * negated (003 §3.4.4, TC-109), the others stay (TC-110).
   */
  ownCounters: Counters;
  /** Why it last moved (bit flags of Reason), for triggers. */
  reason: number;
  /** Where it came from on its last move. */
  previous: Location | null;
  /** Who caused its last move (player), or -1. */
  reasonPlayer: number;
  /**
   * Control taken "until the End Phase" reverts then, to the player who controlled it before (003 §3.4.4: not
   * always the owner); null when no such control change applies.
   */
  controlReturnsTo: PlayerId | null;
  /**
   * The card's public handle: the id views, events and options show for it (ARCHITECTURE §4). A fresh one is
   * drawn whenever the card goes where someone cannot see it (a Deck, a hand, the Extra Deck, face-down) or its
   * Deck is shuffled, so nobody can link it to what they saw of it before (issue 11 item 21).
   */
  alias: number;
}

/**
 * 003 §3.4.4 "Counters": the kinds of counter the cards name ("Spell Counter", "Ice Counter", "Black Feather
 * Counter", "Chaos Counter").
 */
export type CounterKind = 'spell' | 'ice' | 'black-feather' | 'chaos';
/** Counts per counter kind (a kind absent or 0: none). */
export type Counters = Partial<Record<CounterKind, number>>;

/** Why a card moved (003 §3.4.4: destroyed, discarded, sent, Tributed, banished…). Bit flags. */
export const Reason = {
  DESTROY: 1,
  BATTLE: 2,
  EFFECT: 4,
  COST: 8,
  DISCARD: 16,
  TRIBUTE: 32,
  RULE: 64,
  MATERIAL: 128,
  SUMMON: 256,
  DRAW: 512,
  RETURN: 1024,
  REPLACE: 2048,
  /** The monster of a negated Summon: it was never on the field (003 §3.3.2, TC-24). */
  NEGATED_SUMMON: 4096,
  /** Used as Synchro Material (with MATERIAL and SUMMON). */
  SYNCHRO: 8192,
  /** Detached from an Xyz Monster, or sent to the GY because it left (003 §3.3.2). */
  XYZ: 16384,
  /** Used as Link Material (with MATERIAL and SUMMON). */
  LINK: 32768,
  /**
   * A Pendulum Monster card whose activation to the Pendulum Zone was negated: it was never on the field, so it goes
   * to the GY, not the Extra Deck (003 §3.3.2, §3.3.3; TC-115).
   */
  NEGATED_ACTIVATION: 65536,
} as const;

export interface PlayerState {
  lp: number;
  deck: number[]; // top of the Deck is the END of the array
  hand: number[];
  gy: number[]; // newest last
  banished: number[];
  extra: number[];
  /** 5 Main Monster Zones (uid or -1). */
  mzone: number[];
  /** 5 Spell & Trap Zones (uid or -1). */
  szone: number[];
  /** Field Zone (uid or -1). */
  fzone: number;
  /** Normal Summons/Sets used this turn (003 §3.3.2: one per turn). */
  normalSummons: number;
  /** Special Summons performed this turn. */
  specialSummons: number;
  /**
   * Successful Summons of any kind this turn: Normal (Tribute), Flip and Special (003 §2.1.4: "you cannot Summon
   * … the turn you activate this" looks at the Summons that succeeded; a negated one and a Set do not count).
   */
  summons: number;
  /**
   * 003 §2.1.4, §2.1.5: this turn's successful Summons by this player, in order (a negated Summon and a Set are not
   * there). Reset at the start of each turn.
   */
  summonHistory: SummonRecord[];
  /**
   * 003 §3.4.4 "Extra Normal Summon effects": whether this player used an additional Normal Summon this turn (only one
   * may be, whatever grants apply), and the grants they gained this turn by effects (passcodes of the cards whose
   * effect granted them; a grant on the field, like Atlantean Heavy Infantry's, is read from the field instead).
   */
  extraNormalUsed: boolean;
  extraGrants: number[];
  /**
   * 003 §3.4.3: the monsters sent to this player's GY this turn to activate monster effects (uid and stamp in the GY),
   * for "WATER monsters that were sent to your Graveyard to activate monster effects this turn" (High Tide on Fire
   * Island). Reset at the start of each turn.
   */
  monsterEffectCosts: { uid: number; stamp: number }[];
  /**
   * 003 §3.6.3: the names (passcodes, 003 §3.3.1: the name the monster bore then) of the monsters this player declared
   * an attack with this turn, in order: '"Red-Eyes B. Dragon" cannot attack the turn you activate this card' (Inferno
   * Fire Blast) looks here. Reset at the start of each turn.
   */
  attackHistory: number[];
}

/** One successful Summon (003 §2.1.4): what was Summoned, how, and from where. */
export interface SummonRecord {
  code: number;
  /** The monster's name when Summoned ("you can only Special Summon "X" once per turn" counts by name). */
  name: string;
  method: Exclude<SummonKind, 'set'>;
  /** Where it came from (a Flip Summon: 'mzone'). */
  from: Location | null;
}

/** A chain link (003 §3.4.3). */
export interface ChainLink {
  uid: number;
  /** Passcode of the card whose effect this is (the effect is looked up by code + index). */
  code: number;
  effect: number;
  player: PlayerId;
  /** The card's stamp when activated: if it moves, it is a different card. */
  stamp: number;
  /** Card activation (a Spell/Trap turning face-up) vs effect activation (003 §3.4.2). */
  cardActivation: boolean;
  targets: number[];
  /** Stamps of the targets when chosen (a target that moved is not affected, 003 §3.4.3). */
  targetStamps: number[];
  /** Free plain data the effect keeps between steps. */
  data: Record<string, number>;
  /** 0 none, 1 activation negated, 2 effect negated. */
  negated: 0 | 1 | 2;
  /** The event that triggered it (trigger effects and "When …" cards), or null. */
  event: DuelEventRecord | null;
  /** Spell Speed (003 §3.4.3). */
  speed: 1 | 2 | 3;
  /** A card activation that flipped a Set card face-up ("if this card was Set before activation"). */
  fromSet?: boolean;
  /**
   * Activated on the field (the card was on the field once activated): "a monster effect is activated on your
   * opponent's side of the field" (Gogogo Golem - Golden Form), "a Trap effect that was activated on your opponent's
   * side of the field" (Abyss-scale of Cetus); the side is the link's player's.
   */
  onField?: boolean;
  /**
   * duel.nextStamp when the link went on the chain: a card that arrived since has a newer stamp (Royal Magical
   * Library counts only Spells activated while it was on the field). Absent on links being checked.
   */
  at?: number;
  /** The Spell's resolution placed its counters already (the end of a link may re-run on a question). */
  countersPlaced?: boolean;
  /** The continuous "immediately after it resolves" effects (CardDef.onLinkResolved) were applied already. */
  resolvedHooksRan?: boolean;
}

/** Something the rules watch for (Summoned, destroyed, sent to the GY, …): the raw material of triggers. */
export interface DuelEventRecord {
  kind: TriggerEvent;
  uid: number;
  stamp: number;
  player: PlayerId;
  reason: number;
  from: Location | null;
  /** Events that happened in the same action share a group (for missing the timing, 003 §3.4.3). */
  group: number;
  /**
   * Happened inside a sequence whose later action may make it no longer the last thing that happened: a chain
   * being built or resolved (003 §3.4.3), or a Summon's Tributes, which the Summon follows (003 §3.3.2).
   */
  inSequence: boolean;
  /** The LP lost, on a 'damage' event: "if you take 2000 or more battle damage" (Double-Edged Sword). */
  amount?: number;
  /**
   * 003 §3.4.3: the activation a cost paid for, on the events of a cost ("when this card is sent to the GY to
   * activate a WATER monster's effect": Atlantean monsters; High Tide on Fire Island): the card, its effect, and
   * whether it was a card activation. Costs are remembered with the effect they paid for.
   */
  costFor?: { uid: number; code: number; effect: number; cardActivation: boolean };
  /** The chain link resolving when it happened ("when Summoned this way": by this card's own effect). */
  during?: { uid: number; effect: number };
  /** Who inflicted it, on a 'damage' event (-1: the rules): "damage from a card in your opponent's possession" (Gorz). */
  by?: PlayerId | -1;
  /** Continuous "each time …, inflict damage" effects (rules/damage-hooks.ts) have answered it already. */
  hooked?: boolean;
  /**
   * Who controlled the card where it was, on a 'destroyed' event: "if this card you control is destroyed" (Darklord
   * Asmodeus); the card's record has turned back to its owner by then (003 §3.4.4).
   */
  controller?: PlayerId;
  /**
   * How the card had been Summoned, on a 'destroyed' event of a monster on the field: "when a Normal Summoned monster
   * you control is destroyed by battle" (Salamangreat Almiraj); the card's record forgets it when it leaves.
   */
  summon?: SummonKind;
  /**
   * Whether the card was face-up where it was, on a 'left-field' event (and a 'to-gy' event from the field): "if a face-up … you control … leaves the
   * field" (Sky Striker Ace - Raye). With `controller`: who controlled it there.
   */
  faceUp?: boolean;
  /** The zone it left, on a 'left-field' event: "an opponent's monster in the Extra Monster Zone" (5, 6). */
  seq?: number;
  /**
   * It was in Defense Position, on a 'battle-destroyed' event: "When a Defense Position monster is destroyed by battle
   * and sent to your GY" (Superheavy Samurai Soulbeads).
   */
  defense?: boolean;
  /**
   * The counters it had on the field, on a 'destroyed' event of a card that had some: "place the same number of Spell
   * Counters on it that it had as a monster" (Servant of Endymion); 003 §3.4.4: they are gone once it leaves.
   */
  counters?: Counters;
}

export type TriggerEvent =
  | 'summoned' // any successful Summon (data: summon kind on the card)
  | 'normal-summoned'
  | 'flip-summoned'
  | 'special-summoned'
  | 'flipped' // turned face-up (flip effects, 003 §3.3.2)
  | 'destroyed'
  | 'to-gy'
  | 'left-field'
  | 'banished'
  | 'to-hand'
  | 'attack-declared'
  | 'battle-destroyed'
  | 'battled' // after damage calculation, for each monster that battled (003 §3.6.3)
  | 'damage-step-start' // each monster that battles (attacker, then target), at the start of the Damage Step
  | 'before-damage-calculation' // the attacker, at the Damage Step's "before damage calculation" timing (003 §3.6.3)
  | 'damage-step-end' // the attacker, at the end of the Damage Step
  | 'damage'
  /** 003 §3.6.3: the Draw Phase, after the normal draw ("during your Draw Phase"). */
  | 'phase-draw'
  | 'phase-standby'
  /** 003 §3.6.3: the End Step of the Battle Phase ("at the end of the Battle Phase"). */
  | 'phase-battle-end'
  | 'phase-end'
  /** A face-up monster's Level went up by an effect ("When the Level of this card increases", rules/level.ts). */
  | 'level-up';

/** A lasting change made by a resolved effect (003 §3.4.4): stat changes, "cannot attack", and the like. */
export interface Lingering {
  /**
   * 'effects-negated': "it has its effects negated" while it stays face-up on the field (Junk Synchron);
   * 'no-tribute-summon': "cannot be Tributed for a Tribute Summon" (Scapegoat's Sheep Tokens); 'indestructible-effect'
   * / 'indestructible-battle': "cannot be destroyed by card effects / by battle", given by a resolution (Darklord
   * Asmodeus's Tokens, 003 §3.3.2 TC-46). 'indestructible-opponent-effect': "cannot be destroyed by your
   * opponent's card effects" (Salamangreat Almiraj; value: the player "you" is).
   */
  kind:
    | 'atk'
    | 'def'
    | 'cannot-attack'
    | 'cannot-change-position'
    | 'effects-negated'
    | 'no-tribute-summon'
    | 'indestructible-effect'
    | 'indestructible-battle'
    | 'indestructible-opponent-effect'
    /** "It cannot be Tributed" (Sky Striker Ace Token): for no Tribute Summon and no Tribute as a cost (003 §3.3.2). */
    | 'cannot-be-tributed'
    /**
     * "Unaffected by card effects this turn, except its own" (Sky Striker Mecha - Eagle Booster, 003 §3.4.4): no
     * resolving effect of another card applies to it.
     */
    | 'unaffected-effects'
    /**
     * "It is unaffected by the effects of your cards, except for its own effects and this card's" (A Wild Monster
     * Appears!, 003 §3.4.4; value: the player "you" is): no resolving effect of that player's other cards applies to it.
     */
    | 'unaffected-by-player'
    /**
     * "Banish it when it leaves the field" (Multirole's Set Spells): leaving the field, it is banished instead of
     * going anywhere else (003 §3.4.4, a replacement kept on the card).
     */
    | 'banish-on-leave'
    /**
     * "Cannot be targeted by other card effects" (Forbidden Dress, 003 §3.4.3): value is the uid of the card that gave
     * it (its own effects still may). Blocks the choice of targets only (TC-67).
     */
    | 'untargetable-effect'
    /** "It cannot activate its effects this turn" (Crystron Halqifibrax's Tuner), while it stays on the field. */
    | 'cannot-activate-effects'
    /** 003 §3.3.1: "its name becomes X" (value: the passcode of X), while it stays face-up on the field. */
    | 'name'
    /** 003 §3.4.4: "it becomes <Type>" / "<Attribute>" (value: an index of MONSTER_TYPES / ATTRIBUTES, rules/identity.ts). */
    | 'type'
    | 'attribute'
    /**
     * 003 §3.4.4 "gains effects": "replace this effect with that monster's original effects" (value: the passcode
     * whose printed effects it has), while it stays face-up in the Monster Zone (rules/gained.ts).
     */
    | 'copy-effects'
    /**
     * "If that target battles an opponent's monster with that Attribute this turn, destroy that opponent's monster at
     * the start of the Damage Step" (Super Rush Headlong; value: an index of ATTRIBUTES): applied without a chain at
     * DS1, before any activation (003 §3.6.3, rules/battle.ts).
     */
    | 'destroy-battle-partner'
    /** "This card can make a second attack during each Battle Phase this turn" (Mermail Abyssmegalo, 003 §3.6.3). */
    | 'second-attack'
    /**
     * 003 §3.3.1, §3.4.4: "its Level becomes N" ('set': Gagaga Magician; Gagaga Head Normal Summoned "as a Level 4
     * monster") / "increase its Level by N" ('add'), while it stays face-up on the field; rules/level.ts.
     */
    | 'level'
    /**
     * "Any monster destroyed by battle with that monster is shuffled into the Deck instead of going to the Graveyard"
     * (Dracocension, 003 §3.4.4), while this monster stays face-up on the field.
     */
    | 'battle-victims-to-deck';
  uid: number;
  stamp: number;
  /** 'add' ±, 'set' "becomes X", 'base' "original becomes X" (003 §3.4.4 table). */
  mode: 'add' | 'set' | 'base';
  value: number;
  /** Timestamp for the layer order (003 §3.4.4). */
  ts: number;
  /** Turn after which it ends, or -1 for as long as the card stays. */
  untilTurn: number;
  /**
   * A stat change the monster's own Ignition or Trigger Effect made to it: it ends when that monster's effects are
   * negated (003 §3.4.4 TC-87).
   */
  own?: boolean;
}

/** Answers a task has received so far (the kernel's Resumable, src/core/resume.ts): it re-runs with them. */
interface Asks {
  ans?: number[][];
  /**
   * Events the task's current stage logged before it last asked: its re-run does not log them again
   * (ARCHITECTURE §2; 003 §3.4.3 a resolving link is announced once).
   */
  logged?: number;
}

/** What kind of open state a priority window is (003 §3.6.2). */
export type WindowKind = 'main' | 'battle' | 'plain' | 'response' | 'summon' | 'damage';

/**
 * Where a phase task is (003 §3.6.3): 'enter' starts the phase; the Battle Phase then opens its Battle Step
 * and End Step; the End Phase returns "until the End Phase" control and checks the hand size; 'leave' moves on.
 */
export type PhaseStage = 'enter' | 'battle-step' | 'end-step' | 'processings' | 'leave';
/** Who is asked for the next End Phase processing (003 §3.6.3, TC-134). */
export type EndProcessingStage = 'turn-player' | 'opponent' | 'turn-player-must';

/**
 * The Damage Step's sub-timings (003 §3.6.3 DS1–DS5), each followed by a window: 'start', 'before-calc',
 * 'during-calc' (the window before the calculation), 'damage-calculation' (the calculation itself),
 * 'after-calc', 'end' (battle destruction), then 'leave'.
 */
export type DamageStepStage =
  'start' | 'before-calc' | 'during-calc' | 'damage-calculation' | 'after-calc' | 'end' | 'leave';

/** An activation's steps (003 §3.4.1): put on the chain, pay the cost, choose targets. */
export type ActivationStage = 'open' | 'cost' | 'target';

/** A trigger effect waiting to go on the chain (003 §3.4.3). */
export interface TriggerCandidate {
  uid: number;
  eff: number;
  player: PlayerId;
  mandatory: boolean;
  /** 003 §3.4.3 SEGOC priority 2 (public) vs 3 (private). */
  pub: boolean;
  ev: DuelEventRecord;
}

export type SummonEvent = 'normal-summoned' | 'flip-summoned' | 'special-summoned';

/**
 * A unit of pending work; the stack of these is the continuation (plain data, ARCHITECTURE §2). Each kind
 * has exactly one handler in the table of src/ygo/rules/engine.ts, typed by this union.
 */
export type Task =
  /** 003 §3.6.1: first or second, opening hands. */
  | ({ k: 'setup' } & Asks)
  /** 003 §3.6.3: a new turn begins. */
  | ({ k: 'turn' } & Asks)
  | ({ k: 'phase'; ph: Phase; stage: PhaseStage } & Asks)
  /** 003 §3.6.3: the End Phase processings, asked of the turn player, then of the opponent, then forced. */
  | ({ k: 'end-processing'; stage: EndProcessingStage } & Asks)
  /** 003 §3.6.3: the End Phase hand-size check. */
  | ({ k: 'hand-limit' } & Asks)
  /** 003 §3.6.2: priority passes between the players until both pass in succession. */
  | ({ k: 'window'; kind: WindowKind; who: PlayerId; passes: number; ifRecent?: boolean } & Asks)
  /** 003 §3.4.3: triggers collected, ordered, put on a chain; 'one-by-one': chosen already, one chain each (003 §3.6.3). */
  | ({ k: 'triggers'; stage: 'collect' | 'order' | 'one-by-one'; cands?: TriggerCandidate[] } & Asks)
  /** 003 §3.4.3: building a chain (responses). */
  | ({ k: 'chain'; who: PlayerId; passes: number } & Asks)
  /** 003 §3.4.3: resolving the chain, last link first. */
  | ({ k: 'resolve' } & Asks)
  /** One chain link resolving; `step` is the index of the operation step to run next. */
  | ({ k: 'link'; step: number } & Asks)
  /** 003 §3.4.1: an activation; `li` is its chain link once it is on the chain. */
  | ({
      k: 'activate';
      uid: number;
      eff: number;
      player: PlayerId;
      ev: DuelEventRecord | null;
      stage: ActivationStage;
      li?: number;
    } & Asks)
  /**
   * 003 §3.3.2: a Normal Summon or Set; `defense`: in face-up Defense Position (Light of Intervention); `grant`: the
   * card whose "in addition to your Normal Summon/Set" grant it uses (003 §3.4.4), absent for the regular one.
   */
  | ({
      k: 'normal-summon';
      uid: number;
      player: PlayerId;
      set: boolean;
      defense?: boolean;
      grant?: number;
      /** Performed by an effect ("Normal Summon 1 … from your hand"): the turn's Normal Summon is not used. */
      byEffect?: boolean;
    } & Asks)
  /** 003 §3.3.3: Setting a Spell or Trap Card from the hand. */
  | ({ k: 'set-spell-trap'; uid: number; player: PlayerId } & Asks)
  /** 003 §3.3.2: the Summon succeeds unless negated in its window. */
  | ({
      k: 'summon-success';
      uids: number[];
      player: PlayerId;
      event: SummonEvent;
      /** 003 §3.4.4: a Gemini Summon (a Normal Summon of a face-up Gemini on the field). */
      gemini?: boolean;
    } & Asks)
  | ({ k: 'flip-summon'; uid: number; player: PlayerId } & Asks)
  /** 003 §3.3.2: a Summoning condition's own Special Summon (procedure `proc` of the card). */
  | ({ k: 'inherent-summon'; uid: number; player: PlayerId; proc: number } & Asks)
  /** 003 §3.3.2: a Synchro Summon from the Extra Deck (materials, position and zone asked, then performed). */
  | ({ k: 'synchro-summon'; uid: number; player: PlayerId } & Asks)
  /** 003 §3.3.2: an Xyz Summon from the Extra Deck (materials, position and zone asked, then performed). */
  | ({ k: 'xyz-summon'; uid: number; player: PlayerId } & Asks)
  /** 003 §3.3.2: a Link Summon from the Extra Deck (materials and zone asked, then performed). */
  | ({ k: 'link-summon'; uid: number; player: PlayerId } & Asks)
  /** 003 §3.3.2: a Pendulum Summon (monsters, positions and zones asked, then all Summoned at once). */
  | ({ k: 'pendulum-summon'; player: PlayerId } & Asks)
  /** 003 §3.6.3: an attack is declared (`target` -1: directly). */
  | ({ k: 'attack'; a: number; target: number } & Asks)
  /** After the declaration's chain: a replay, or the Damage Step. */
  | ({ k: 'battle-continue' } & Asks)
  | ({ k: 'damage-step'; stage: DamageStepStage } & Asks);

export type TaskKind = Task['k'];
export type TaskOf<K extends TaskKind> = Extract<Task, { k: K }>;

export interface BattleState {
  attacker: number;
  attackerStamp: number;
  /** uid of the attack target, or -1 for a direct attack. */
  target: number;
  targetStamp: number;
  /** Opponent's monster count at declaration (replays, 003 §3.6.3). */
  oppCount: number;
  negated: boolean;
  timing: DamageTiming | null;
  /** Set during damage calculation. */
  destroyed: number[];
  /** Battle damage to each player is prevented (e.g. Kuriboh). */
  noDamage: [boolean, boolean];
  /** A face-down target flipped at DS2; its flip effect triggers after damage calculation. */
  flipped: number;
  /** Damage calculation happened: the monsters "battled" (003 §3.6.3 TC-133). */
  calculated: boolean;
  /**
   * The Damage Step sub-timing at which a chain has resolved (null: none yet at this one): 003 §3.6.3 TC-132, an
   * effect bound to a sub-timing ("during damage calculation") cannot be activated after that timing's chain.
   */
  chainResolvedAt: DamageTiming | null;
  /** Substitutes chosen by destruction replacements during damage calculation, destroyed after it (003 §2.2.3). */
  substitutes: number[];
}

/**
 * A lasting effect on a player rather than a card: "you cannot activate cards with that name for the
 * rest of this turn" (Sangan), "your opponent takes no damage until the end of the next turn" (Crush
 * Card Virus), "you cannot Special Summon during the turn" (Pot of Duality).
 */
/**
 * 003 §3.6.3: an End Phase processing left by a resolved effect ("during the End Phase of this turn, destroy those
 * monsters"; "shuffle it into the Deck during your opponent's next End Phase"). It applies, without a chain, in the
 * End Phase of turn `turn`, to the cards that are still the ones it was made for (uid with the same stamp).
 */
export interface DelayedProcessing {
  /** Whose effect it is: the controller of the effect that left it. */
  player: PlayerId;
  /** The card whose effect left it (for its label). */
  code: number;
  /**
   * 'return-from-banished': 003 §3.4.4 temporary banishment ("banish that target until the End Phase"): the cards come
   * back as they were (`returnAs`), if they are still the cards banished then. 'set-card-to-gy': "that Set card cannot
   * be activated until the End Phase, and your opponent must activate it during the End Phase or else send it to the
   * GY" (Trickstar Light Stage; uids: [the Set card, the card in the Field Zone]): the Set card is locked until the End
   * Phase and, still Set then, sent to the GY, both only while that card stays in the Field Zone (rules/end-phase.ts).
   */
  action: 'destroy' | 'shuffle-into-deck' | 'return-from-banished' | 'set-card-to-gy';
  uids: number[];
  stamps: number[];
  turn: number;
  /** For 'return-from-banished': each card's position and controller before it was banished. */
  returnAs?: { faceUp: boolean; defense: boolean; controller: PlayerId }[];
}

/** 003 §3.6.3: the phases an effect can make a player skip ("your opponent skips their next Main Phase 1"). */
export type SkippablePhase = 'main1';

/** 003 §3.6.3: a phase `player` skips the next time it would begin in their own turn (then the record is spent). */
export interface SkippedPhase {
  player: PlayerId;
  phase: SkippablePhase;
}

export interface PlayerLock {
  /**
   * 'cannot-summon': no Normal, Tribute, Flip or Special Summon; Setting stays allowed (Scapegoat).
   * 'cannot-normal-summon': no Normal Summon nor Set (A Wild Monster Appears!). 'cannot-normal-summon-only': no Normal
   * (Tribute) Summon, Setting stays allowed (Rage with Eyes of Blue: "you cannot Normal or Special Summon").
   * 'negate-spell-trap-column': the Spell/Trap effects in a column are negated (Infinite Impermanence; code: the
   * column as `player` sees it, plus 1; 003 §3.2.1). 'negate-monster-name': the effects of monsters with that
   * original name are negated, on the field and when activated, whoever controls them (Called by the Grave).
   * 'cannot-draw-by-effect': no draw by a card effect (Pot of Extravagance). 'cannot-add-from-deck': no card added from
   * the Main Deck to the hand, drawn or searched (Droll & Lock Bird).
   * 'cannot-attack-name': the player's monsters with that name (`code`) cannot attack (Inferno Fire Blast).
   */
  kind:
    | 'cannot-activate-name'
    | 'no-damage'
    | 'cannot-special-summon'
    | 'cannot-normal-summon'
    | 'cannot-normal-summon-only'
    | 'cannot-summon'
    | 'negate-spell-trap-column'
    | 'negate-monster-name'
    | 'cannot-draw-by-effect'
    | 'cannot-add-from-deck'
    | 'cannot-attack-name'
    /**
     * 'no-response-to-spells': the player cannot activate cards or effects in response to their opponent's Spell Card
     * activations (Sky Striker Mecha Modules - Multirole, 003 §3.4.3: a chain link answering that activation).
     */
    | 'no-response-to-spells'
    /** 'no-battle-phase': the player cannot conduct their Battle Phase this turn (Soul Charge, 003 §3.6.2). */
    | 'no-battle-phase'
    /**
     * 'no-battle-destruction': the player's monsters cannot be destroyed by battle; 'no-battle-damage': the player
     * takes no battle damage (Armored Kappa: "for the rest of this turn, monsters you control cannot be destroyed by
     * battle, also you take no battle damage"; 003 §3.6.3).
     */
    | 'no-battle-destruction'
    | 'no-battle-damage'
    /**
     * 'effect-damage-recovers': "any effect that would inflict damage to a player this turn increases their LP by the
     * same amount, instead" (D/D/D Rebel King Leonidas's Pendulum Effect; a replacement, 003 §3.4.4).
     */
    | 'effect-damage-recovers'
    /**
     * 'negate-traps-on-field': the effects of every Trap Card on the field, either player's, are negated, except the
     * card that did it (code: its uid plus 1): "Negate all other Trap effects on the field this turn" (Trap Stun).
     */
    | 'negate-traps-on-field';
  player: PlayerId;
  /** The passcode concerned (name locks), the column (column locks), else 0. */
  code: number;
  /** Last turn it applies in. */
  untilTurn: number;
  /** Summon locks: the monsters it does not stop, by name ("… except "Blue-Eyes White Dragon"", 003 §2.1.4). */
  except?: string;
  /** Summon locks: only Summons from there ("you cannot Special Summon monsters from the Extra Deck"). */
  from?: Location;
  /** Summon locks: the monsters it does not stop, by Type ("… except Cyberse monsters", 003 §2.1.4). */
  exceptType?: string;
  /** Summon locks: the monsters it does not stop, by archetype setcode ("… except "Raidraptor" monsters"). */
  exceptArchetype?: number;
  /**
   * Summon locks: the card (uid) whose own effect's Summons it does not stop ("you cannot Normal or Special Summon
   * other monsters the turn you activate this card": Red-Eyes Fusion's own Fusion Summon).
   */
  exceptBy?: number;
  /**
   * Summon locks: "… except by an Xyz Summon that uses only "Gagaga" monsters as materials" (Gagaga Head): the
   * archetype setcode an Xyz Summon's materials must all be in for the lock to let it through.
   */
  exceptXyzOf?: number;
}

/** A Spell Card activation (003 §3.4.2): who activated which card, and when (duel.nextStamp at the time). */
export interface SpellActivation {
  player: PlayerId;
  uid: number;
  code: number;
  at: number;
  turn: number;
}

export interface OncePerTurnUse {
  key: string;
  /** The turn of the use, or DUEL_LONG for a "once per Duel" use. */
  turn: number;
}

/** The turn recorded for a "once per Duel" use (003 §3.5.1): it holds for every turn and the turn change keeps it. */
export const DUEL_LONG = -1;

export interface DuelConfig {
  rules: RuleSetId;
  decks: [DeckCodes, DeckCodes];
  /** Who goes first, fixed (no toss, no choice); default: decided by the seed and the winner's choice. */
  firstPlayer?: PlayerId;
  /** 003 §3.6.1: in later Duels of a Match the previous Duel's loser chooses first or second (no toss). */
  chooser?: PlayerId;
  /**
   * Ask even when only one action is legal (a lone "Pass", a forced choice): for tests, teaching and AI
   * training. Default false: such decisions are taken without asking (ARCHITECTURE §3).
   */
  askAlways?: boolean;
}

export interface DeckCodes {
  main: number[];
  extra: number[];
}

export interface DuelState {
  v: 1;
  config: DuelConfig;
  /** The rule set in force (a copy of a preset, ARCHITECTURE §5). */
  rules: RuleSet;
  /** The turn player's choice when leaving a Main Phase or the Battle Step. */
  phaseChoice: 'battle' | 'end' | 'end-battle' | null;
  rng: RngState;
  cards: CardInstance[];
  players: [PlayerState, PlayerState];
  /** 003 §3.2.1: the two Extra Monster Zones (uid or -1). */
  emz: [number, number];
  turn: number;
  turnPlayer: PlayerId;
  firstPlayer: PlayerId;
  phase: Phase;
  battleStep: BattleStep | null;
  battle: BattleState | null;
  /**
   * `group` when the current phase began: nothing has happened in the phase while they are equal ("at the start of
   * your Main Phase 1", Pot of Extravagance; 003 §3.6.3).
   */
  phaseGroup: number;
  /** Whether this turn had a Battle Phase (003 §3.6.3: Main Phase 2 only after one). */
  hadBattle: boolean;
  chain: ChainLink[];
  /** Resolved card activations waiting to go to the GY after the whole chain (003 §3.4.3). */
  resolvedCards: number[];
  tasks: Task[];
  pending: YgoDecision | null;
  lingering: Lingering[];
  oncePerTurn: OncePerTurnUse[];
  /**
   * The Spell Card activations of this turn (003 §3.4.2), for "the number of Spell Cards you activated this turn
   * while this card was face-up" (Multirole); kept for the current turn only.
   */
  spellActivations: SpellActivation[];
  locks: PlayerLock[];
  /** 003 §3.6.3: phases to be skipped, in the order the effects made them (rules/turn.ts honours them). */
  skippedPhases: SkippedPhase[];
  /** Events since the last trigger check. */
  raised: DuelEventRecord[];
  /** Events of the last completed action: "when …" activation conditions look here. */
  recent: DuelEventRecord[];
  group: number;
  /** One counter for card stamps and effect timestamps (003 §3.4.4 orders changes by it). */
  nextStamp: number;
  /** Undrained log events (not part of the state: serialize leaves them out). */
  events: YgoEvent[];
  result: GameResult | null;
  /** Monsters to destroy at the next rule processing (a linked card left: Call of the Haunted). */
  doomed: number[];
  /** Monsters being Summoned, during the Summon-negation window (003 §3.3.2). */
  summoning: number[];
  /** End Phase processings left by resolved effects, in the order they were made (003 §3.6.3). */
  delayed: DelayedProcessing[];
  /** A chain is resolving (nothing may be activated, 003 §3.4.3). */
  resolving: boolean;
  /** While a task runs: the events it has logged since its stage began, and how many of those to skip (see Task.logged). 0 between runs. */
  runLogged: number;
  runSkip: number;
  /** While a task runs: duel.nextStamp when its stage began (a card moved since has a newer stamp). 0 between runs. */
  runStamp: number;
  /** The next public handle to hand out (CardInstance.alias). */
  nextAlias: number;
}

export function card(duel: DuelState, uid: number): CardInstance {
  return duel.cards[uid]!;
}

export function opponent(p: PlayerId): PlayerId {
  return (1 - p) as PlayerId;
}
