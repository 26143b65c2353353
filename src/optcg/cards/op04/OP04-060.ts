/** OP04-060 Crocodile: [On Play] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): If your Leader's type includes "Baroque Works", add up to 1 card from the top of your deck to the top of your Life cards. [On Your Opponent's Attack] [Once Per Turn] DON!! −1: Draw 1 card and trash 1 card from your hand. */
import {
  card,
  deckTopToLife,
  donMinus,
  draw,
  leaderTypeIncludes,
  onOpponentsAttack,
  onPlay,
  onlyIf,
  trashFromHand,
} from '../dsl.ts';

export default card('OP04-060', {
  text: '[On Play] DON!! −2 (You may return the specified number of DON!! cards from your field to your DON!! deck.): If your Leader\'s type includes "Baroque Works", add up to 1 card from the top of your deck to the top of your Life cards.\n[On Your Opponent\'s Attack] [Once Per Turn] DON!! −1: Draw 1 card and trash 1 card from your hand.',
  abilities: [
    onPlay(
      { cost: [donMinus(2)], text: "with a Leader whose type includes 'Baroque Works': the top deck card to Life" },
      onlyIf(leaderTypeIncludes('Baroque Works'), deckTopToLife(1)),
    ),
    onOpponentsAttack({ once: true, cost: [donMinus(1)], text: 'draw 1 and trash 1' }, draw(1), trashFromHand(1)),
  ],
});
