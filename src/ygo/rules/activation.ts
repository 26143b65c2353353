/**
 * 003 §3.4.2–§3.4.3: may this effect be activated now, and the activation itself (card
 * placed or flipped face-up, cost paid, targets chosen, chain link created).
 */
import { nameOf, printedName } from './identity.ts';
import type { PlayerId } from '../../core/decision.ts';
import { chooseZone } from './zone-choice.ts';
import { defIn } from '../cards/registry.ts';
import type { CardDef, EffectDef } from '../cards/types.ts';
import type { YgoAsker } from '../decisions.ts';
import {
  DUEL_LONG,
  Reason,
  type CardInstance,
  type ChainLink,
  type DuelEventRecord,
  type DuelState,
  type Location,
  type TaskOf,
} from '../state.ts';
import { EffectContext } from './context.ts';
import { isMonsterEffect } from './card-types.ts';
import { done, toStage } from './tasks.ts';
import { log } from './events.ts';
import { destroy, sendToGy } from './moves.ts';
import { activeStatics, deckToHandForbidden, hasEffects, isNegated, lookingOnly } from './statics.ts';
import { hasRestriction, isLocked, mayAddFromDeck, mayDraw } from './lingering.ts';
import { freePendulumZones, freeSpellZones, inPendulumZone, moveCard, onField, PENDULUM_ZONES } from './zones.ts';
import { isPendulumMonster } from '../card-stats.ts';
import { effectIndices, effectOf, hasGainedEffects, heldEffect } from './gained.ts';
import { onlyOneBlocks } from './only-one.ts';
import { poolHas } from './pool.ts';
import { setCardLocked } from './end-phase.ts';

/** Where priority is being given: the open state of your Main Phase, a free-timing window, a chain, the Summon-negation window, the Damage Step. */
export type Window = 'open' | 'quick' | 'chain' | 'summon' | 'damage';

/** 003 §3.4.3 Spell Speed table. */
export function speedOf(def: CardDef, e: EffectDef): 1 | 2 | 3 {
  if (e.speed) return e.speed;
  // 003 §3.4.4: a Trap Monster's effects are monster effects (Ignition and Trigger: Spell Speed 1).
  if (isMonsterEffect(def, e)) return e.type === 'quick' ? 2 : 1;
  if (def.kind === 'trap') return def.trapType === 'counter' ? 3 : 2;
  if (def.kind === 'spell')
    return def.spellType === 'quick-play' && e.type === 'activate' ? 2 : e.type === 'quick' ? 2 : 1;
  return e.type === 'quick' ? 2 : 1;
}

/** Player who may use a card's effects: its controller on the field, else its owner. */
export function userOf(c: CardInstance): PlayerId {
  return onField(c.location) ? c.controller : c.owner;
}

/** A chain link not (yet) on the chain, for checking an effect's condition, cost and targets without side effects. */
export const scratchLink = (
  c: CardInstance,
  effect: number,
  player: PlayerId,
  ev: DuelEventRecord | null,
  speed: 1 | 2 | 3,
  cardActivation: boolean,
): ChainLink => ({
  uid: c.uid,
  code: c.code,
  effect,
  player,
  stamp: c.stamp,
  cardActivation,
  targets: [],
  targetStamps: [],
  data: {},
  negated: 0,
  event: ev,
  speed,
});

export function oncePerTurnKey(c: CardInstance, e: EffectDef, index: number, player: PlayerId): string | null {
  // 003 §3.5.1: "once per Duel" by name: kept with turn DUEL_LONG (never pruned, see oncePerTurnUsed).
  if (e.oncePerDuel) return `D${printedName(c.code)}:${index}:${player}`;
  if (!e.oncePerTurn) return null;
  // 003 §3.5.1: "once per turn" by name is shared by every copy (every printing); a soft one is per card. "You can
  // only use 1 "X" effect per turn": one key for every effect of the name.
  // 003 §3.3.1 TC-18: it follows the effect's printed card, not the name the card bears now (a renamed Giant Pairfish
  // stays locked; a card renamed "Giant Pairfish" has no such effect).
  if (e.oncePerTurn === 'name-any') return `n${printedName(c.code)}:*:${player}`;
  if (e.oncePerTurn === 'name') return `n${printedName(c.code)}:${index}:${player}`;
  // 003 §3.4.4 Union: equip or unequip, once per turn for this card, wherever the first one moved it.
  if (e.oncePerTurn === 'union') return `u${c.uid}`;
  return `c${c.uid}:${c.stamp}:${index}`;
}

export function oncePerTurnUsed(duel: DuelState, key: string | null, times = 1): boolean {
  if (key === null) return false;
  // "Up to twice per turn": used up once the uses of this turn reach `times`.
  let n = 0;
  for (const u of duel.oncePerTurn)
    if (u.key === key && (u.turn === duel.turn || u.turn === DUEL_LONG) && ++n >= times) return true;
  return false;
}

