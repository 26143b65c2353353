/** Defining a card: `defineCard`, the common Spell shapes (Normal, Continuous, Field, Equip activation). */
import { equipTo } from '../../rules/equip.ts';
import { onField } from '../../rules/zones.ts';
import type { CardInstance, DuelState } from '../../state.ts';
import type { EffectDef } from '../types.ts';
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
