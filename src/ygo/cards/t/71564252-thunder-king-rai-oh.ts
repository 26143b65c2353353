import {
  defineCard,
  negatingTheSummon,
  Reason,
  sendToGy,
  wasSpecialSummoned,
  type EffectContext,
} from '../dsl/index.ts';

/**
 * "When your opponent would Special Summon exactly 1 monster": the Summon-negation window of a Special Summon of one
 * monster by the opponent (003 §3.3.2, TC-40: a Pendulum Summon of 2 or more monsters is one Summon of them all).
 */
const exactlyOne = (ctx: EffectContext): boolean => {
  const s = ctx.duel.summoning;
  return s.length === 1 && wasSpecialSummoned(ctx.card(s[0]!)) && ctx.card(s[0]!).controller !== ctx.player;
};

export default defineCard({
  code: 71564252,
  name: 'Thunder King Rai-Oh',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'LIGHT',
  type: 'Thunder',
  atk: 1900,
  def: 800,
  text: "Neither player can add cards from their Deck to their hand except by drawing them. During either player's turn, when your opponent would Special Summon exactly 1 monster: You can send this face-up card to the Graveyard; negate the Special Summon, and if you do, destroy it.",
  statics: [{ kind: 'no-deck-to-hand' }],
  effects: [
    {
      label: 'Send this card to the GY: negate the Special Summon and destroy that monster',
      type: 'quick',
      category: ['negate-summon', 'destroy'],
      condition: exactlyOne,
      // 003 §3.4.1: sending this face-up card to the GY is the cost.
      cost: {
        can: (ctx) => ctx.self.location === 'mzone' && ctx.self.faceUp,
        pay: (ctx) => sendToGy(ctx.duel, [ctx.self.uid], Reason.COST, ctx.player),
      },
      ...negatingTheSummon(),
    },
  ],
});
