import { defineCard, specialSummon, summonableTarget } from '../dsl/index.ts';
import { cardDef } from '../registry.ts';

export default defineCard({
  code: 19163116,
  name: 'Gem-Knight Obsidian',
  kind: 'monster',
  categories: ['effect'],
  level: 3,
  attribute: 'EARTH',
  type: 'Pyro',
  atk: 1500,
  def: 1200,
  setcodes: [0x1047],
  text: 'If this card is sent from the hand to your Graveyard: You can target 1 Level 4 or lower Normal Monster in your Graveyard; Special Summon that target.',
  effects: [
    {
      label: 'Special Summon 1 Level 4 or lower Normal Monster from your GY',
      // "If …: You can": optional, does not miss the timing (003 §3.4.3). TC-135: the hand-limit discard counts.
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      eventFilter: (ctx, ev) => ev.uid === ctx.self.uid && ev.stamp === ctx.self.stamp && ev.from === 'hand',
      category: ['special-summon'],
      target: summonableTarget({
        side: 'you',
        zone: 'gy',
        filter: (_d, c) => (cardDef(c.code).categories ?? []).includes('normal') && (cardDef(c.code).level ?? 99) <= 4,
        prompt: 'Target 1 Level 4 or lower Normal Monster in your GY',
      }),
      operation: [
        (ctx) => {
          const t = ctx.target();
          if (t < 0) return false;
          return specialSummon(ctx, t, { defense: false });
        },
      ],
    },
  ],
});
