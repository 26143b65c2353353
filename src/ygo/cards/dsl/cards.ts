/** Defining a card: `defineCard`, the common Spell shapes (Normal, Continuous, Field, Equip activation). */
import { equipTo } from '../../rules/equip.ts';
import type { EffectContext } from '../../rules/context.ts';
import { freePendulumZones, moveCard, onField } from '../../rules/zones.ts';
import { Reason, type CardInstance, type DuelState } from '../../state.ts';
import type { EffectDef, Step } from '../types.ts';
import { type CardFilter } from './filters.ts';
import { targets } from './targets.ts';

export { defineCard } from '../registry.ts';
export { Reason } from '../../state.ts';

/** Shortcut for the common Normal Spell shape. */
export function spell(e: Omit<EffectDef, 'type'> & { type?: EffectDef['type'] }): EffectDef {
  return { type: 'activate', ...e };
}

/**
 * The activation of a Continuous or Field Spell with no one-shot effect (003 §3.3.3): the card is
 * placed face-up by the activation and its continuous effects (statics) apply once it has resolved.
 */
export function activateThisCard(label = 'Activate this card'): EffectDef {
  return { label, type: 'activate', category: [], operation: [] };
}

/**
 * 003 §3.3.3: a Pendulum Monster card's activation from the hand to a Pendulum Zone, as a Spell Card. The activation
 * itself activates no effect: once it resolves the card stays there, its Pendulum Effects applying.
 */
export function pendulumActivation(label = 'Activate this card in a Pendulum Zone'): EffectDef {
  return { label, type: 'activate', category: [], operation: [] };
}

/**
 * "Place <a Pendulum Monster card> in your Pendulum Zone" (003 §3.2.1): moved face-up to a free Pendulum Zone of the
 * effect's player, who chooses which; no activation, the card is a Spell there (003 §3.3.3). False when none is free.
 */
export function placeInPendulumZone(ctx: EffectContext, uid: number): boolean {
  const free = freePendulumZones(ctx.duel, ctx.player);
  if (free.length === 0) return false;
  const labels = free.map((s) => (s === 0 ? 'Left Pendulum Zone' : 'Right Pendulum Zone'));
  const seq = free[ctx.chooseOption(labels, 'Place it in which Pendulum Zone?')]!;
  moveCard(ctx.duel, uid, 'szone', {
    reason: Reason.EFFECT,
    by: ctx.player,
    controller: ctx.player,
    faceUp: true,
    seq,
  });
  return true;
}

/**
 * "If this card in the Monster Zone is destroyed: You can place this card in your Pendulum Zone" (Servant of Endymion,
 * D/D/D Super Doom King Purple Armageddon): an optional trigger ("If", it does not miss the timing, 003 §3.4.3) of the
 * card where its destruction put it, face-up in the Extra Deck (003 §3.2.1); `then`: what follows once it is placed.
 */
export function placeInPendulumZoneWhenDestroyed(then?: Step): EffectDef {
  return {
    label: 'Place this card in your Pendulum Zone',
    type: 'trigger',
    event: 'destroyed',
    range: ['extra'],
    eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.from === 'mzone',
    feasible: (ctx) => freePendulumZones(ctx.duel, ctx.player).length > 0,
    operation: [
      (ctx) => {
        if (!ctx.selfUnmoved() || ctx.self.location !== 'extra' || !ctx.self.faceUp) return false;
        return placeInPendulumZone(ctx, ctx.self.uid);
      },
      ...(then ? [then] : []),
    ],
  };
}

/**
 * An Equip Spell's activation (003 §3.3.3): target 1 face-up monster on the field (optionally only
 * some); on resolution, equip this card to it. If the target is gone, the card is not equipped and
 * goes to the GY (chain.ts: an unequipped Equip Spell does not stay).
 */
export function equipSpell(filter?: CardFilter, prompt = 'Target 1 face-up monster to equip'): EffectDef {
  const can = (d: DuelState, c: CardInstance): boolean => c.faceUp && (!filter || filter(d, c));
  return {
    label: 'Equip this card to a face-up monster',
    type: 'activate',
    category: ['equip'],
    target: targets({ side: 'both', zone: 'monsters', filter: can, prompt }),
    operation: [
      (ctx) => {
        const t = ctx.target();
        if (t < 0 || !ctx.selfUnmoved() || !onField(ctx.self.location)) return false;
        return equipTo(ctx.duel, ctx.self.uid, t);
      },
    ],
  };
}
