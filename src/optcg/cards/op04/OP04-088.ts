/** OP04-088 Hajrudin: [Activate: Main] You may rest your 1 Leader: Give up to 1 of your opponent's Characters −4 cost during this turn. */
import { activateMain, card, giveCost } from '../dsl.ts';
import { restLeaderCost } from '../leader.ts';

export default card('OP04-088', {
  text: "[Activate: Main] You may rest your 1 Leader: Give up to 1 of your opponent's Characters −4 cost during this turn.",
  abilities: [
    activateMain(
      { cost: [restLeaderCost], text: "−4 cost to an opponent's Character this turn" },
      giveCost(-4, 'turn', 1, { side: 'opponent' }),
    ),
  ],
});
