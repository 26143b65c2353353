import {
  Reason,
  and,
  atkAtLeast,
  atkAtMost,
  cardsIn,
  defineCard,
  destroy,
  lockPlayer,
  log,
  ofAttribute,
  tributeCost,
} from '../dsl/index.ts';

const strong = atkAtLeast(1500);

export default defineCard({
  code: 57728570,
  name: 'Crush Card Virus',
  kind: 'trap',
  trapType: 'normal',
  // Current (2014 errata) text; the original destroyed for 3 turns and had no damage protection.
  text: "Tribute 1 DARK monster with 1000 or less ATK; your opponent takes no damage until the end of the next turn after this card resolves, also, you look at your opponent's hand and all monsters they control, and if you do, destroy the monsters among them with 1500 or more ATK, then your opponent can destroy up to 3 monsters with 1500 or more ATK in their Deck.",
  effects: [
    {
      label: "Tribute 1 DARK monster: destroy your opponent's monsters with 1500 or more ATK in hand and field",
      type: 'activate',
      category: ['destroy', 'hand-destruction', 'deck-destruction', 'send-deck-to-gy'],
      // 003 §3.4.2: the Tribute is the cost (a face-down monster may be Tributed if it qualifies).
      cost: tributeCost(and(ofAttribute('DARK'), atkAtMost(1000))),
      operation: [
        (ctx) => {
          // "Your opponent takes no damage until the end of the next turn after this card resolves".
          lockPlayer(ctx.duel, ctx.opponent, 'no-damage', 0, 1);
          // "You look at your opponent's hand and all monsters they control": revealed to you.
          const hand = cardsIn(ctx.duel, ctx.player, 'opponent', 'hand');
          const field = cardsIn(ctx.duel, ctx.player, 'opponent', 'monsters');
          log(ctx.duel, {
            type: 'reveal',
            player: ctx.opponent,
            to: ctx.player,
            cards: hand.concat(field),
            codes: hand.concat(field).map((u) => ctx.card(u).code),
          });
          const hit = hand.concat(field).filter((u) => strong(ctx.duel, ctx.card(u)));
          // 003 §3.4.4: destroyed simultaneously (monsters in the hand can be destroyed too).
          if (hit.length) destroy(ctx.duel, hit, Reason.EFFECT, ctx.player, ctx.asker);
        },
        (ctx) => {
          // "then your opponent can destroy up to 3": their choice, 0 to 3 (003 §3.4.1).
          const pool = cardsIn(ctx.duel, ctx.player, 'opponent', 'deck', strong);
          const pick = ctx.choose({
            from: pool,
            min: 0,
            max: 3,
            prompt: 'Destroy up to 3 monsters with 1500 or more ATK in your Deck',
            player: ctx.opponent,
          });
          if (pick.length) destroy(ctx.duel, pick, Reason.EFFECT, ctx.opponent, ctx.asker);
        },
      ],
    },
  ],
});
