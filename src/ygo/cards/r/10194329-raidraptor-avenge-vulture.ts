import { canPlaceMonster, defineCard, specialSummon } from '../dsl/index.ts';

export default defineCard({
  incomplete: 'its "only Raidraptor" Extra Deck Special Summon lock',
  code: 10194329,
  name: 'Raidraptor - Avenge Vulture',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'DARK',
  type: 'Winged Beast',
  atk: 1700,
  def: 100,
  setcodes: [0xba],
  text: 'If you take damage: You can Special Summon this card from your hand, also you cannot Special Summon monsters from the Extra Deck for the rest of this turn, except "Raidraptor" monsters.',
  effects: [
    {
      label: 'Special Summon this card from your hand',
      // 003 §3.3.2: a self-Special Summon from the hand is a Trigger effect; the Summon happens inside its
      // resolution, so it cannot be negated as a Summon (TC-43).
      type: 'trigger',
      event: 'damage',
      range: ['hand'],
      eventFilter: (ctx, ev) => ev.player === ctx.player,
      category: ['special-summon'],
      feasible: (ctx) => canPlaceMonster(ctx.duel, ctx.player, false),
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'hand') return false;
          // TODO(kernel): "you cannot Special Summon from the Extra Deck … except Raidraptor" needs a turn-long player restriction.
          return specialSummon(ctx, ctx.self.uid, { defense: false });
        },
      ],
    },
  ],
});
