/** What effects do on resolution: destroy, banish, draw, damage, search, locks, declarations, links; and the rules primitives cards use by name. */
import type { MonsterType } from '../../card-stats.ts';
import { nextInt } from '../../../core/rng.ts';
import type { EffectContext } from '../../rules/context.ts';
import { log, newGroup, raise } from '../../rules/events.ts';
import { lockPlayer } from '../../rules/lingering.ts';
import { banish, damage, destroy, draw, shuffleDeck, toHand } from '../../rules/moves.ts';
import { moveCard, onField } from '../../rules/zones.ts';
import { banishForbidden } from '../../rules/statics.ts';
import { equipCardTo } from '../../rules/equip.ts';
import { columnOf } from '../../rules/columns.ts';
import { MONSTER_TYPES, nameOf } from '../../rules/identity.ts';
import { Reason, type DuelState, type PlayerLock } from '../../state.ts';
import type { PlayerId } from '../../../core/decision.ts';
import { isMonsterCard, isSpellCard, isTrapCard } from '../../rules/card-types.ts';
import type { Step } from '../types.ts';
import { cardsIn, type CardFilter, type Side, type Zone } from './filters.ts';

export {
  banish,
  destroy,
  discard,
  draw,
  sendToGy,
  toHand,
  toDeck,
  damage,
  recover,
  shuffleDeck,
  payLp,
  loseLp,
} from '../../rules/moves.ts';
export { changePosition } from '../../rules/position.ts';
export { hideForRandomPick, opponentPicksHidden } from '../../rules/random-selection.ts';
export { swapControl, takeControl } from '../../rules/control.ts';
export { addDelayed, nextTurnOf } from '../../rules/end-phase.ts';
export { equipTo } from '../../rules/equip.ts';
export { chooseDeckOrder, lookAtDeckCards, placeOnDeck, topOfDeck, type DeckEnd } from '../../rules/deck-order.ts';

/**
 * 003 §3.4.4 "Monsters as Equip Cards": this effect equips card `uid` (a monster from the hand, GY or field, or
 * this card itself) to the face-up monster `monster`; the player chooses the Spell & Trap Zone. False when it
 * cannot (the monster is gone or face-down, no free zone). Call it before anything else changes in the step.
 */
export function equipCard(ctx: EffectContext, uid: number, monster: number): boolean {
  return equipCardTo(ctx.duel, uid, monster, ctx.player, ctx.self.uid, ctx.asker);
}
export {
  addStatChange,
  addRestriction,
  addIdentityChange,
  addEffectCopy,
  lockPlayer,
  mayAddFromDeck,
  mayDraw,
  protectFromOpponent,
} from '../../rules/lingering.ts';
export { negateActivation, negateEffect, negateSummon, negateAttack } from '../../rules/negation.ts';
export { moveCard } from '../../rules/zones.ts';
export { setSpellsTrapsByEffect } from '../../rules/set-spell-trap.ts';

export const destroyTargets: Step = (ctx) => {
  const t = ctx.targets().filter((u) => onField(ctx.card(u).location));
  if (t.length) destroy(ctx.duel, t, Reason.EFFECT, ctx.player, ctx.asker);
};

export function destroyAll(side: Side, zone: Zone, filter?: CardFilter): Step {
  return (ctx) => {
    const list = cardsIn(ctx.duel, ctx.player, side, zone, filter);
    if (list.length) destroy(ctx.duel, list, Reason.EFFECT, ctx.player, ctx.asker);
  };
}

export function drawCards(n: number): Step {
  return (ctx) => void draw(ctx.duel, ctx.player, n, Reason.EFFECT);
}

export const banishTargets: Step = (ctx) => {
  const t = ctx.targets();
  if (t.length) banish(ctx.duel, t, Reason.EFFECT, ctx.player);
};

export function inflictDamage(
  amount: number | ((ctx: EffectContext) => number),
  to: 'opponent' | 'you' = 'opponent',
): Step {
  return (ctx) =>
    damage(
      ctx.duel,
      to === 'opponent' ? ctx.opponent : ctx.player,
      typeof amount === 'number' ? amount : amount(ctx),
      Reason.EFFECT,
      ctx.player,
    );
}

