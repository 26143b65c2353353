/** OP02-022 Whitebeard Pirates: [Main] Look at 5 cards from the top of your deck; reveal up to 1 Character card with a type including "Whitebeard Pirates" and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Trigger] Activate this card's [Main] effect. */
import { card, main, searchTop, trigger } from '../dsl.ts';

export default card('OP02-022', {
  text: '[Main] Look at 5 cards from the top of your deck; reveal up to 1 Character card with a type including "Whitebeard Pirates" and add it to your hand. Then, place the rest at the bottom of your deck in any order. [Trigger] Activate this card\'s [Main] effect.',
  abilities: [
    main(
      { text: 'look at 5: a Whitebeard Pirates Character to hand' },
      searchTop(5, 1, { typeIncludes: 'Whitebeard Pirates' }, 'Character'),
    ),
    trigger(
      { text: "activate this card's [Main] effect" },
      searchTop(5, 1, { typeIncludes: 'Whitebeard Pirates' }, 'Character'),
    ),
  ],
});
