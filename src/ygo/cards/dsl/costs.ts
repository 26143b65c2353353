/** Costs (003 §3.4.1: paid on activation, before the effect resolves): discard, pay LP, Tribute. */
import type { EffectContext } from '../../rules/context.ts';
import { discard, payLp, sendToGy } from '../../rules/moves.ts';
import { banishedInstead } from '../../rules/zones.ts';
import { cannotBeTributed } from '../../rules/statics.ts';
import { detachMaterials } from '../../rules/xyz.ts';
import { gyPlacementOrder } from '../../rules/gy-order.ts';
import { Reason } from '../../state.ts';
import type { EffectDef } from '../types.ts';
import { cardsIn, type CardFilter } from './filters.ts';

export { halfLpCost } from '../../rules/moves.ts';

export function discardCost(count = 1, filter?: CardFilter): NonNullable<EffectDef['cost']> {
  const pool = (ctx: EffectContext): number[] =>
    cardsIn(ctx.duel, ctx.player, 'you', 'hand', filter).filter((u) => u !== ctx.self.uid);
  return {
    can: (ctx) => pool(ctx).length >= count,
    pay: (ctx) =>
      discard(
        ctx.duel,
        ctx.choose({ from: pool(ctx), min: count, max: count, prompt: `Discard ${count} card(s) (cost)` }),
        Reason.COST,
        ctx.player,
        ctx.asker,
      ),
  };
}

/**
 * "Detach N materials from this card" (003 §3.3.2): the Xyz Monster's own materials go to the GY, the player choosing
 * which when there are more; neither "sent from the field" nor "leaving the field".
 */
export function detachCost(
  count = 1,
  /** A choice made with the cost, on activation ("detach 1 material and choose a number", Dante): asked first. */
  alsoChoose?: { can: (ctx: EffectContext) => boolean; ask: (ctx: EffectContext) => void },
): NonNullable<EffectDef['cost']> {
  return {
    can: (ctx) =>
      ctx.self.location === 'mzone' && ctx.self.overlay.length >= count && (!alsoChoose || alsoChoose.can(ctx)),
    pay: (ctx) => {
      const picked = ctx.choose({
        from: ctx.self.overlay.slice(),
        min: count,
        max: count,
        prompt: `Detach ${count} material(s) (cost)`,
      });
      // Steps ask every question before changing anything (the engine re-runs them on answers).
      alsoChoose?.ask(ctx);
      detachMaterials(ctx.duel, gyPlacementOrder(ctx.duel, picked, ctx.asker), Reason.COST, ctx.player);
    },
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

/** The monsters the effect's controller may Tribute for a cost (003 §3.3.2: not one that "cannot be Tributed"). */
export function tributable(ctx: EffectContext, filter?: CardFilter): number[] {
  return cardsIn(ctx.duel, ctx.player, 'you', 'monsters', filter).filter((u) => !cannotBeTributed(ctx.duel, u));
}

/** "Tribute N <filter> monster(s)" as a cost; `exceptSelf`: "1 other …" (Mermail Abyssmegalo). */
export function tributeCost(filter?: CardFilter, count = 1, exceptSelf = false): NonNullable<EffectDef['cost']> {
  // 003 §3.3.2: a monster that "cannot be Tributed" (Sky Striker Ace Token) is no Tribute for a cost either.
  const pool = (ctx: EffectContext): number[] =>
    tributable(ctx, filter).filter((u) => !(exceptSelf && u === ctx.self.uid));
  return {
    can: (ctx) => pool(ctx).length >= count,
    pay: (ctx) =>
      sendToGy(
        ctx.duel,
        ctx.choose({ from: pool(ctx), min: count, max: count, prompt: `Tribute ${count} monster(s) (cost)` }),
        Reason.COST | Reason.TRIBUTE,
        ctx.player,
        ctx.asker,
      ),
  };
}

/** "Discard this card" (hand effects like Kuriboh, D.D. Crow). */
export const discardSelfCost: NonNullable<EffectDef['cost']> = {
  can: (ctx) => ctx.self.location === 'hand',
  pay: (ctx) => discard(ctx.duel, [ctx.self.uid], Reason.COST, ctx.player),
};

/**
 * "Discard N <cards> to the GY" as a cost (Mermail Abyssmegalo): like discardCost, but only cards that would reach the
 * GY can pay it (003 §3.4.2 TC-61: not under a "banished instead" effect such as Macro Cosmos).
 */
export function discardToGyCost(count: number, filter?: CardFilter): NonNullable<EffectDef['cost']> {
  return handToGyCost(count, filter, 'discard');
}

/**
 * "Send N <cards> from your hand to the GY" as a cost (Iron Core of Koa'ki Meiru): not a discard (003 §3.4.2), and,
 * as there, only cards that would reach the GY can pay it (TC-61).
 */
export function sendFromHandToGyCost(count: number, filter?: CardFilter): NonNullable<EffectDef['cost']> {
  return handToGyCost(count, filter, 'send');
}

function handToGyCost(
  count: number,
  filter: CardFilter | undefined,
  how: 'discard' | 'send',
): NonNullable<EffectDef['cost']> {
  const pool = (ctx: EffectContext): number[] =>
    cardsIn(ctx.duel, ctx.player, 'you', 'hand', filter).filter(
      (u) => u !== ctx.self.uid && !banishedInstead(ctx.duel, ctx.card(u)),
    );
  return {
    can: (ctx) => pool(ctx).length >= count,
    pay: (ctx) => {
      const prompt =
        how === 'discard'
          ? `Discard ${count} card(s) to the GY (cost)`
          : `Send ${count} card(s) from your hand to the GY (cost)`;
      const picked = ctx.choose({ from: pool(ctx), min: count, max: count, prompt });
      if (how === 'discard') discard(ctx.duel, picked, Reason.COST, ctx.player, ctx.asker);
      else sendToGy(ctx.duel, picked, Reason.COST, ctx.player);
    },
  };
}

/**
 * "Discard this card to the GY" as a cost (D.D. Crow): impossible when the card would be banished instead
 * (Dimensional Fissure, Macro Cosmos), so the effect cannot be activated (003 §3.4.2, TC-61). A plain "discard"
 * cost (discardSelfCost) stays possible, and the card is banished.
 */
export const discardSelfToGyCost: NonNullable<EffectDef['cost']> = {
  can: (ctx) => ctx.self.location === 'hand' && !banishedInstead(ctx.duel, ctx.self),
  pay: (ctx) => discard(ctx.duel, [ctx.self.uid], Reason.COST, ctx.player),
};

/**
 * "Send this card from your hand to the GY" as a cost (Effect Veiler, Droll & Lock Bird): not a discard. Like
 * discardSelfToGyCost, impossible when the card would be banished instead (003 §3.4.2, TC-61).
 */
export const sendSelfFromHandToGyCost: NonNullable<EffectDef['cost']> = {
  can: (ctx) => ctx.self.location === 'hand' && !banishedInstead(ctx.duel, ctx.self),
  pay: (ctx) => sendToGy(ctx.duel, [ctx.self.uid], Reason.COST, ctx.player),
};

/** "Tribute this card" (Linkuriboh, Salamangreat Almiraj): this face-up card on the field goes to the GY as a cost. */
export const tributeSelfCost: NonNullable<EffectDef['cost']> = {
  can: (ctx) => ctx.self.location === 'mzone' && !cannotBeTributed(ctx.duel, ctx.self.uid),
  pay: (ctx) => sendToGy(ctx.duel, [ctx.self.uid], Reason.COST | Reason.TRIBUTE, ctx.player),
};
