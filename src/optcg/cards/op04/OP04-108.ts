/** OP04-108 Charlotte Moscato: [DON!! x1] This Character gains [Banish]. (When this card deals damage, the target card is trashed without activating its Trigger.) [Trigger] You may trash 1 card from your hand: Play this card. */
import { card, donX, gains, playThis, trashFromHandCost, trigger } from '../dsl.ts';

export default card('OP04-108', {
  text: '[DON!! x1] This Character gains [Banish].\n(When this card deals damage, the target card is trashed without activating its Trigger.) [Trigger] You may trash 1 card from your hand: Play this card.',
  gains: [gains([donX(1)], { kw: 'banish' })],
  abilities: [trigger({ cost: [trashFromHandCost(1)], mayPay: true, text: 'trash 1: play this card' }, playThis)],
});
