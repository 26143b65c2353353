import {
  Reason,
  cardsIn,
  chooseDeckOrder,
  defineCard,
  detachCost,
  log,
  lookAtDeckCards,
  ofType,
  onField,
  placeOnDeck,
  rememberCards,
  rememberedCards,
  sendToGy,
  toHand,
  topOfDeck,
  type CardFilter,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const isPlant = ofType('Plant');

/** The Level a monster has in the hand or on the field (0: none, an Xyz or Link Monster). */
const levelOf = (ctx: EffectContext, u: number): number => cardDef(ctx.card(u).code).level ?? 0;

/**
 * "1 Plant-Type monster from your hand or face-up from your side of the field" to send for the cost. 003 §3.3.2 TC-44:
 * a cost that sends "a monster with property X" cannot use a face-down monster. A Token cannot be "sent to the GY"
 * (003 §3.3.2). Only one whose Level can be looked at: the effect must be able to look at that many cards.
 */
function plantsToSend(ctx: EffectContext): number[] {
  const deck = ctx.duel.players[ctx.player].deck.length;
  const fits: CardFilter = (d, c) =>
    isPlant(d, c) &&
    cardDef(c.code).categories?.includes('token') !== true &&
    levelOf(ctx, c.uid) > 0 &&
    levelOf(ctx, c.uid) <= deck;
  return [
    ...cardsIn(ctx.duel, ctx.player, 'you', 'hand', fits),
    ...cardsIn(ctx.duel, ctx.player, 'you', 'monsters', (d, c) => c.faceUp && fits(d, c)),
  ];
}

/** "return … cards from the field to the hand …, except this card": both players' cards. */
const returnable = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'both', 'field').filter((u) => u !== ctx.self.uid);

export default defineCard({
  code: 95239444,
  name: 'Orea, the Sylvan High Arbiter',
  kind: 'monster',
  categories: ['xyz', 'effect'],
  rank: 7,
  attribute: 'DARK',
  type: 'Plant',
  atk: 2800,
  def: 2500,
  setcodes: [0x90],
  text: '2 Level 7 monsters\nOnce per turn: You can send 1 Plant-Type monster from your hand or face-up from your side of the field to the Graveyard; look at a number of cards from the top of your Deck equal to the Level that the sent monster had in the hand or on the field, then place them on the top of the Deck in any order. Once per turn: You can detach 1 Xyz Material from this card; choose a number from 1 to 3, then excavate that many cards from the top of your Deck, send any excavated Plant-Type monsters to the Graveyard, and if you do, return up to that many cards from the field to the hand (min. 1), except this card. Also, place the other cards on the bottom of your Deck in any order.',
  xyzMaterials: { level: 7, min: 2, max: 2 },
  mustBeProperlySummoned: true,
  effects: [
    {
      label: 'Send 1 Plant-Type monster to the GY: look at that many cards from the top of your Deck and reorder them',
      // 003 §3.4.2: an Ignition effect; "Once per turn" without the name is per copy (003 §3.5.1).
      type: 'ignition',
      oncePerTurn: 'card',
      category: [],
      cost: {
        can: (ctx) => plantsToSend(ctx).length > 0,
        pay: (ctx) => {
          const sent = ctx.chooseOne(plantsToSend(ctx), 'Send 1 Plant-Type monster to the GY (cost)');
          // "the Level that the sent monster had in the hand or on the field": remembered as it is paid.
          ctx.data['level'] = levelOf(ctx, sent);
          sendToGy(ctx.duel, [sent], Reason.COST, ctx.player, ctx.asker);
        },
      },
      operation: [
        (ctx) => {
          const deck = ctx.duel.players[ctx.player].deck;
          const n = ctx.data['level'] ?? 0;
          // 003 §3.4.4: it looks at that many cards or does nothing (the Deck shrank since the cost).
          if (n === 0 || deck.length < n) return false;
          const top = topOfDeck(ctx, ctx.player, n);
          const ordered = chooseDeckOrder(ctx, top, 'top');
          lookAtDeckCards(ctx, ctx.player, top);
          placeOnDeck(ctx, ctx.player, ordered, 'top');
          return true;
        },
      ],
    },
    {
      label:
        'Detach 1 material: excavate 1 to 3 cards, send the Plants to the GY, return cards from the field to the hand',
      // 003 §3.4.2: an Ignition effect; "Once per turn" without the name is per copy (003 §3.5.1).
      type: 'ignition',
      oncePerTurn: 'card',
      category: ['to-gy', 'send-deck-to-gy', 'to-hand'],
      feasible: (ctx) => ctx.duel.players[ctx.player].deck.length > 0 && returnable(ctx).length > 0,
      cost: detachCost(1),
      operation: [
        (ctx) => {
          const deck = ctx.duel.players[ctx.player].deck;
          if (deck.length === 0) return false;
          // "choose a number from 1 to 3" on resolution (after the semicolon), at most the Deck's size.
          const most = Math.min(3, deck.length);
          const n = ctx.chooseOption(['1', '2', '3'].slice(0, most), 'Choose a number from 1 to 3') + 1;
          const top = topOfDeck(ctx, ctx.player, n);
          const plants = top.filter((u) => isPlant(ctx.duel, ctx.card(u)));
          // Excavated: shown to both players (log only, the cards stay in the Deck).
          log(ctx.duel, {
            type: 'reveal',
            player: ctx.player,
            to: ctx.opponent,
            cards: top,
            codes: top.map((u) => ctx.card(u).code),
          });
          rememberCards(
            ctx,
            top.filter((u) => !plants.includes(u)),
            'rest',
          );
          if (plants.length) sendToGy(ctx.duel, plants, Reason.EFFECT, ctx.player, ctx.asker);
          // "and if you do": as many as reached the GY.
          ctx.data['sent'] = plants.filter((u) => ctx.card(u).location === 'gy').length;
          return true;
        },
        (ctx) => {
          const sent = ctx.data['sent'] ?? 0;
          const pool = returnable(ctx);
          // 003 §3.4.4 "if you do": only when a Plant was sent; "up to that many (min. 1)".
          if (sent === 0 || pool.length === 0) return true;
          const back = ctx.choose({
            from: pool,
            min: 1,
            max: sent,
            prompt: `Return up to ${sent} card(s) from the field to the hand, except this card`,
          });
          toHand(
            ctx.duel,
            back.filter((u) => onField(ctx.card(u).location)),
            Reason.EFFECT,
            ctx.player,
          );
          return true;
        },
        (ctx) => {
          // "Also, place the other cards on the bottom of your Deck in any order": those still in the Deck.
          const rest = rememberedCards(ctx, 'rest').filter((u) => ctx.card(u).location === 'deck');
          placeOnDeck(ctx, ctx.player, chooseDeckOrder(ctx, rest, 'bottom'), 'bottom');
          return true;
        },
      ],
    },
  ],
});
