import { cardsIn, defineCard, freePointedZones, levelAtMost, specialSummon, type EffectContext } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** "your zone this card points to": the free Main Monster Zones of yours its arrows point to. */
const pointedOwnZones = (ctx: EffectContext): number[] => freePointedZones(ctx.duel, ctx.self.uid, ctx.player);

const normalsInHand = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'hand', levelAtMost(4)).filter((u) =>
    cardDef(ctx.card(u).code).categories?.includes('normal'),
  );

export default defineCard({
  code: 98978921,
  name: 'Link Spider',
  kind: 'monster',
  categories: ['effect', 'link'],
  linkRating: 1,
  linkArrows: ['bottom'],
  attribute: 'EARTH',
  type: 'Cyberse',
  atk: 1000,
  text: '1 Normal Monster\nOnce per turn: You can Special Summon 1 Level 4 or lower Normal Monster from your hand to your zone this card points to.',
  // 003 §3.3.2: one Normal Monster.
  linkMaterials: {
    min: 1,
    max: 1,
    filter: { label: 'Normal Monster', filter: (s) => !!s.categories?.includes('normal') },
  },
  mustBeProperlySummoned: true,
  effects: [
    {
      label: 'Special Summon 1 Level 4 or lower Normal Monster from your hand to the zone it points to',
      type: 'ignition',
      // "Once per turn" without the name: per copy (003 §3.5.1).
      oncePerTurn: 'card',
      category: ['special-summon'],
      // 003 §3.4.3: no pointed free zone or no such monster, no activation.
      feasible: (ctx) => pointedOwnZones(ctx).length > 0 && normalsInHand(ctx).length > 0,
      operation: [
        (ctx) => {
          const zones = pointedOwnZones(ctx);
          const pool = normalsInHand(ctx);
          if (zones.length === 0 || pool.length === 0) return false;
          const pick = ctx.choose({ from: pool, min: 1, max: 1, prompt: 'Special Summon 1 Normal Monster' })[0]!;
          const defense = ctx.chooseOption(['Attack Position', 'Defense Position'], 'Summon in which position?') === 1;
          return specialSummon(ctx, pick, { defense, only: zones });
        },
      ],
    },
  ],
});
