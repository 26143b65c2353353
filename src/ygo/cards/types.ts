/**
 * The card definition language (ARCHITECTURE §6). A card is its printed statistics plus
 * effects built from four parts, as in ygopro-core: condition, cost, target, operation.
 * Effects are code referenced from state by passcode and index; they never live in state.
 */
import type { PlayerId } from '../../core/decision.ts';
import type { CardStats, MonsterType, Attribute } from '../card-stats.ts';
import type {
  CardInstance,
  ChainLink,
  CounterKind,
  DuelEventRecord,
  DuelState,
  Location,
  TriggerEvent,
} from '../state.ts';
import type { EffectContext } from '../rules/context.ts';

/** 003 §3.4.2: effect kinds. 'activate' is a Spell/Trap card's activation. */
export type EffectType = 'activate' | 'ignition' | 'trigger' | 'quick' | 'flip';

/**
 * Declared operation info (ygopro's "category"): what the effect will do, so other cards
 * can react to kinds of effects (negate "an effect that destroys", …).
 */
export type EffectCategory =
  | 'destroy'
  | 'banish'
  | 'to-hand'
  /** Adds a card from the Deck to the hand (Ash Blossom & Joyous Spring, Droll & Lock Bird read it). */
  | 'search'
  | 'draw'
  | 'special-summon'
  /** Special Summons from the Deck (with 'special-summon'). */
  | 'special-summon-from-deck'
  /** Sends a card from the Deck to the GY (with 'to-gy'): milling, "send 1 … from your Deck to the GY". */
  | 'send-deck-to-gy'
  /**
   * Takes a card out of the GY: adds it to the hand, Deck or Extra Deck, Special Summons it, or banishes it (with
   * 'to-hand', 'special-summon' or 'banish'). Ghost Belle & Haunted Mansion reads it.
   */
  | 'leaves-gy'
  | 'to-gy'
  | 'to-deck'
  | 'negate'
  | 'negate-summon'
  | 'damage'
  | 'recover'
  | 'atk-change'
  | 'def-change'
  | 'control'
  | 'position'
  | 'equip'
  | 'fusion-summon'
  | 'ritual-summon'
  | 'discard'
  | 'hand-destruction'
  | 'deck-destruction';

/** One piece of an effect; may ask the players (ctx.choose…) before it changes anything. */
/** Returning false stops the remaining steps (003 §3.4.1: later steps are skipped when one is impossible). */
export type Step = (ctx: EffectContext) => void | boolean;

export interface EffectDef {
  /** Short label shown in decisions, e.g. "destroy 1 monster". */
  label: string;
  type: EffectType;
  /** Spell Speed (003 §3.4.3); derived from the card and type when omitted. */
  speed?: 1 | 2 | 3;
  /** Where the card must be for the effect to be activated (default by type: monsters on the field, Spells/Traps from hand or field). */
  range?: Location[];
  /** Trigger effects and "When …" Spells/Traps: the event they answer. */
  event?: TriggerEvent;
  /**
   * "If a monster(s) … is Tributed": one activation for every card of one action (003 §3.4.3: the trigger answers the
   * action, however many cards it moved), not one per card.
   */
  oncePerAction?: boolean;
  /** Does the event concern this effect? (e.g. "if THIS card is sent from the field to the GY"). */
  eventFilter?: (ctx: EffectContext, ev: DuelEventRecord) => boolean;
  /**
   * 003 §3.4.3: mandatory ("activate") vs optional ("you can"). A mandatory Quick Effect ("when … is activated: this
   * card loses 500 ATK and DEF and that activation is negated", Light and Darkness Dragon) is activated as soon as it
   * can be, before either player may chain anything else (003 §3.4.3 priority 1, TC-68).
   */
  mandatory?: boolean;
  /** "Once per Chain": not while a link of this effect of this card is on the chain (003 §3.5.1). */
  oncePerChain?: boolean;
  /** 003 §3.4.3: optional "When … you can" wording, which can miss the timing. */
  when?: boolean;
  /**
   * 003 §3.5.1: "You can only use this effect of 'X' once per turn" (by name), a soft once per turn (per copy), or
   * "You can only use 1 'X' effect per turn, and only once that turn" ('name-any': one use among all its effects).
   * 'union': a Union's "Once per turn, you can either: equip … OR: unequip …" (003 §3.4.4): one use per turn shared by
   * both effects of that card, kept when the card moves between its Monster Zone and Spell & Trap Zone.
   */
  oncePerTurn?: 'name' | 'card' | 'name-any' | 'union';
  /** 003 §3.5.1: "Up to twice per turn" (Amorphous Persona): how many uses `oncePerTurn` allows each turn (default 1). */
  timesPerTurn?: number;
  /** 003 §3.5.1: "You can only use this effect of 'X' once per Duel" (by name, like a named once per turn). */
  oncePerDuel?: boolean;
  category?: EffectCategory[];
  /** Is the activation legal now, beyond timing? (003 §3.4.3: all stated conditions must hold.) */
  condition?: (ctx: EffectContext) => boolean;
  cost?: { can: (ctx: EffectContext) => boolean; pay: Step };
  /** Targets chosen on activation (003 §3.4.3). `can` must be pure. */
  target?: {
    can: (ctx: EffectContext) => boolean;
    choose: Step;
    /**
     * 003 §3.4.3–§3.4.4: whether a chosen target is still one the effect applies to when it resolves (default: it
     * has not moved). A target that no longer holds is not affected.
     */
    holds?: (ctx: EffectContext, uid: number) => boolean;
  };
  /** 003 §3.4.3: an activation whose resolution is entirely impossible is not allowed: check it here. */
  feasible?: (ctx: EffectContext) => boolean;
  /** Resolution, in text order. */
  operation: Step[];
  /**
   * May be activated in the Damage Step (003 §3.6.3: ATK/DEF changes until before DC, counters, …); 'calc': an effect
   * of the "during damage calculation" sub-timing (Injection Fairy Lily), whose ATK/DEF change belongs there (DS3).
   */
  damageStep?: boolean | 'calc';
  /**
   * 003 §3.3.3: a Pendulum Effect: a Spell effect of the card while it is in a Pendulum Zone (never used from elsewhere);
   * a Pendulum Monster's other effects are monster effects.
   */
  pendulum?: boolean;
}

