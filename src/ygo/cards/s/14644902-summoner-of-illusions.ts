import {
  addDelayed,
  cardsIn,
  defineCard,
  maySpecialSummonFromExtraByEffect,
  Reason,
  rememberCards,
  rememberedCards,
  sendToGy,
  specialSummon,
  tributable,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** Fusion Monsters of the Extra Deck an effect may Special Summon (003 §3.3.2: not "Must be Fusion Summoned" ones). */
const fusions = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'extra').filter(
    (u) =>
      cardDef(ctx.card(u).code).categories?.includes('fusion') === true &&
      maySpecialSummonFromExtraByEffect(ctx.duel, u, ctx.player),
  );

export default defineCard({
  code: 14644902,
  name: 'Summoner of Illusions',
  kind: 'monster',
  categories: ['effect', 'flip'],
  level: 3,
  attribute: 'LIGHT',
  type: 'Spellcaster',
  atk: 800,
  def: 900,
  text: 'FLIP: Tribute 1 other monster, and if you do, Special Summon 1 Fusion Monster from your Extra Deck, but destroy it during the End Phase of this turn.',
  effects: [
    {
      label: 'Tribute 1 other monster: Special Summon 1 Fusion Monster from your Extra Deck',
      type: 'flip',
      mandatory: true,
      category: ['special-summon'],
      operation: [
        (ctx) => {
          const others = tributable(ctx).filter((u) => u !== ctx.self.uid);
          const pool = fusions(ctx);
          if (others.length === 0 || pool.length === 0) return false;
          const tribute = ctx.choose({ from: others, min: 1, max: 1, prompt: 'Tribute 1 other monster' });
          const fusion = ctx.choose({ from: pool, min: 1, max: 1, prompt: 'Special Summon 1 Fusion Monster' });
          rememberCards(ctx, fusion);
          sendToGy(ctx.duel, tribute, Reason.EFFECT | Reason.TRIBUTE, ctx.player, ctx.asker);
          return ctx.card(tribute[0]!).location !== 'mzone';
        },
        // "and if you do": its own step, so the zone question comes before anything else changes.
        (ctx) => {
          const [fusion] = rememberedCards(ctx);
          if (fusion === undefined) return false;
          const defense = ctx.chooseOption(['Attack Position', 'Defense Position'], 'Summon in which position?') === 1;
          // 003 §3.3.2: Special Summoned by an effect, not Fusion Summoned: it is not properly Summoned (TC-35).
          if (!specialSummon(ctx, fusion, { defense })) return false;
          addDelayed(ctx.duel, ctx.player, ctx.self.code, 'destroy', [fusion], ctx.duel.turn);
          return true;
        },
      ],
    },
  ],
});