/** The record of a use (003 §3.5.1): for this turn, or for the whole Duel when the key is a "once per Duel" one. */
export function useRecord(duel: DuelState, key: string): { key: string; turn: number } {
  return { key, turn: key.startsWith('D') ? DUEL_LONG : duel.turn };
}

function activationBlocked(duel: DuelState, c: CardInstance, player: PlayerId): boolean {
  for (const { src, st } of activeStatics(duel)) {
    if (st.kind !== 'cannot-activate') continue;
    const rel = st.who === 'both' || (st.who === 'you') === (src.controller === player);
    if (rel && st.cards(duel, src, c)) return true;
  }
  return false;
}

/** Is there room to place the card for its activation from the hand? */
function roomFromHand(duel: DuelState, def: CardDef, player: PlayerId): boolean {
  if (def.kind === 'spell' && def.spellType === 'field') return true;
  return freeSpellZones(duel, player) > 0;
}

/** Why an effect cannot be activated now: the rule that refuses it (shared constants: checks allocate nothing). */
export interface Refusal {
  readonly code: string;
  readonly rule: string;
  readonly why: string;
}

const refusal = (code: string, rule: string, why: string): Refusal => Object.freeze({ code, rule, why });

/** Every reason an activation is refused, named (the checks below return one of these or null). */
export const REFUSALS = {
  duelOver: refusal('DUEL_OVER', '003 §3.1.4', 'the Duel is over'),
  resolving: refusal('CHAIN_RESOLVING', '003 §3.4.3', 'nothing can be activated while a chain resolves'),
  noSuchEffect: refusal('NO_SUCH_EFFECT', '003 §3.4.1', 'the card has no such effect'),
  triggered: refusal(
    'TRIGGER_EFFECT',
    '003 §3.4.3',
    'a Trigger or Flip effect activates when its event happens, not at will',
  ),
  notYours: refusal('NOT_YOURS', '003 §3.4.1', "a card's effects are used by its controller (its owner off the field)"),
  speed1: refusal(
    'SPELL_SPEED_1',
    '003 §3.4.3',
    "Spell Speed 1 only in your own Main Phase's open state, on an empty chain",
  ),
  speedTooLow: refusal(
    'SPELL_SPEED',
    '003 §3.4.3',
    "a Chain Link needs Spell Speed 2 or more, and no lower than the last link's",
  ),
  summonWindow: refusal(
    'SUMMON_NEGATION_WINDOW',
    '003 §3.3.2',
    'only Summon negation can be used while a Summon is being negotiated',
  ),
  summonNegationOutside: refusal(
    'NOT_SUMMONING',
    '003 §3.3.2',
    'Summon negation answers a Summon only in its negation window',
  ),
  damageStep: refusal('DAMAGE_STEP', '003 §3.6.3', 'only Counter Traps and effects that say so in the Damage Step'),
  damageStepOld: refusal(
    'DAMAGE_STEP_OLD',
    '000-002-004 §12',
    'under this rule set only ATK/DEF modifiers and Counter Traps, until damage calculation starts, in the Damage Step',
  ),
  damageStepModifierLate: refusal(
    'DAMAGE_STEP_MODIFIER',
    '003 §3.6.3',
    'ATK/DEF modifiers only until before damage calculation in the Damage Step',
  ),
  quickPlayOppTurn: refusal(
    'QUICK_PLAY_FROM_HAND',
    '003 §3.3.3',
    'a Quick-Play Spell is activated from the hand only in your own turn',
  ),
  noSpellZone: refusal('NO_ZONE', '003 §3.3.3', 'no free Spell & Trap Zone to activate it in'),
  noPendulumZone: refusal(
    'NO_PENDULUM_ZONE',
    '003 §3.2.1',
    'a Pendulum Monster is activated from the hand to a free Pendulum Zone (the end Spell & Trap Zones, 003 only)',
  ),
  notPendulumZone: refusal(
    'NOT_IN_PENDULUM_ZONE',
    '003 §3.3.3',
    'a Pendulum Effect is used only while the card is in a Pendulum Zone',
  ),
  quickPlaySetThisTurn: refusal(
    'SET_THIS_TURN',
    '003 §3.3.3',
    'a Set Quick-Play Spell cannot be activated the turn it was Set',
  ),
  spellNotThere: refusal(
    'NOT_ACTIVATABLE_THERE',
    '003 §3.3.3',
    'a Spell Card is activated from the hand or from a Set position',
  ),
  trapNotSet: refusal(
    'TRAP_NOT_SET',
    '003 §3.3.4',
    'a Trap Card is activated from a Set position (from the hand only if its text allows it and its condition holds)',
  ),
  trapSetThisTurn: refusal('SET_THIS_TURN', '003 §3.3.4', 'a Trap Card cannot be activated the turn it was Set'),
  notACard: refusal('NOT_A_CARD_ACTIVATION', '003 §3.4.2', 'only Spell and Trap Cards are activated as cards'),
  outOfRange: refusal('OUT_OF_RANGE', '003 §3.4.1', 'the effect cannot be activated from where the card is'),
  faceDown: refusal('FACE_DOWN', '003 §3.4.1', "a face-down card's effects cannot be activated"),
  ignitionTiming: refusal(
    'IGNITION_TIMING',
    '003 §3.4.3',
    "an Ignition effect only in your own Main Phase's open state",
  ),
  negated: refusal('NEGATED', '003 §3.4.4', "the card's effects are negated"),
  gemini: refusal('GEMINI', '003 §3.4.4', 'a Gemini on the field has no effects until it is Gemini Summoned'),
  oncePerTurn: refusal('ONCE_PER_TURN', '003 §3.5.1', 'already used this turn'),
  spellChainLocked: refusal(
    'NO_RESPONSE_TO_SPELLS',
    '003 §3.4.3',
    "cards and effects cannot be activated in response to the opponent's Spell Card activations this turn",
  ),
  oncePerChain: refusal('ONCE_PER_CHAIN', '003 §3.5.1', 'already activated in this chain'),
  nameLocked: refusal('LOCKED', '003 §3.4.4', 'cards with this name cannot be activated for the rest of the turn'),
  blocked: refusal('CANNOT_ACTIVATE', '003 §3.4.4', 'a card on the field forbids the activation'),
  effectsLocked: refusal('CANNOT_ACTIVATE', '003 §3.4.4', 'this card cannot activate its effects this turn'),
  setCardLocked: refusal('CANNOT_ACTIVATE', '003 §3.4.4', 'this Set card cannot be activated until the End Phase'),
  noDeckToHand: refusal(
    'NO_DECK_TO_HAND',
    '003 §3.4.1',
    'cards cannot be added from the Deck to the hand now (except by drawing): the effect could not do what it says',
  ),
  cannotDraw: refusal('CANNOT_DRAW', '003 §3.4.4', 'you cannot draw cards by card effects for the rest of this turn'),
  cannotAddFromDeck: refusal(
    'CANNOT_ADD_FROM_DECK',
    '003 §3.4.4',
    'cards cannot be added from the Main Deck to the hand for the rest of this turn',
  ),
  noEvent: refusal('NO_EVENT', '003 §3.6.3', 'what this card answers did not just happen'),
  condition: refusal('CONDITION', '003 §3.4.1', "the activation's condition is not met"),
  cost: refusal('COST', '003 §3.4.1', 'the cost cannot be paid'),
  target: refusal('NO_TARGET', '003 §3.4.1', 'there is no legal target'),
  infeasible: refusal('NOTHING_TO_DO', '003 §3.4.1', 'the effect could not do what it says'),
  onlyOne: refusal('ONLY_CONTROL_ONE', '003 §3.3.2', 'you can only control 1 card with this name face-up'),
} as const;

