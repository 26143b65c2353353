/**
 * 003 §3.4.2: continuous effects that apply without the chain while their card is face-up
 * on the field (monster continuous effects, Continuous/Field/Equip Spells, Continuous Traps).
 */
import { isPendulumMonster } from '../card-stats.ts';
import { cardDef, defIn } from '../cards/registry.ts';
import { copiedCode, effectOf } from './gained.ts';
import type { CardDef, StaticDef } from '../cards/types.ts';
import type { PlayerId } from '../../core/decision.ts';
import type { CardInstance, DuelState } from '../state.ts';
import { hasRestriction, isLocked } from './lingering.ts';
import { spellTrapColumnNegated } from './columns.ts';
import { isMonsterEffect, isTrapCard } from './card-types.ts';
import { poolHas } from './pool.ts';

/** Is this card's effect negated by a continuous negation (e.g. Jinzo negating Traps on the field)? */
export function isNegated(duel: DuelState, c: CardInstance): boolean {
  if (negatedByResolution(duel, c)) return true;
  for (let p = 0; p < 2; p++) {
    const pl = duel.players[p]!;
    // Monsters (Jinzo) and Continuous Spells/Traps (Royal Decree) carry "negate the effects of …".
    for (let i = 0; i < pl.mzone.length; i++) if (negates(duel, pl.mzone[i]!, c)) return true;
    for (let i = 0; i < pl.szone.length; i++) if (negates(duel, pl.szone[i]!, c)) return true;
  }
  return negates(duel, duel.emz[0], c) || negates(duel, duel.emz[1], c);
}

/**
 * Negated by a resolved effect (a lingering change or a lock), not by another card's continuous effect: what a
 * continuous negation's source is checked for (a Skill Drain under Trap Stun negates nothing), without the loop two
 * continuous negations of each other would make.
 */
function negatedByResolution(duel: DuelState, c: CardInstance): boolean {
  // 003 §3.4.4: a resolved effect that negated this monster's effects, for as long as it stays face-up there.
  if (duel.lingering.length && hasRestriction(duel, c.uid, 'effects-negated')) return true;
  // 003 §3.2.1: a column whose Spell/Trap effects a resolved effect negated for the turn (Infinite Impermanence);
  // 003 §3.4.4: monsters whose name's effects a resolved effect negated (Called by the Grave); every other Trap on the
  // field negated for the turn (Trap Stun).
  return (
    duel.locks.length !== 0 &&
    (spellTrapColumnNegated(duel, c) || monsterNameNegated(duel, c.code) || fieldTrapNegated(duel, c))
  );
}

/**
 * 003 §3.4.4: the effects of monsters with this original name are negated by a resolved effect (Called by the Grave),
 * for either player: on the field, and activated effects when they resolve.
 */
export function monsterNameNegated(duel: DuelState, code: number): boolean {
  if (duel.locks.length === 0) return false;
  const def = cardDef(code);
  if (def.kind !== 'monster') return false;
  return isLocked(duel, 0, 'negate-monster-name', def.code) || isLocked(duel, 1, 'negate-monster-name', def.code);
}

/**
 * 003 §3.4.4: "Negate all other Trap effects on the field this turn" (Trap Stun): a Trap Card on the field (a Trap
 * Monster too: it is still a Trap Card), not the card that did it, while the lock lasts.
 */
function fieldTrapNegated(duel: DuelState, c: CardInstance): boolean {
  if ((c.location !== 'mzone' && c.location !== 'szone') || !isTrapCard(c)) return false;
  for (const l of duel.locks)
    if (l.kind === 'negate-traps-on-field' && l.untilTurn >= duel.turn && l.code !== c.uid + 1) return true;
  return false;
}

/**
 * 003 §3.4.4 TC-48: the cards whose destruction is confirmed and which are being sent away right now: their
 * continuous effects stop at once, even while the cards still sit in their zones. Set by rules/moves.ts `destroy` for
 * the duration of one synchronous move (nothing is asked in between), so it never outlives a call.
 */
export const departing: number[] = [];

