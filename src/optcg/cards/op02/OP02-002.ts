/** OP02-002 Monkey.D.Garp: [Your Turn] When this Leader or any of your Characters is given a DON!! card, give up to 1 of your opponent's Characters with a cost of 7 or less −1 cost during this turn. */
import { card, giveCost, whenDonGiven, yourTurn } from '../dsl.ts';

export default card('OP02-002', {
  text: "[Your Turn] When this Leader or any of your Characters is given a DON!! card, give up to 1 of your opponent's Characters with a cost of 7 or less −1 cost during this turn.",
  abilities: [
    whenDonGiven(
      { if: [yourTurn], text: "DON!! given: −1 cost to an opponent's Character with a cost of 7 or less" },
      giveCost(-1, 'turn', 1, { side: 'opponent', maxCost: 7 }),
    ),
  ],
});
