/** OP02-018 Marco: [Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.) [On K.O.] You may trash 1 card with a type including "Whitebeard Pirates" from your hand: If you have 2 or less Life cards, play this Character card from your trash rested. */
import { card, lifeAtMost, onKO, onlyIf, playThisFromTrash, trashFromHandCost } from '../dsl.ts';

export default card('OP02-018', {
  text: '[Blocker] (After your opponent declares an attack, you may rest this card to make it the new target of the attack.)\n[On K.O.] You may trash 1 card with a type including "Whitebeard Pirates" from your hand: If you have 2 or less Life cards, play this Character card from your trash rested.',
  keywords: ['blocker'],
  abilities: [
    onKO(
      {
        cost: [trashFromHandCost(1, { typeIncludes: 'Whitebeard Pirates' })],
        mayPay: true,
        text: 'trash a Whitebeard Pirates card: with 2 or less Life, play this from your trash rested',
      },
      onlyIf(lifeAtMost(2), playThisFromTrash(true)),
    ),
  ],
});
