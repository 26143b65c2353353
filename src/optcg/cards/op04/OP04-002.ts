/** OP04-002 Igaram: [Activate: Main] You may rest this Character and give your 1 active Leader −5000 power during this turn: Look at 5 cards from the top of your deck; reveal up to 1 {Alabasta} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order. */
import { activateMain, card, restThis, searchTop } from '../dsl.ts';
import { leaderPowerCost } from '../leader.ts';

export default card('OP04-002', {
  text: '[Activate: Main] You may rest this Character and give your 1 active Leader −5000 power during this turn: Look at 5 cards from the top of your deck; reveal up to 1 {Alabasta} type card and add it to your hand. Then, place the rest at the bottom of your deck in any order.',
  abilities: [
    activateMain(
      { cost: [restThis, leaderPowerCost(-5000)], text: 'look at 5: an {Alabasta} card to hand' },
      searchTop(5, 1, { types: ['Alabasta'] }),
    ),
  ],
});
