import {
  Reason,
  addStatChange,
  cardsIn,
  defineCard,
  freeMonsterZones,
  maySpecialSummon,
  opponentAttackDeclared,
  sendToGy,
  specialSummon,
  tributeSelfCost,
  type CardFilter,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** "Level 1 monster" (a Link Monster has a Link Rating, no Level). */
const levelOne: CardFilter = (_d, c) => cardDef(c.code).kind === 'monster' && cardDef(c.code).level === 1;

/**
 * The Level 1 monsters it may Tribute: any of yours, or, with no free Main Monster Zone, only one in a Main Monster
 * Zone, whose Tribute frees the zone it comes back to (003 §3.4.1: the effect must be able to do what it says).
 */
function tributes(ctx: EffectContext): number[] {
  const all = cardsIn(ctx.duel, ctx.player, 'you', 'monsters', levelOne);
  return freeMonsterZones(ctx.duel, ctx.player) > 0 ? all : all.filter((u) => ctx.card(u).seq < 5);
}

export default defineCard({
  code: 41999284,
  name: 'Linkuriboh',
  kind: 'monster',
  categories: ['effect', 'link'],
  linkRating: 1,
  linkArrows: ['bottom'],
  attribute: 'DARK',
  type: 'Cyberse',
  atk: 300,
  setcodes: [0xa4],
  text: "1 Level 1 monster\nWhen an opponent's monster declares an attack: You can Tribute this card; change that opponent's monster's ATK to 0, until the end of this turn. If this card is in your GY (Quick Effect): You can Tribute 1 Level 1 monster; Special Summon this card. You can only use this effect of \"Linkuriboh\" once per turn.",
  // 003 §3.3.2: one Level 1 monster.
  linkMaterials: { min: 1, max: 1, filter: { label: 'Level 1 monster', filter: (s) => s.level === 1 } },
  mustBeProperlySummoned: true,
  effects: [
    {
      label: "Tribute this card: the attacking monster's ATK becomes 0 until the end of the turn",
      // 003 §3.4.3: "When … : You can" — an optional trigger that can miss the timing.
      type: 'trigger',
      event: 'attack-declared',
      when: true,
      eventFilter: opponentAttackDeclared,
      category: ['atk-change'],
      cost: tributeSelfCost,
      operation: [
        (ctx) => {
          const a = ctx.eventCard();
          const c = ctx.card(a);
          const ev = ctx.event!;
          // "that opponent's monster": still the same card, face-up on the field.
          if (a < 0 || c.stamp !== ev.stamp || c.location !== 'mzone' || !c.faceUp) return false;
          addStatChange(ctx.duel, a, 'atk', 'set', 0, true);
          return true;
        },
      ],
    },
    {
      label: 'Tribute 1 Level 1 monster: Special Summon this card from the GY',
      // 003 §3.4.2: a Quick Effect activated in the GY.
      type: 'quick',
      range: ['gy'],
      category: ['special-summon'],
      // 003 §3.5.1: "You can only use this effect of 'Linkuriboh' once per turn".
      oncePerTurn: 'name',
      feasible: (ctx) => maySpecialSummon(ctx.duel, ctx.self.uid, ctx.player),
      cost: {
        can: (ctx) => tributes(ctx).length > 0,
        pay: (ctx) =>
          sendToGy(
            ctx.duel,
            ctx.choose({ from: tributes(ctx), min: 1, max: 1, prompt: 'Tribute 1 Level 1 monster (cost)' }),
            Reason.COST | Reason.TRIBUTE,
            ctx.player,
          ),
      },
      // 003 §3.3.2: a Link Monster is always in Attack Position; from the GY, to a Main Monster Zone.
      operation: [
        (ctx) =>
          ctx.selfUnmoved() && ctx.self.location === 'gy' && specialSummon(ctx, ctx.self.uid, { defense: false }),
      ],
    },
  ],
});