/** 003 §3.4.3: the duel allows activations at all (not over, no chain resolving). */
function checkDuelOpen(duel: DuelState): Refusal | null {
  if (duel.result) return REFUSALS.duelOver;
  return duel.resolving ? REFUSALS.resolving : null;
}

/** 003 §3.4.1: the effect exists and is one a player activates; the player uses the card's effects. */
function checkEffectAndUser(c: CardInstance, e: EffectDef | undefined, player: PlayerId): Refusal | null {
  if (!e) return REFUSALS.noSuchEffect;
  if (e.type === 'trigger' || e.type === 'flip') return REFUSALS.triggered;
  return userOf(c) !== player ? REFUSALS.notYours : null;
}

const changesStats = (e: EffectDef): boolean =>
  e.category !== undefined && (e.category.includes('atk-change') || e.category.includes('def-change'));

/** 003 §3.6.3: the Damage Step timings at which ATK/DEF modifiers may still be activated (start, before DC). */
function modifiersAllowed(duel: DuelState): boolean {
  const timing = duel.battle?.timing;
  return timing === 'start' || timing === 'before-calc';
}

/** 003 §3.4.3 Spell Speed; 003 §3.3.2 the Summon-negation window; 003 §3.6.3 the Damage Step. */
function checkTiming(duel: DuelState, player: PlayerId, e: EffectDef, speed: 1 | 2 | 3, win: Window): Refusal | null {
  // 003 §3.4.3: Spell Speed 1 only in your own Main Phase's open state, on an empty chain.
  if (speed === 1 && !(win === 'open' && duel.turnPlayer === player && duel.chain.length === 0)) return REFUSALS.speed1;
  if (duel.chain.length > 0 && speed < Math.max(2, duel.chain[duel.chain.length - 1]!.speed))
    return REFUSALS.speedTooLow;
  const negatesSummon = e.category !== undefined && e.category.includes('negate-summon');
  // 003 §3.3.2: only Summon negation in the Summon-negation window.
  if (win === 'summon' && !negatesSummon) return REFUSALS.summonWindow;
  if (win !== 'summon' && negatesSummon && duel.summoning.length > 0) return REFUSALS.summonNegationOutside;
  // 003 §3.6.3: Damage Step activation limits.
  if (win === 'damage') {
    // 000/002/004 (digest §12 item 12): only ATK/DEF modifiers and Counter Traps, until damage calculation starts.
    if (duel.rules.damageStepModel === 'until-calculation') {
      if (!(speed === 3 || changesStats(e)) || !modifiersAllowed(duel)) return REFUSALS.damageStepOld;
      return null;
    }
    if (!(e.damageStep || speed === 3)) return REFUSALS.damageStep;
    // 003 §3.6.3: ATK/DEF modifiers only until before damage calculation (DS1, DS2), Counter Traps aside.
    // 003 §3.6.3 DS3: "during damage calculation" effects (Injection Fairy Lily) change ATK/DEF at that timing.
    if (speed !== 3 && changesStats(e) && !modifiersAllowed(duel) && e.damageStep !== 'calc')
      return REFUSALS.damageStepModifierLate;
  }
  return null;
}

