import { Reason, canPlaceMonster, defineCard, specialSummon } from '../dsl/index.ts';

export default defineCard({
  code: 82888408,
  name: 'The Fabled Cerburrel',
  kind: 'monster',
  categories: ['effect', 'tuner'],
  level: 2,
  attribute: 'LIGHT',
  type: 'Beast',
  atk: 1000,
  def: 400,
  setcodes: [0x35],
  text: 'If this card is discarded to the Graveyard: Special Summon it.',
  effects: [
    {
      label: 'Special Summon this card',
      // "If …: Special Summon it": mandatory. 003 §3.4.4 TC-80: only a discard, not another send from the hand.
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      mandatory: true,
      eventFilter: (ctx, ev) =>
        ev.uid === ctx.self.uid &&
        ev.stamp === ctx.self.stamp &&
        ev.from === 'hand' &&
        (ev.reason & Reason.DISCARD) !== 0,
      category: ['special-summon'],
      feasible: (ctx) => canPlaceMonster(ctx.duel, ctx.player, false),
      operation: [(ctx) => ctx.selfUnmoved() && specialSummon(ctx, ctx.self.uid, { defense: false })],
    },
  ],
});
