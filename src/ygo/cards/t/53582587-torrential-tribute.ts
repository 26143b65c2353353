import { defineCard, destroyAll } from '../dsl/index.ts';

export default defineCard({
  code: 53582587,
  name: 'Torrential Tribute',
  kind: 'trap',
  trapType: 'normal',
  text: 'When a monster(s) is Summoned: Destroy all monsters on the field.',
  effects: [
    {
      label: 'Destroy all monsters on the field',
      type: 'activate',
      // 003 §3.4.3: "When …" Traps are activated right after the event. Any successful Summon, by either player.
      event: 'summoned',
      eventFilter: (ctx, ev) => ev.kind === 'summoned' && ctx.card(ev.uid).stamp === ev.stamp,
      category: ['destroy'],
      operation: [destroyAll('both', 'monsters')],
    },
  ],
});
