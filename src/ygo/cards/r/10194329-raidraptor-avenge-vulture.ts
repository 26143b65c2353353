import { canPlaceMonster, defineCard, lockSummons, specialSummon } from '../dsl/index.ts';

const RAIDRAPTOR = 0xba;

export default defineCard({
  code: 10194329,
  name: 'Raidraptor - Avenge Vulture',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'DARK',
  type: 'Winged Beast',
  atk: 1700,
  def: 100,
  setcodes: [RAIDRAPTOR],
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
          const done =
            ctx.selfUnmoved() && ctx.self.location === 'hand' && specialSummon(ctx, ctx.self.uid, { defense: false });
          // 003 §2.1.4: "also you cannot Special Summon monsters from the Extra Deck for the rest of this turn, except
          // 'Raidraptor' monsters": applied on resolution, Summoned or not ("also").
          lockSummons(ctx.duel, ctx.player, 'cannot-special-summon', { from: 'extra', exceptArchetype: RAIDRAPTOR });
          return done;
        },
      ],
    },
  ],
});
