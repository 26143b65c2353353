import {
  Reason,
  atkOf,
  canSpecialSummon,
  defineCard,
  protectFromOpponent,
  specialSummon,
  targets,
  tributeSelfCost,
} from '../dsl/index.ts';

export default defineCard({
  code: 60303245,
  name: 'Salamangreat Almiraj',
  kind: 'monster',
  categories: ['effect', 'link'],
  linkRating: 1,
  linkArrows: ['bottom-right'],
  attribute: 'FIRE',
  type: 'Cyberse',
  atk: 0,
  setcodes: [0x119],
  text: '1 Normal Summoned monster with 1000 or less ATK\r\n(Quick Effect): You can Tribute this card, then target 1 monster you control; it cannot be destroyed by your opponent\'s card effects this turn. When a Normal Summoned monster you control is destroyed by battle, while this card is in your GY: You can Special Summon this card. You can only use this effect of "Salamangreat Almiraj" once per turn.',
  // 003 §3.3.2: one monster that was Normal Summoned (a Tribute Summon is one) and has 1000 or less ATK now.
  linkMaterials: {
    min: 1,
    max: 1,
    onField: (duel, c) => (c.summon === 'normal' || c.summon === 'tribute') && atkOf(duel, c) <= 1000,
  },
  mustBeProperlySummoned: true,
  effects: [
    {
      label: "Tribute this card: 1 monster you control cannot be destroyed by your opponent's card effects this turn",
      // 003 §3.4.2: a Quick Effect; Tributing itself is the cost, paid before the target is chosen ("then target").
      type: 'quick',
      cost: tributeSelfCost,
      target: targets({ side: 'you', zone: 'monsters', exceptSelf: true, prompt: 'Target 1 monster you control' }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          // "it": still the monster you control, on the field.
          if (t < 0 || ctx.card(t).location !== 'mzone' || ctx.card(t).controller !== ctx.player) return false;
          protectFromOpponent(ctx.duel, t, ctx.player);
          return true;
        },
      ],
    },
    {
      label: 'Special Summon this card from the GY',
      // 003 §3.4.3: "When … : You can" — an optional trigger, activated in the GY.
      type: 'trigger',
      event: 'destroyed',
      range: ['gy'],
      when: true,
      // "A Normal Summoned monster you control is destroyed by battle, while this card is in your GY".
      eventFilter: (ctx, ev) =>
        (ev.reason & Reason.BATTLE) !== 0 &&
        ev.controller === ctx.player &&
        (ev.summon === 'normal' || ev.summon === 'tribute') &&
        ctx.self.location === 'gy',
      category: ['special-summon'],
      // 003 §3.5.1: "You can only use this effect of 'Salamangreat Almiraj' once per turn".
      oncePerTurn: 'name',
      feasible: (ctx) => canSpecialSummon(ctx.duel, ctx.self.uid, ctx.player),
      // 003 §3.3.2: a Link Monster is always in Attack Position.
      operation: [
        (ctx) =>
          ctx.selfUnmoved() && ctx.self.location === 'gy' && specialSummon(ctx, ctx.self.uid, { defense: false }),
      ],
    },
  ],
});
