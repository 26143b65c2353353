/**
 * Building blocks for card files: filters, targeting, costs and operations that read like
 * card text. A new card should usually be a few lines composed from these.
 */
import type { PlayerId } from '../../core/decision.ts';
import type { Attribute, MonsterType } from '../card-stats.ts';
import type { EffectContext } from '../rules/context.ts';
import { banish, destroy, discard, draw, sendToGy, toHand, damage, payLp, shuffleDeck } from '../rules/moves.ts';
import { monsters, spellsTraps, onField } from '../rules/zones.ts';
import { atkOf, defOf } from '../rules/stats.ts';
import { specialSummon, canSpecialSummon } from '../rules/special-summon.ts';
import { Reason, type CardInstance, type DuelState } from '../state.ts';
import { lockPlayer } from '../rules/lingering.ts';
import { cardDef } from './registry.ts';
import type { EffectDef, Step } from './types.ts';

export { defineCard } from './registry.ts';
export { Reason };

// ---------- filters ----------
export type CardFilter = (duel: DuelState, c: CardInstance) => boolean;

export const isMonster: CardFilter = (_d, c) => cardDef(c.code).kind === 'monster';
export const isSpell: CardFilter = (_d, c) => cardDef(c.code).kind === 'spell';
export const isTrap: CardFilter = (_d, c) => cardDef(c.code).kind === 'trap';
export const isSpellOrTrap: CardFilter = (_d, c) => cardDef(c.code).kind !== 'monster';
export const faceUp: CardFilter = (_d, c) => c.faceUp;
export const attackPosition: CardFilter = (_d, c) => c.location === 'mzone' && c.faceUp && !c.defense;
export const ofType = (t: MonsterType): CardFilter => (d, c) => isMonster(d, c) && cardDef(c.code).type === t;
export const ofAttribute = (a: Attribute): CardFilter => (d, c) => isMonster(d, c) && cardDef(c.code).attribute === a;
/** Printed ATK (cards not on the field) or current ATK (face-up on the field). */
export const atkAtMost = (n: number): CardFilter => (d, c) => isMonster(d, c) && currentAtk(d, c) <= n && currentAtk(d, c) >= 0;
export const atkAtLeast = (n: number): CardFilter => (d, c) => isMonster(d, c) && currentAtk(d, c) >= n;
export const defAtMost = (n: number): CardFilter => (d, c) => isMonster(d, c) && (cardDef(c.code).def ?? -1) >= 0 && currentDef(d, c) <= n;
export const and = (...fs: CardFilter[]): CardFilter => (d, c) => fs.every((f) => f(d, c));

export function currentAtk(duel: DuelState, c: CardInstance): number {
  if (c.location === 'mzone' && c.faceUp) return atkOf(duel, c);
  return cardDef(c.code).atk ?? 0;
}
export function currentDef(duel: DuelState, c: CardInstance): number {
  if (c.location === 'mzone' && c.faceUp) return defOf(duel, c);
  return cardDef(c.code).def ?? 0;
}

// ---------- where to look ----------
export type Zone = 'hand' | 'deck' | 'gy' | 'banished' | 'monsters' | 'spells' | 'field' | 'extra';
export type Side = 'you' | 'opponent' | 'both';

/** Cards in a zone of a side, as seen from `player`, in a deterministic order. */
export function cardsIn(duel: DuelState, player: PlayerId, side: Side, zone: Zone, filter?: CardFilter): number[] {
  const out: number[] = [];
  const sides: PlayerId[] = side === 'you' ? [player] : side === 'opponent' ? [(1 - player) as PlayerId] : [player, (1 - player) as PlayerId];
  for (const p of sides) {
    const pl = duel.players[p];
    let list: number[];
    switch (zone) {
      case 'monsters': list = monsters(duel, p); break;
      case 'spells': list = spellsTraps(duel, p); break;
      case 'field': list = monsters(duel, p).concat(spellsTraps(duel, p)); break;
      default: list = pl[zone];
    }
    for (const u of list) if (!filter || filter(duel, duel.cards[u]!)) out.push(u);
  }
  return out;
}

// ---------- targeting (003 §3.4.3: chosen on activation) ----------
/** 003 §3.6.3: a monster confirmed destroyed by battle cannot be targeted until it is sent to the GY at the end of the Damage Step. */
export function targetable(duel: DuelState, uid: number): boolean {
  const b = duel.battle;
  return !(b && b.timing !== null && b.destroyed.includes(uid) && duel.cards[uid]!.location === 'mzone');
}

/** "Target N card(s) …": legal only when enough exist; chosen when activated. */
export function targets(spec: { side: Side; zone: Zone; filter?: CardFilter; count?: number; prompt: string; exceptSelf?: boolean }): NonNullable<EffectDef['target']> {
  const n = spec.count ?? 1;
  const candidates = (ctx: EffectContext): number[] =>
    cardsIn(ctx.duel, ctx.player, spec.side, spec.zone, spec.filter).filter((u) => (!spec.exceptSelf || u !== ctx.self.uid) && targetable(ctx.duel, u));
  return {
    can: (ctx) => candidates(ctx).length >= n,
    choose: (ctx) => ctx.setTargets(ctx.choose({ from: candidates(ctx), min: n, max: n, prompt: spec.prompt })),
  };
}

