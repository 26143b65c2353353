import { Reason, cardsIn, defineCard, isMonster, ofType, sendToGy, targets, toDeck } from '../dsl/index.ts';

export default defineCard({
  code: 60743819,
  name: 'Fiend Griefing',
  kind: 'trap',
  trapType: 'normal',
  text: "Target 1 monster in your opponent's Graveyard; shuffle it into the Deck, then you can send 1 Fiend-Type monster from your Deck to the Graveyard.",
  effects: [
    {
      label:
        "Shuffle 1 monster from your opponent's GY into the Deck, then you can send 1 Fiend from your Deck to the GY",
      type: 'activate',
      category: ['to-deck', 'leaves-gy', 'to-gy', 'send-deck-to-gy'],
      target: targets({
        side: 'opponent',
        zone: 'gy',
        filter: isMonster,
        prompt: "Target 1 monster in your opponent's Graveyard",
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0) return false;
          toDeck(ctx.duel, [t], Reason.EFFECT, ctx.player, 'shuffle');
          return ctx.card(t).location === 'deck';
        },
        // "then you can": a later, optional part (003 §3.4.4), asked before it happens.
        (ctx) => {
          const fiends = cardsIn(ctx.duel, ctx.player, 'you', 'deck', ofType('Fiend'));
          if (fiends.length === 0 || !ctx.yesNo('Send 1 Fiend monster from your Deck to the GY?')) return;
          const pick = ctx.chooseOne(fiends, 'Send 1 Fiend monster from your Deck to the GY');
          sendToGy(ctx.duel, [pick], Reason.EFFECT, ctx.player, ctx.asker);
        },
      ],
    },
  ],
});