/**
 * A continuous effect (003 §3.4.2) applied while its card is face-up on the field (or always, for 'hand' scope).
 * `range`: where the card must be for it to apply. Default: a Monster Card's in the Monster Zone, a Spell's or Trap's
 * in the Spell & Trap or Field Zone. 'szone' on a monster: an effect it applies as an Equip Card (003 §3.4.4
 * "Monsters as Equip Cards"); 'mzone' on a Trap: an effect it applies as a Trap Monster (003 §3.4.4).
 */
export type StaticDef = { range?: 'mzone' | 'szone' } & (
  | {
      kind: 'atk' | 'def';
      mode: 'add' | 'set';
      affects: MonsterFilter;
      value: (duel: DuelState, self: CardInstance, target: CardInstance) => number;
    }
  | {
      kind: 'cannot-activate';
      who: 'both' | 'opponent' | 'you';
      cards: (duel: DuelState, self: CardInstance, c: CardInstance) => boolean;
    }
  | { kind: 'negate-effects'; cards: (duel: DuelState, self: CardInstance, c: CardInstance) => boolean }
  /**
   * "… also their activated effects are negated" (Millennium-Eyes Restrict): an activated effect of a card this holds
   * for, wherever the card is (hand, GY: not only on the field), does nothing when it resolves (003 §3.4.4).
   */
  | { kind: 'negate-activated-effects'; cards: (duel: DuelState, self: CardInstance, c: CardInstance) => boolean }
  | { kind: 'cannot-attack'; who: 'opponent' | 'you' | 'both' }
  /** "<these monsters> cannot attack" (Millennium-Eyes Restrict: monsters with a name). */
  | { kind: 'monsters-cannot-attack'; affects: MonsterFilter }
  /**
   * "Any card sent to the GY is banished instead" (Dimensional Fissure: monsters only). `cards`: which cards it
   * reaches ("sent to your opponent's GY", Masked HERO Dark Law; "except 'Amorphage' cards", Amorphage Goliath).
   */
  | {
      kind: 'banish-instead-of-gy';
      monstersOnly: boolean;
      cards?: (duel: DuelState, self: CardInstance, c: CardInstance) => boolean;
    }
  /**
   * "If <these monsters> attack a Defense Position monster, inflict piercing battle damage" (D/D/D Dragonbane King
   * Beowulf, 003 §3.6.3): the attacker's ATK over the DEF is battle damage.
   */
  | {
      kind: 'piercing';
      affects: MonsterFilter;
      /** "Inflict double piercing battle damage" (Blue-Eyes Chaos MAX Dragon): twice the ATK over the DEF. */
      double?: boolean;
    }
  /**
   * "You take no effect damage" (D/D/D Rebel King Leonidas): its controller takes no damage from card effects; losing
   * or paying LP is not damage and still happens (003 §3.4.4 TC-99).
   */
  | { kind: 'no-effect-damage' }
  /** "Your opponent takes no battle damage from attacks involving this card" (Phantom of Chaos, 003 §3.6.3). */
  | { kind: 'no-battle-damage-to-opponent' }
  /**
   * "You take no battle damage" from a battle involving <these monsters> (Nirvana High Paladin's Pendulum Effect: your
   * attacking Pendulum Monster, for that battle): this card's controller is spared (003 §3.6.3).
   */
  | { kind: 'no-battle-damage-to-you'; affects: MonsterFilter }
  /** "If this face-up card would leave the field, banish it instead" (Dark Magician of Chaos; rules/zones.ts). */
  | { kind: 'banish-self-when-leaving' }
  /**
   * "Neither player can banish cards" (Imperial Iron Wall): 003 §3.4.4 "cannot do X" beats "do X": nothing is
   * banished, and a "banish instead" replacement does not apply (the card goes where it was going, TC-75).
   */
  | { kind: 'no-banish' }
  /** "Neither player can add cards from their Deck to their hand except by drawing them" (Thunder King Rai-Oh). */
  | { kind: 'no-deck-to-hand' }
  /**
   * "Neither player can target <these monsters> with card effects" (Honeybot, 003 §3.4.3): they cannot be chosen as
   * targets while it applies. `opponentOnly`: "your opponent cannot target …" (Blue-Eyes Chaos MAX Dragon): only the
   * effects of the other player than this card's controller.
   */
  | { kind: 'untargetable'; affects: MonsterFilter; opponentOnly?: boolean }
  /**
   * "Cannot be destroyed by battle / by card effects" (003 §3.4.4). `opponentOnly`: "cannot be destroyed by your
   * opponent's card effects" (Blue-Eyes Chaos MAX Dragon): only by effects of the other player than this card's
   * controller.
   */
  | {
      kind: 'indestructible';
      by: 'battle' | 'effect' | 'any';
      affects: MonsterFilter;
      opponentOnly?: boolean;
      /**
       * "Each turn, the first time <it> would be destroyed …, it is not destroyed" (Superheavy Samurai Soulbeads): it
       * saves the monster once per turn, counted when it does (rules/moves.ts destroy).
       */
      firstTimeEachTurn?: boolean;
    }
  /** "If <condition>, this card cannot attack your opponent directly" (Number 17: Leviathan Dragon). */
  | { kind: 'no-direct-attack'; when: (duel: DuelState, self: CardInstance) => boolean }
  /**
   * "This card can attack while in face-up Defense Position. If it does, apply its DEF for damage calculation"
   * (Superheavy Samurai Ogre Shutendoji, 003 §3.6.3): this card only, while its effects apply.
   */
  | { kind: 'attack-from-defense' }
  /** "This card can attack directly" (Sky Striker Ace - Hayate): even while the opponent controls monsters. */
  | {
      kind: 'direct-attack';
      /**
       * "All <these monsters> you control can attack your opponent directly" (Atlantean Dragoons): the monsters it
       * reaches; without it, only this card.
       */
      affects?: MonsterFilter;
    }
  /** "After resolving a card effect that targets this face-up card, destroy this card" (Spirit Reaper). */
  | { kind: 'destroyed-when-targeted' }
  /**
   * "Negate the effects of monsters destroyed by battle with <monsters you control>" (Dark Ruler Ha Des): `by` is the
   * monster of this card's controller they battled; the negation stays on them in the GY (003 §3.4.4 TC-104).
   */
  | { kind: 'negate-battle-destroyed'; by: MonsterFilter }
  /**
   * "Unaffected by <some> effects" (First of the Dragons: "by other monsters' effects"): `by` tells whether the effect
   * of `source` (a monster effect or not, 003 §3.4.4: a monster as an Equip Card has Equip Spell effects) reaches it.
   */
  | {
      kind: 'unaffected';
      by: (duel: DuelState, self: CardInstance, source: CardInstance, monsterEffect: boolean) => boolean;
    }
  /**
   * 003 §3.4.4: "… become <Type> / <Attribute>" (DNA Surgery): value is an index of MONSTER_TYPES / ATTRIBUTES
   * (rules/identity.ts), or -1 for no change.
   */
  | {
      kind: 'type' | 'attribute';
      affects: MonsterFilter;
      value: (duel: DuelState, self: CardInstance, target: CardInstance) => number;
    }
  /**
   * 003 §3.3.1: "While face-up on the field, this card is also <Attribute>" (Dark Simorgh): a second Attribute beside
   * its current one, not an original one; it applies while the card is face-up on the field and its effects apply.
   */
  | { kind: 'also-attribute'; attribute: Attribute }
  /**
   * "Monster Cards cannot be Set or flipped face-down. If a Monster Card would be Set, it must be Normal Summoned in
   * face-up Defense Position" (Light of Intervention, 003 §3.3.2 TC-25): both players.
   */
  | { kind: 'no-monster-set' }
  /** "Your opponent cannot Set any cards on the field" (Dark Simorgh, 003 §3.3.2 TC-26). */
  | { kind: 'cannot-set' }
  /**
   * 003 §2.1.4 Summon locks that apply while this card's effect does (rules/summon-history.ts): "You cannot Special
   * Summon any monsters, except Machine monsters" (Snow Plow Hustle Rustle); "You cannot Normal or Special Summon
   * monsters (but you can Normal Set)" (Guardian Dreadscythe); "Neither player can Special Summon monsters from the
   * Extra Deck, except 'Amorphage' monsters" (Amorphage Goliath). `who`: its controller only, or both players; the
   * other fields as PlayerLock's.
   */
  /** "Control of this face-up card on the field cannot switch" (Mataza the Zapper, 003 §3.4.4 "Control change"). */
  | { kind: 'control-fixed' }
  /** "While this card is face-up on the field, it cannot be Tributed" (Putrid Pudding Body Buddies, 003 §3.3.2). */
  | { kind: 'cannot-be-tributed'; affects: MonsterFilter }
  | {
      kind: 'summon-lock';
      lock: 'cannot-summon' | 'cannot-special-summon' | 'cannot-normal-summon' | 'cannot-normal-summon-only';
      who: 'you' | 'both';
      from?: Location;
      except?: string;
      exceptType?: string;
      exceptArchetype?: number;
    }
  /**
   * "Both players take any battle damage from attacks involving <these monsters>" (Double-Edged Sword): the battle
   * damage of such a battle is dealt to both players at once (003 §3.6.3; both at 0 LP is a draw, 003 §3.1.4).
   */
  | { kind: 'battle-damage-both'; affects: MonsterFilter }
  /**
   * "Monsters cannot attack <these monsters>" (Ghostrick Mansion: face-down Defense Position monsters), 003 §3.6.3:
   * they are not attack targets; `directIfAll`: "but can attack directly if all monsters their opponent controls are"
   * such monsters.
   */
  | { kind: 'cannot-be-attacked'; affects: MonsterFilter; directIfAll: boolean }
  /**
   * "All effect damage, and battle damage inflicted by <monsters>, is halved" (Ghostrick Mansion): `battle` says which
   * inflicting monsters' battle damage is halved (003 §3.6.3); rounded down.
   */
  | {
      kind: 'halve-damage';
      effect: boolean;
      battle: (duel: DuelState, self: CardInstance, source: CardInstance) => boolean;
    }
);

