import { addDamageCalculationBoost, atDamageTiming, defineCard, payLpCost } from '../dsl/index.ts';

export default defineCard({
  code: 79575620,
  name: 'Injection Fairy Lily',
  kind: 'monster',
  categories: ['effect'],
  level: 3,
  attribute: 'EARTH',
  type: 'Spellcaster',
  atk: 400,
  def: 1500,
  text: "If this card attacks or is attacked, during damage calculation (in either player's turn): You can pay 2000 LP once per battle; this card gains 3000 ATK during that damage calculation only.",
  effects: [
    {
      label: 'Pay 2000 LP: this card gains 3000 ATK during this damage calculation',
      // 003 §3.6.3 DS3: a "during damage calculation" Quick Effect of the battling monster (in either player's turn);
      // bound to that sub-timing, so not after a chain has resolved at it (TC-132). "Once per battle": there is one
      // damage calculation per battle and its first resolved chain closes it, so one activation at a time suffices.
      type: 'quick',
      damageStep: 'calc',
      category: ['atk-change'],
      condition: (ctx) => {
        const b = ctx.duel.battle;
        if (!b || !atDamageTiming(ctx.duel, 'calc') || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
        const battling =
          (b.attacker === ctx.self.uid && b.attackerStamp === ctx.self.stamp) ||
          (b.target === ctx.self.uid && b.targetStamp === ctx.self.stamp);
        return battling && !ctx.duel.chain.some((l) => l.uid === ctx.self.uid);
      },
      // 003 §3.4.2: paying 2000 LP is the cost.
      cost: payLpCost(2000),
      operation: [
        (ctx) => {
          if (!ctx.selfUnmoved() || ctx.self.location !== 'mzone' || !ctx.self.faceUp) return false;
          addDamageCalculationBoost(ctx.duel, ctx.self.uid, 'atk', 3000);
          return true;
        },
      ],
    },
  ],
});
