/** OP03-093 Wanze: [On Play] You may trash 1 card from your hand: If your Leader's type includes "CP", K.O. up to 1 of your opponent's Characters with a cost of 1 or less. */
import { card, ko, leaderTypeIncludes, onlyIf, onPlay, trashFromHandCost } from '../dsl.ts';

export default card('OP03-093', {
  text: '[On Play] You may trash 1 card from your hand: If your Leader\'s type includes "CP", K.O. up to 1 of your opponent\'s Characters with a cost of 1 or less.',
  abilities: [
    onPlay(
      {
        cost: [trashFromHandCost(1)],
        mayPay: true,
        text: "trash 1 card: with a CP Leader, K.O. up to 1 opponent's Character with a cost of 1 or less",
      },
      onlyIf(leaderTypeIncludes('CP'), ko(1, { side: 'opponent', maxCost: 1 })),
    ),
  ],
});
