/** OP03-108 Charlotte Cracker: [DON!! x1] If you have less Life cards than your opponent, this Character gains [Double Attack] and +1000 power. (This card deals 2 damage.) [Trigger] You may trash 1 card from your hand: Play this card. */
import { card, donX, gains, playThis, trashFromHandCost, trigger } from '../dsl.ts';
import { lessLifeThanOpponent } from '../life.ts';

export default card('OP03-108', {
  text: '[DON!! x1] If you have less Life cards than your opponent, this Character gains [Double Attack] and +1000 power.\n(This card deals 2 damage.) [Trigger] You may trash 1 card from your hand: Play this card.',
  gains: [
    gains([donX(1), lessLifeThanOpponent], { kw: 'doubleAttack' }),
    gains([donX(1), lessLifeThanOpponent], { power: 1000 }),
  ],
  abilities: [trigger({ cost: [trashFromHandCost(1)], mayPay: true, text: 'trash 1 card: play this card' }, playThis)],
});