/** 003 §3.3.3–§3.3.4, §3.4.2: a card activation — a Spell from the hand or Set, a Trap from Set, not the turn it was Set. */
function checkCardActivation(duel: DuelState, player: PlayerId, c: CardInstance, def: CardDef): Refusal | null {
  // 003 §3.3.2 [TN fn22]: "You can only control 1 'X'": not activated while its controller has a face-up one.
  if (def.onlyControlOne && onlyOneBlocks(duel, c.uid, player)) return REFUSALS.onlyOne;
  if (def.kind === 'spell') {
    if (c.location === 'hand') {
      // 003 §3.3.3: only Quick-Play Spells in your own turn from the hand; others in your Main Phase.
      if (def.spellType === 'quick-play' && duel.turnPlayer !== player) return REFUSALS.quickPlayOppTurn;
      return roomFromHand(duel, def, player) ? null : REFUSALS.noSpellZone;
    }
    if ((c.location === 'szone' || c.location === 'fzone') && !c.faceUp) {
      // 003 §3.3.3: a Set Quick-Play Spell cannot be activated the turn it was Set.
      return def.spellType === 'quick-play' && c.turnIn === duel.turn ? REFUSALS.quickPlaySetThisTurn : null;
    }
    return REFUSALS.spellNotThere;
  }
  if (isPendulumMonster(def)) {
    // 003 §3.3.3: a Pendulum Monster card is activated from the hand as a Spell Card, face-up to a free Pendulum Zone,
    // in your Main Phase (Spell Speed 1); never Set there. Only 003 has Pendulum Zones.
    if (c.location !== 'hand') return REFUSALS.notACard;
    return freePendulumZones(duel, player).length > 0 ? null : REFUSALS.noPendulumZone;
  }
  if (def.kind === 'trap') {
    // 003 §3.3.4 "From the hand": only a Trap that says so, when its condition is met, with a free zone for it.
    if (c.location === 'hand') {
      if (!def.activateFromHand || !def.activateFromHand(duel, c, player)) return REFUSALS.trapNotSet;
      return freeSpellZones(duel, player) > 0 ? null : REFUSALS.noSpellZone;
    }
    // 003 §3.3.4: Traps are activated from a Set position, not the turn they were Set.
    if (c.location !== 'szone' || c.faceUp) return REFUSALS.trapNotSet;
    return c.turnIn === duel.turn ? REFUSALS.trapSetThisTurn : null;
  }
  return REFUSALS.notACard;
}

/** 003 §3.4.1: an effect (not a card activation) from its range, face-up, an Ignition effect at its timing, not negated. */
function checkEffectActivation(
  duel: DuelState,
  player: PlayerId,
  c: CardInstance,
  def: CardDef,
  e: EffectDef,
  win: Window,
): Refusal | null {
  const range = e.range ?? defaultRange(def, e);
  if (!range.includes(c.location)) return REFUSALS.outOfRange;
  // 003 §3.3.3: a Pendulum Effect is a Spell effect of a card in the Pendulum Zone (its monster effects apply elsewhere).
  if (e.pendulum && !inPendulumZone(duel, c)) return REFUSALS.notPendulumZone;
  if (onField(c.location) && !c.faceUp) return REFUSALS.faceDown;
  // 003 §3.4.4: a Gemini on the field is a Normal Monster (no effects) until it is Gemini Summoned.
  if (!hasEffects(c, def)) return REFUSALS.gemini;
  if (e.type === 'ignition' && !(duel.turnPlayer === player && win === 'open')) return REFUSALS.ignitionTiming;
  return onField(c.location) && isNegated(duel, c) ? REFUSALS.negated : null;
}

