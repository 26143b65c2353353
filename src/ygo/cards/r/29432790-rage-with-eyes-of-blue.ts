import {
  Reason,
  banish,
  cardsIn,
  defineCard,
  freeMonsterZones,
  lockSummons,
  noNormalOrSpecialSummonThisTurn,
  shuffleDeck,
  spell,
  specialSummonAll,
} from '../dsl/index.ts';
import { BLUE_EYES_NAME, summonableBlueEyes } from '../archetypes/blue-eyes.ts';

export default defineCard({
  code: 29432790,
  name: 'Rage with Eyes of Blue',
  kind: 'spell',
  spellType: 'normal',
  text: 'Banish this card, and as many cards as possible from your hand, field, and GY, face-down, and if you do, Special Summon up to 3 copies of "Blue-Eyes White Dragon" from your Deck. You cannot Normal or Special Summon monsters the turn you activate this card, except "Blue-Eyes White Dragon".',
  effects: [
    spell({
      label: 'Banish your hand, field and GY face-down; Special Summon up to 3 "Blue-Eyes White Dragon" from your Deck',
      category: ['banish', 'special-summon'],
      // 003 §2.1.4: "the turn you activate this card" looks at the Summons that succeeded this turn: none but
      // "Blue-Eyes White Dragon" (a negated Summon does not count, TC-05; a Flip Summon is neither kind here).
      condition: (ctx) => noNormalOrSpecialSummonThisTurn(ctx.duel, ctx.player, [BLUE_EYES_NAME]),
      // The restriction starts with the activation, whatever becomes of it (like Scapegoat's).
      cost: {
        can: () => true,
        pay: (ctx) => {
          lockSummons(ctx.duel, ctx.player, 'cannot-normal-summon-only', { except: BLUE_EYES_NAME });
          lockSummons(ctx.duel, ctx.player, 'cannot-special-summon', { except: BLUE_EYES_NAME });
        },
      },
      operation: [
        (ctx) => {
          // "Banish this card, and as many cards as possible …, face-down": this card must be banished for the rest.
          if (!ctx.selfUnmoved()) return false;
          const rest = [
            ...cardsIn(ctx.duel, ctx.player, 'you', 'hand'),
            ...cardsIn(ctx.duel, ctx.player, 'you', 'field'),
            ...cardsIn(ctx.duel, ctx.player, 'you', 'gy'),
          ].filter((u) => u !== ctx.self.uid);
          banish(ctx.duel, [ctx.self.uid, ...rest], Reason.EFFECT, ctx.player, false);
          return ctx.card(ctx.self.uid).location === 'banished';
        },
        // "and if you do, Special Summon up to 3": asked after the banishment freed the zones (a separate stage).
        (ctx) => {
          const pool = summonableBlueEyes(ctx, ['deck']);
          const room = Math.min(3, freeMonsterZones(ctx.duel, ctx.player));
          if (pool.length === 0 || room === 0) return false;
          const pick = ctx.choose({
            from: pool,
            min: 1,
            max: Math.min(room, pool.length),
            prompt: `Special Summon up to 3 "${BLUE_EYES_NAME}" from your Deck`,
          });
          // 003 §3.3.2: face-up Attack or Defense Position, as the player chooses (one choice for all of them).
          const defense =
            ctx.chooseOption(['Attack Position', 'Defense Position'], 'Summon them in which position?') === 1;
          const n = specialSummonAll(ctx, pick, { defense });
          shuffleDeck(ctx.duel, ctx.player);
          return n > 0;
        },
      ],
    }),
  ],
});
