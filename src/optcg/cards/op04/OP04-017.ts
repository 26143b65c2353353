/** OP04-017 Happiness Punch: [Counter] Give up to 1 of your opponent's Leader or Character cards −2000 power during this turn. Then, if your Leader is active, give up to 1 of your opponent's Leader or Character cards −1000 power during this turn. */
import { addPower, card, counter, onlyIf } from '../dsl.ts';
import { leaderActive } from '../leader.ts';

export default card('OP04-017', {
  text: "[Counter] Give up to 1 of your opponent's Leader or Character cards −2000 power during this turn. Then, if your Leader is active, give up to 1 of your opponent's Leader or Character cards −1000 power during this turn.",
  abilities: [
    counter(
      { text: "−2000 to an opponent's Leader or Character; −1000 more to one if your Leader is active" },
      addPower(-2000, 'turn', 1, { side: 'opponent', leader: true }),
      onlyIf(leaderActive, addPower(-1000, 'turn', 1, { side: 'opponent', leader: true })),
    ),
  ],
});