// ---------- costs ----------
export function discardCost(count = 1, filter?: CardFilter): NonNullable<EffectDef['cost']> {
  const pool = (ctx: EffectContext): number[] => cardsIn(ctx.duel, ctx.player, 'you', 'hand', filter).filter((u) => u !== ctx.self.uid);
  return {
    can: (ctx) => pool(ctx).length >= count,
    pay: (ctx) => discard(ctx.duel, ctx.choose({ from: pool(ctx), min: count, max: count, prompt: `Discard ${count} card(s) (cost)` }), Reason.COST, ctx.player),
  };
}

export function payLpCost(amount: number | ((ctx: EffectContext) => number)): NonNullable<EffectDef['cost']> {
  const amt = (ctx: EffectContext): number => (typeof amount === 'number' ? amount : amount(ctx));
  return {
    // 003 §3.4.2: an unpayable cost means no activation.
    can: (ctx) => ctx.duel.players[ctx.player].lp >= amt(ctx),
    pay: (ctx) => payLp(ctx.duel, ctx.player, amt(ctx)),
  };
}

export function tributeCost(filter?: CardFilter, count = 1): NonNullable<EffectDef['cost']> {
  const pool = (ctx: EffectContext): number[] => cardsIn(ctx.duel, ctx.player, 'you', 'monsters', filter);
  return {
    can: (ctx) => pool(ctx).length >= count,
    pay: (ctx) => sendToGy(ctx.duel, ctx.choose({ from: pool(ctx), min: count, max: count, prompt: `Tribute ${count} monster(s) (cost)` }), Reason.COST | Reason.TRIBUTE, ctx.player),
  };
}

/** "Discard this card" (hand effects like Kuriboh, D.D. Crow). */
export const discardSelfCost: NonNullable<EffectDef['cost']> = {
  can: (ctx) => ctx.self.location === 'hand',
  pay: (ctx) => discard(ctx.duel, [ctx.self.uid], Reason.COST, ctx.player),
};

// ---------- operations ----------
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

export function inflictDamage(amount: number | ((ctx: EffectContext) => number), to: 'opponent' | 'you' = 'opponent'): Step {
  return (ctx) => damage(ctx.duel, to === 'opponent' ? ctx.opponent : ctx.player, typeof amount === 'number' ? amount : amount(ctx), Reason.EFFECT, ctx.player);
}

/**
 * "Add 1 <filter> from your Deck to your hand" (not targeting: chosen on resolution). With `lockName`,
 * "but you cannot activate cards, or the effects of cards, with that name for the rest of this turn".
 */
export function searchDeck(filter: CardFilter, prompt: string, count = 1, opts: { lockName?: boolean } = {}): Step {
  return (ctx) => {
    const pool = cardsIn(ctx.duel, ctx.player, 'you', 'deck', filter);
    if (pool.length === 0) return false;
    const pick = ctx.choose({ from: pool, min: Math.min(count, pool.length), max: Math.min(count, pool.length), prompt });
    toHand(ctx.duel, pick, Reason.EFFECT, ctx.player);
    shuffleDeck(ctx.duel, ctx.player);
    if (opts.lockName) for (const u of pick) lockPlayer(ctx.duel, ctx.player, 'cannot-activate-name', ctx.card(u).code);
    return true;
  };
}

/** A lock on a player: "you cannot Special Summon this turn", "your opponent takes no damage until the end of the next turn". */
export function lock(who: 'you' | 'opponent', kind: 'no-damage' | 'cannot-special-summon', turns = 0): Step {
  return (ctx) => void lockPlayer(ctx.duel, who === 'you' ? ctx.player : ctx.opponent, kind, 0, turns);
}

export const returnTargetsToHand: Step = (ctx) => {
  const t = ctx.targets();
  if (t.length) toHand(ctx.duel, t, Reason.EFFECT, ctx.player);
};

/** Special Summon the target (Monster Reborn, Call of the Haunted …). */
export function specialSummonTarget(position: 'attack' | 'defense' | 'either' = 'either'): Step {
  return (ctx) => {
    const t = ctx.target();
    if (t < 0 || !canSpecialSummon(ctx.duel, t, ctx.player)) return false;
    const defense = position === 'either' ? ctx.chooseOption(['Attack Position', 'Defense Position'], 'Summon in which position?', 'select-option') === 1 : position === 'defense';
    return specialSummon(ctx.duel, t, ctx.player, { defense, by: ctx.player });
  };
}

/** Special Summon one card chosen on resolution from a zone (Mystic Tomato, Giant Rat). */
export function specialSummonFrom(zone: Zone, filter: CardFilter, prompt: string, position: 'attack' | 'defense' = 'attack'): Step {
  return (ctx) => {
    const pool = cardsIn(ctx.duel, ctx.player, 'you', zone, filter).filter((u) => canSpecialSummon(ctx.duel, u, ctx.player));
    if (pool.length === 0) return false;
    const pick = ctx.choose({ from: pool, min: 1, max: 1, prompt })[0]!;
    const ok = specialSummon(ctx.duel, pick, ctx.player, { defense: position === 'defense', by: ctx.player });
    if (zone === 'deck') shuffleDeck(ctx.duel, ctx.player);
    return ok;
  };
}

/** Shortcut for the common Normal Spell shape. */
export function spell(e: Omit<EffectDef, 'type'> & { type?: EffectDef['type'] }): EffectDef {
  return { type: 'activate', ...e };
}

export { atkOf, defOf };
