import { Reason, activateThisCard, defineCard, recover } from '../dsl/index.ts';

export default defineCard({
  code: 35346968,
  name: 'Solemn Wishes',
  kind: 'trap',
  trapType: 'continuous',
  text: 'Increase your Life Points by 500 points each time you draw a card (or cards).',
  effects: [
    activateThisCard('Activate Solemn Wishes'),
    {
      label: 'Gain 500 LP',
      // A mandatory trigger of the face-up Continuous Trap (003 §3.3.4: an effect activation).
      type: 'trigger',
      event: 'to-hand',
      range: ['szone'],
      mandatory: true,
      // "Each time you draw a card (or cards)": once per draw, however many cards (003 §3.4.4 TC-78): only the
      // first card of a draw triggers it.
      eventFilter: (ctx, ev) => {
        if (!ctx.self.faceUp || ev.player !== ctx.player || (ev.reason & Reason.DRAW) === 0) return false;
        const first = ctx.duel.raised
          .concat(ctx.duel.recent)
          .find((e) => e.kind === 'to-hand' && e.group === ev.group && (e.reason & Reason.DRAW) !== 0);
        return first === undefined || first.uid === ev.uid;
      },
      category: ['recover'],
      operation: [(ctx) => recover(ctx.duel, ctx.player, 500)],
    },
  ],
});
