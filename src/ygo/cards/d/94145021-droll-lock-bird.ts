import { defineCard, lockPlayer, sendSelfFromHandToGyCost } from '../dsl/index.ts';

export default defineCard({
  code: 94145021,
  name: 'Droll & Lock Bird',
  kind: 'monster',
  categories: ['effect'],
  level: 1,
  attribute: 'WIND',
  type: 'Spellcaster',
  atk: 0,
  def: 0,
  text: "If a card(s) is added from the Main Deck to your opponent's hand, except during the Draw Phase (Quick Effect): You can send this card from your hand to the GY; for the rest of this turn, cards cannot be added from either player's Main Deck to the hand.",
  effects: [
    {
      label: "Send this card to the GY: no card can be added from either player's Main Deck to the hand this turn",
      // 003 §3.4.2: a Quick Effect (Spell Speed 2) activated from the hand, answering what just happened.
      type: 'quick',
      range: ['hand'],
      event: 'to-hand',
      // "Added from the Main Deck to your opponent's hand" (a draw adds too, 003 §3.4.4), "except during the Draw Phase".
      eventFilter: (ctx, ev) =>
        ev.from === 'deck' && ctx.card(ev.uid).owner === ctx.opponent && ctx.duel.phase !== 'draw',
      cost: sendSelfFromHandToGyCost,
      operation: [
        (ctx) => {
          // 003 §3.4.4: a lock on both players for the rest of this turn.
          lockPlayer(ctx.duel, ctx.player, 'cannot-add-from-deck');
          lockPlayer(ctx.duel, ctx.opponent, 'cannot-add-from-deck');
        },
      ],
    },
  ],
});
