import {
  countersOn,
  defineCard,
  destroyTargets,
  placeCountersOnSelf,
  removeCountersCost,
  targets,
} from '../dsl/index.ts';

export default defineCard({
  code: 71413901,
  name: 'Breaker the Magical Warrior',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 1600,
  def: 1000,
  setcodes: [0x6e],
  text: 'If this card is Normal Summoned: Place 1 Spell Counter on it (max. 1). Gains 300 ATK for each Spell Counter on it. You can remove 1 Spell Counter from this card, then target 1 Spell/Trap on the field; destroy that target.',
  // 003 §2.2.2: its own text places Spell Counters on itself, so it can have them (at most 1).
  ownCounters: [{ kind: 'spell', max: 1 }],
  effects: [
    {
      label: 'Place 1 Spell Counter on this card',
      type: 'trigger',
      event: 'normal-summoned',
      // 003 §3.4.3: "If …:" with no "you can": a mandatory trigger.
      mandatory: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      operation: [placeCountersOnSelf('spell', 1)],
    },
    {
      label: 'Remove 1 Spell Counter: destroy 1 Spell/Trap on the field',
      type: 'ignition',
      category: ['destroy'],
      // 003 §3.4.2: removing the counter is the cost; with none on it the effect cannot be activated.
      cost: removeCountersCost('spell', 1),
      target: targets({ side: 'both', zone: 'spells', prompt: 'Target 1 Spell/Trap on the field' }),
      operation: [destroyTargets],
    },
  ],
  // 003 §3.4.2: a continuous effect of the face-up monster.
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      affects: (_d, self, t) => t.uid === self.uid,
      value: (_d, self) => 300 * countersOn(self, 'spell'),
    },
  ],
});
