/** Targeting (003 §3.4.3: targets are chosen on activation) and what an effect remembers between activation and resolution. */
import { isPendulumMonster } from '../../card-stats.ts';
import type { EffectContext } from '../../rules/context.ts';
import { isMonsterEffect } from '../../rules/card-types.ts';
import { activeStatics } from '../../rules/statics.ts';
import { canSpecialSummon } from '../../rules/special-summon.ts';
import type { DuelState } from '../../state.ts';
import { cardDef } from '../registry.ts';
import { printedEffectOf } from '../../rules/gained.ts';
import { negateSummon } from '../../rules/negation.ts';
import type { EffectDef } from '../types.ts';
import { cardsIn, type CardFilter, type Side, type Zone } from './filters.ts';

/**
 * Can the effect of card `source` choose `uid` as a target now? 003 §3.6.3: a monster confirmed destroyed by battle
 * cannot be targeted until it is sent to the GY at the end of the Damage Step. 003 §3.4.3: "cannot be targeted by
 * other card effects" (Forbidden Dress) blocks the choice (only: a target chosen before stays one, TC-67).
 */
export function targetable(duel: DuelState, uid: number, source = -1): boolean {
  const b = duel.battle;
  if (b && b.timing !== null && b.destroyed.includes(uid) && duel.cards[uid]!.location === 'mzone') return false;
  const c = duel.cards[uid]!;
  for (const l of duel.lingering)
    if (l.kind === 'untargetable-effect' && l.uid === uid && l.stamp === c.stamp && l.value !== source) return false;
  // 003 §3.4.3: a continuous "cannot be targeted by card effects" (Honeybot) of a face-up card on the field; "your
  // opponent cannot target" only the effects of a card its controller's opponent uses (the source's controller).
  if (c.location === 'mzone')
    for (const { src, st } of activeStatics(duel))
      if (
        st.kind === 'untargetable' &&
        !(st.opponentOnly && (source < 0 || duel.cards[source]!.controller === src.controller)) &&
        st.affects(duel, src, c)
      )
        return false;
  return true;
}

/** "Target N card(s) …": legal only when enough exist; chosen when activated. */
export function targets(spec: {
  side: Side;
  zone: Zone;
  filter?: CardFilter;
  count?: number;
  prompt: string;
  exceptSelf?: boolean;
}): NonNullable<EffectDef['target']> {
  const n = spec.count ?? 1;
  const candidates = (ctx: EffectContext): number[] =>
    cardsIn(ctx.duel, ctx.player, spec.side, spec.zone, spec.filter).filter(
      (u) => (!spec.exceptSelf || u !== ctx.self.uid) && targetable(ctx.duel, u, ctx.self.uid),
    );
  return {
    can: (ctx) => candidates(ctx).length >= n,
    choose: (ctx) => ctx.setTargets(ctx.choose({ from: candidates(ctx), min: n, max: n, prompt: spec.prompt })),
  };
}

/** "Target the attacking monster": the attacker, fixed by the event (003 §3.4.3: chosen on activation). */
export const targetAttacker: NonNullable<EffectDef['target']> = {
  can: (ctx) => ctx.duel.battle !== null && ctx.duel.battle.attacker >= 0,
  choose: (ctx) => ctx.setTargets([ctx.duel.battle!.attacker]),
  // 003 §3.4.4, §3.6.3: on resolution it must still be the attacking monster, face-up, under the attacking
  // player's control; turned face-down, taken or replaced, it is not affected (issue 11 item 7).
  holds: (ctx, uid) => {
    const b = ctx.duel.battle;
    const c = ctx.duel.cards[uid]!;
    return (
      b !== null && b.attacker === uid && c.location === 'mzone' && c.faceUp && c.controller === ctx.duel.turnPlayer
    );
  },
};

/**
 * Remember cards chosen or fixed on activation without targeting them (003 §3.4.3: a non-targeting
 * effect still applies only to the cards it meant, if they are still there). Kept in the link's data.
 */