/**
 * "Add 1 <filter> from your Deck to your hand" (not targeting: chosen on resolution). With `lockName`,
 * "but you cannot activate cards, or the effects of cards, with that name for the rest of this turn".
 */
export function searchDeck(filter: CardFilter, prompt: string, count = 1, opts: { lockName?: boolean } = {}): Step {
  return (ctx) => {
    const pool = cardsIn(ctx.duel, ctx.player, 'you', 'deck', filter);
    if (pool.length === 0) return false;
    const pick = ctx.choose({
      from: pool,
      min: Math.min(count, pool.length),
      max: Math.min(count, pool.length),
      prompt,
    });
    toHand(ctx.duel, pick, Reason.EFFECT, ctx.player);
    shuffleDeck(ctx.duel, ctx.player);
    // 003 §3.3.1: "with that name": the name the added card bears (any printing, or a card treated as it).
    if (opts.lockName)
      for (const u of pick) lockPlayer(ctx.duel, ctx.player, 'cannot-activate-name', nameOf(ctx.duel, ctx.card(u)));
    return true;
  };
}

/** A lock on a player: "you cannot Special Summon this turn", "your opponent takes no damage until the end of the next turn". */
export function lock(who: 'you' | 'opponent', kind: PlayerLock['kind'], turns = 0): Step {
  return (ctx) => void lockPlayer(ctx.duel, who === 'you' ? ctx.player : ctx.opponent, kind, 0, turns);
}

/**
 * "For the rest of this turn all other Spell/Trap effects in this column are negated" (003 §3.2.1 columns): the
 * column of this card, fixed now; nothing when the card is no longer on the field.
 */
export const negateSpellTrapColumn: Step = (ctx) => {
  const col = columnOf(ctx.self, ctx.player);
  if (!ctx.selfUnmoved() || col < 0) return false;
  lockPlayer(ctx.duel, ctx.player, 'negate-spell-trap-column', col + 1);
  return true;
};

/** "If this card was Set before activation" (Infinite Impermanence): its card activation flipped it face-up. */
export function activatedFromSet(ctx: EffectContext): boolean {
  return ctx.link.cardActivation && ctx.link.fromSet === true;
}

/** "Add that target to your hand": false ("if you do" fails) when the target is gone. */
export const addTargetToHand: Step = (ctx) => {
  const t = ctx.target();
  if (t < 0) return false;
  toHand(ctx.duel, [t], Reason.EFFECT, ctx.player);
  return true;
};

export const returnTargetsToHand: Step = (ctx) => {
  const t = ctx.targets();
  if (t.length) toHand(ctx.duel, t, Reason.EFFECT, ctx.player);
};

/**
 * "Destroy … and if you do, banish it" (Bottomless Trap Hole): destroyed and banished directly,
 * never reaching the GY (003 §3.4.4 Destroy: the destination may be replaced; nothing "sent to the GY" happens).
 */
export function destroyAndBanish(duel: DuelState, uids: readonly number[], by: 0 | 1): number[] {
  // 003 §3.4.4: under "neither player can banish cards" (Imperial Iron Wall) only the destruction happens.
  if (banishForbidden(duel)) return destroy(duel, uids, Reason.EFFECT, by);
  newGroup(duel);
  const done: number[] = [];
  for (const u of uids) {
    const c = duel.cards[u]!;
    // 003 §3.4.4: only cards on the field (or hand/Deck) can be destroyed.
    if (!onField(c.location)) continue;
    const from = c.location;
    moveCard(duel, u, 'banished', { reason: Reason.EFFECT | Reason.DESTROY, by });
    raise(duel, 'destroyed', u, by, Reason.EFFECT | Reason.DESTROY, from);
    log(duel, {
      type: 'destroyed',
      card: u,
      code: c.code,
      from,
      reason: Reason.EFFECT | Reason.DESTROY,
      to: 'banished',
    });
    done.push(u);
  }
  return done;
}

