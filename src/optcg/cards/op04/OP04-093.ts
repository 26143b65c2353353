/** OP04-093 Gum-Gum King Kong Gun: [Main] Up to 1 of your {Dressrosa} type Characters gains +6000 power during this turn. Then, if you have 15 or more cards in your trash, that card gains [Double Attack] during this turn. (This card deals 2 damage.) [Trigger] Draw 3 cards and trash 2 cards from your hand. */
import { trashAtLeast } from '../deck.ts';
import { addPower, card, chosenGainKeyword, draw, main, onlyIf, trashFromHand, trigger } from '../dsl.ts';

export default card('OP04-093', {
  text: '[Main] Up to 1 of your {Dressrosa} type Characters gains +6000 power during this turn. Then, if you have 15 or more cards in your trash, that card gains [Double Attack] during this turn.\n(This card deals 2 damage.) [Trigger] Draw 3 cards and trash 2 cards from your hand.',
  abilities: [
    main(
      { text: 'a {Dressrosa} Character +6000; with 15 or more cards in trash, it gains [Double Attack]' },
      addPower(6000, 'turn', 1, { side: 'own', types: ['Dressrosa'] }),
      onlyIf(trashAtLeast(15), chosenGainKeyword('doubleAttack', 'turn')),
    ),
    trigger({ text: 'draw 3 and trash 2' }, draw(3), trashFromHand(2)),
  ],
});
