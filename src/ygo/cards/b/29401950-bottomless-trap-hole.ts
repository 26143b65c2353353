import {
  atkAtLeast,
  defineCard,
  destroyAndBanish,
  rememberCards,
  rememberedCards,
  summonedTogether,
  type EffectContext,
} from '../dsl/index.ts';

/** The opponent's monsters Summoned in that action that have 1500 or more ATK. */
const summonedStrong = (ctx: EffectContext): number[] =>
  summonedTogether(ctx, atkAtLeast(1500))
    .filter((e) => e.player !== ctx.player)
    .map((e) => e.uid);

export default defineCard({
  code: 29401950,
  name: 'Bottomless Trap Hole',
  kind: 'trap',
  trapType: 'normal',
  setcodes: [0x4c],
  text: 'When your opponent Summons a monster(s) with 1500 or more ATK: Destroy that monster(s) with 1500 or more ATK, and if you do, banish it.',
  effects: [
    {
      label: 'Destroy and banish the Summoned monster(s) with 1500 or more ATK',
      type: 'activate',
      // 003 §3.4.3: "When …" Traps are activated right after the event.
      event: 'summoned',
      eventFilter: (ctx, ev) =>
        ev.kind === 'summoned' && ev.player !== ctx.player && summonedStrong(ctx).includes(ev.uid),
      category: ['destroy', 'banish'],
      // Not targeting: the monsters are fixed on activation and only they are affected (003 §3.4.3).
      target: { can: () => true, choose: (ctx) => rememberCards(ctx, summonedStrong(ctx)) },
      operation: [
        (ctx) => {
          // The ATK is checked again on resolution: only those still with 1500 or more ATK.
          const list = rememberedCards(ctx).filter((u) => atkAtLeast(1500)(ctx.duel, ctx.card(u)));
          if (list.length) destroyAndBanish(ctx.duel, list, ctx.player);
        },
      ],
    },
  ],
});
