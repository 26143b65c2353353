import {
  activateThisCard,
  addRestriction,
  and,
  canSpecialSummon,
  cardsIn,
  defineCard,
  ofType,
  Reason,
  sendToGy,
  shuffleDeck,
  specialSummon,
  tributable,
  type EffectContext,
} from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

/** A monster's original (printed) Level; 0 for one with none (Xyz, Link). */
const originalLevel = (ctx: EffectContext, uid: number): number => cardDef(ctx.card(uid).code).level ?? 0;

/** "a Wyrm-Type monster with the same Level" in the Deck that can be Special Summoned. */
const wyrmsOfLevel = (ctx: EffectContext, level: number): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'deck', ofType('Wyrm')).filter(
    (u) => originalLevel(ctx, u) === level && canSpecialSummon(ctx.duel, u, ctx.player),
  );

/**
 * "1 Dragon-Type monster that has a Level": 003 §3.4.2 TC-60: a Tribute may be a face-down monster even when a
 * property is required (its printed Type and Level are what it is); only one whose Level has a Wyrm to Summon.
 */
const dragons = (ctx: EffectContext): number[] =>
  tributable(
    ctx,
    and(ofType('Dragon'), (_d, c) => (cardDef(c.code).level ?? 0) > 0),
  ).filter((u) => wyrmsOfLevel(ctx, originalLevel(ctx, u)).length > 0);

export default defineCard({
  code: 16960351,
  name: 'Dracocension',
  kind: 'spell',
  spellType: 'continuous',
  text: "Once per turn: You can Tribute 1 Dragon-Type monster that has a Level; Special Summon, from your Deck, 1 Wyrm-Type monster with the same Level as the Tributed monster's original Level, and if you do, any monster destroyed by battle with that monster is shuffled into the Deck instead of going to the Graveyard.",
  effects: [
    activateThisCard(),
    {
      label: 'Tribute 1 Dragon: Special Summon 1 Wyrm of its Level from your Deck',
      // 003 §3.4.2: an ignition effect of the face-up Continuous Spell.
      type: 'ignition',
      range: ['szone'],
      oncePerTurn: 'card',
      category: ['special-summon', 'special-summon-from-deck'],
      cost: {
        can: (ctx) => dragons(ctx).length > 0,
        pay: (ctx) => {
          const pick = ctx.choose({
            from: dragons(ctx),
            min: 1,
            max: 1,
            prompt: 'Tribute 1 Dragon-Type monster (cost)',
          });
          // The Level the effect reads: the Tributed monster's original Level, remembered with the cost.
          ctx.data['level'] = originalLevel(ctx, pick[0]!);
          sendToGy(ctx.duel, pick, Reason.COST | Reason.TRIBUTE, ctx.player, ctx.asker);
        },
      },
      operation: [
        (ctx) => {
          const pool = wyrmsOfLevel(ctx, ctx.data['level'] ?? 0);
          if (pool.length === 0) return false;
          const pick = ctx.choose({ from: pool, min: 1, max: 1, prompt: 'Special Summon 1 Wyrm-Type monster' })[0]!;
          const ok = specialSummon(ctx, pick, { defense: false });
          shuffleDeck(ctx.duel, ctx.player);
          // "and if you do, any monster destroyed by battle with that monster is shuffled into the Deck instead of
          // going to the Graveyard": a change on the monster while it stays face-up on the field (003 §3.4.4).
          if (ok) addRestriction(ctx.duel, pick, 'battle-victims-to-deck', false);
          return ok;
        },
      ],
    },
  ],
});
