import {
  and,
  canSpecialSummon,
  cardsIn,
  defineCard,
  isNormalMonster,
  levelAtMost,
  shuffleDeck,
  specialSummon,
  type EffectContext,
} from '../dsl/index.ts';

/** "1 Level 2 or lower Normal Monster from your hand or Deck" that can be Special Summoned. */
const candidates = (ctx: EffectContext): number[] =>
  cardsIn(ctx.duel, ctx.player, 'you', 'hand', and(levelAtMost(2), isNormalMonster))
    .concat(cardsIn(ctx.duel, ctx.player, 'you', 'deck', and(levelAtMost(2), isNormalMonster)))
    .filter((u) => canSpecialSummon(ctx.duel, u, ctx.player));

export default defineCard({
  code: 62706865,
  name: 'Draconnet',
  kind: 'monster',
  categories: ['effect'],
  level: 3,
  attribute: 'DARK',
  type: 'Cyberse',
  atk: 1400,
  def: 1200,
  text: 'When this card is Normal Summoned: You can Special Summon 1 Level 2 or lower Normal Monster from your hand or Deck in Defense Position.',
  effects: [
    {
      label: 'Special Summon 1 Level 2 or lower Normal Monster from your hand or Deck',
      type: 'trigger',
      event: 'normal-summoned',
      // 003 §3.4.3: "When … : You can" (an optional trigger that can miss the timing).
      when: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['special-summon', 'special-summon-from-deck'],
      feasible: (ctx) => candidates(ctx).length > 0,
      operation: [
        (ctx) => {
          const pool = candidates(ctx);
          if (pool.length === 0) return false;
          const pick = ctx.choose({
            from: pool,
            min: 1,
            max: 1,
            prompt: 'Special Summon 1 Level 2 or lower Normal Monster',
          })[0]!;
          const fromDeck = ctx.card(pick).location === 'deck';
          const ok = specialSummon(ctx, pick, { defense: true });
          if (fromDeck) shuffleDeck(ctx.duel, ctx.player);
          return ok;
        },
      ],
    },
  ],
});