/** Every monster Type that can be declared (003 §3.3.1), in the order the state keeps them. */
export { MONSTER_TYPES } from '../../rules/identity.ts';

/** "Declare 1 Type of monster": asked on activation, kept in the link's data as an index into MONSTER_TYPES. */
export function declareType(key = 'type'): Step {
  return (ctx) => {
    ctx.data[key] = ctx.chooseOption(MONSTER_TYPES, 'Declare 1 Type of monster', 'declare');
  };
}

export function declaredType(ctx: EffectContext, key = 'type'): MonsterType {
  return MONSTER_TYPES[ctx.data[key] ?? 0]!;
}

/** The card types a player may declare: "declare 1 card type (Monster, Spell, or Trap)". */
export const CARD_TYPES = ['Monster', 'Spell', 'Trap'] as const;

/** "Declare 1 card type": asked on activation (003 §3.4.3), kept in the link's data as an index into CARD_TYPES. */
export function declareCardType(key = 'cardType'): Step {
  return (ctx) => {
    ctx.data[key] = ctx.chooseOption([...CARD_TYPES], 'Declare 1 card type', 'declare');
  };
}

/** Is the card of the declared card type (003 §3.3.1: its card type as it is where it is; in a Deck, as printed)? */
export function isDeclaredCardType(ctx: EffectContext, uid: number, key = 'cardType'): boolean {
  const c = ctx.card(uid);
  switch (CARD_TYPES[ctx.data[key] ?? 0]) {
    case 'Monster':
      return isMonsterCard(c);
    case 'Spell':
      return isSpellCard(c);
    default:
      return isTrapCard(c);
  }
}

/**
 * "Reveal the top card of <owner>'s Deck": shown to both players (a public reveal), it stays where it is. Returns the
 * card, or -1 when that Deck is empty (nothing is revealed).
 */
export function revealTopOfDeck(ctx: EffectContext, owner: PlayerId): number {
  const deck = ctx.duel.players[owner].deck;
  if (deck.length === 0) return -1;
  const top = deck[deck.length - 1]!;
  log(ctx.duel, {
    type: 'reveal',
    player: owner,
    to: (1 - owner) as PlayerId,
    cards: [top],
    codes: [ctx.card(top).code],
  });
  return top;
}

/**
 * Call of the Haunted / Premature Burial: this card now refers to the monster it Summoned (kept in
 * `equipTarget`, see CardDef.destroysLinkedOnLeave); the rules destroy one when the other goes.
 */
export function linkToMonster(ctx: EffectContext, monster: number): void {
  ctx.self.equipTarget = monster;
  log(ctx.duel, { type: 'card-target', card: ctx.self.uid, code: ctx.self.code, target: monster });
}

/**
 * "N random cards" among `pool` (Pot of Extravagance): drawn one by one from the duel's seeded generator, so replays
 * repeat them; the pool's order is the caller's (deterministic).
 */
export function pickAtRandom(duel: DuelState, pool: readonly number[], n: number): number[] {
  const left = pool.slice();
  const out: number[] = [];
  while (out.length < n && left.length) out.push(left.splice(nextInt(duel.rng, left.length), 1)[0]!);
  return out;
}

/** 003 §3.6.3: "at the start of your Main Phase 1": your Main Phase 1 before anything has happened in it. */
export function startOfMainPhase1(ctx: EffectContext): boolean {
  const d = ctx.duel;
  return d.phase === 'main1' && d.turnPlayer === ctx.player && d.group === d.phaseGroup && d.chain.length === 0;
}

/** "At random" in card text (a random card from the hand): drawn from the duel's seeded generator, so replays repeat it. */
export function atRandom(duel: DuelState, n: number): number {
  return nextInt(duel.rng, n);
}

/**
 * 003 §3.4.4 "then" (那之后): what follows is a later action of the resolution, so a "When … you can" trigger on what
 * came before misses its timing (TC-74). "and" / "and if you do" parts stay one action: do not call this for them.
 * (Inflicting damage with `damage` already starts an action of its own.)
 */
export function thenAction(duel: DuelState): void {
  newGroup(duel);
}
