/** OP03-048 Nojiko: [On Play] If your Leader is [Nami], return up to 1 of your opponent's Characters with a cost of 5 or less to the owner's hand. */
import { bounce, card, leaderIs, onPlay, onlyIf } from '../dsl.ts';

export default card('OP03-048', {
  text: "[On Play] If your Leader is [Nami], return up to 1 of your opponent's Characters with a cost of 5 or less to the owner's hand.",
  abilities: [
    onPlay(
      { text: "with a [Nami] Leader, return up to 1 opponent's Character with a cost of 5 or less" },
      onlyIf(leaderIs('Nami'), bounce(1, { side: 'opponent', maxCost: 5 })),
    ),
  ],
});
