import { Reason, addStatChange, defineCard, nextTurnOf, sendToGy, type EffectContext } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const LIGHTSWORN = 0x38;

/** "Send the top 2 cards of your Deck to the GY": "your" is the effect's controller, its activator (003 §3.4.1 TC-57). */
function millTwo(ctx: EffectContext): number[] {
  const deck = ctx.duel.players[ctx.player].deck;
  const top = deck.slice(-2).reverse();
  if (top.length) sendToGy(ctx.duel, top, Reason.EFFECT, ctx.player, ctx.asker);
  return top;
}

export default defineCard({
  code: 77558536,
  name: 'Raiden, Hand of the Lightsworn',
  kind: 'monster',
  categories: ['effect', 'tuner'],
  level: 4,
  attribute: 'LIGHT',
  type: 'Warrior',
  atk: 1700,
  def: 1000,
  setcodes: [0x38],
  text: 'During your Main Phase: You can send the top 2 cards of your Deck to the GY, then if any "Lightsworn" monsters were sent to the GY by this effect, this card gains 200 ATK until the end of your opponent\'s turn. You can only use this effect of "Raiden, Hand of the Lightsworn" once per turn. Once per turn, during your End Phase: Send the top 2 cards of your Deck to the GY.',
  effects: [
    {
      label: 'Send the top 2 cards of your Deck to the GY',
      // 003 §3.3.2: an Ignition effect ("During your Main Phase": Spell Speed 1, open state).
      type: 'ignition',
      oncePerTurn: 'name',
      category: ['deck-destruction', 'to-gy', 'send-deck-to-gy'],
      feasible: (ctx) => ctx.duel.players[ctx.player].deck.length >= 2,
      operation: [
        (ctx) => {
          const sent = millTwo(ctx);
          const lightsworn = sent.some(
            (u) =>
              ctx.card(u).location === 'gy' &&
              cardDef(ctx.card(u).code).kind === 'monster' &&
              (cardDef(ctx.card(u).code).setcodes ?? []).includes(LIGHTSWORN),
          );
          // "then … this card gains 200 ATK": only while it is still face-up on the field.
          if (lightsworn && ctx.selfUnmoved() && ctx.self.location === 'mzone' && ctx.self.faceUp) {
            // "until the end of your opponent's turn": the end of their next turn (003 §3.4.4), or sooner if it leaves.
            addStatChange(ctx.duel, ctx.self.uid, 'atk', 'add', 200, nextTurnOf(ctx.duel, ctx.opponent));
          }
        },
      ],
    },
    {
      label: 'End Phase: send the top 2 cards of your Deck to the GY',
      // A mandatory trigger in its controller's End Phase.
      type: 'trigger',
      event: 'phase-end',
      mandatory: true,
      eventFilter: (ctx, ev) => ev.player === ctx.player && ctx.self.location === 'mzone' && ctx.self.faceUp,
      oncePerTurn: 'card',
      category: ['deck-destruction', 'to-gy', 'send-deck-to-gy'],
      operation: [(ctx) => void millTwo(ctx)],
    },
  ],
});
