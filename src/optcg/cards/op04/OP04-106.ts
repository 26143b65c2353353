/** OP04-106 Charlotte Bavarois: [DON!! x1] If you have less Life cards than your opponent, this Character gains +1000 power. [Trigger] You may trash 1 card from your hand: Play this card. */
import { card, donX, gains, playThis, trashFromHandCost, trigger } from '../dsl.ts';
import { lessLifeThanOpponent } from '../life.ts';

export default card('OP04-106', {
  text: '[DON!! x1] If you have less Life cards than your opponent, this Character gains +1000 power. [Trigger] You may trash 1 card from your hand: Play this card.',
  gains: [gains([donX(1), lessLifeThanOpponent], { power: 1000 })],
  abilities: [trigger({ cost: [trashFromHandCost(1)], mayPay: true, text: 'trash 1: play this card' }, playThis)],
});
