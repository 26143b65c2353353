import {
  Reason,
  addRestriction,
  canSpecialSummon,
  cardsIn,
  defineCard,
  faceUp,
  hasName,
  specialSummon,
  type DuelEventRecord,
  type EffectContext,
} from '../dsl/index.ts';
import { isSkyStrikerAce } from '../archetypes/sky-striker.ts';

const ROZE = 37351133;

/**
 * "If an opponent's monster in the Extra Monster Zone is destroyed by battle, or leaves the field because of your card
 * effect": the monster as it was there (its controller and zone kept by the event).
 */
function opponentExtraZoneMonsterLeft(ctx: EffectContext, ev: DuelEventRecord): boolean {
  if (ev.controller !== ctx.opponent || ev.seq === undefined || ev.seq < 5 || ev.from !== 'mzone') return false;
  const byBattle = (ev.reason & Reason.BATTLE) !== 0 && (ev.reason & Reason.DESTROY) !== 0;
  const byYourEffect = (ev.reason & Reason.EFFECT) !== 0 && ev.player === ctx.player;
  return byBattle || byYourEffect;
}

function summonPosition(ctx: EffectContext): boolean {
  return ctx.chooseOption(['Attack Position', 'Defense Position'], 'Summon in which position?', 'select-option') === 1;
}

export default defineCard({
  code: ROZE,
  name: 'Sky Striker Ace - Roze',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'LIGHT',
  type: 'Warrior',
  atk: 1500,
  def: 1500,
  setcodes: [0x1115],
  text: 'If a "Sky Striker Ace" monster(s) is Normal or Special Summoned, except "Sky Striker Ace - Roze" (except during the Damage Step): You can Special Summon this card from your hand. If an opponent\'s monster in the Extra Monster Zone is destroyed by battle, or leaves the field because of your card effect, while this card is in your GY: You can Special Summon this card, then you can negate the effects of 1 face-up monster your opponent controls, until the end of this turn. You can only use each effect of "Sky Striker Ace - Roze" once per turn.',
  effects: [
    {
      label: 'Special Summon this card from your hand',
      // 003 §3.4.3: "If … is Normal or Special Summoned …: You can" — an optional trigger activated in the hand; not
      // in the Damage Step (003 §3.6.3: triggers are not activated there unless their text allows it).
      type: 'trigger',
      event: 'summoned',
      range: ['hand'],
      eventFilter: (ctx, ev) => {
        const c = ctx.card(ev.uid);
        // Either player's; "except "Sky Striker Ace - Roze"" (003 §3.3.1: by its current name); not a Flip Summon.
        return (
          ctx.self.location === 'hand' &&
          c.stamp === ev.stamp &&
          c.summon !== 'flip' &&
          isSkyStrikerAce(ctx.duel, c) &&
          !hasName(ctx.duel, c, ROZE)
        );
      },
      category: ['special-summon'],
      // 003 §3.5.1: "You can only use each effect of "Sky Striker Ace - Roze" once per turn".
      oncePerTurn: 'name',
      feasible: (ctx) => canSpecialSummon(ctx.duel, ctx.self.uid, ctx.player),
      operation: [
        (ctx) =>
          ctx.selfUnmoved() &&
          ctx.self.location === 'hand' &&
          specialSummon(ctx, ctx.self.uid, { defense: summonPosition(ctx) }),
      ],
    },
    {
      label: "Special Summon this card from the GY, then you can negate 1 opponent's monster's effects this turn",
      // 003 §3.4.3: an optional "If" trigger, activated in the GY ("while this card is in your GY").
      type: 'trigger',
      event: 'left-field',
      range: ['gy'],
      eventFilter: (ctx, ev) => ctx.self.location === 'gy' && opponentExtraZoneMonsterLeft(ctx, ev),
      category: ['special-summon', 'negate'],
      // 003 §3.5.1: once per turn, by name.
      oncePerTurn: 'name',
      feasible: (ctx) => canSpecialSummon(ctx.duel, ctx.self.uid, ctx.player),
      operation: [
        (ctx) =>
          ctx.selfUnmoved() &&
          ctx.self.location === 'gy' &&
          specialSummon(ctx, ctx.self.uid, { defense: summonPosition(ctx) }),
        (ctx) => {
          // "then you can negate": a later, optional part (003 §3.4.1 "then": after the Summon).
          const pool = cardsIn(ctx.duel, ctx.player, 'opponent', 'monsters', faceUp);
          if (pool.length === 0) return false;
          const pick = ctx.choose({
            from: pool,
            min: 0,
            max: 1,
            prompt: 'You can negate the effects of 1 face-up monster your opponent controls until the end of this turn',
          });
          if (pick.length === 0) return false;
          addRestriction(ctx.duel, pick[0]!, 'effects-negated', true);
          return true;
        },
      ],
    },
  ],
});
