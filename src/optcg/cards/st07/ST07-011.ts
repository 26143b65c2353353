/** ST07-011 Zeus: [Activate: Main] You may rest this Character: Up to 1 of your [Charlotte Linlin] cards gains [Banish] during this turn. (When this card deals damage, the target card is trashed without activating its Trigger.) [Trigger] Play this card. */
import { activateMain, card, grantKeyword, playThis, restThis, trigger } from '../dsl.ts';

export default card('ST07-011', {
  text: '[Activate: Main] You may rest this Character: Up to 1 of your [Charlotte Linlin] cards gains [Banish] during this turn.\n(When this card deals damage, the target card is trashed without activating its Trigger.) [Trigger] Play this card.',
  abilities: [
    activateMain(
      { text: 'rest this: up to 1 of your [Charlotte Linlin] gains [Banish] this turn', cost: [restThis] },
      grantKeyword('banish', 'turn', 1, { side: 'own', leader: true, nameHas: 'Charlotte Linlin' }),
    ),
    trigger({ text: 'play this card' }, playThis),
  ],
});
