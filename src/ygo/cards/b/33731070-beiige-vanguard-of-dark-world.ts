import { Reason, canSpecialSummon, defineCard, specialSummon } from '../dsl/index.ts';

export default defineCard({
  code: 33731070,
  name: 'Beiige, Vanguard of Dark World',
  kind: 'monster',
  categories: ['effect'],
  level: 4,
  attribute: 'DARK',
  type: 'Fiend',
  atk: 1600,
  def: 1300,
  setcodes: [0x6],
  text: 'If this card is discarded to the Graveyard by a card effect: Special Summon it from the Graveyard.',
  effects: [
    {
      label: 'Special Summon this card from the GY',
      // "If …: Special Summon": a mandatory trigger from the GY (003 §3.4.3); a discard by the hand-size rule is not
      // "by a card effect" (003 §3.6.3 TC-135).
      type: 'trigger',
      event: 'to-gy',
      range: ['gy'],
      mandatory: true,
      eventFilter: (ctx, ev) =>
        ev.uid === ctx.self.uid &&
        ev.stamp === ctx.self.stamp &&
        ev.from === 'hand' &&
        (ev.reason & Reason.DISCARD) !== 0 &&
        (ev.reason & Reason.EFFECT) !== 0,
      category: ['special-summon', 'leaves-gy'],
      operation: [
        (ctx) =>
          ctx.selfUnmoved() &&
          ctx.self.location === 'gy' &&
          canSpecialSummon(ctx.duel, ctx.self.uid, ctx.player) &&
          specialSummon(ctx, ctx.self.uid, { defense: false }),
      ],
    },
  ],
});