/** Where an effect is used from when its card says nothing: monsters on the field, Pendulum Effects in the Pendulum Zone. */
function defaultRange(def: CardDef, e: EffectDef): Location[] {
  if (e.pendulum) return ['szone'];
  return def.kind === 'monster' ? ['mzone'] : ['szone', 'fzone'];
}

/** 003 §3.5.1 once per turn; 003 §3.4.4 locks and "cannot activate" statics. */
function checkLimits(duel: DuelState, player: PlayerId, c: CardInstance, e: EffectDef, index: number): Refusal | null {
  if (oncePerTurnUsed(duel, oncePerTurnKey(c, e, index, player), e.timesPerTurn)) return REFUSALS.oncePerTurn;
  // 003 §3.5.1 "Once per Chain": this effect of this card is on the chain already.
  if (e.oncePerChain && duel.chain.some((l) => l.uid === c.uid && l.effect === index && l.stamp === c.stamp))
    return REFUSALS.oncePerChain;
  // 003 §3.4.1: an effect that adds from the Deck to the hand cannot be activated while that is forbidden.
  if (e.category?.includes('search') && deckToHandForbidden(duel)) return REFUSALS.noDeckToHand;
  // 003 §3.3.1: a lock on "cards with that name" reads the card's current name.
  if (duel.locks.length && isLocked(duel, player, 'cannot-activate-name', nameOf(duel, c))) return REFUSALS.nameLocked;
  // 003 §3.4.1: an effect whose drawing or search the locks forbid could not do what it says.
  if (duel.locks.length && e.category) {
    if (e.category.includes('draw') && !mayDraw(duel, player, true)) return REFUSALS.cannotDraw;
    if (e.category.includes('search') && !mayAddFromDeck(duel, player)) return REFUSALS.cannotAddFromDeck;
  }
  if (duel.locks.length && respondsToLockedSpell(duel, player)) return REFUSALS.spellChainLocked;
  // 003 §3.4.4: "it cannot activate its effects this turn", given to the card by a resolved effect.
  if (duel.lingering.length && hasRestriction(duel, c.uid, 'cannot-activate-effects')) return REFUSALS.effectsLocked;
  // 003 §3.4.4: "that Set card cannot be activated until the End Phase" (Trickstar Light Stage).
  if (duel.delayed.length && setCardLocked(duel, c.uid)) return REFUSALS.setCardLocked;
  return activationBlocked(duel, c, player) ? REFUSALS.blocked : null;
}

/**
 * "Your opponent cannot activate cards or effects in response to your Spell Card activations" (Multirole): the
 * locked player's activation would be chained directly to a Spell Card activation of the other player (003 §3.4.3).
 */
function respondsToLockedSpell(duel: DuelState, player: PlayerId): boolean {
  const top = duel.chain[duel.chain.length - 1];
  if (!top || top.player === player || !top.cardActivation || defIn(duel, top.code).kind !== 'spell') return false;
  return isLocked(duel, player, 'no-response-to-spells');
}

/** "When …" cards: the event they answer, among what just happened (003 §3.6.3: only at that timing); undefined: none. */
function answeredEvent(
  duel: DuelState,
  player: PlayerId,
  c: CardInstance,
  e: EffectDef,
  index: number,
  speed: 1 | 2 | 3,
): DuelEventRecord | undefined {
  for (const r of duel.recent) {
    if (r.kind !== e.event) continue;
    const ctx = new EffectContext(
      duel,
      c,
      player,
      scratchLink(c, index, player, r, speed, e.type === 'activate'),
      null,
      r,
      'check',
    );
    if (!e.eventFilter || e.eventFilter(ctx, r)) return r;
  }
  return undefined;
}

/** 003 §3.4.1: the card's own condition, cost and targets, and that it could do something. */
function checkRequirements(ctx: EffectContext, e: EffectDef): Refusal | null {
  if (e.condition && !e.condition(ctx)) return REFUSALS.condition;
  if (e.cost && !e.cost.can(ctx)) return REFUSALS.cost;
  if (e.target && !e.target.can(ctx)) return REFUSALS.target;
  return e.feasible && !e.feasible(ctx) ? REFUSALS.infeasible : null;
}

