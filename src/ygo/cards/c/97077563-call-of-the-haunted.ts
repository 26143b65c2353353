import { defineCard, isMonster, linkToMonster, onField, specialSummon, summonableTarget } from '../dsl/index.ts';

export default defineCard({
  code: 97077563,
  name: 'Call of the Haunted',
  kind: 'trap',
  trapType: 'continuous',
  text: 'Activate this card by targeting 1 monster in your GY; Special Summon that target in Attack Position. When this card leaves the field, destroy that target. When that target is destroyed, destroy this card.',
  // "When this card leaves the field, destroy that target": the rules destroy the linked monster
  // (zones.ts/chain.ts); "when that target is destroyed, destroy this card": the state check.
  destroysLinkedOnLeave: true,
  effects: [
    {
      label: 'Special Summon 1 monster from your GY in Attack Position',
      type: 'activate',
      category: ['special-summon', 'leaves-gy'],
      // 003 §3.4.3: targeted on activation; 003 §3.3.2: only a monster that may be Special Summoned.
      target: summonableTarget({ side: 'you', zone: 'gy', filter: isMonster, prompt: 'Target 1 monster in your GY' }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          // The card must still be face-up on the field to keep the monster (it was destroyed in response: nothing).
          if (t < 0 || !ctx.selfUnmoved() || !onField(ctx.self.location)) return false;
          if (!specialSummon(ctx, t, { defense: false })) return false;
          linkToMonster(ctx, t);
          return true;
        },
      ],
    },
  ],
});
