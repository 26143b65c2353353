import {
  Reason,
  banish,
  currentAtk,
  currentDef,
  defineCard,
  grantExtraNormalSummon,
  isMonster,
  lockSummons,
  mayGainExtraNormalSummon,
  specialSummon,
  summonableTarget,
} from '../dsl/index.ts';
import { TRIBUTE_SUMMON_GRANT } from '../archetypes/vassals.ts';

export default defineCard({
  code: 59463312,
  name: 'Eidos the Underworld Squire',
  kind: 'monster',
  categories: ['effect'],
  level: 2,
  attribute: 'DARK',
  type: 'Spellcaster',
  atk: 800,
  def: 1000,
  text: 'If this card is Normal or Special Summoned: During your Main Phase this turn, you can Tribute Summon 1 monster, in addition to your Normal Summon/Set. (You can only gain this effect once per turn.) You can banish this card from your Graveyard, then target 1 monster with 800 ATK and 1000 DEF in your Graveyard, except "Eidos the Underworld Squire"; Special Summon it in Defense Position, also you cannot Special Summon monsters from the Extra Deck for the rest of this turn. You can only use this effect of "Eidos the Underworld Squire" once per turn.',
  extraNormalSummon: TRIBUTE_SUMMON_GRANT,
  effects: [
    {
      label: 'You can Tribute Summon 1 monster in addition to your Normal Summon/Set this turn',
      // "If this card is Normal or Special Summoned:" without "you can": a mandatory trigger (003 §3.4.3).
      type: 'trigger',
      event: 'summoned',
      mandatory: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ctx.self.summon !== 'flip',
      // 003 §3.4.4 TC-120: not with an identical grant gained already, nor once an additional one was used.
      condition: (ctx) => mayGainExtraNormalSummon(ctx.duel, ctx.player, ctx.self.code),
      operation: [(ctx) => grantExtraNormalSummon(ctx.duel, ctx.player, ctx.self.code)],
    },
    {
      label: 'Banish this card: Special Summon 1 monster with 800 ATK and 1000 DEF from your GY in Defense Position',
      type: 'ignition',
      range: ['gy'],
      oncePerTurn: 'name',
      category: ['special-summon'],
      cost: {
        can: (ctx) => ctx.self.location === 'gy',
        pay: (ctx) => banish(ctx.duel, [ctx.self.uid], Reason.COST, ctx.player),
      },
      target: summonableTarget({
        side: 'you',
        zone: 'gy',
        filter: (d, c) =>
          c.code !== 59463312 && isMonster(d, c) && currentAtk(d, c) === 800 && currentDef(d, c) === 1000,
        prompt: 'Target 1 monster with 800 ATK and 1000 DEF in your GY',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          // The zone is asked inside the Summon, before anything changes; the lock comes after.
          const ok = t >= 0 && specialSummon(ctx, t, { defense: true });
          // "also": the lock applies whether or not the Summon happens (003 §2.1.4).
          lockSummons(ctx.duel, ctx.player, 'cannot-special-summon', { from: 'extra' });
          return ok;
        },
      ],
    },
  ],
});
