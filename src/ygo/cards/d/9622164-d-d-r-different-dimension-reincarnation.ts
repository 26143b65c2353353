import {
  defineCard,
  discardCost,
  equipTo,
  isMonster,
  onField,
  specialSummon,
  spell,
  summonableTarget,
  type CardInstance,
  type DuelState,
} from '../dsl/index.ts';

const faceUpMonster = (d: DuelState, c: CardInstance): boolean => c.faceUp && isMonster(d, c);

export default defineCard({
  code: 9622164,
  name: 'D.D.R. - Different Dimension Reincarnation',
  kind: 'spell',
  spellType: 'equip',
  text: 'Discard 1 card, then target 1 of your banished monsters; Special Summon it in Attack Position, and equip it with this card. When this card leaves the field, destroy the equipped monster.',
  // "When this card leaves the field, destroy the equipped monster" (zones.ts: the rules destroy it when this card
  // leaves).
  destroysLinkedOnLeave: true,
  effects: [
    spell({
      label: 'Discard 1 card: Special Summon 1 of your banished monsters and equip it with this card',
      category: ['special-summon', 'equip'],
      // 003 §3.4.2: discarding is the cost, then the target is chosen (003 §3.4.3).
      cost: discardCost(1),
      target: summonableTarget({
        side: 'you',
        zone: 'banished',
        filter: faceUpMonster,
        prompt: 'Target 1 of your banished monsters',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !ctx.selfUnmoved() || !onField(ctx.self.location)) return false;
          if (!specialSummon(ctx, t, { defense: false })) return false;
          return equipTo(ctx.duel, ctx.self.uid, t);
        },
      ],
    }),
  ],
});
