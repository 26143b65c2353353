import {
  Reason,
  canSpecialSummon,
  canSummonTokens,
  defineCard,
  grantExtraNormalSummon,
  lockSummons,
  mayGainExtraNormalSummon,
  specialSummon,
  summonTokensTo,
} from '../dsl/index.ts';
import { TRIBUTE_SUMMON_GRANT } from '../archetypes/vassals.ts';

const VASSAL_TOKEN = 22404676;

export default defineCard({
  code: 22404675,
  name: 'Mithra the Thunder Vassal',
  kind: 'monster',
  categories: ['effect'],
  level: 2,
  attribute: 'LIGHT',
  type: 'Thunder',
  atk: 800,
  def: 1000,
  text: 'If this card is in your hand: You can activate this effect; you cannot Special Summon monsters from the Extra Deck for the rest of this turn, also Special Summon this card, and if you do, Special Summon 1 "Vassal Token" (Thunder-Type/LIGHT/Level 1/ATK 800/DEF 1000) to your opponent\'s field in Defense Position. If this card is Tributed for a Tribute Summon: You can activate this effect; you can Tribute Summon 1 monster during your Main Phase this turn, in addition to your Normal Summon/Set this turn. (You can only gain this effect once per turn.) You can only use each effect of "Mithra the Thunder Vassal" once per turn.',
  extraNormalSummon: TRIBUTE_SUMMON_GRANT,
  effects: [
    {
      label: 'Special Summon this card, and a "Vassal Token" to your opponent\'s field',
      type: 'ignition',
      range: ['hand'],
      oncePerTurn: 'name',
      category: ['special-summon'],
      operation: [
        (ctx) => {
          // The zone is asked inside the Summon, before anything changes; the lock comes after.
          const ok = ctx.selfUnmoved() && canSpecialSummon(ctx.duel, ctx.self.uid, ctx.player);
          const summoned = ok && specialSummon(ctx, ctx.self.uid, { defense: false });
          // "also": the lock applies whether or not this card is Summoned (003 §2.1.4).
          lockSummons(ctx.duel, ctx.player, 'cannot-special-summon', { from: 'extra' });
          return summoned;
        },
        // "and if you do": the Token, to the opponent's field (a separate stage: its zone asked first).
        (ctx) => {
          if (!canSummonTokens(ctx.duel, ctx.opponent, 1)) return false;
          return summonTokensTo(ctx, ctx.opponent, [VASSAL_TOKEN], { defense: true }).length > 0;
        },
      ],
    },
    {
      label: 'You can Tribute Summon 1 monster in addition to your Normal Summon/Set this turn',
      // "If this card is Tributed for a Tribute Summon: You can": an optional trigger (003 §3.4.3).
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      oncePerTurn: 'name',
      eventFilter: (ctx, ev) =>
        ev.uid === ctx.self.uid &&
        ev.stamp === ctx.self.stamp &&
        (ev.reason & Reason.TRIBUTE) !== 0 &&
        (ev.reason & Reason.SUMMON) !== 0,
      // 003 §3.4.4 TC-120: not with an identical grant gained already (Eidos's), nor once an additional one was used.
      condition: (ctx) => mayGainExtraNormalSummon(ctx.duel, ctx.player, ctx.self.code),
      operation: [(ctx) => grantExtraNormalSummon(ctx.duel, ctx.player, ctx.self.code)],
    },
  ],
});
