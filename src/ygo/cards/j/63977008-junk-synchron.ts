import { addRestriction, defineCard, levelAtMost, specialSummon, summonableTarget } from '../dsl/index.ts';

export default defineCard({
  code: 63977008,
  name: 'Junk Synchron',
  kind: 'monster',
  categories: ['effect', 'tuner'],
  level: 3,
  attribute: 'DARK',
  type: 'Warrior',
  atk: 1300,
  def: 500,
  setcodes: [0x1017, 0x43],
  text: 'When this card is Normal Summoned: You can target 1 Level 2 or lower monster in your Graveyard; Special Summon that target in Defense Position, but it has its effects negated.',
  effects: [
    {
      label: 'Special Summon 1 Level 2 or lower monster from your GY in Defense Position, its effects negated',
      type: 'trigger',
      event: 'normal-summoned',
      // 003 §3.4.3: "When … : You can" (an optional trigger that can miss the timing).
      when: true,
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp,
      category: ['special-summon', 'leaves-gy'],
      target: summonableTarget({
        side: 'you',
        zone: 'gy',
        filter: levelAtMost(2),
        prompt: 'Target 1 Level 2 or lower monster in your GY',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0 || !specialSummon(ctx, t, { defense: true })) return false;
          // 003 §3.4.4: negated while it stays face-up on the field.
          addRestriction(ctx.duel, t, 'effects-negated', false);
          return true;
        },
      ],
    },
  ],
});
