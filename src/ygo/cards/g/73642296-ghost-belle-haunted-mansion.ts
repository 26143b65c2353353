import { answeredLink, defineCard, discardSelfCost, negateActivation, type EffectContext } from '../dsl/index.ts';
import { defIn } from '../registry.ts';

/** "When a card or effect is activated that includes any of these effects": one that takes a card out of the GY. */
function answersGyEffect(ctx: EffectContext): boolean {
  const l = ctx.duel.chain[answeredLink(ctx)];
  if (!l || l.negated !== 0) return false;
  return defIn(ctx.duel, l.code).effects?.[l.effect]?.category?.includes('leaves-gy') === true;
}

export default defineCard({
  code: 73642296,
  name: 'Ghost Belle & Haunted Mansion',
  kind: 'monster',
  categories: ['effect', 'tuner'],
  level: 3,
  attribute: 'EARTH',
  type: 'Zombie',
  atk: 0,
  def: 1800,
  text: 'When a card or effect is activated that includes any of these effects (Quick Effect): You can discard this card; negate that activation.\n● Add a card(s) from the GY to the hand, Deck, and/or Extra Deck.\n● Special Summon a Monster Card(s) from the GY.\n● Banish a card(s) from the GY.\nYou can only use this effect of "Ghost Belle & Haunted Mansion" once per turn.',
  effects: [
    {
      label: 'Discard this card: negate the activation of an effect that adds, Summons or banishes from the GY',
      // 003 §3.4.2: a Quick Effect (Spell Speed 2) activated from the hand, chained directly to the activation.
      type: 'quick',
      range: ['hand'],
      category: ['negate'],
      condition: answersGyEffect,
      // 003 §3.4.2 TC-61: a plain "discard" cost: still payable under Macro Cosmos (the card is banished instead).
      cost: discardSelfCost,
      // 003 §3.5.1: hard once per turn, by name.
      oncePerTurn: 'name',
      damageStep: true,
      // 003 §3.4.4: "negate that activation" (the card is not destroyed).
      operation: [(ctx) => negateActivation(ctx.duel, answeredLink(ctx), false, ctx.player, ctx.asker)],
    },
  ],
});
