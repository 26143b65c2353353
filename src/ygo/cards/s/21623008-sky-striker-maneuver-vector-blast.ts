import { defineCard, Reason, sendToGy, spell, thenAction, toDeck, type EffectContext } from '../dsl/index.ts';
import { noMainMonsters, threeSpellsInGy } from '../archetypes/sky-striker.ts';

/** The top `n` cards of a player's Deck (the top is the end of the list, where draws come from). */
const topOf = (ctx: EffectContext, p: 0 | 1, n: number): number[] => ctx.duel.players[p].deck.slice(-n).reverse();

/** The opponent's monsters in the Extra Monster Zones (003 §3.2.1). */
const opponentsInExtraZones = (ctx: EffectContext): number[] =>
  ctx.duel.emz.filter((u) => u >= 0 && ctx.card(u).controller === ctx.opponent);

export default defineCard({
  code: 21623008,
  name: 'Sky Striker Maneuver - Vector Blast',
  kind: 'spell',
  spellType: 'normal',
  setcodes: [0x115],
  text: "If you control no monsters in your Main Monster Zone: Each player sends the top 2 cards of their Deck to the GY (or as many as possible, if less than 2), then, if you sent at least 1 card to the GY, and have 3 or more Spells in your GY, you can shuffle all your opponent's monsters from the Extra Monster Zones into the Deck.",
  effects: [
    spell({
      label: 'Each player sends the top 2 cards of their Deck to the GY',
      category: ['send-deck-to-gy', 'to-gy', 'deck-destruction', 'to-deck'],
      // 003 §3.4.3: checked on activation.
      condition: noMainMonsters,
      // 003 §3.4.3: with both Decks empty nothing could be sent.
      feasible: (ctx) => ctx.duel.players[0].deck.length + ctx.duel.players[1].deck.length > 0,
      operation: [
        (ctx) => {
          const sent = topOf(ctx, ctx.player, 2).concat(topOf(ctx, ctx.opponent, 2));
          if (sent.length === 0) return false;
          // One action: both players' cards go at once (the GY order question comes before any move).
          sendToGy(ctx.duel, sent, Reason.EFFECT, ctx.player, ctx.asker);
          // "if you sent at least 1 card to the GY": this effect sent one (from either Deck) and it is there.
          return sent.some((u) => ctx.card(u).location === 'gy');
        },
        (ctx) => {
          const emz = opponentsInExtraZones(ctx);
          if (!threeSpellsInGy(ctx) || emz.length === 0) return false;
          if (!ctx.yesNo("Shuffle all your opponent's monsters in the Extra Monster Zones into the Deck?"))
            return false;
          thenAction(ctx.duel);
          // 003 §3.4.4: an Extra Deck monster shuffled "into the Deck" returns to the Extra Deck.
          toDeck(ctx.duel, emz, Reason.EFFECT, ctx.player, 'shuffle');
          return true;
        },
      ],
    }),
  ],
});