/**
 * Could `player` activate effect `index` of card `uid` in this window? Pure (ygopro's check mode). The answer is
 * the named check that refuses it, or the event the activation would answer (for "When …" cards, null when none).
 */
function evaluate(
  duel: DuelState,
  player: PlayerId,
  uid: number,
  index: number,
  win: Window,
  knownDef?: CardDef,
): Refusal | DuelEventRecord | null {
  const open = checkDuelOpen(duel);
  if (open) return open;
  const c = duel.cards[uid]!;
  const def = knownDef ?? defIn(duel, c.code);
  // 003 §3.4.4: a gained effect (negative index) only while the card has it; an own effect a copy replaced, not.
  const e = index < 0 || def.replacedByCopy === index ? heldEffect(duel, c, index) : def.effects?.[index];
  const who = checkEffectAndUser(c, e, player);
  if (who || !e) return who ?? REFUSALS.noSuchEffect;
  const speed = speedOf(def, e);
  const refused =
    checkTiming(duel, player, e, speed, win) ??
    (e.type === 'activate'
      ? checkCardActivation(duel, player, c, def)
      : checkEffectActivation(duel, player, c, def, e, win)) ??
    checkLimits(duel, player, c, e, index);
  if (refused) return refused;
  let ev: DuelEventRecord | null = null;
  if (e.event) {
    const found = answeredEvent(duel, player, c, e, index, speed);
    if (!found) return REFUSALS.noEvent;
    ev = found;
  }
  if (!e.condition && !e.cost && !e.target && !e.feasible) return ev;
  const ctx = new EffectContext(
    duel,
    c,
    player,
    scratchLink(c, index, player, ev, speed, e.type === 'activate'),
    null,
    ev,
    'check',
  );
  return checkRequirements(ctx, e) ?? ev;
}

const isRefusal = (v: Refusal | DuelEventRecord | null): v is Refusal => v !== null && 'why' in v;

/**
 * Could `player` activate effect `index` of card `uid` in this window? Returns the event the activation answers
 * (for "When …" cards), null when none is needed, or undefined when it is not activatable (see whyNotActivatable).
 */
export function checkActivation(
  duel: DuelState,
  player: PlayerId,
  uid: number,
  index: number,
  win: Window,
  knownDef?: CardDef,
): DuelEventRecord | null | undefined {
  const v = evaluate(duel, player, uid, index, win, knownDef);
  return isRefusal(v) ? undefined : v;
}

/** Why `player` cannot activate effect `index` of card `uid` in this window: the refusing rule, or null if they can. */
export function whyNotActivatable(
  duel: DuelState,
  player: PlayerId,
  uid: number,
  index: number,
  win: Window,
): Refusal | null {
  const v = evaluate(duel, player, uid, index, win);
  return isRefusal(v) ? v : null;
}

export interface Activation {
  uid: number;
  effect: number;
  ev: DuelEventRecord | null;
}

/** Per passcode: its definition and the locations from which any of its effects could be activated (definitions never change). */
interface ActivationProfile {
  def: CardDef;
  /** The locations, as a mask of LOCATION_BITS. */
  places: number;
  /** The same for its effects of Spell Speed 2 or more, the only ones a window other than the open state allows. */
  quickPlaces: number;
  /** Each effect's Spell Speed (003 §3.4.3; it depends on the definition only). */
  speeds: readonly (1 | 2 | 3)[];
}

/** One bit per location, for the profiles' masks (a bit test instead of a search per card and window). */
const LOCATION_BITS: Readonly<Record<Location, number>> = {
  deck: 1,
  hand: 2,
  mzone: 4,
  szone: 8,
  fzone: 16,
  gy: 32,
  banished: 64,
  extra: 128,
  overlay: 256,
  gone: 512,
};

/** By definition: an era's printing (issue 11 item 16) is a definition of its own. */
const profiles = new Map<CardDef, ActivationProfile>();
/** The same by passcode, for duels that read the current texts (most): one lookup per card and window. */
const currentProfiles = new Map<number, ActivationProfile>();

function profileOf(def: CardDef): ActivationProfile {
  let prof = profiles.get(def);
  if (prof === undefined) {
    let places = 0;
    let quick = 0;
    const speeds: (1 | 2 | 3)[] = [];
    for (const e of def.effects ?? []) {
      const speed = speedOf(def, e);
      speeds.push(speed);
      if (e.type === 'trigger' || e.type === 'flip') continue;
      const from: Location[] = [];
      if (e.type === 'activate') {
        from.push('szone');
        // 003 §3.3.4: a Trap from the hand only when its text allows it.
        if (def.kind === 'spell') from.push('hand', 'fzone');
        // 003 §3.3.3: a Pendulum Monster card is activated from the hand to the Pendulum Zone.
        else if (def.activateFromHand || isPendulumMonster(def)) from.push('hand');
      } else from.push(...(e.range ?? defaultRange(def, e)));
      for (const l of from) {
        places |= LOCATION_BITS[l];
        if (speed > 1) quick |= LOCATION_BITS[l];
      }
    }
    prof = { def, places, quickPlaces: quick, speeds };
    profiles.set(def, prof);
  }
  return prof;
}

