/** OP04-084 Stussy: [On Play] Look at 3 cards from the top of your deck and play up to 1 Character card with a type including "CP" other than [Stussy] and a cost of 2 or less. Then, trash the rest. */
import { card, onPlay, searchTop } from '../dsl.ts';

export default card('OP04-084', {
  text: '[On Play] Look at 3 cards from the top of your deck and play up to 1 Character card with a type including "CP" other than [Stussy] and a cost of 2 or less. Then, trash the rest.',
  abilities: [
    onPlay(
      { text: "look at 3: play a 'CP' Character other than [Stussy] with a cost of 2 or less; trash the rest" },
      searchTop(3, 1, { typeIncludes: 'CP', nameNot: 'Stussy', maxCost: 2 }, 'Character', 'play', 'trash'),
    ),
  ],
});