export function rememberCards(ctx: EffectContext, uids: readonly number[], key = 'm'): void {
  ctx.data[`${key}#`] = uids.length;
  uids.forEach((u, i) => {
    ctx.data[`${key}${i}`] = u;
    ctx.data[`${key}${i}s`] = ctx.card(u).stamp;
  });
}

/** The remembered cards still where they were (same stamp). */
export function rememberedCards(ctx: EffectContext, key = 'm'): number[] {
  const n = ctx.data[`${key}#`] ?? 0;
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const u = ctx.data[`${key}${i}`]!;
    if (ctx.card(u).stamp === ctx.data[`${key}${i}s`]) out.push(u);
  }
  return out;
}

/**
 * "Target 1 monster in <zone>; Special Summon it" (Monster Reborn): only monsters the activator could
 * Special Summon now count (003 §3.3.2: a monster that must first be properly Summoned, and a free zone).
 */
export function summonableTarget(spec: {
  side: Side;
  zone: Zone;
  filter?: CardFilter;
  prompt: string;
}): NonNullable<EffectDef['target']> {
  const candidates = (ctx: EffectContext): number[] =>
    cardsIn(ctx.duel, ctx.player, spec.side, spec.zone, spec.filter).filter((u) =>
      canSpecialSummon(ctx.duel, u, ctx.player),
    );
  return {
    can: (ctx) => candidates(ctx).length > 0,
    choose: (ctx) => ctx.setTargets(ctx.choose({ from: candidates(ctx), min: 1, max: 1, prompt: spec.prompt })),
  };
}

/**
 * Index of the chain link this effect answers: the link just below its own (003 §3.4.4 Negation:
 * "negate the activation" must chain directly). Before its own link exists (condition checks), the top link.
 */
export function answeredLink(ctx: EffectContext): number {
  const i = ctx.duel.chain.indexOf(ctx.link);
  return i >= 0 ? i - 1 : ctx.duel.chain.length - 1;
}

/**
 * "Negate the Summon of a monster(s), and if you do, destroy it/them" (Solemn Judgment, Solemn Strike, Thunder King
 * Rai-Oh, Pollinosis): the monsters being Summoned now (003 §3.3.2, the Summon-negation window: duel.summoning) are
 * the ones negated; they are no targets, so they are remembered on activation and negated if still being Summoned.
 */
export function negatingTheSummon(): Pick<EffectDef, 'target' | 'operation'> {
  return {
    target: { can: () => true, choose: (ctx) => rememberCards(ctx, ctx.duel.summoning) },
    operation: [
      (ctx) => {
        const list = rememberedCards(ctx).filter((u) => ctx.duel.summoning.includes(u));
        if (list.length === 0) return false;
        negateSummon(ctx.duel, list, ctx.player, ctx.asker);
        return true;
      },
    ],
  };
}

/**
 * "When a Spell/Trap Card is activated": the link answered is a card activation (not an effect
 * activation, 003 §3.4.4 TC-85) of a card of that kind, not already negated.
 */
export function chainedToCardActivation(kinds: ReadonlyArray<'spell' | 'trap'>): (ctx: EffectContext) => boolean {
  return (ctx) => {
    const l = ctx.duel.chain[answeredLink(ctx)];
    if (!l || !l.cardActivation || l.negated !== 0) return false;
    // 003 §3.3.3: a Pendulum Monster card activated to the Pendulum Zone is a Spell Card activation.
    const def = cardDef(l.code);
    return (kinds as readonly string[]).includes(isPendulumMonster(def) ? 'spell' : def.kind);
  };
}

/**
 * 003 §3.3.3: the chain link is a monster effect's activation: an effect of a monster card that is no card
 * activation and no Pendulum Effect (a Pendulum Effect is a Spell effect of the card in the Pendulum Zone).
 */
export function isMonsterEffectLink(l: { code: number; effect: number; cardActivation: boolean }): boolean {
  const def = cardDef(l.code);
  const e = printedEffectOf(l.code, l.effect);
  // 003 §3.4.4: a Trap Monster's effects are monster effects; a monster's as an Equip Card are Equip Spell effects.
  return !l.cardActivation && e !== undefined && e.pendulum !== true && isMonsterEffect(def, e);
}
