import { Reason, cardsIn, defineCard, draw } from '../dsl/index.ts';

export default defineCard({
  code: 32146097,
  name: 'D/D Pandora',
  kind: 'monster',
  categories: ['effect'],
  setcodes: [0xaf],
  level: 5,
  attribute: 'DARK',
  type: 'Fiend',
  atk: 1700,
  def: 2100,
  text: "When this card is destroyed by battle and sent to the Graveyard, or when this card in your possession is destroyed by an opponent's card effect and sent to your Graveyard, and you control no cards: You can draw 2 cards.",
  effects: [
    {
      label: 'Draw 2 cards',
      // "When …: You can": an optional trigger that misses the timing unless its event was the last thing (003 §3.4.3).
      type: 'trigger',
      event: 'destroyed',
      range: ['gy'],
      when: true,
      eventFilter: (ctx, ev) => {
        if (ev.uid !== ctx.self.uid || ev.stamp !== ctx.self.stamp || ctx.self.location !== 'gy') return false;
        if ((ev.reason & Reason.BATTLE) !== 0) return true;
        // "in your possession … by an opponent's card effect … sent to your Graveyard".
        return (
          (ev.reason & Reason.EFFECT) !== 0 &&
          ev.controller === ctx.self.owner &&
          ev.player !== ctx.self.owner &&
          ctx.self.owner === ctx.player
        );
      },
      // "and you control no cards" (003 §3.4.3: a stated condition).
      condition: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'field').length === 0,
      category: ['draw'],
      // 003 §3.4.3: "draw 2" needs 2 cards in the Deck.
      feasible: (ctx) => ctx.duel.players[ctx.player].deck.length >= 2,
      operation: [(ctx) => void draw(ctx.duel, ctx.player, 2, Reason.EFFECT)],
    },
  ],
});
