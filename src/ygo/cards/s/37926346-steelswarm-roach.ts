import {
  defineCard,
  detachCost,
  negateSummon,
  rememberCards,
  rememberedCards,
  wasSpecialSummoned,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** The monsters now being Special Summoned whose Level is 5 or higher (003 §3.3.2: the Summon-negation window). */
const level5Plus = (ctx: EffectContext): number[] =>
  ctx.duel.summoning.filter((u) => wasSpecialSummoned(ctx.card(u)) && (cardDef(ctx.card(u).code).level ?? 0) >= 5);

export default defineCard({
  code: 37926346,
  name: 'Steelswarm Roach',
  kind: 'monster',
  categories: ['xyz', 'effect'],
  rank: 4,
  attribute: 'DARK',
  type: 'Fiend',
  atk: 1900,
  def: 0,
  setcodes: [0x100a],
  text: "2 Level 4 monsters\nDuring either player's turn, when a Level 5 or higher monster would be Special Summoned: You can detach 1 Xyz Material from this card; negate the Special Summon, and if you do, destroy it.",
  xyzMaterials: { level: 4, min: 2, max: 2 },
  mustBeProperlySummoned: true,
  effects: [
    {
      label: 'Detach 1 Xyz Material: negate the Special Summon of the Level 5 or higher monster(s) and destroy it',
      // A Quick Effect in the Summon-negation window (003 §3.3.2). TC-41: in a Summon of several monsters at once
      // (a Pendulum Summon) only those of Level 5 or higher are negated.
      type: 'quick',
      category: ['negate-summon', 'destroy'],
      condition: (ctx) => level5Plus(ctx).length > 0,
      cost: detachCost(1),
      target: { can: () => true, choose: (ctx) => rememberCards(ctx, level5Plus(ctx)) },
      operation: [
        (ctx) => {
          const list = rememberedCards(ctx).filter((u) => ctx.duel.summoning.includes(u));
          if (list.length === 0) return false;
          negateSummon(ctx.duel, list, ctx.player, ctx.asker);
          return true;
        },
      ],
    },
  ],
});
