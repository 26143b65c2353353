/** OP03-013 Marco: [Your Turn] [On Play] K.O. up to 1 of your opponent's Characters with 3000 power or less. [On K.O.] You may trash 1 Event from your hand: You may play this Character card from your trash rested. */
import { card, ko, onKO, onPlay, playThisFromTrash, trashFromHandCost, yourTurn } from '../dsl.ts';

export default card('OP03-013', {
  text: "[Your Turn] [On Play] K.O. up to 1 of your opponent's Characters with 3000 power or less.\n[On K.O.] You may trash 1 Event from your hand: You may play this Character card from your trash rested.",
  abilities: [
    onPlay(
      { if: [yourTurn], text: "K.O. up to 1 opponent's Character with 3000 power or less" },
      ko(1, { side: 'opponent', maxPower: 3000 }),
    ),
    onKO(
      {
        text: 'trash 1 Event: you may play this card from your trash rested',
        cost: [trashFromHandCost(1, { category: 'Event' })],
        mayPay: true,
      },
      playThisFromTrash(true),
    ),
  ],
});