function negates(duel: DuelState, uid: number, c: CardInstance): boolean {
  if (uid < 0 || uid === c.uid) return false;
  if (departing.length !== 0 && departing.includes(uid)) return false;
  const src = duel.cards[uid]!;
  if (!src.faceUp) return false;
  const def = defIn(duel, src.code);
  // 003 §3.3.3: in the Pendulum Zone a Pendulum Monster card is a Spell: its Pendulum Effects apply, not its monster
  // text; elsewhere the reverse.
  const pz = src.location === 'szone' && isPendulumMonster(def) && src.equipTarget === -1;
  const statics = pz ? def.pendulumStatics : def.statics;
  if (!statics || !hasEffects(src, def)) return false;
  if (negatedByResolution(duel, src)) return false;
  for (const st of statics)
    if (st.kind === 'negate-effects' && (pz || appliesFrom(src, def, st)) && st.cards(duel, src, c))
      // A source whose own effects a resolved effect negated negates nothing (Skill Drain under Trap Stun).
      return !negatedByResolution(duel, src);
  return false;
}

/**
 * 003 §3.4.4 "Gemini": a Gemini on the field has no effects (it is a Normal Monster) until it is Gemini Summoned.
 * Everywhere else, and for other cards, true.
 */
export function hasEffects(c: CardInstance, def: CardDef): boolean {
  return !(c.location === 'mzone' && !c.gemini && def.categories?.includes('gemini') === true);
}

/**
 * Where a continuous effect applies from (StaticDef.range): a Monster Card's in the Monster Zone, except the effects
 * it applies as an Equip Card (003 §3.4.4 "Monsters as Equip Cards": an Equip Spell there, whose effects are Equip
 * Spell effects); a Spell's or Trap's in its zone, except a Trap Monster's (003 §3.4.4 "Trap monsters").
 */
export function appliesFrom(src: CardInstance, def: CardDef, st: StaticDef): boolean {
  const range = st.range ?? (def.kind === 'monster' ? 'mzone' : undefined);
  if (range === undefined) return src.location !== 'mzone';
  return src.location === range;
}

const kindsOf = new WeakMap<CardDef, ReadonlySet<StaticDef['kind']>>();

/** The kinds of continuous effect a card's text has (monster and Pendulum ones), kept per definition. */
function staticKinds(def: CardDef): ReadonlySet<StaticDef['kind']> {
  let k = kindsOf.get(def);
  if (!k) {
    k = new Set([...(def.statics ?? []), ...(def.pendulumStatics ?? [])].map((st) => st.kind));
    kindsOf.set(def, k);
  }
  return k;
}

/** poolHas keys for mayApplyStatic, one per kind (made once, so the hot path builds no string). */
const poolKeys = new Map<StaticDef['kind'], string>();

/** Whether card `u` (or no card: -1) is face-up with a continuous effect of this kind in its text. */
function faceUpWithKind(duel: DuelState, u: number, kind: StaticDef['kind']): boolean {
  return u >= 0 && duel.cards[u]!.faceUp && staticKinds(defIn(duel, duel.cards[u]!.code)).has(kind);
}

/** faceUpWithKind for any card of these zones. */
function zonesWithKind(duel: DuelState, zones: readonly number[], kind: StaticDef['kind']): boolean {
  for (let i = 0; i < zones.length; i++) if (faceUpWithKind(duel, zones[i]!, kind)) return true;
  return false;
}

/**
 * Whether a continuous effect of this kind may apply now: some face-up card on the field has one in its text (or
 * copies effects, 003 §3.4.4). A cheap test before activeStatics for the kinds only a few cards have; in a duel whose
 * decks hold no card with such an effect (every card of a duel comes from its decks: rules/pool.ts; a copied effect is
 * a deck card's too) it is false at once.
 */
export function mayApplyStatic(duel: DuelState, kind: StaticDef['kind']): boolean {
  let key = poolKeys.get(kind);
  if (key === undefined) poolKeys.set(kind, (key = `static:${kind}`));
  if (!poolHas(duel, key, (def) => staticKinds(def).has(kind))) return false;
  if (duel.lingering.length && duel.lingering.some((l) => l.kind === 'copy-effects')) return true;
  for (let p = 0; p < duel.players.length; p++) {
    const pl = duel.players[p]!;
    if (zonesWithKind(duel, pl.mzone, kind) || zonesWithKind(duel, pl.szone, kind)) return true;
    if (faceUpWithKind(duel, pl.fzone, kind)) return true;
  }
  return zonesWithKind(duel, duel.emz, kind);
}

export interface ActiveStatic {
  src: CardInstance;
  st: StaticDef;
}

const NONE: ActiveStatic[] = [];

/** The duel being only looked at (see lookingOnly), and the continuous effects in force worked out for it. */
let looking: DuelState | null = null;
let inForce: ActiveStatic[] | null = null;

