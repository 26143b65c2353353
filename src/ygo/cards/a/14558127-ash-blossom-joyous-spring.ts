import { answeredLink, defineCard, discardSelfCost, negateEffect, type EffectContext } from '../dsl/index.ts';
import { defIn } from '../registry.ts';
import type { EffectCategory } from '../types.ts';

/** The three kinds of effect it answers: adding from the Deck to the hand, Summoning from it, sending from it. */
const FROM_DECK: readonly EffectCategory[] = ['search', 'special-summon-from-deck', 'send-deck-to-gy'];

/** "When a card or effect is activated that includes any of these effects": the link answered, not already negated. */
function answersDeckEffect(ctx: EffectContext): boolean {
  const l = ctx.duel.chain[answeredLink(ctx)];
  if (!l || l.negated !== 0) return false;
  const cats = defIn(ctx.duel, l.code).effects?.[l.effect]?.category ?? [];
  return cats.some((k) => FROM_DECK.includes(k));
}

export default defineCard({
  code: 14558127,
  name: 'Ash Blossom & Joyous Spring',
  kind: 'monster',
  categories: ['effect', 'tuner'],
  level: 3,
  attribute: 'FIRE',
  type: 'Zombie',
  atk: 0,
  def: 1800,
  text: 'When a card or effect is activated that includes any of these effects (Quick Effect): You can discard this card; negate that effect.\n● Add a card from the Deck to the hand.\n● Special Summon from the Deck.\n● Send a card from the Deck to the GY.\nYou can only use this effect of "Ash Blossom & Joyous Spring" once per turn.',
  effects: [
    {
      label: 'Discard this card: negate an effect that adds, Summons or sends from the Deck',
      // 003 §3.4.2: a Quick Effect (Spell Speed 2) activated from the hand, chained directly to the activation.
      type: 'quick',
      range: ['hand'],
      category: ['negate'],
      condition: answersDeckEffect,
      // 003 §3.4.2: discarding itself is the cost.
      cost: discardSelfCost,
      // 003 §3.5.1: "You can only use this effect of … once per turn": hard once per turn, by name.
      oncePerTurn: 'name',
      // 003 §3.6.3: effects that negate what was just activated may be used in the Damage Step (the card's rulings
      // allow it there, as for negation of activations).
      damageStep: true,
      operation: [
        (ctx) => {
          // 003 §3.4.4: "negate that effect": the activation stands (a negated Spell/Trap card is still activated).
          const li = answeredLink(ctx);
          return li >= 0 && negateEffect(ctx.duel, li);
        },
      ],
    },
  ],
});