/** An "in addition to your Normal Summon/Set" grant (003 §3.4.4). */
export interface ExtraNormalSummon {
  source: 'field' | 'granted';
  /** What it lets you Normal Summon ("1 Level 4 or lower Sea Serpent monster"), for labels. */
  label: string;
  monster: (c: CardStats) => boolean;
  /** "You can Tribute Summon 1 monster": only a Normal Summon with Tributes. */
  tributeOnly?: boolean;
  /**
   * Identical grants share a key (003 §3.4.4 TC-120: once one is gained, the others cannot be activated); default:
   * the card's passcode.
   */
  key?: string;
}

/** Who a continuous stat effect reaches. */
export type MonsterFilter = (duel: DuelState, self: CardInstance, target: CardInstance) => boolean;

/** 003 §3.3.2: a Summoning condition's own Special Summon procedure ("inherent" Special Summon from the hand). */
export interface SummonProcedure {
  label: string;
  from: Location[];
  condition: (duel: DuelState, self: CardInstance, player: PlayerId) => boolean;
  /**
   * "… by discarding 1 other WATER monster" (Swap Frog): cards of the player's hand that the procedure discards,
   * chosen when Summoning (part of the procedure, not an effect's cost: the Summon does not use the chain).
   */
  discard?: { count: number; label: string; filter: (duel: DuelState, self: CardInstance, c: CardInstance) => boolean };
  /**
   * "… by Tributing 1 "Gogogo" monster" (Gogogo Golem - Golden Form): monsters the player controls that the procedure
   * Tributes, chosen when Summoning (part of the procedure, 003 §3.3.2: no chain).
   */
  tribute?: { count: number; label: string; filter: (duel: DuelState, self: CardInstance, c: CardInstance) => boolean };
  /**
   * 003 §3.3.2 "(Polymerization not required)": the Fusion Monster's own procedure from the Extra Deck takes its listed
   * Fusion Materials (`fusionMaterials`) from the monsters the player controls, face-up or face-down, and puts them
   * `to` a place ("by shuffling the above cards you control into the Deck", Gladiator Beast Nerokius). No chain, and
   * not a Fusion Summon (rules/contact-fusion.ts).
   */
  fieldMaterials?: { to: 'deck' | 'gy' | 'banished' };
  /**
   * "… by banishing 3 "Infernoid" monsters from your hand or Graveyard" (Infernoid Onuncu); "… by returning 1 "Dark
   * World" monster you control to the hand" (Grapha, Dragon Lord of Dark World): the player's cards, in the places
   * `from` ('mzone': the monsters they control), that the procedure moves `to` a place, chosen when Summoning (part of
   * the procedure, 003 §3.3.2: no chain). Never the monster itself.
   */
  move?: {
    count: number;
    label: string;
    from: ('hand' | 'gy' | 'mzone')[];
    to: 'banished' | 'hand';
    filter: (duel: DuelState, self: CardInstance, c: CardInstance) => boolean;
  };
  /** What the procedure does to the monster once it is on the field, knowing what it Tributed ("its ATK becomes …"). */
  then?: (duel: DuelState, self: CardInstance, tributed: readonly number[]) => void;
}