/**
 * Run `look`, which only looks at the duel (the legal actions of a priority window, the triggers an event calls:
 * 003 §3.4.1 checks change nothing), working out the continuous effects in force once for all of it instead of at
 * every check. Nested scopes share the outermost one.
 */
export function lookingOnly<T>(duel: DuelState, look: () => T): T {
  if (looking !== null) return look();
  looking = duel;
  try {
    return look();
  } finally {
    looking = null;
    inForce = null;
  }
}

/** Every continuous effect now applying, with its source card (empty array shared when none; never change it). */
export function activeStatics(duel: DuelState): ActiveStatic[] {
  // 003 §3.4.4 TC-48: while cards depart, what applies changes within one move: never kept then.
  if (looking !== duel || departing.length !== 0) return collectActive(duel);
  return (inForce ??= collectActive(duel));
}

function collectActive(duel: DuelState): ActiveStatic[] {
  let out: ActiveStatic[] | null = null;
  for (let p = 0; p < 2; p++) {
    const pl = duel.players[p]!;
    for (let i = 0; i < pl.mzone.length; i++) out = collectFrom(duel, pl.mzone[i]!, out);
    for (let i = 0; i < pl.szone.length; i++) out = collectFrom(duel, pl.szone[i]!, out);
    out = collectFrom(duel, pl.fzone, out);
  }
  out = collectFrom(duel, duel.emz[0], out);
  out = collectFrom(duel, duel.emz[1], out);
  return out ?? NONE;
}

function collectFrom(duel: DuelState, uid: number, out: ActiveStatic[] | null): ActiveStatic[] | null {
  if (uid < 0) return out;
  if (departing.length !== 0 && departing.includes(uid)) return out;
  const src = duel.cards[uid]!;
  if (!src.faceUp) return out;
  const def = defIn(duel, src.code);
  // 003 §3.3.3: in the Pendulum Zone a Pendulum Monster card is a Spell: its Pendulum Effects apply, not its monster
  // text; elsewhere the reverse.
  const pz = src.location === 'szone' && isPendulumMonster(def) && src.equipTarget === -1;
  const statics = pz ? def.pendulumStatics : def.statics;
  if (!hasEffects(src, def)) return out;
  // 003 §3.4.4: a copied effect is the card's own while the copy lasts (checked first: most cards copy nothing).
  if (!statics) return src.location === 'mzone' && copiedCode(duel, src) >= 0 ? copiedStatics(duel, src, out) : out;
  if (isNegated(duel, src)) return out;
  for (const st of statics) {
    if (!pz && !appliesFrom(src, def, st)) continue;
    out ??= [];
    out.push({ src, st });
  }
  return copiedStatics(duel, src, out);
}

/** 003 §3.4.4: the continuous effects a monster copied ("replace this effect with that monster's original effects"). */
function copiedStatics(duel: DuelState, src: CardInstance, out: ActiveStatic[] | null): ActiveStatic[] | null {
  const code = copiedCode(duel, src);
  if (code < 0 || isNegated(duel, src)) return out;
  const def = defIn(duel, code);
  for (const st of def.statics ?? []) {
    if (!appliesFrom(src, def, st)) continue;
    out ??= [];
    out.push({ src, st });
  }
  return out;
}

/** 003 §3.4.4: "cannot be destroyed by battle / by card effects"; destruction by the rules is never prevented. */
export function isIndestructible(
  duel: DuelState,
  c: CardInstance,
  by: 'battle' | 'effect' | 'rule',
  /** The player whose effect destroys it, when known (-1: none). */
  destroyer: PlayerId | -1 = -1,
): boolean {
  if (by === 'rule') return false;
  // "Monsters you control cannot be destroyed by battle" for the rest of a turn (Armored Kappa): a player's lock.
  if (by === 'battle' && duel.locks.length && isLocked(duel, c.controller, 'no-battle-destruction')) return true;
  // "Cannot be destroyed by your opponent's card effects": a resolution's protection, against the other player.
  if (by === 'effect' && destroyer !== -1 && duel.lingering.length) {
    for (const l of duel.lingering)
      if (
        l.kind === 'indestructible-opponent-effect' &&
        l.uid === c.uid &&
        l.stamp === c.stamp &&
        l.value !== destroyer
      )
        return true;
  }
  // 003 §3.3.2 TC-46: given by a resolution (Asmo Token, Deus Token), it is no effect of the card: negating the
  // card's effects (Skill Drain) does not end it.
  if (
    duel.lingering.length &&
    hasRestriction(duel, c.uid, by === 'battle' ? 'indestructible-battle' : 'indestructible-effect')
  )
    return true;
  for (const { src, st } of activeStatics(duel)) {
    if (st.kind !== 'indestructible' || (st.by !== 'any' && st.by !== by) || st.firstTimeEachTurn) continue;
    // "… by your opponent's card effects": only an effect of the other player (a rule's destruction has none).
    if (st.opponentOnly && (destroyer === -1 || destroyer === src.controller)) continue;
    if (st.affects(duel, src, c)) return true;
  }
  return false;
}

