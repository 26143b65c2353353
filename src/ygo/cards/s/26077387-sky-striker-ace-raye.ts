import {
  Reason,
  canSpecialSummon,
  cardsIn,
  defineCard,
  maySpecialSummonFromExtraByEffect,
  specialSummon,
  tributeSelfCost,
  type DuelEventRecord,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';
import { freeExtraMonsterZones, isSkyStrikerAce } from '../archetypes/sky-striker.ts';

/** The "Sky Striker Ace" monsters of the Extra Deck an effect may Special Summon now (003 §3.3.2). */
function summonable(ctx: EffectContext): number[] {
  return cardsIn(ctx.duel, ctx.player, 'you', 'extra', isSkyStrikerAce).filter((u) =>
    maySpecialSummonFromExtraByEffect(ctx.duel, u, ctx.player),
  );
}

/**
 * "If a face-up "Sky Striker Ace" Link Monster you control is destroyed by battle, or leaves the field because of an
 * opponent's card effect": the card as it was on the field (its controller and face-up state kept by the event).
 */
export function aceLinkLeft(ctx: EffectContext, ev: DuelEventRecord): boolean {
  const c = ctx.card(ev.uid);
  if (ev.controller !== ctx.player || ev.faceUp !== true) return false;
  if (cardDef(c.code).linkRating === undefined || !isSkyStrikerAce(ctx.duel, c)) return false;
  const byBattle = (ev.reason & Reason.BATTLE) !== 0 && (ev.reason & Reason.DESTROY) !== 0;
  const byOpponentEffect = (ev.reason & Reason.EFFECT) !== 0 && ev.player !== ctx.player;
  return byBattle || byOpponentEffect;
}

export default defineCard({
  code: 26077387,
  name: 'Sky Striker Ace - Raye',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'DARK',
  type: 'Warrior',
  atk: 1500,
  def: 1500,
  setcodes: [0x1115],
  text: '(Quick Effect): You can Tribute this card; Special Summon 1 "Sky Striker Ace" monster from your Extra Deck to the Extra Monster Zone. While this card is in your GY, if a face-up "Sky Striker Ace" Link Monster you control is destroyed by battle, or leaves the field because of an opponent\'s card effect: You can Special Summon this card. You can only use each effect of "Sky Striker Ace - Raye" once per turn.',
  effects: [
    {
      label:
        'Tribute this card: Special Summon 1 "Sky Striker Ace" monster from your Extra Deck to the Extra Monster Zone',
      // 003 §3.4.2: a Quick Effect of the monster on the field; Tributing itself is the cost.
      type: 'quick',
      category: ['special-summon'],
      // 003 §3.5.1: "You can only use each effect of "Sky Striker Ace - Raye" once per turn".
      oncePerTurn: 'name',
      cost: tributeSelfCost,
      // 003 §3.4.3: a monster to Summon and a free Extra Monster Zone (003 §3.2.1: none while you hold one; Raye is
      // in a Main Monster Zone, so its Tribute frees none).
      feasible: (ctx) => summonable(ctx).length > 0 && freeExtraMonsterZones(ctx.duel, ctx.player).length > 0,
      operation: [
        (ctx) => {
          const pool = summonable(ctx);
          if (pool.length === 0 || freeExtraMonsterZones(ctx.duel, ctx.player).length === 0) return false;
          const pick = ctx.chooseOne(pool, 'Special Summon 1 "Sky Striker Ace" monster from your Extra Deck');
          // 003 §3.2.1: "to the Extra Monster Zone": no Main Monster Zone. Not a Link Summon (003 §3.3.2).
          return specialSummon(ctx, pick, { defense: false, only: [] });
        },
      ],
    },
    {
      label: 'Special Summon this card from the GY',
      // 003 §3.4.3: "if …: You can" — an optional trigger that does not miss the timing, activated in the GY.
      type: 'trigger',
      event: 'left-field',
      range: ['gy'],
      eventFilter: (ctx, ev) => ctx.self.location === 'gy' && ev.uid !== ctx.self.uid && aceLinkLeft(ctx, ev),
      category: ['special-summon'],
      // 003 §3.5.1: once per turn, by name.
      oncePerTurn: 'name',
      feasible: (ctx) => canSpecialSummon(ctx.duel, ctx.self.uid, ctx.player),
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'gy') return false;
          const defense =
            ctx.chooseOption(['Attack Position', 'Defense Position'], 'Summon in which position?', 'select-option') ===
            1;
          return specialSummon(ctx, ctx.self.uid, { defense });
        },
      ],
    },
  ],
});