/**
 * Processing a card's text imposes at a phase without activating anything (no chain, cannot be
 * responded to): Swords of Revealing Light counting turns, as ygopro-core does it. Runs while the card
 * is face-up on the field, turn player's cards first.
 */
/** 003 §3.6.3: an "instead of conducting your normal draw" effect (CardDef.drawReplacement). */
export interface DrawReplacement {
  label: string;
  range: readonly Location[];
  can: (duel: DuelState, self: CardInstance) => boolean;
  run: (duel: DuelState, self: CardInstance) => void;
}

export interface PhaseHook {
  phase: 'standby' | 'end';
  run: (duel: DuelState, self: CardInstance) => void;
}

/**
 * 003 §3.4.2 / §3.4.4: "Each time …, place N counters on this card": a continuous effect of the face-up card, applied
 * at once with no chain (not while the card is negated). `on`: a rule event, or 'spell-resolved' ("each time a Spell
 * Card is activated, place 1 Spell Counter on this card when that Spell resolves").
 */
export interface CounterHook {
  on: TriggerEvent | 'spell-resolved';
  /** 003 §3.3.3: a Pendulum Effect, working only while the card is in a Pendulum Zone. */
  pendulum?: boolean;
  kind: CounterKind;
  /** How many counters the event places (0: none); 'spell-resolved' places 1. */
  count: (duel: DuelState, self: CardInstance, ev: DuelEventRecord) => number;
}

