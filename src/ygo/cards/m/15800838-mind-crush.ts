import { Reason, cardsIn, defineCard, discard, atRandom } from '../dsl/index.ts';
import { allCardDefs } from '../registry.ts';

/** The names that can be declared (003 §3.3.1: a real card): every card this engine knows, in passcode order. */
const declarable = (): number[] => allCardDefs().map((d) => d.code);

export default defineCard({
  code: 15800838,
  name: 'Mind Crush',
  kind: 'trap',
  trapType: 'normal',
  text: "Declare 1 card name; if that card is in your opponent's hand, they must discard all copies of it, otherwise you discard 1 random card.",
  effects: [
    {
      label: 'Declare 1 card name: your opponent discards all copies of it, or you discard 1 random card',
      type: 'activate',
      category: ['hand-destruction', 'discard'],
      // The declaration is part of the activation (kept in the link's data).
      target: {
        can: () => true,
        choose: (ctx) => {
          const codes = declarable();
          ctx.data['name'] =
            codes[
              ctx.chooseOption(
                codes.map((c) => allCardDefs().find((d) => d.code === c)!.name),
                'Declare 1 card name',
                'declare',
              )
            ]!;
        },
      },
      operation: [
        (ctx) => {
          const name = ctx.data['name']!;
          const copies = cardsIn(ctx.duel, ctx.player, 'opponent', 'hand', (_d, c) => c.code === name);
          if (copies.length) {
            discard(ctx.duel, copies, Reason.EFFECT, ctx.player);
            return;
          }
          // 003 §3.4.4: a random card.
          const mine = cardsIn(ctx.duel, ctx.player, 'you', 'hand');
          if (mine.length) discard(ctx.duel, [mine[atRandom(ctx.duel, mine.length)]!], Reason.EFFECT, ctx.player);
        },
      ],
    },
  ],
});
