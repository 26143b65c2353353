/** OP04-111 Hera: [Activate: Main] You may trash 1 of your {Homies} type Characters other than this Character and rest this Character: Set up to 1 of your [Charlotte Linlin] Characters as active. [Trigger] Play this card. */
import { activateMain, card, playThis, restThis, setActive, trigger } from '../dsl.ts';
import { trashCharactersCost } from '../trash.ts';

export default card('OP04-111', {
  text: '[Activate: Main] You may trash 1 of your {Homies} type Characters other than this Character and rest this Character: Set up to 1 of your [Charlotte Linlin] Characters as active. [Trigger] Play this card.',
  abilities: [
    activateMain(
      {
        cost: [trashCharactersCost(1, { types: ['Homies'], other: true }), restThis],
        text: 'set a [Charlotte Linlin] Character active',
      },
      setActive(1, { side: 'own', nameHas: 'Charlotte Linlin' }),
    ),
    trigger({ text: 'play this card' }, playThis),
  ],
});