/**
 * "Each time <something happens>, inflict N damage to <a player>" (Trickstar Lycoris, Trickstar Light Stage): a
 * continuous effect of a face-up card on the field (003 §3.4.4): no chain, applied at once, one source at a time.
 * `amount` reads the events of one action (the same kind, the same group: "a card(s) is added … 200 for each");
 * 0: nothing.
 */
export interface DamageHook {
  on: TriggerEvent;
  /** Who takes the damage. */
  to: (duel: DuelState, self: CardInstance) => PlayerId;
  amount: (duel: DuelState, self: CardInstance, events: readonly DuelEventRecord[]) => number;
}

/** Fusion Materials (003 §3.3.2), as named cards or filters. */
export type FusionMaterial = { code: number } | { label: string; filter: (c: CardStats) => boolean };

/** A material condition as the card's text words it ("'Junk Synchron'", "non-Tuner Wyrm monsters"). */
export interface MaterialCondition {
  label: string;
  filter: (c: CardStats) => boolean;
}

/** 003 §3.3.2 Synchro Materials: 1 Tuner + one or more non-Tuners, as the Synchro Monster's text restricts them. */
export interface SynchroMaterials {
  /** What the Tuner must be beyond a Tuner (Junk Warrior: "Junk Synchron"). */
  tuner?: MaterialCondition;
  /** 003 §3.3.2: a condition on the non-Tuners applies to every one of them (Baxia: all Wyrms). */
  nonTuner?: MaterialCondition;
  /** How many non-Tuners ("1 or more" when omitted). */
  nonTuners?: { min: number; max: number };
  /**
   * "For this card's Synchro Summon, you can treat 1 <monster> you control as a Tuner" (Nirvana High Paladin: a
   * Pendulum Summoned Pendulum Monster): such a monster may be the set's one Tuner (003 §3.3.2).
   */
  treatAsTuner?: (duel: DuelState, c: CardInstance) => boolean;
  /**
   * What the Synchro Monster keeps of its materials, read before they move (they are new cards after, 003 §3.4.4) and
   * kept in its `counter` while it stays where it arrived: "If this card is Synchro Summoned using a Pendulum Summoned
   * Pendulum Monster Tuner" (Nirvana High Paladin).
   */
  materialCheck?: (duel: DuelState, materials: readonly CardInstance[]) => number;
}