/** The profile of the card as this duel's rule set prints it. */
function profileIn(duel: DuelState, code: number): ActivationProfile {
  if (duel.rules.cardTextsAsOf !== null) return profileOf(defIn(duel, code));
  let prof = currentProfiles.get(code);
  if (prof === undefined) {
    prof = profileOf(defIn(duel, code));
    currentProfiles.set(code, prof);
  }
  return prof;
}

/**
 * Does any card of the duel's decks have an effect activatable from the GY (of Spell Speed 2 or more when `quick`)?
 * Only cards of the decks reach a GY (a Token never does), and a card in the GY has its own effects only (gained ones
 * need the Monster Zone): when none has, the GY is not looked through.
 */
function gyActivations(duel: DuelState, quick: boolean): boolean {
  const bit = LOCATION_BITS.gy;
  return quick
    ? poolHas(duel, 'gyQuickActivations', (def) => (profileOf(def).quickPlaces & bit) !== 0)
    : poolHas(duel, 'gyActivations', (def) => (profileOf(def).places & bit) !== 0);
}

/** `speed1`: the window is its user's own open state, where Spell Speed 1 may be activated (003 §3.4.3). */
function visitCard(
  duel: DuelState,
  player: PlayerId,
  win: Window,
  speed1: boolean,
  u: number,
  out: Activation[],
): void {
  if (u < 0) return;
  const c = duel.cards[u]!;
  const prof = profileIn(duel, c.code);
  // 003 §3.4.4: effects gained or copied, and the own effect a copy replaces, only face-up in the Monster Zone.
  if (c.location === 'mzone' && c.faceUp && (hasGainedEffects(duel, c) || prof.def.replacedByCopy !== undefined)) {
    for (const i of effectIndices(duel, c)) {
      const t = effectOf(duel, c.code, i)!.type;
      if (t === 'trigger' || t === 'flip') continue;
      const ev = checkActivation(duel, player, u, i, win, prof.def);
      if (ev !== undefined) out.push({ uid: u, effect: i, ev });
    }
    return;
  }
  // 003 §3.4.3: Spell Speed 1 only in its user's own open state (checkTiming refuses it elsewhere; skipped here first).
  const places = speed1 ? prof.places : prof.quickPlaces;
  if ((places & LOCATION_BITS[c.location]) === 0) return;
  const effects = prof.def.effects;
  if (!effects) return;
  for (let i = 0; i < effects.length; i++) {
    const t = effects[i]!.type;
    if (t === 'trigger' || t === 'flip') continue;
    if (!speed1 && prof.speeds[i] === 1) continue;
    const ev = checkActivation(duel, player, u, i, win, prof.def);
    if (ev !== undefined) out.push({ uid: u, effect: i, ev });
  }
}

/** Every activation open to `player` now, in a fixed order: hand, Monster Zones, Spell & Trap Zones, Field Zone, GY. */
export function activatable(duel: DuelState, player: PlayerId, win: Window): Activation[] {
  const out: Activation[] = [];
  if (duel.result || duel.resolving) return out;
  // The checks only look at the duel (003 §3.4.1): the continuous effects in force are worked out once for them all.
  return lookingOnly(duel, () => scanActivatable(duel, player, win, out));
}

function scanActivatable(duel: DuelState, player: PlayerId, win: Window, out: Activation[]): Activation[] {
  const speed1 = win === 'open' && duel.turnPlayer === player && duel.chain.length === 0;
  const pl = duel.players[player];
  // (Indexed loops: this runs several times per decision, and an iterator is an allocation wherever it is not optimized away.)
  for (let i = 0; i < pl.hand.length; i++) visitCard(duel, player, win, speed1, pl.hand[i]!, out);
  for (let i = 0; i < pl.mzone.length; i++) visitCard(duel, player, win, speed1, pl.mzone[i]!, out);
  for (let i = 0; i < duel.emz.length; i++) {
    const u = duel.emz[i]!;
    if (u >= 0 && duel.cards[u]!.controller === player) visitCard(duel, player, win, speed1, u, out);
  }
  for (let i = 0; i < pl.szone.length; i++) visitCard(duel, player, win, speed1, pl.szone[i]!, out);
  visitCard(duel, player, win, speed1, pl.fzone, out);
  if (gyActivations(duel, !speed1))
    for (let i = 0; i < pl.gy.length; i++) visitCard(duel, player, win, speed1, pl.gy[i]!, out);
  return out;
}

