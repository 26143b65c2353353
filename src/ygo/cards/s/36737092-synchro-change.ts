import {
  Reason,
  addRestriction,
  banish,
  banishForbidden,
  cardsIn,
  defineCard,
  extraSummonZones,
  isSynchro,
  maySpecialSummonFromExtraByEffect,
  spell,
  specialSummon,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

const levelOf = (ctx: EffectContext, u: number): number => cardDef(ctx.card(u).code).level ?? 0;

/**
 * The Synchro Monsters of the Extra Deck this card may Special Summon for a banished monster of Level `level`, once
 * `leaving` has left the field (003 §3.3.2: face-down, by an effect; a zone for it, 003 §2.1.1).
 */
const summonable = (ctx: EffectContext, level: number, leaving: readonly number[]): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'extra', isSynchro).filter(
    (u) =>
      levelOf(ctx, u) === level &&
      maySpecialSummonFromExtraByEffect(ctx.duel, u, ctx.player) &&
      extraSummonZones(ctx.duel, ctx.player, u, leaving).length > 0,
  );

/** "1 face-up Synchro Monster you control" that can pay the cost: one with a Synchro Monster of its Level to follow. */
const banishable = (ctx: EffectContext): number[] =>
  banishForbidden(ctx.duel)
    ? []
    : cardsIn(ctx.duel, ctx.player, 'you', 'monsters', (d, c) => c.faceUp && isSynchro(d, c)).filter(
        (u) => summonable(ctx, levelOf(ctx, u), [u]).length > 0,
      );

export default defineCard({
  code: 36737092,
  name: 'Synchro Change',
  kind: 'spell',
  spellType: 'normal',
  setcodes: [0x17, 0xa5],
  text: "Remove from play 1 face-up Synchro Monster you control. Special Summon 1 Synchro Monster from your Extra Deck whose Level is the same as the removed monster's. Its effect(s) is negated.",
  effects: [
    spell({
      label: 'Banish 1 face-up Synchro Monster: Special Summon 1 Synchro Monster of its Level from your Extra Deck',
      category: ['special-summon'],
      // 003 §3.4.2: banishing the Synchro Monster is the cost of the activation (its Level is read as it is paid).
      cost: {
        can: (ctx) => banishable(ctx).length > 0,
        pay: (ctx) => {
          const u = ctx.chooseOne(banishable(ctx), 'Banish 1 face-up Synchro Monster you control (cost)');
          ctx.data['level'] = levelOf(ctx, u);
          banish(ctx.duel, [u], Reason.COST, ctx.player);
        },
      },
      operation: [
        (ctx) => {
          const pool = summonable(ctx, ctx.data['level'] ?? 0, []);
          if (pool.length === 0) return false;
          const pick = ctx.chooseOne(pool, "Special Summon 1 Synchro Monster of the banished monster's Level");
          const defense = ctx.chooseOption(['Attack Position', 'Defense Position'], 'Summon in which position?') === 1;
          // 003 §3.3.2 TC-36: Special Summoned by an effect, not Synchro Summoned: it is not properly Summoned.
          if (!specialSummon(ctx, pick, { defense })) return false;
          // 003 §3.4.4: its effects are negated while it stays face-up on the field.
          addRestriction(ctx.duel, pick, 'effects-negated', false);
          return true;
        },
      ],
    }),
  ],
});