/** 003 §3.3.2 Xyz Materials: N or more face-up monsters of the same Level ("2 Level 4 monsters"). */
export interface XyzMaterials {
  level: number;
  min: number;
  /** Most materials ("2 or more": unbounded when omitted, "2" alone: min). */
  max?: number;
  /** A condition every material meets ("2 Level 4 Warrior-Type monsters"). */
  filter?: MaterialCondition;
}

/**
 * 003 §3.3.2 Link Materials: face-up monsters you control, as many as the Link Rating, a Link Monster counting as 1
 * or as its Link Rating ("2+ Effect Monsters": min 2).
 */
export interface LinkMaterials {
  min: number;
  max?: number;
  filter?: MaterialCondition;
  /**
   * A condition on the monster as it is on the field, beyond its printed statistics ("1 Normal Summoned monster with
   * 1000 or less ATK": how it was Summoned, its current ATK).
   */
  onField?: (duel: DuelState, c: CardInstance) => boolean;
  /** "2 monsters with different names" (Knightmares): no two materials share a current name (003 §3.3.1). */
  differentNames?: boolean;
  /**
   * "2 monsters, including a "Sky Striker Ace" monster" / "including a Tuner": at least one material, as it is on the
   * field, meets this.
   */
  including?: (duel: DuelState, c: CardInstance) => boolean;
}

/** Summon methods whose materials a card's text may refuse (003 §3.5.2). */
export type MaterialUse = 'fusion' | 'synchro' | 'xyz' | 'link';

/**
 * The card as it was printed before an errata (issue 11 item 16): its text and, where they differ, its effects.
 * Older rule sets play the text of their time (RuleSet.cardTextsAsOf).
 */
export interface Erratum {
  /** The month ('YYYY-MM') the errata took effect: this text is the one printed before it. */
  before: string;
  text: string;
  effects?: EffectDef[];
  statics?: StaticDef[];
}

