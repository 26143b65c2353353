import { defineCard, drawCards, removeCountersCost } from '../dsl/index.ts';

export default defineCard({
  code: 70791313,
  name: 'Royal Magical Library',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'LIGHT',
  type: 'Spellcaster',
  atk: 0,
  def: 2000,
  text: 'Each time a Spell Card is activated, place 1 Spell Counter on this card when that Spell resolves (max. 3). You can remove 3 Spell Counters from this card; draw 1 card.',
  // 003 §2.2.2: its own text places Spell Counters on itself (at most 3).
  ownCounters: [{ kind: 'spell', max: 3 }],
  // 003 §3.4.2: a continuous effect of the face-up monster: no chain, placed as the Spell resolves.
  counterHooks: [{ on: 'spell-resolved', kind: 'spell', count: () => 1 }],
  effects: [
    {
      label: 'Remove 3 Spell Counters: draw 1 card',
      type: 'ignition',
      category: ['draw'],
      // 003 §3.4.2: the cost; fewer than 3 counters and the effect cannot be activated.
      cost: removeCountersCost('spell', 3),
      // 003 §3.4.3: an entirely impossible resolution (an empty Deck) cannot be activated.
      feasible: (ctx) => ctx.duel.players[ctx.player].deck.length >= 1,
      operation: [drawCards(1)],
    },
  ],
});
