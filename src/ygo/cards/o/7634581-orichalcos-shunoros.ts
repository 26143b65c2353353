import { defineCard, monsterCount, specialSummon, canPlaceMonster, Reason } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

export default defineCard({
  code: 7634581,
  name: 'Orichalcos Shunoros',
  kind: 'monster',
  categories: ['effect', 'special-summon'],
  cannotNormalSummon: true,
  level: 10,
  attribute: 'DARK',
  type: 'Machine',
  // 003 §3.3.1: "?" ATK (-2 in the card database) is 0 on the field unless an effect sets it.
  atk: -2,
  def: 0,
  text: 'This card cannot be Normal Summoned or Set. If a Normal Monster you control is destroyed by battle, you can Special Summon this card from your hand. This card gains 1000 ATK for each monster your opponent controls. Face-up Level 4 Normal Monsters on the field cannot be destroyed by card effects.',
  effects: [
    {
      label: 'Special Summon this card from your hand',
      // 003 §3.4.3: "If …, you can" is an optional trigger that does not miss the timing; it is used from the hand.
      type: 'trigger',
      event: 'destroyed',
      range: ['hand'],
      eventFilter: (ctx, ev) => {
        const def = cardDef(ctx.card(ev.uid).code);
        // The destroyed monster's controller when it was destroyed is the event's player for battle destruction.
        return (
          (ev.reason & Reason.BATTLE) !== 0 && ev.player === ctx.player && def.categories?.includes('normal') === true
        );
      },
      category: ['special-summon'],
      feasible: (ctx) => canPlaceMonster(ctx.duel, ctx.player, false),
      operation: [
        (ctx) =>
          ctx.selfUnmoved() && ctx.self.location === 'hand' && specialSummon(ctx, ctx.self.uid, { defense: false }),
      ],
    },
  ],
  statics: [
    {
      // "This card gains 1000 ATK for each monster your opponent controls."
      kind: 'atk',
      mode: 'add',
      affects: (_d, self, c) => c.uid === self.uid,
      value: (duel, self) => 1000 * monsterCount(duel, (1 - self.controller) as 0 | 1),
    },
    {
      // "Face-up Level 4 Normal Monsters on the field cannot be destroyed by card effects."
      kind: 'indestructible',
      by: 'effect',
      affects: (_d, _self, c) => {
        const def = cardDef(c.code);
        return c.location === 'mzone' && c.faceUp && def.level === 4 && def.categories?.includes('normal') === true;
      },
    },
  ],
});
