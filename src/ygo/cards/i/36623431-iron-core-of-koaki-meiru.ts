import {
  and,
  defineCard,
  isMonster,
  ofArchetype,
  Reason,
  sendFromHandToGyCost,
  toHand,
  type CardFilter,
} from '../dsl/index.ts';

const KOAKI_MEIRU = 0x1d;
const koakiMonster: CardFilter = and(isMonster, ofArchetype(KOAKI_MEIRU));

// Koa'ki Meiru Overload's maintenance reveals or sends this card (003 TC-123).
export default defineCard({
  code: 36623431,
  name: "Iron Core of Koa'ki Meiru",
  kind: 'spell',
  spellType: 'normal',
  setcodes: [KOAKI_MEIRU],
  text: 'During your Draw Phase, if this card is in your Graveyard, you can add this card to your hand instead of drawing, and/or send 1 "Koa\'ki Meiru" monster from your hand to your Graveyard to add this card to your hand.',
  // 003 §3.6.3: "add this card to your hand instead of drawing": offered before the normal draw (rules/turn.ts).
  drawReplacement: {
    label: 'add this card from your GY to your hand instead of drawing',
    range: ['gy'],
    can: (duel, self) => duel.turnPlayer === self.owner,
    run: (duel, self) => toHand(duel, [self.uid], Reason.EFFECT, self.owner),
  },
  effects: [
    {
      label: 'Send 1 "Koa\'ki Meiru" monster from your hand to the GY: add this card to your hand',
      // "During your Draw Phase, if this card is in your Graveyard … send 1 "Koa'ki Meiru" monster … to add this card
      // to your hand": an optional trigger from the GY after the normal draw (003 §3.6.3), the sending its cost.
      type: 'trigger',
      event: 'phase-draw',
      range: ['gy'],
      eventFilter: (ctx) => ctx.duel.turnPlayer === ctx.player,
      category: ['to-hand'],
      // 003 §3.4.2 TC-61: a card that would be banished instead cannot pay a "send to the GY" cost.
      cost: sendFromHandToGyCost(1, koakiMonster),
      operation: [
        (ctx) => {
          // Only if this card is still the one in the GY (003 §3.4.3).
          if (!ctx.selfUnmoved() || ctx.self.location !== 'gy') return false;
          toHand(ctx.duel, [ctx.self.uid], Reason.EFFECT, ctx.player);
          return true;
        },
      ],
    },
  ],
});
