import { Reason, damage, defineCard } from '../dsl/index.ts';

export default defineCard({
  code: 20438745,
  name: 'King Pyron',
  kind: 'monster',
  categories: ['effect', 'gemini'],
  level: 5,
  attribute: 'FIRE',
  type: 'Pyro',
  atk: 1500,
  def: 500,
  text: 'This card is treated as a Normal Monster while face-up on the field or in the Graveyard. While this card is face-up on the field, you can Normal Summon it to have it be treated as an Effect Monster with this effect:\n● Once per turn, you can inflict 1000 damage to your opponent.',
  // 003 §3.4.4 "Gemini": the ● effect exists only once it is Gemini Summoned (statics.ts hasEffects).
  effects: [
    {
      label: 'Inflict 1000 damage to your opponent',
      type: 'ignition',
      oncePerTurn: 'card',
      category: ['damage'],
      operation: [(ctx) => damage(ctx.duel, ctx.opponent, 1000, Reason.EFFECT, ctx.player)],
    },
  ],
});