/**
 * 003 §3.4.4: "Each turn, the first time <it> would be destroyed by a card effect, it is not destroyed" (Superheavy
 * Samurai Soulbeads): when such a protection not used yet this turn reaches `c`, it is used now (recorded for the
 * turn, per source card) and `c` is not destroyed. Called by the destruction itself, not by queries.
 */
export function useFirstTimeProtection(duel: DuelState, c: CardInstance, by: 'battle' | 'effect'): boolean {
  for (const { src, st } of activeStatics(duel)) {
    if (st.kind !== 'indestructible' || !st.firstTimeEachTurn || (st.by !== 'any' && st.by !== by)) continue;
    if (!st.affects(duel, src, c)) continue;
    const key = `first-destroy:${src.uid}:${src.stamp}`;
    if (duel.oncePerTurn.some((u) => u.key === key && u.turn === duel.turn)) continue;
    duel.oncePerTurn.push({ key, turn: duel.turn });
    return true;
  }
  return false;
}

/**
 * 003 §3.3.2: whether this monster cannot be Tributed now, for a Tribute Summon, a Ritual Summon or a cost: "it cannot
 * be Tributed" given by a resolution (Mind Control, Sky Striker Ace Token) or applied by a face-up card's effect
 * (Putrid Pudding Body Buddies).
 */
export function cannotBeTributed(duel: DuelState, uid: number): boolean {
  if (duel.lingering.length && hasRestriction(duel, uid, 'cannot-be-tributed')) return true;
  if (!mayApplyStatic(duel, 'cannot-be-tributed')) return false;
  const c = duel.cards[uid]!;
  for (const { src, st } of activeStatics(duel))
    if (st.kind === 'cannot-be-tributed' && st.affects(duel, src, c)) return true;
  return false;
}

/**
 * "Unaffected by …" (003 §3.4.4): is face-up card `c` unaffected by the effect of the chain link now resolving (its
 * source card, and whether it is a monster effect: a monster as an Equip Card has Equip Spell effects)? False when
 * no link is resolving.
 */
export function unaffectedByResolving(duel: DuelState, c: CardInstance): boolean {
  if (!duel.resolving || duel.chain.length === 0) return false;
  const link = duel.chain[duel.chain.length - 1]!;
  const def = defIn(duel, link.code);
  const e = effectOf(duel, link.code, link.effect);
  if (!e) return false;
  const src = duel.cards[link.uid]!;
  const monsterEffect = isMonsterEffect(def, e);
  for (const { src: holder, st } of activeStatics(duel))
    if (st.kind === 'unaffected' && holder.uid === c.uid && st.by(duel, holder, src, monsterEffect)) return true;
  // 003 §3.4.4: "unaffected by card effects this turn, except its own" given by a resolution (Eagle Booster).
  if (src.uid !== c.uid && hasRestriction(duel, c.uid, 'unaffected-effects')) return true;
  // "Unaffected by the effects of your cards, except for its own" (A Wild Monster Appears!): effects that player uses.
  if (src.uid !== c.uid && duel.lingering.length)
    for (const l of duel.lingering)
      if (l.kind === 'unaffected-by-player' && l.uid === c.uid && l.stamp === c.stamp && l.value === link.player)
        return true;
  return false;
}

/** "Neither player can add cards from their Deck to their hand except by drawing them" applies now (Thunder King Rai-Oh). */
export function deckToHandForbidden(duel: DuelState): boolean {
  for (const { st } of activeStatics(duel)) if (st.kind === 'no-deck-to-hand') return true;
  return false;
}

/**
 * "Neither player can banish cards" applies now (Imperial Iron Wall). 003 §3.4.4: an effect saying a player cannot do
 * something beats one telling them to do it: banishing does not happen, and "banish instead" replacements do not apply.
 */
export function banishForbidden(duel: DuelState): boolean {
  for (const { st } of activeStatics(duel)) if (st.kind === 'no-banish') return true;
  return false;
}
