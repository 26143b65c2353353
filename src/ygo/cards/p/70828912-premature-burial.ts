import {
  defineCard,
  equipTo,
  isMonster,
  onField,
  payLpCost,
  specialSummon,
  spell,
  summonableTarget,
} from '../dsl/index.ts';

export default defineCard({
  code: 70828912,
  name: 'Premature Burial',
  kind: 'spell',
  spellType: 'equip',
  text: 'Activate this card by paying 800 LP, then target 1 monster in your Graveyard; Special Summon that target in Attack Position and equip it with this card. When this card is destroyed, destroy the equipped monster.',
  // "When this card is destroyed, destroy the equipped monster": the rules destroy the equipped
  // monster when this card leaves the field (zones.ts); it only leaves by destruction in practice.
  destroysLinkedOnLeave: true,
  effects: [
    spell({
      label: 'Pay 800 LP: Special Summon 1 monster from your GY and equip it with this card',
      category: ['special-summon', 'leaves-gy', 'equip'],
      // 003 §3.4.2: paying LP is the cost, then the target is chosen (003 §3.4.3).
      cost: payLpCost(800),
      target: summonableTarget({ side: 'you', zone: 'gy', filter: isMonster, prompt: 'Target 1 monster in your GY' }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !ctx.selfUnmoved() || !onField(ctx.self.location)) return false;
          if (!specialSummon(ctx, t, { defense: false })) return false;
          // Not equipped (e.g. the monster is face-down), the card goes to the GY after the chain (chain.ts).
          return equipTo(ctx.duel, ctx.self.uid, t);
        },
      ],
    }),
  ],
});
