import {
  countersOn,
  defineCard,
  destroyTargets,
  placeCountersOnSelf,
  removeCountersCost,
  targets,
} from '../dsl/index.ts';

export default defineCard({
  code: 83269557,
  name: 'Dark Valkyria',
  kind: 'monster',
  categories: ['effect', 'gemini'],
  level: 4,
  attribute: 'DARK',
  type: 'Fairy',
  atk: 1800,
  def: 1050,
  text: 'This card is treated as a Normal Monster while face-up on the field or in the Graveyard. While this card is a Normal Monster on the field, you can Normal Summon it to have it become an Effect Monster with this effect.\n● Once, while this card is face-up on the field: You can place 1 Spell Counter on it. This card gains 300 ATK for each Spell Counter on it. You can remove 1 Spell Counter from this card, then target 1 monster on the field; destroy that target.',
  // 003 §2.2.2: its own text places Spell Counters on it; until it is Gemini Summoned it has no effects, so none can
  // be placed on it (TC-07; rules/counters.ts counterRoom).
  ownCounters: [{ kind: 'spell' }],
  // 003 §3.4.4 "Gemini": the ● effects exist only once it is Gemini Summoned (statics.ts hasEffects).
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      affects: (_d, self, c) => c.uid === self.uid,
      value: (_d, self) => 300 * countersOn(self, 'spell'),
    },
  ],
  effects: [
    {
      label: 'Place 1 Spell Counter on this card',
      type: 'ignition',
      category: [],
      // "Once, while this card is face-up on the field": its use is recorded on the card, cleared when it moves.
      condition: (ctx) => ctx.self.counter === 0,
      cost: {
        can: () => true,
        // The use is spent by the activation itself.
        pay: (ctx) => {
          ctx.self.counter = 1;
        },
      },
      operation: [placeCountersOnSelf('spell', 1)],
    },
    {
      label: 'Remove 1 Spell Counter: destroy 1 monster on the field',
      type: 'ignition',
      category: ['destroy'],
      cost: removeCountersCost('spell', 1),
      target: targets({ side: 'both', zone: 'monsters', prompt: 'Target 1 monster on the field' }),
      operation: [destroyTargets],
    },
  ],
});
