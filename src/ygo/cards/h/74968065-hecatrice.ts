import { defineCard, discardSelfToGyCost, isNamed, searchDeck, cardsIn } from '../dsl/index.ts';

const VALHALLA = 1353770;

export default defineCard({
  code: 74968065,
  name: 'Hecatrice',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'LIGHT',
  type: 'Fairy',
  atk: 1500,
  def: 1100,
  text: 'You can discard this card to the GY; add 1 "Valhalla, Hall of the Fallen" from your Deck to your hand.',
  effects: [
    {
      label: 'Discard this card to the GY: add 1 "Valhalla, Hall of the Fallen" from your Deck to your hand',
      // 003 §3.4.2: an Ignition effect activated from the hand.
      type: 'ignition',
      range: ['hand'],
      category: ['search', 'to-hand'],
      // 003 §3.4.2 TC-61: "discard to the GY" cannot be paid while it would be banished instead (Macro Cosmos).
      cost: discardSelfToGyCost,
      // 003 §3.4.3: not activated when its resolution is impossible (no Valhalla in the Deck).
      feasible: (ctx) => cardsIn(ctx.duel, ctx.player, 'you', 'deck', isNamed(VALHALLA)).length > 0,
      operation: [searchDeck(isNamed(VALHALLA), 'Add 1 "Valhalla, Hall of the Fallen" from your Deck to your hand')],
    },
  ],
});
