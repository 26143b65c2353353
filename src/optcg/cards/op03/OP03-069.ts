/** OP03-069 Minorhinoceros: [On K.O.] If your Leader has the {Impel Down} type, draw 2 cards and trash 1 card from your hand. */
import { card, draw, leaderHasType, onKO, trashFromHand, onlyIfAll } from '../dsl.ts';

export default card('OP03-069', {
  text: '[On K.O.] If your Leader has the {Impel Down} type, draw 2 cards and trash 1 card from your hand.',
  abilities: [
    onKO(
      { text: 'with an Impel Down Leader, draw 2 and trash 1 from your hand' },
      ...onlyIfAll(leaderHasType('Impel Down'), draw(2), trashFromHand(1)),
    ),
  ],
});
