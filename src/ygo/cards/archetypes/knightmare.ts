/**
 * "Knightmare" Link Monsters (YGOPro setcode 0x112): the shared shape of their "If this card is Link Summoned: You
 * can discard 1 card, then target …; <do it>, then, if this card was co-linked when this effect was activated, you
 * can draw 1 card" effect, and "co-linked monsters you control cannot be destroyed …".
 */
import { discardCost, draw, isCoLinked, mayDraw, Reason, type DuelState, type CardInstance } from '../dsl/index.ts';
import type { EffectCategory, EffectDef, StaticDef, Step } from '../types.ts';

export const KNIGHTMARE = 0x112;

/** The Knightmare effect: `target` chooses the target (on activation), `act` does the part before "then". */
export function knightmareLinkEffect(spec: {
  label: string;
  category: EffectCategory[];
  target: NonNullable<EffectDef['target']>;
  act: Step;
}): EffectDef {
  return {
    label: `${spec.label}, then draw 1 card if this card was co-linked`,
    // 003 §3.4.3: "If this card is Link Summoned: You can" — an optional trigger that does not miss the timing.
    type: 'trigger',
    event: 'special-summoned',
    eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.summon === 'link',
    category: [...spec.category, 'discard', 'draw'],
    // 003 §3.5.1: "You can only use this effect of "X" once per turn".
    oncePerTurn: 'name',
    // 003 §3.4.1: "discard 1 card, then target": the discard is the cost, paid before targeting.
    cost: discardCost(1),
    target: {
      can: spec.target.can,
      choose: (ctx) => {
        // "if this card was co-linked when this effect was activated" (003 §3.2.1): fixed now, on activation.
        ctx.data['coLinked'] = isCoLinked(ctx.duel, ctx.self.uid) ? 1 : 0;
        return spec.target.choose(ctx);
      },
      ...(spec.target.holds ? { holds: spec.target.holds } : {}),
    },
    operation: [
      spec.act,
      (ctx) => {
        // "then, … you can draw 1 card": only after the first part happened, only if it was co-linked.
        if (ctx.data['coLinked'] !== 1 || !mayDraw(ctx.duel, ctx.player, true)) return false;
        if (ctx.duel.players[ctx.player].deck.length === 0) return false;
        if (!ctx.yesNo('Draw 1 card?')) return false;
        draw(ctx.duel, ctx.player, 1, Reason.EFFECT);
        return true;
      },
    ],
  };
}

/** "Co-linked monsters you control cannot be destroyed by battle / by card effects" (003 §3.2.1, §3.4.4). */
export function coLinkedIndestructible(by: 'battle' | 'effect'): StaticDef {
  return {
    kind: 'indestructible',
    by,
    affects: (duel: DuelState, self: CardInstance, t: CardInstance) =>
      t.controller === self.controller && t.location === 'mzone' && isCoLinked(duel, t.uid),
  };
}