export interface CardDef extends CardStats {
  /**
   * What of the printed text the engine does not play yet, when something is missing (a card written for a worked
   * example that needs only part of it). Fail closed: the deck check refuses a deck holding such a card, so a duel
   * never plays it as less than it is; scenarios and the worked examples still use it.
   */
  incomplete?: string;
  /** Older printings whose behaviour differs, each valid before its errata (see Erratum). */
  errata?: Erratum[];
  effects?: EffectDef[];
  statics?: StaticDef[];
  /**
   * 003 §3.4.4 "gains effects": "An Xyz Monster that was Summoned using this card on the field as Xyz Material gains
   * this effect" (Gagaga Head). The Xyz Monster has them while it is face-up in the Monster Zone with this card among
   * its materials (rules/gained.ts).
   */
  xyzGrants?: EffectDef[];
  /**
   * 003 §3.4.4: the index of this card's own effect that a copy replaces ("replace this effect with that monster's
   * original effects": Phantom of Chaos, Legendary Knight Hermos) while a 'copy-effects' change lasts on it.
   */
  replacedByCopy?: number;
  /**
   * 003 §3.3.3: a Pendulum Monster's continuous Pendulum Effects, applied while it is in a Pendulum Zone; `statics`
   * (its monster effects) then do not apply.
   */
  pendulumStatics?: StaticDef[];
  phaseHooks?: PhaseHook[];
  /**
   * 003 §2.2.2, §3.4.4: the counters this card's own text places on itself, with the printed maximum ("(max. 3)").
   * Only such a card can have Spell Counters.
   */
  ownCounters?: { kind: CounterKind; max?: number }[];
  /**
   * 003 §3.4.2: "Each time you activate <a card or effect>, <do X> immediately after the card or effect resolves" (Sky
   * Striker Ace - Kaina): a continuous effect of the face-up, not negated card on the field (no chain), applied when a
   * chain link it concerns has resolved; the card must have been on the field when the link was activated.
   */
  onLinkResolved?: {
    applies: (duel: DuelState, self: CardInstance, link: ChainLink) => boolean;
    run: (duel: DuelState, self: CardInstance, link: ChainLink) => void;
  };
  /**
   * 003 §3.4.4: "When <an effect> resolves, negate that effect, then send this card to the GY" (Abyss-scale of Cetus):
   * a continuous effect of the face-up, not negated card on the field (no chain), applied as a chain link starts
   * resolving; `then` is what the card does after negating it.
   */
  negateOnResolving?: {
    applies: (duel: DuelState, self: CardInstance, link: ChainLink) => boolean;
    then?: (duel: DuelState, self: CardInstance) => void;
  };
  /**
   * 003 §3.6.3: "For your normal draw in your Draw Phase, draw N cards instead of drawing just 1" (Knightmare Unicorn):
   * a continuous effect of the face-up, not negated monster; N (1 or less: the normal draw).
   */
  normalDraw?: (duel: DuelState, self: CardInstance) => number;
  /**
   * 003 §3.6.3: "instead of conducting your normal draw" effects (Iron Core of Koa'ki Meiru), offered to the turn
   * player before the normal draw while the card is in one of `range`'s places (rules/turn.ts): `can` says whether it
   * may replace the draw now, `run` does what is done instead.
   */
  drawReplacement?: DrawReplacement;
  /** Continuous "each time …, place a counter on this card" effects (003 §3.4.2: no chain). */
  counterHooks?: CounterHook[];
  /**
   * 003 §3.4.2: continuous effects answering a rule event at once, with no chain, while the card is face-up on the field
   * and not negated: "If a monster(s) is Special Summoned …: that monster has its effects negated until the end of this
   * turn" (Ruins of the Divine Dragon Lords; rules/event-hooks.ts).
   */
  eventHooks?: { on: TriggerEvent; run: (duel: DuelState, self: CardInstance, ev: DuelEventRecord) => void }[];
  /** Continuous "each time …, inflict N damage" effects (003 §3.4.4: no chain, one source at a time). */
  damageHooks?: DamageHook[];
  /**
   * "If you would take damage from a card effect, place 1 <kind> Counter on this card instead" (Black-Winged Dragon):
   * a replacement of its controller's effect damage while it is face-up in the Monster Zone and not negated (no
   * chain, 003 §3.4.2).
   */
  effectDamageToCounter?: CounterKind;
  /**
   * 003 §2.2.3: "If this card would be destroyed, you can destroy <a substitute> instead". No chain; for effect
   * destruction applied inside the destruction, for battle chosen during damage calculation and destroyed after it.
   */
  destroyReplacement?: {
    label: string;
    substitutes: (duel: DuelState, self: CardInstance) => number[];
    /** "If this card would be destroyed by battle" (Relinquished): not for destruction by card effects. */
    battleOnly?: boolean;
    /** "… destroy <it> instead" without "you can" (Relinquished): applied without asking, the first substitute. */
    mandatory?: boolean;
  };
  /** Inherent Special Summons (Cyber Dragon). */
  summonProcedures?: SummonProcedure[];
  /**
   * 003 §3.3.2: "… and cannot be Special Summoned by other ways" (Gogogo Golem - Golden Form): only its own
   * summonProcedures Special Summon it; no effect does, not even once it was properly Summoned.
   */
  onlyByProcedure?: boolean;
  /**
   * 003 §3.3.2: "To Tribute Summon this card, you must Tribute 3 Dragon-Type monsters" (Victory Dragon): how many
   * Tributes its Tribute Summon or Set takes, and which monsters may be them, instead of its Level's.
   */
  tributeRequirement?: { count: number; filter: (duel: DuelState, c: CardInstance) => boolean };
  /**
   * 004 (older digest §Match): "If this card attacks your opponent directly and reduces their Life Points to 0, you
   * win the Match" (Victory Dragon): such a Duel's result has the reason 'match-win' (match.ts).
   */
  winsMatchByDirectAttack?: boolean;
  /**
   * 003 §3.3.2 [TN fn22]: "You can only control 1 'X'" (X: this card's name): no second face-up one on its controller's
   * field (rules/only-one.ts).
   */
  onlyControlOne?: boolean;
  /**
   * 003 §3.3.2: "If <condition>, you can Normal Summon this card without Tributing as a Level N monster" (Gagaga Head):
   * a Normal Summon (not a Set) that takes no Tributes while `condition` holds; `asLevel`: its Level once Summoned that
   * way, while it stays face-up on the field (003 §3.4.4).
   */
  summonWithoutTributes?: {
    condition: (duel: DuelState, self: CardInstance, player: PlayerId) => boolean;
    asLevel?: number;
  };
  /** 003 §3.3.2: "cannot be Normal Summoned/Set" (Special Summon-only monsters). */
  cannotNormalSummon?: boolean;
  /**
   * 003 §2.1.5: "You can only Special Summon "X(s)" once per turn" (X: this card's name). Not an effect: a rule on the
   * card, checked by every Special Summon path against the successful Special Summons of the turn.
   */
  specialSummonOncePerTurn?: boolean;
  /**
   * 003 §3.4.4 "Extra Normal Summon effects": "you can Normal Summon 1 X in addition to your Normal Summon/Set".
   * 'field': while this card is face-up on its controller's field (Atlantean Heavy Infantry); 'granted': gained by
   * one of its effects' resolution (grantExtraNormalSummon: Balancer Lord, Eidos the Underworld Squire).
   */
  extraNormalSummon?: ExtraNormalSummon;
  /** "This card can make a second attack during each Battle Phase": attacks allowed per Battle Phase (default 1, 003 §3.6.3). */
  attacksPerBattlePhase?: number;
  /** "Must first be … Summoned": revival is allowed only once properly Summoned (003 §3.3.2). */
  mustBeProperlySummoned?: boolean;
  /** 003 §3.3.2: "Cannot be Special Summoned from the Deck or GY" (Darklord Asmodeus): the places it is barred from. */
  cannotSpecialSummonFrom?: Location[];
  /**
   * 003 §3.3.2: a Summoning condition on where and how it may be Special Summoned ("Cannot be Special Summoned except
   * from the Graveyard, and only if it was sent there from the field": Felgrand Dragon): whether it may be now.
   */
  specialSummonOnlyIf?: (duel: DuelState, c: CardInstance) => boolean;
  fusionMaterials?: FusionMaterial[];
  /** 003 §3.3.2: a Synchro Monster's materials. */
  synchroMaterials?: SynchroMaterials;
  /** 003 §3.3.2: an Xyz Monster's materials. */
  xyzMaterials?: XyzMaterials;
  /** 003 §3.3.2: a Link Monster's materials. */
  linkMaterials?: LinkMaterials;
  /**
   * 003 §3.3.2: "… it is treated as a Tuner monster while face-up on the field" when this holds (Assault Blackwing -
   * Chidori the Rain Sprinkling: Synchro Summoned using a "Blackwing" monster as Material); read by currentStats.
   */
  tunerWhen?: (duel: DuelState, self: CardInstance) => boolean;
  /** 003 §3.5.2: "cannot be used as … Material" for these Summons (Putrid Pudding Body Buddies). */
  cannotBeMaterial?: MaterialUse[];
  /**
   * 003 §3.3.4 "From the hand": a Trap whose text lets it be activated from the hand when this holds (Infinite
   * Impermanence: "If you control no cards"), in either turn, placed face-up in a free Spell & Trap Zone.
   */
  activateFromHand?: (duel: DuelState, self: CardInstance, player: PlayerId) => boolean;
  /** A Normal Spell/Trap that stays on the field after resolving (Swords of Revealing Light, Call of the Haunted's kind). */
  remainsOnField?: boolean;
  /** "When this card leaves the field, destroy that monster" (Call of the Haunted, Premature Burial): the monster is `equipTarget`. */
  destroysLinkedOnLeave?: boolean;
  /** 003 §3.5.3: win-condition text (not an effect), checked while the card is in its owner's hand. */
  winCondition?: (duel: DuelState, self: CardInstance) => boolean;
  /**
   * 003 §3.4.4 Union: "If the equipped monster would be destroyed by battle or card effect, destroy this card
   * instead": while this card is an Equip Card with its effects applying, it is destroyed in the monster's place.
   */
  substituteForEquipped?: {
    /** What destruction it replaces: by battle or by card effect, or by card effect only. */
    by: 'battle-or-effect' | 'effect';
    /** "you can destroy this card instead": the controller of this card chooses (a mandatory one is not asked). */
    optional?: boolean;
    /** A condition on the equipped monster (Gwenhwyfar: while it is LIGHT). */
    when?: (duel: DuelState, self: CardInstance, equipped: CardInstance) => boolean;
  };
  /**
   * 003 §3.3.1: "This card's name becomes X while it is on the field or in the GY" (Scarlight Red Dragon Archfiend,
   * SPYRAL Double Helix): the passcode and name of X and where it holds (face-up on the field; in the GY).
   */
  nameBecomes?: { code: number; name: string; in: Location[] };
  /** 003 §3.3.1: "(This card is also always treated as an 'X' card.)": archetypes beyond `setcodes`, everywhere. */
  alsoArchetypes?: number[];
  /** "…, but is still treated as an 'Archfiend' card": a renamed card keeps its own archetypes (003 §3.3.1). */
  keepsArchetypes?: boolean;
  /**
   * Equip Spells: which monsters may be equipped (default: any face-up monster). 003 §3.3.3: re-checked
   * continuously; an Equip Card whose monster no longer qualifies (a Type change) is destroyed.
   */
  equipFilter?: MonsterFilter;
}

export type { MonsterType, Attribute };
