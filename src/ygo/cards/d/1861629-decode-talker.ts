import {
  answeredLink,
  defineCard,
  negateActivation,
  pointedMonsters,
  Reason,
  sendToGy,
  type EffectContext,
} from '../dsl/index.ts';

/** "1 monster this card points to" that its controller may Tribute: one they control. */
const ownPointed = (ctx: EffectContext): number[] =>
  pointedMonsters(ctx.duel, ctx.self.uid).filter((u) => ctx.card(u).controller === ctx.player);

export default defineCard({
  code: 1861629,
  name: 'Decode Talker',
  kind: 'monster',
  categories: ['effect', 'link'],
  linkRating: 3,
  linkArrows: ['top', 'bottom-left', 'bottom-right'],
  attribute: 'DARK',
  type: 'Cyberse',
  atk: 2300,
  setcodes: [0x101],
  text: '2+ Effect Monsters\nGains 500 ATK for each monster it points to. When your opponent activates a card or effect that targets a card(s) you control (Quick Effect): You can Tribute 1 monster this card points to; negate the activation, and if you do, destroy that card.',
  // 003 §3.3.2, TC-42: two or more Effect Monsters; a Link Monster may count as its Link Rating.
  linkMaterials: { min: 2, filter: { label: 'Effect Monster', filter: (s) => !!s.categories?.includes('effect') } },
  mustBeProperlySummoned: true,
  statics: [
    {
      kind: 'atk',
      mode: 'add',
      affects: (_duel, self, target) => target.uid === self.uid,
      value: (duel, self) => 500 * pointedMonsters(duel, self.uid).length,
    },
  ],
  effects: [
    {
      label: 'Tribute 1 monster it points to: negate the activation and destroy that card',
      type: 'quick',
      category: ['negate', 'destroy'],
      // 003 §3.4.4 Negation: chained directly to the opponent's activation that targets a card you control.
      condition: (ctx) => {
        const link = ctx.duel.chain[answeredLink(ctx)];
        if (!link || link.player === ctx.player) return false;
        return link.targets.some((u, i) => {
          const c = ctx.card(u);
          return c.stamp === link.targetStamps[i] && c.controller === ctx.player && c.location !== 'gy';
        });
      },
      cost: {
        can: (ctx) => ownPointed(ctx).length > 0,
        pay: (ctx) => {
          const pick = ctx.choose({ from: ownPointed(ctx), min: 1, max: 1, prompt: 'Tribute 1 monster it points to' });
          sendToGy(ctx.duel, pick, Reason.COST | Reason.TRIBUTE, ctx.player, ctx.asker);
        },
      },
      operation: [(ctx) => negateActivation(ctx.duel, answeredLink(ctx), true, ctx.player, ctx.asker)],
    },
  ],
});