export function activationTask(a: Activation, player: PlayerId): TaskOf<'activate'> {
  return { k: 'activate', uid: a.uid, eff: a.effect, player, ev: a.ev, stage: 'open' };
}

/** 003 §3.3.3: a new Field Spell replaces the old one. */
function placeFieldSpell(duel: DuelState, uid: number, player: PlayerId): void {
  const old = duel.players[player].fzone;
  if (duel.rules.fieldSpellScope === 'per-player') {
    if (old >= 0) sendToGy(duel, [old], Reason.RULE, player);
  } else {
    // 000/002: one Field Spell on the whole field; a new one destroys the old.
    for (const p of [0, 1] as const) {
      const f = duel.players[p].fzone;
      if (f >= 0 && duel.cards[f]!.faceUp) destroy(duel, [f], Reason.RULE, player);
    }
  }
  moveCard(duel, uid, 'fzone', { reason: Reason.EFFECT, by: player, controller: player, faceUp: true });
}

/** The 'activate' event: the activation declared, as Chain Link li + 1. */
function logActivation(
  duel: DuelState,
  li: number,
  c: CardInstance,
  player: PlayerId,
  effect: number,
  label: string,
): void {
  log(duel, { type: 'activate', chainLink: li + 1, card: c.uid, code: c.code, player, effect, label });
}

/** 003 §3.4.1: an activation goes on the chain, pays its cost, chooses its targets. */
export function activateTask(duel: DuelState, t: TaskOf<'activate'>, io: YgoAsker): void {
  const { uid, eff: index, player } = t;
  const c = duel.cards[uid]!;
  const def = defIn(duel, c.code);
  const e = effectOf(duel, c.code, index)!;
  if (t.stage === 'open') {
    const cardActivation = e.type === 'activate';
    // "If this card was Set before activation" (Infinite Impermanence): flipped face-up from a Set position.
    const fromSet = cardActivation && (c.location === 'szone' || c.location === 'fzone') && !c.faceUp;
    if (cardActivation) {
      // 003 §3.4.2: a Spell/Trap turning face-up on the field is a card activation, on the chain.
      if (c.location === 'hand') {
        if (def.spellType === 'field') placeFieldSpell(duel, uid, player);
        else if (isPendulumMonster(def)) {
          // 003 §3.2.1, §3.3.3: face-up in a free Pendulum Zone of the player's choice; from now it is a Spell Card.
          const seq = chooseZone(duel, io, player, { row: 'spell-trap', only: PENDULUM_ZONES }, def.name);
          moveCard(duel, uid, 'szone', { reason: Reason.EFFECT, by: player, controller: player, faceUp: true, seq });
        } else {
          // 003 §3.3.3: the player chooses the Spell & Trap Zone it is activated in (asked before anything moves).
          const seq = chooseZone(duel, io, player, { row: 'spell-trap' }, def.name);
          moveCard(duel, uid, 'szone', { reason: Reason.EFFECT, by: player, controller: player, faceUp: true, seq });
        }
      } else {
        c.faceUp = true;
      }
    }
    // The chain link: the same record the checks used, now on the chain (003 §3.4.3).
    const link = scratchLink(c, index, player, t.ev, speedOf(def, e), cardActivation);
    if (fromSet) link.fromSet = true;
    if (onField(c.location)) link.onField = true;
    link.at = duel.nextStamp;
    duel.chain.push(link);
    // 003 §3.4.2: a Spell Card activation, remembered for this turn (Multirole counts them).
    if (cardActivation && def.kind === 'spell')
      duel.spellActivations.push({ player, uid, code: c.code, at: link.at, turn: duel.turn });
    const key = oncePerTurnKey(c, e, index, player);
    if (key) duel.oncePerTurn.push(useRecord(duel, key));
    t.li = duel.chain.length - 1;
    // 000/002 (digest §12 item 16): the cost is paid before the activation is declared.
    const costFirst = duel.rules.costTiming === 'before-declaration';
    if (!costFirst) logActivation(duel, t.li, c, player, index, e.label);
    toStage(duel, t, 'cost');
  }
  const li = t.li!;
  const link = duel.chain[li]!;
  const ctx = new EffectContext(duel, c, player, link, io, link.event, 'cost');
  if (t.stage === 'cost') {
    if (e.cost) e.cost.pay(ctx);
    if (duel.rules.costTiming === 'before-declaration') logActivation(duel, li, c, player, index, e.label);
    toStage(duel, t, 'target');
  }
  ctx.step = 'target';
  if (e.target) {
    e.target.choose(ctx);
    log(duel, { type: 'targets', chainLink: li + 1, cards: link.targets.slice() });
  }
  done(duel, t);
}
