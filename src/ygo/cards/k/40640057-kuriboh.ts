import { atDamageTiming, defineCard, discardSelfCost } from '../dsl/index.ts';

export default defineCard({
  code: 40640057,
  name: 'Kuriboh',
  kind: 'monster',
  categories: ['effect'],
  level: 1,
  attribute: 'DARK',
  type: 'Fiend',
  atk: 300,
  def: 200,
  setcodes: [0xa4],
  // Current text; older prints read "During your opponent's turn, at damage calculation" (same effect).
  text: "During damage calculation, if your opponent's monster attacks (Quick Effect): You can discard this card; you take no battle damage from that battle.",
  effects: [
    {
      label: 'Discard this card: you take no battle damage from this battle',
      // 003 §3.4.2: a Quick Effect from the hand.
      type: 'quick',
      range: ['hand'],
      // 003 §3.6.3 DS3: "during damage calculation" effects, e.g. Kuriboh.
      damageStep: true,
      // It changes only the damage of this battle; no listed operation category fits.
      category: [],
      condition: (ctx) => {
        const b = ctx.duel.battle;
        // 003 §3.6.3 TC-132: not after a chain has resolved during this damage calculation.
        if (!b || !atDamageTiming(ctx.duel, 'calc') || b.attacker < 0) return false;
        return ctx.card(b.attacker).controller !== ctx.player && !b.noDamage[ctx.player];
      },
      cost: discardSelfCost,
      operation: [
        (ctx) => {
          const b = ctx.duel.battle;
          if (!b) return false;
          b.noDamage[ctx.player] = true;
          return true;
        },
      ],
    },
  ],
});
