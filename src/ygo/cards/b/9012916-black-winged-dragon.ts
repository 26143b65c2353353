import { Reason, addStatChange, atkOf, countersOn, damage, defineCard, removeCounters, targets } from '../dsl/index.ts';

export default defineCard({
  code: 9012916,
  name: 'Black-Winged Dragon',
  kind: 'monster',
  categories: ['synchro', 'effect'],
  level: 8,
  attribute: 'DARK',
  type: 'Dragon',
  atk: 2800,
  def: 1600,
  text: '1 Tuner + 1+ non-Tuner monsters\r\nIf you would take damage from a card effect, place 1 Black Feather Counter on this card instead. This card loses 700 ATK for each Black Feather Counter on it. Once per turn: You can remove all Black Feather Counters on this card, then target 1 face-up monster your opponent controls; that target loses 700 ATK for each Black Feather Counter you removed, and if it does, inflict damage to your opponent equal to the ATK lost by this effect.',
  synchroMaterials: {},
  mustBeProperlySummoned: true,
  // Its own text places Black Feather Counters on itself: they go if it is negated (003 §3.4.4, TC-109).
  ownCounters: [{ kind: 'black-feather' }],
  // A continuous replacement of its controller's effect damage (003 §3.4.2: no chain).
  effectDamageToCounter: 'black-feather',
  effects: [
    {
      label:
        'Remove all Black Feather Counters: 1 opponent monster loses 700 ATK per counter, damage equal to the loss',
      type: 'ignition',
      // "Once per turn" without the name: per copy (003 §3.5.1).
      oncePerTurn: 'card',
      category: ['atk-change', 'damage'],
      // 003 §3.4.2: removing the counters is the cost (at least 1); how many is remembered for the resolution.
      cost: {
        can: (ctx) => ctx.self.location === 'mzone' && ctx.self.faceUp && countersOn(ctx.self, 'black-feather') > 0,
        pay: (ctx) => {
          ctx.data.removed = removeCounters(
            ctx.duel,
            ctx.self.uid,
            'black-feather',
            countersOn(ctx.self, 'black-feather'),
          );
        },
      },
      target: targets({
        side: 'opponent',
        zone: 'monsters',
        filter: (_d, c) => c.faceUp,
        prompt: 'Target 1 face-up monster your opponent controls',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0) return false;
          const c = ctx.card(t);
          if (c.location !== 'mzone' || !c.faceUp) return false;
          const before = atkOf(ctx.duel, c);
          addStatChange(ctx.duel, t, 'atk', 'add', -700 * (ctx.data.removed ?? 0), false);
          // 003 §3.4.1 TC-59: ATK stops at 0; "the ATK lost" is the real reduction (1400 from 1000 ATK: 1000).
          const lost = before - atkOf(ctx.duel, c);
          if (lost <= 0) return false;
          damage(ctx.duel, ctx.opponent, lost, Reason.EFFECT, ctx.player);
          return true;
        },
      ],
    },
  ],
  // 003 §3.4.2: a continuous effect of the face-up monster.
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      affects: (_d, self, t) => t.uid === self.uid,
      value: (_d, self) => -700 * countersOn(self, 'black-feather'),
    },
  ],
});
